import { defineConfig } from 'vitest/config';

// Three layers of ARCHITECTURE "Tests": unit (pure functions), platform (in-process server on PGlite,
// and PostgreSQL when DATABASE_URL is set) and model (paths generated from the production chart).
// Browser tests are Playwright's (e2e/), not vitest's.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['{src,machines,screens,services,contract,content,scripts}/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'platform',
          include: ['platform/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
      {
        test: {
          name: 'model',
          include: ['model-tests/**/*.test.ts'],
          environment: 'node',
        },
      },
    ],
  },
});
