/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy beside every compressible file of the build, at the
 * highest levels, once per build. The reference server sends them as they are (@fastify/static
 * `preCompressed`), so no asset is compressed per request; a CDN can serve the same files.
 * node:zlib does the compressing: the platform's own codecs, no extra dependency.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text formats that shrink; images other than SVG and fonts (woff2) are compressed already. */
export const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|map)$/;

/** Below this size the headers cost more than compression saves. */
const MIN_BYTES = 1024;

/** Writes `<path>.br` and `<path>.gz` beside a file of at least MIN_BYTES (and removes stale ones below). */
export function precompressFile(path: string): void {
  const source = readFileSync(path);
  if (source.length < MIN_BYTES) {
    rmSync(`${path}.br`, { force: true });
    rmSync(`${path}.gz`, { force: true });
    return;
  }
  writeFileSync(`${path}.br`, brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length } }));
  writeFileSync(`${path}.gz`, gzipSync(source, { level: 9 }));
}

export function precompressPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'wl-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    writeBundle(options, bundle) {
      const dir = options.dir ?? outDir;
      for (const fileName of Object.keys(bundle)) {
        if (!COMPRESSIBLE.test(fileName) || fileName.endsWith('.map')) continue;
        precompressFile(join(dir, fileName));
      }
    },
  };
}
