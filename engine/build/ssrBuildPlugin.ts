/**
 * After the portal's build, the server's render (src/ssr/renderPage.tsx) is built as a Node bundle
 * into the portal's `.ssr/` folder (a dot folder, which the static file server never sends). The
 * reference server loads it from there (server/page/portalPage.ts), so the markup it sends and the code
 * that hydrates it always come from the same build. Style sheets are the client build's.
 */
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import type { Plugin, ResolvedConfig } from 'vite';

/** The server render's entry, and where its bundle goes inside the portal's build folder. */
export const SSR_ENTRY = 'src/ssr/renderPage.tsx';
export const SSR_DIR = '.ssr';
export const SSR_BUNDLE = 'renderPage.js';

export function ssrBuildPlugin(): Plugin {
  let config: ResolvedConfig | undefined;
  return {
    name: 'wl-ssr-build',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config === undefined) return;
      const { build } = await import('vite');
      const outDir = resolve(config.root, config.build.outDir, SSR_DIR);
      await build({
        root: config.root,
        // Not the portal's config: its plugins (tenant manifests, compression, this one) are the client build's.
        configFile: false,
        plugins: [react()],
        mode: config.mode,
        // Self-contained: the portal's build folder may live anywhere (a CDN origin, a temporary
        // folder), away from node_modules; the bundle carries its libraries.
        ssr: { noExternal: true, target: 'node' },
        logLevel: 'warn',
        build: {
          ssr: SSR_ENTRY,
          outDir,
          emptyOutDir: true,
          sourcemap: false,
          manifest: false,
          copyPublicDir: false,
          rolldownOptions: { output: { entryFileNames: SSR_BUNDLE, codeSplitting: false } },
        },
      });
    },
  };
}
