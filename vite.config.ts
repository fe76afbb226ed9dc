import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { buildConstants } from './scripts/buildConstants';
import { compileHints } from './scripts/compileHints';
import { precompressDir } from './scripts/precompress';
import { unsupportedBrowserFallback } from './scripts/unsupportedBrowserScript';
import { CONFIG_PATH, DOCUMENT_LIST_LOCATOR_PATH } from './services/startupPaths';

// The platform serves API and app on one port in production; in development Vite serves the app with hot
// reload and hands every platform path to the platform (npm run dev starts both).
const platform = process.env.PLATFORM_URL ?? `http://127.0.0.1:${process.env.PLATFORM_PORT ?? '8080'}`;
const platformPaths = [
  '/config.json',
  '/cdn',
  '/banks',
  '/ref',
  '/vmSavingsContent.json',
  '/mSaverContent.json',
  '/sandbox',
  '/login-app',
  '/users',
  '/user',
  '/bank',
];

/** Modules only the inspector page imports (issue 14): never in the start page's chunk. */
const inspectorOnly =
  /[\\/](?:elkjs|@statelyai)[\\/]|[\\/]src[\\/]inspector[\\/](?!inspectSwitch|protocol)|generatedPaths\.json|[\\/](?:inspector|index)\.html$|[\\/]src[\\/]main\.tsx$/;

/** Brotli and gzip copies of every text file once the bundle is written (issue 16; served by staticApp.ts). */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'account-opening:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle: {
      order: 'post',
      handler() {
        const { files, bytes, brotliBytes, gzipBytes } = precompressDir(outDir);
        const kib = (n: number) => `${(n / 1024).toFixed(0)} KiB`;
        this.info(`precompressed ${files} files: ${kib(bytes)} -> brotli ${kib(brotliBytes)}, gzip ${kib(gzipBytes)}`);
      },
    },
  };
}

/**
 * Issue 16: the start page's first two reads (services/startupApi.ts) preloaded by index.html, so they travel beside
 * the start page's script instead of after it has run (the app's fetch then takes the preloaded answer; the
 * credentials mode matches the app's: `include` for /config.json, doc 1 §7 "with credentials"). The document list
 * file (chosen by today's date) and the product content (by product) are read by the app, all at once.
 */
function preloadStartupFiles(): Plugin {
  const href = (path: string) => (path.startsWith('/') ? path : `/${path}`);
  return {
    name: 'account-opening:preload-startup-files',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, context) =>
        context.filename.endsWith('index.html')
          ? [
              {
                tag: 'link',
                attrs: { rel: 'preload', href: href(CONFIG_PATH), as: 'fetch', crossorigin: 'use-credentials' },
                injectTo: 'head',
              },
              {
                tag: 'link',
                attrs: { rel: 'preload', href: href(DOCUMENT_LIST_LOCATOR_PATH), as: 'fetch', crossorigin: '' },
                injectTo: 'head',
              },
            ]
          : [],
    },
  };
}

export default defineConfig({
  plugins: [react(), unsupportedBrowserFallback(), preloadStartupFiles(), compileHints(), precompress()],
  define: buildConstants(),
  build: {
    outDir: 'dist',
    sourcemap: true,
    target: 'es2020',
    // Two pages: the app, and the analysts' inspector (issue 14), so the start page never carries the inspector.
    rollupOptions: {
      input: {
        main: fileURLToPath(new URL('index.html', import.meta.url)),
        inspector: fileURLToPath(new URL('inspector.html', import.meta.url)),
      },
      // Issue 16: every module the start page imports statically in one file (each response carries about 1 KiB
      // of security headers over HTTP/1.1), but what only the inspector page imports (ELK, its views).
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'start',
              tags: ['$initial'],
              test: (id) => !inspectorOnly.test(id),
            },
          ],
        },
      },
    },
  },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: Object.fromEntries(platformPaths.map((path) => [path, { target: platform, changeOrigin: false }])),
  },
});
