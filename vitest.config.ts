import { defineConfig } from 'vitest/config';

// One runner, three projects: pure domain rules, the API against a real database, and the web in jsdom.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          root: './packages/domain',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          root: './apps/api',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each test file builds its own app on its own database; files run in parallel workers.
          fileParallelism: true,
        },
      },
      './apps/web/vite.config.ts',
    ],
  },
});
