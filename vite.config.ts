import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

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

export default defineConfig({
  plugins: [react()],
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
    },
  },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: Object.fromEntries(platformPaths.map((path) => [path, { target: platform, changeOrigin: false }])),
  },
});
