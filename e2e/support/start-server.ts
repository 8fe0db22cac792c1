/**
 * The Playwright webServer command: the real server (apps/api/src/server.ts) on a brand-new embedded database.
 *
 * - Builds the SPA first when apps/web/dist is missing or older than its sources, because the server only serves a
 *   dist that exists when it starts (`npm test` builds before e2e, so there this is a no-op). The build is made aside
 *   and published without emptying dist (publishBuild), since other e2e runs on this checkout may be serving it.
 * - A fresh temporary DATA_DIR per run, so the database starts empty and is seeded with the demo data; DATABASE_URL is
 *   dropped on purpose: e2e always runs on PGlite, even when `npm test` has PostgreSQL for the API stages.
 * - Removes the folder when Playwright stops the server (SIGTERM to the process group).
 * - Dies with the Playwright runner, and the API with this launcher, however they end (support/die-with-parent.ts).
 */
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { watchParent } from './die-with-parent';
import { E2E_PORT } from './env';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const webDir = path.join(repoRoot, 'apps/web');
const distDir = path.join(webDir, 'dist');
const builtIndex = path.join(distDir, 'index.html');
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

/** Assets a newer build no longer uses are kept this long, for pages that other e2e servers have already sent. */
const OLD_ASSET_LIFETIME_MS = 60 * 60_000;

function filesUnder(dir: string, base = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full, base) : [path.relative(base, full)];
  });
}

/**
 * Copies a finished build into apps/web/dist without ever leaving it empty or half written: the hashed assets first,
 * the entry pages (index.html and its compressed copies) last, each by an atomic rename. Assets of the previous build
 * stay for a while: several people run e2e on this checkout at once, and a build that emptied dist under another run's
 * server made its pages load index.html in place of their scripts ("Carregando…" until the test timed out).
 */
function publishBuild(staging: string) {
  const built = filesUnder(staging);
  const isEntry = (file: string) => /^index\.html(\.(br|gz))?$/.test(file);
  for (const file of [...built.filter((f) => !isEntry(f)), ...built.filter(isEntry)]) {
    const target = path.join(distDir, file);
    mkdirSync(path.dirname(target), { recursive: true });
    const temporary = `${target}.${process.pid}.tmp`;
    copyFileSync(path.join(staging, file), temporary);
    renameSync(temporary, target);
  }
  const current = new Set(built);
  if (!existsSync(distDir)) return;
  for (const file of filesUnder(distDir)) {
    const full = path.join(distDir, file);
    // A compressed copy the new build did not write (index.html under the precompress floor) would be served instead
    // of its fresh original: it goes at once. Other old assets stay a while for pages already sent.
    const staleCopyOfCurrent = /\.(br|gz)$/.test(file) && !current.has(file) && current.has(file.slice(0, -3));
    if (staleCopyOfCurrent || (!current.has(file) && Date.now() - statSync(full).mtimeMs > OLD_ASSET_LIFETIME_MS))
      rmSync(full, { force: true });
  }
}

function ensureWebBuild() {
  const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
  const sourcesAt = Math.max(...webSources.map(newestChange));
  if (builtAt >= sourcesAt) return;
  process.stderr.write(
    `[e2e] ${builtAt ? 'apps/web/dist is older than its sources' : 'apps/web/dist is missing'}: building the web app…\n`,
  );
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  // Built aside, then published (publishBuild): never straight into the dist another run's server is serving.
  const staging = mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-web-'));
  try {
    const result = spawnSync(npm, ['run', 'build', '-w', 'apps/web', '--', '--outDir', staging, '--emptyOutDir'], {
      cwd: repoRoot,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (result.status !== 0) {
      process.stderr.write('[e2e] the web build failed; run `npm run build -w apps/web` to see why.\n');
      process.exit(result.status ?? 1);
    }
    publishBuild(staging);
  } finally {
    rmSync(staging, { recursive: true, force: true });
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
