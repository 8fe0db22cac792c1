import os from 'node:os';
import { defineConfig } from '@playwright/test';
import { BASE_URL, CHROMIUM_PATH, E2E_PORT } from './support/env';
import { ACTION_TIMEOUT_MS, EXPECT_TIMEOUT_MS, NAVIGATION_TIMEOUT_MS } from './support/timeouts';
import { notTaggedFor } from './support/widths';

const isCI = Boolean(process.env.CI);

/**
 * Two workers on a 2-core machine, but one when the machine is already saturated by others (load average above twice
 * the cores when the run starts): there a second worker adds no throughput, it only halves the CPU each test's page
 * gets, and page loads that take 1 s alone took over 30 s. E2E_WORKERS overrides.
 */
function workerCount(): number {
  if (process.env.E2E_WORKERS) return Math.max(1, Number(process.env.E2E_WORKERS));
  const cores = os.availableParallelism();
  if (os.loadavg()[0] > 2 * cores) return 1;
  return Math.max(1, Math.min(2, cores));
}

/**
 * End-to-end runs in Debian's Chromium (Playwright cannot download browsers here) against the real server on a fresh
 * embedded database (support/start-server.ts), at a phone width and a desktop width (ARCHITECTURE §8).
 * Timeouts leave room for a 2-core machine that also runs the server.
 */
export default defineConfig({
  testDir: './specs',
  // One folder per port: runs on different E2E_PORTs (several people on one machine) must not wipe each other's
  // traces, screenshots and shared sessions, which Playwright would do when cleaning a common folder at start.
  outputDir: `./test-results/port-${E2E_PORT}`,
  fullyParallel: true,
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  workers: workerCount(),
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: EXPECT_TIMEOUT_MS },
  use: {
    baseURL: BASE_URL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    actionTimeout: ACTION_TIMEOUT_MS,
    navigationTimeout: NAVIGATION_TIMEOUT_MS,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [
        '--no-sandbox',
        '--headless',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  // A test that needs one width only is tagged for it (support/widths.ts) and is not scheduled at the other: a
  // test.skip inside the test still opened a browser context first (~1.3 s each, 13 a run).
  projects: [
    {
      name: 'phone',
      grepInvert: notTaggedFor('desktop'),
      use: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
    },
    {
      name: 'desktop',
      grepInvert: notTaggedFor('phone'),
      use: { viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    command: 'node --import tsx e2e/support/start-server.ts',
    cwd: '..',
    url: `http://127.0.0.1:${E2E_PORT}/api/health`,
    // Covers a web build when apps/web/dist is missing or stale, plus creating and seeding a new PGlite database.
    timeout: 240_000,
    reuseExistingServer: !isCI && process.env.E2E_REUSE_SERVER === '1',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    // The launcher watches this runner and stops the API when the runner is gone (killed, crashed), so a stopped run
    // never leaves the port held (support/die-with-parent.ts).
    env: { E2E_RUNNER_PID: String(process.pid) },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
