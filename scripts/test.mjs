#!/usr/bin/env node
/**
 * `npm test`: every check a submission must pass, in order, stopping at the first failure.
 *
 *   typecheck and lint (together) → unit (domain, web) → unit (test runner) → API on PGlite
 *   → API on PostgreSQL (only when DATABASE_URL is set) → web build → first-page budget → e2e (Chromium)
 *
 * Before e2e it makes sure Chromium exists (CHROMIUM_PATH or /usr/bin/chromium), installing Debian's `chromium` when
 * running as root, otherwise stopping with the command to run. The last line is the summary `N passed, M failed`.
 *
 * A stuck stage (silent for TEST_STAGE_IDLE_MINUTES, 8; or past TEST_STAGE_TIMEOUT_MINUTES, 45, in all), and the running
 * stage when the run gets SIGINT/SIGTERM, is stopped
 * with every process it started, servers that left its process group included (scripts/lib/stage-runner.mjs).
 *
 * `npm test -- --from <stage>` starts at the first stage whose name contains <stage> (e.g. `--from e2e`), to resume a
 * run after fixing what failed.
 */
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createStageRunner, failureDigest, stopOnSignals } from './lib/stage-runner.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

const withoutDatabaseUrl = () => {
  const env = { ...process.env };
  delete env.DATABASE_URL;
  return env;
};

/** @type {{ name: string; command: string; args: string[]; env?: NodeJS.ProcessEnv; when?: () => string | null; before?: () => Promise<void> }[]} */
const stages = [
  // Both are one process on one core each: run together they take the longer one's time (65 + 35 s → ~65 s on CI's
  // two cores). The stage fails when either does; each prints its own errors.
  {
    name: 'typecheck and lint',
    command: 'sh',
    args: [
      '-c',
      `${npm} run typecheck & typecheck=$!; ${npm} run lint; lint=$?; wait $typecheck; exit $(( $? | lint ))`,
    ],
  },
  { name: 'unit (domain, web)', command: npx, args: ['vitest', 'run', '--project', 'domain', '--project', 'web'] },
  // This runner's own stop logic (a stopped stage leaves no process or port behind); a few seconds.
  {
    name: 'unit (test runner)',
    command: process.execPath,
    args: ['--test', 'scripts/stage-runner.test.mjs', 'scripts/module-graph.test.mjs'],
  },
  {
    name: 'API integration on PGlite',
    command: npx,
    args: ['vitest', 'run', '--project', 'api'],
    env: withoutDatabaseUrl(),
  },
  {
    name: 'API integration on PostgreSQL',
    command: npx,
    args: ['vitest', 'run', '--project', 'api'],
    when: () => (process.env.DATABASE_URL ? null : 'DATABASE_URL is not set'),
  },
  { name: 'web build', command: npm, args: ['run', 'build', '-w', 'apps/web'] },
  { name: 'first-page budget', command: process.execPath, args: ['--import', 'tsx', 'bench/web-budget.ts'] },
  { name: 'e2e (Chromium)', command: npm, args: ['run', 'test', '-w', 'e2e'], before: ensureChromium },
];

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * A stage is stuck when it prints nothing for TEST_STAGE_IDLE_MINUTES (8): every stage prints as each test or file
 * finishes, and the longest silence of a healthy run is one slow e2e test with its retry, or a typecheck on a busy
 * machine. TEST_STAGE_TIMEOUT_MINUTES (45) caps a stage's whole time, far above a slow run, as a backstop under CI's own
 * limit. TEST_STAGE_TIMEOUT_SECONDS and TEST_STAGE_IDLE_SECONDS, when set, win (to try a stop by hand).
 */
function limitMs(secondsVariable, minutesVariable, defaultMinutes) {
  if (process.env[secondsVariable]) return Number(process.env[secondsVariable]) * 1000;
  return Number(process.env[minutesVariable] || defaultMinutes) * 60_000;
}
const STAGE_TIMEOUT_MS = limitMs('TEST_STAGE_TIMEOUT_SECONDS', 'TEST_STAGE_TIMEOUT_MINUTES', 45);
const STAGE_IDLE_MS = limitMs('TEST_STAGE_IDLE_SECONDS', 'TEST_STAGE_IDLE_MINUTES', 8);

