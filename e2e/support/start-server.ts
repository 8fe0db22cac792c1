/**
 * The Playwright webServer command: the real server (apps/api/src/server.ts) on a brand-new embedded database.
 *
 * - Builds the SPA first when apps/web/dist is missing or older than its sources, because the server only serves a
 *   dist that exists when it starts (`npm test` builds before e2e, so there this is a no-op).
 * - A fresh temporary DATA_DIR per run, so the database starts empty and is seeded with the demo data; DATABASE_URL is
 *   dropped on purpose: e2e always runs on PGlite, even when `npm test` has PostgreSQL for the API stages.
 * - Removes the folder when Playwright stops the server (SIGTERM to the process group).
 * - Dies with the Playwright runner, and the API with this launcher, however they end (support/die-with-parent.ts).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { watchParent } from './die-with-parent';
import { E2E_PORT } from './env';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const webDir = path.join(repoRoot, 'apps/web');
const builtIndex = path.join(webDir, 'dist/index.html');
const webSources = [
  path.join(webDir, 'src'),
  path.join(webDir, 'public'),
  path.join(webDir, 'index.html'),
  path.join(webDir, 'vite.config.ts'),
  path.join(repoRoot, 'packages/domain/src'),
];

function newestChange(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestChange(path.join(target, entry)));
  return newest;
}

function ensureWebBuild() {
  const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
  const sourcesAt = Math.max(...webSources.map(newestChange));
  if (builtAt >= sourcesAt) return;
  process.stderr.write(
    `[e2e] ${builtAt ? 'apps/web/dist is older than its sources' : 'apps/web/dist is missing'}: building the web app…\n`,
  );
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['run', 'build', '-w', 'apps/web'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) {
    process.stderr.write('[e2e] the web build failed; run `npm run build -w apps/web` to see why.\n');
    process.exit(result.status ?? 1);
  }
}

ensureWebBuild();

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
const env: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: 'test',
  HOST: '127.0.0.1',
  PORT: String(E2E_PORT),
  DATA_DIR: dataDir,
  LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
};
delete env.DATABASE_URL;
delete env.SMTP_URL;
delete env.SMS_WEBHOOK_URL;

// The server dies with this launcher (E2E_PARENT_PID), and this launcher with the Playwright runner (E2E_RUNNER_PID),
// even when either is killed without a chance to stop its children.
watchParent(Number(process.env.E2E_RUNNER_PID));
const server = spawn(
  process.execPath,
  ['--import', 'tsx', '--import', './e2e/support/die-with-parent.ts', 'apps/api/src/server.ts'],
  {
    cwd: repoRoot,
    env: { ...env, E2E_PARENT_PID: String(process.pid) },
    stdio: ['ignore', 'inherit', 'inherit'],
  },
);

let cleaned = false;
function cleanUp() {
  if (cleaned) return;
  cleaned = true;
  rmSync(dataDir, { recursive: true, force: true });
}

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    // The signal usually reaches the whole process group; forwarding covers a launcher signalled on its own.
    if (server.exitCode === null) server.kill(signal);
  });
}

server.on('exit', (code, signal) => {
  cleanUp();
  process.exit(code ?? (signal ? 0 : 1));
});
