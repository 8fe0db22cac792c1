/**
 * Start-up time of the API, TypeScript through tsx (`npm run dev`'s way) against the esbuild bundle (`npm start`'s):
 * from spawning the process to the first 200 of /api/health (issue 15 item 4). Both start on the same, already
 * migrated and seeded PGlite folder (or PostgreSQL with DATABASE_URL), so the figure is the server's own start-up, not
 * a first seed. The two kinds alternate, RUNS each, in one run; medians and their ratio go to bench/README.md with the
 * load average.
 *
 *   npm run build -w apps/api && node --import tsx bench/startup.ts [runs]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { percentile, recordRun, runCells } from './support/report';
import { freePort } from '../apps/api/src/test/free-port';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Number(process.argv[2] ?? 7);
const MARKER = '<!-- startup: new runs are inserted above this line -->';
/** How often /api/health is asked while the server starts: the figures' resolution. */
const POLL_MS = 5;

const KINDS = {
  tsx: ['--import', 'tsx', 'apps/api/src/server.ts'],
  node: ['--enable-source-maps', 'apps/api/dist/server.js'],
} as const;
type Kind = keyof typeof KINDS;

async function healthy(port: number): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/api/health`)).status === 200;
  } catch {
    return false;
  }
}

/** Starts one server, returns ms from spawn to its first healthy answer, and stops it (SIGTERM, waits for its exit). */
async function timeStart(kind: Kind, env: Record<string, string>): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, [...KINDS[kind]], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (errors += chunk));
  const exited = once(child, 'exit');
  try {
    while (!(await healthy(port))) {
      if (child.exitCode !== null) throw new Error(`${kind} server exited (${child.exitCode}):\n${errors}`);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    return performance.now() - started;
  } finally {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  }
}

async function main() {
  if (!existsSync(path.join(repoRoot, 'apps/api/dist/server.js'))) {
    throw new Error('no apps/api/dist/server.js: run `npm run build -w apps/api` first');
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-startup-'));
  const env: Record<string, string> = { DATA_DIR: dataDir };
  if (process.env.DATABASE_URL) env.DATABASE_URL = process.env.DATABASE_URL;
  try {
    // The first start creates, migrates and seeds the database: not measured.
    await timeStart('node', env);
    const load = os.loadavg()[0] ?? 0;
    const samples: Record<Kind, number[]> = { tsx: [], node: [] };
    for (let run = 0; run < RUNS; run += 1) {
      for (const kind of run % 2 === 0 ? (['tsx', 'node'] as const) : (['node', 'tsx'] as const)) {
        samples[kind].push(await timeStart(kind, env));
      }
    }
    const median = (kind: Kind) =>
      percentile(
        [...samples[kind]].sort((a, b) => a - b),
        50,
      );
    const tsx = median('tsx');
    const node = median('node');
    const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
    console.log(`${database}, ${RUNS} starts each, load ${load.toFixed(1)}`);
    console.log(`  tsx  median ${tsx.toFixed(0)} ms  (${samples.tsx.map((ms) => ms.toFixed(0)).join(', ')})`);
    console.log(`  node median ${node.toFixed(0)} ms  (${samples.node.map((ms) => ms.toFixed(0)).join(', ')})`);
    console.log(`  node / tsx ${(node / tsx).toFixed(2)}`);
    recordRun(
      MARKER,
      `| ${runCells()} | ${database} | ${load.toFixed(1)} | ${RUNS} | ${tsx.toFixed(0)} | ${node.toFixed(0)} | ${(node / tsx).toFixed(2)} |`,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