// A stopped stage ends every process it started, its servers included (scripts/lib/stage-runner.mjs says how).
const runner = createStageRunner({ cwd: repoRoot, timeoutMs: STAGE_TIMEOUT_MS, idleTimeoutMs: STAGE_IDLE_MS });
stopOnSignals(runner);

function run(command, args, env = process.env) {
  return runner.run(command, args, env);
}

class StageSetupError extends Error {}

async function ensureChromium() {
  if (isExecutable(chromiumPath)) return;
  const installCommand = 'apt-get update && apt-get install -y chromium';
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!isRoot || !hasApt || process.env.CHROMIUM_PATH) {
    throw new StageSetupError(
      `Chromium was not found at ${chromiumPath}. Install Debian's Chromium with:\n` +
        `  sudo sh -c '${installCommand}'\n` +
        'or point CHROMIUM_PATH at a Chromium binary, then run `npm test` again.',
    );
  }
  console.log(`Chromium was not found at ${chromiumPath}; installing Debian's chromium package…`);
  const aptEnv = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (
    (await run('apt-get', ['update', '-q'], aptEnv)) !== 0 ||
    (await run('apt-get', ['install', '-y', '-q', 'chromium'], aptEnv)) !== 0
  ) {
    throw new StageSetupError(
      `Installing Chromium failed. Run \`${installCommand}\` as root, then \`npm test\` again.`,
    );
  }
  if (!isExecutable(chromiumPath)) {
    throw new StageSetupError(`apt-get installed chromium but ${chromiumPath} is still missing; set CHROMIUM_PATH.`);
  }
}

function header(index, total, name) {
  const title = `[${index}/${total}] ${name}`;
  console.log(`\n${'='.repeat(78)}\n${title}\n${'='.repeat(78)}`);
}

function formatSeconds(ms) {
  return `${(ms / 1000).toFixed(1)} s`;
}

function startIndex(args) {
  const at = args.indexOf('--from');
  if (at === -1) return 0;
  const wanted = (args[at + 1] ?? '').toLowerCase();
  const index = stages.findIndex((stage) => wanted && stage.name.toLowerCase().includes(wanted));
  if (index === -1) {
    console.error(`--from: no stage matches "${wanted}"; stages: ${stages.map((s) => s.name).join(', ')}`);
    process.exit(2);
  }
  return index;
}

const active = stages.slice(startIndex(process.argv.slice(2))).filter((stage) => {
  const reason = stage.when?.() ?? null;
  if (reason) console.log(`Skipping "${stage.name}": ${reason}.`);
  return !reason;
});

let passed = 0;
let failed = 0;
const timings = [];
/** What the failed stage said failed, repeated under the summary: CI keeps only the end of a run's output. */
let failedDigest = [];
const started = Date.now();

for (const [index, stage] of active.entries()) {
  header(index + 1, active.length, stage.name);
  const stageStarted = Date.now();
  let code;
  try {
    await stage.before?.();
    code = await run(stage.command, stage.args, stage.env);
  } catch (error) {
    if (!(error instanceof StageSetupError)) throw error;
    console.error(error.message);
    code = 1;
  }
  const elapsed = Date.now() - stageStarted;
  timings.push(`  ${code === 0 ? 'ok  ' : 'FAIL'} ${stage.name} (${formatSeconds(elapsed)})`);
  if (code === 0) {
    passed += 1;
    continue;
  }
  failed += 1;
  failedDigest = [`What failed in "${stage.name}":`, ...failureDigest(runner.lastOutput).map((line) => `  ${line}`)];
  console.error(`\nStage "${stage.name}" failed (exit code ${code}); later stages were not run.`);
  const notRun = active.slice(index + 1).map((s) => s.name);
  if (notRun.length) timings.push(...notRun.map((name) => `  --   ${name} (not run)`));
  break;
}

console.log(`\n${'='.repeat(78)}\nStages (${formatSeconds(Date.now() - started)} in all):\n${timings.join('\n')}`);
if (failedDigest.length > 1) console.log(failedDigest.join('\n'));
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed === 0 ? 0 : 1;
