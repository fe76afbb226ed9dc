import { defineConfig } from 'vite';

// The platform compiled to plain JavaScript (issue 16): `npm run build` writes dist-platform/main.js, one ES
// module with the platform, content and services code in it and every npm package left as an import, so
// `npm run serve` starts it with plain node (no tsx, no esbuild beside it).
export default defineConfig({
  // No public/ copying, no index.html: a server entry only.
  publicDir: false,
  build: {
    ssr: 'platform/main.ts',
    outDir: 'dist-platform',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    minify: false,
    reportCompressedSize: false,
    rollupOptions: { output: { entryFileNames: 'main.js', format: 'es' } },
  },
});
