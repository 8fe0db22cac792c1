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
          // As the web project: two workers on two cores (Vitest's default leaves one core idle there).
          maxWorkers: 2,
          // The domain is pure functions (ARCHITECTURE §3 rule 2: no I/O, no globals, no mocks in its tests), so its
          // files need no fresh module graph each: re-importing zod and the rules for each of ~90 files was 80 % of the
          // project's time (80 -> 19 s at load 11, 545 tests either way).
          isolate: false,
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
          // Each test file builds its own app on its own database, copied from templates built once (ADR 0007).
          globalSetup: ['./src/test/global-setup.ts'],
          fileParallelism: true,
          // Threads start a file for less CPU than forks; two at once keep both cores busy while a file awaits I/O.
          pool: 'threads',
          maxWorkers: 2,
          // Files share a worker's module graph instead of importing the app afresh each (~1.6 s a file, 160-180 s of
          // the stage's worker time on this machine): each file still builds its own app on its own database, no API
          // test mocks a module, and the three that stub environment variables restore them (vi.unstubAllEnvs).
          isolate: false,
          // Vitest runs projects with different maxWorkers in separate groups: the api runs after domain and web.
          sequence: { groupOrder: 1 },
        },
      },
      './apps/web/vite.config.ts',
    ],
  },
});
