/**
 * The floor of the home-route JavaScript figure: the smallest React + react-router app
 * (bench/floor-app), built with the same bundler the portal uses. The size benchmark prints the
 * portal's home route against it, and the bundle test keeps it within HOME_JS_TARGET.floorRatio.
 */
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { gzipBytes } from './chunkGraph';

/** Builds the floor app into `outDir` and returns its JavaScript's gzip bytes. */
export async function buildFloorApp(projectRoot: string, outDir: string): Promise<number> {
  await build({
    root: resolve(projectRoot, 'bench/floor-app'),
    configFile: false,
    logLevel: 'error',
    mode: 'production',
    plugins: [react()],
    build: { outDir, emptyOutDir: true },
  });
  const files = readdirSync(join(outDir, 'assets')).filter((f) => f.endsWith('.js')).map((f) => `assets/${f}`);
  return gzipBytes(outDir, files);
}
