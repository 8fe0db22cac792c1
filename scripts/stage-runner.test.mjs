/**
 * `npm test` stops a stuck stage, or the whole run on SIGINT/SIGTERM, and nothing the stage started may survive: before
 * this, the e2e API (started by Playwright in a process group of its own) kept its port after a stop and the next
 * `npm test -- --from e2e` failed at once with 'already used'. The fake stage starts a server that escaped both its
 * parent and its process group and ignores SIGTERM; each case checks that its port is free and its pids are gone.
 *
 * Run with `node --test scripts/` (the 'unit (scripts)' stage of `npm test`).
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { createStageRunner, failureDigest, stuckReason } from './lib/stage-runner.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const fakeStage = path.join(here, 'test-support/fake-stuck-stage.mjs');
const driver = path.join(here, 'test-support/run-fake-stage.mjs');
const scratch = mkdtempSync(path.join(os.tmpdir(), 'stage-runner-test-'));
const started = [];

after(() => {
  // Whatever a failed case left behind is ended here, so the test itself leaves nothing running.
  for (const pid of started) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Gone, as it should be.
    }
  }
  rmSync(scratch, { recursive: true, force: true });
});

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function isListening(port) {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return process.platform !== 'linux';
  }
}

/** Resolves once `check` is true, polling on events of the fake stage (its pid file, its port); fails after 20 s. */
async function until(check, what) {
  const deadline = Date.now() + 20_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function readPids(pidFile) {
  try {
    const pids = JSON.parse(readFileSync(pidFile, 'utf8'));
    started.push(pids.launcher, pids.server);
    return pids;
  } catch {
    return null;
  }
}

async function expectAllGone(port, pidFile) {
  const pids = readPids(pidFile);
  assert.ok(pids, 'the fake stage wrote its pids');
  // A SIGKILLed process is gone for the signal's sender before the kernel has released its socket and reaped it; on a
  // busy machine that lag was long enough for a check made at once to fail (seen at a load of 10). Wait for it to end.
  await until(
    async () => !(await isListening(port)) && !isAlive(pids.server),
    'the stopped stage to release its port',
  ).catch(() => {});
  assert.equal(await isListening(port), false, `port ${port} is still held after the stop`);
  assert.equal(isAlive(pids.server), false, `the escaped server (pid ${pids.server}) is still running`);
}

/** Live pids whose environment carries FAKE_MARK=<mark> (every process a fake stage started inherits it). */
function markedProcesses(mark) {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/environ`, 'latin1').split('\0').includes(`FAKE_MARK=${mark}`) && isAlive(pid);
      } catch {
        return false;
      }
    });
}

const onLinux = { skip: process.platform !== 'linux' && 'finds escaped processes through /proc' };

test('a stuck stage is stopped with everything it started, its escaped server included', onLinux, async () => {
  const port = await freePort();
  const pidFile = path.join(scratch, 'stuck.json');
  const mark = randomUUID();
  const runner = createStageRunner({ cwd: here, timeoutMs: 5_000, graceMs: 500, log: () => {} });
  const code = await runner.run(process.execPath, [fakeStage, String(port), pidFile], {
    ...process.env,
    FAKE_MARK: mark,
  });
  assert.equal(code, 1);
  // Whatever the stage had started by the time it was stopped is gone (on a normal machine that is the server: it
  // listens well within the limit; on a very busy one the stop may come earlier, and then nothing may be left either).
  assert.deepEqual(markedProcesses(mark), []);
  assert.equal(await isListening(port), false, `port ${port} is still held after the stop`);
  const pids = readPids(pidFile);
  if (pids) assert.equal(isAlive(pids.server), false, `the escaped server (pid ${pids.server}) is still running`);
});

test('stuck means silent for the idle limit, or past the whole limit; slow but printing is not stuck', () => {
  const limits = { startedAt: 0, idleTimeoutMs: 1_000, timeoutMs: 10_000 };
  assert.equal(stuckReason({ ...limits, now: 9_000, lastOutputAt: 8_500 }), null);
  assert.match(stuckReason({ ...limits, now: 9_000, lastOutputAt: 7_900 }), /printed nothing for 1\.0 s/);
  assert.match(stuckReason({ ...limits, now: 10_000, lastOutputAt: 9_999 }), /past 10\.0 s in all/);
  assert.equal(stuckReason({ startedAt: 0, now: 1e9, lastOutputAt: 0 }), null);
});

test('a slow stage that keeps printing runs past the idle limit to its end', async () => {
  const runner = createStageRunner({ cwd: here, idleTimeoutMs: 1_500, timeoutMs: 60_000, graceMs: 500, log: () => {} });
  // A line every 200 ms for 3 s: twice the idle limit in all, never silent for long.
  const printing =
    'let n = 0; const t = setInterval(() => { console.log(`test ${++n} passed`); if (n === 15) { clearInterval(t); } }, 200);';
  const began = Date.now();
  const code = await runner.run(process.execPath, ['-e', printing]);
  assert.equal(code, 0);
  assert.ok(Date.now() - began >= 2_500, 'the stage ran past the idle limit');
});

test('a silent stage is stopped at the idle limit, long before the whole limit', onLinux, async () => {
  const port = await freePort();
  const pidFile = path.join(scratch, 'silent.json');
  const mark = randomUUID();
  const reasons = [];
  const runner = createStageRunner({
    cwd: here,
    idleTimeoutMs: 2_000,
    timeoutMs: 600_000,
    graceMs: 500,
    log: (line) => reasons.push(line),
  });
  const code = await runner.run(process.execPath, [fakeStage, String(port), pidFile], {
    ...process.env,
    FAKE_MARK: mark,
  });
  assert.equal(code, 1);
  assert.match(reasons.join(''), /printed nothing/);
  assert.deepEqual(markedProcesses(mark), []);
});

test('a stage that exits but leaves its server behind does not keep the port', onLinux, async () => {
  const port = await freePort();
  const pidFile = path.join(scratch, 'exited.json');
  const runner = createStageRunner({ cwd: here, timeoutMs: 30_000, graceMs: 500, log: () => {} });
  const code = await runner.run(process.execPath, [fakeStage, String(port), pidFile, '--exit']);
  assert.equal(code, 0);
  await expectAllGone(port, pidFile);
});

for (const [signal, exitCode] of [
  ['SIGTERM', 143],
  ['SIGINT', 130],
]) {
  test(`a run stopped by ${signal} ends the running stage and everything it started`, onLinux, async () => {
    const port = await freePort();
    const pidFile = path.join(scratch, `${signal}.json`);
    const run = spawn(process.execPath, [driver, String(port), pidFile], { stdio: 'ignore' });
    started.push(run.pid);
    const exited = new Promise((resolve) => run.once('exit', (code) => resolve(code)));
    await until(async () => readPids(pidFile) !== null && (await isListening(port)), 'the fake server to listen');
    run.kill(signal);
    assert.equal(await exited, exitCode);
    await expectAllGone(port, pidFile);
  });
}

test("a failed stage's digest names the failed tests from Playwright's and vitest's output", () => {
  const playwright = [
    '  \x1b[32m✓\x1b[39m   1 [phone] › specs/home.spec.ts:10:3 › Home › lists (2.1s)',
    '  ✘   2 [desktop] › specs/wallet.spec.ts:40:3 › Wallet › shows the balance (30.2s)',
    '    Error: expect(locator).toHaveText(expected) failed',
    '  1 failed',
    '    [desktop] › specs/wallet.spec.ts:40:3 › Wallet › shows the balance ───────',
    '  1 flaky',
    '    [phone] › specs/auth.spec.ts:5:1 › signs in ─────────',
    '  120 passed (9.1m)',
  ].join('\n');
  assert.deepEqual(failureDigest(playwright), [
    '✘   2 [desktop] › specs/wallet.spec.ts:40:3 › Wallet › shows the balance (30.2s)',
    'Error: expect(locator).toHaveText(expected) failed',
    '1 failed',
    '  [desktop] › specs/wallet.spec.ts:40:3 › Wallet › shows the balance ───────',
    '1 flaky',
    '  [phone] › specs/auth.spec.ts:5:1 › signs in ─────────',
  ]);
  const vitest = ' ✓ a.test.ts (3 tests)\n FAIL  apps/api/src/x.test.ts > refuses a bad key\n × refuses a bad key 20ms\n';
  assert.deepEqual(failureDigest(vitest), ['FAIL  apps/api/src/x.test.ts > refuses a bad key', '× refuses a bad key 20ms']);
  assert.equal(failureDigest(Array.from({ length: 100 }, (_, i) => `✘ test ${i}`).join('\n'), 5).length, 5);
});

test('the runner keeps the end of the last stage output for the digest', async () => {
  const runner = createStageRunner({ cwd: here, timeoutMs: 30_000, graceMs: 500, log: () => {} });
  const code = await runner.run(process.execPath, ['-e', "console.log('✘ one'); console.error('1 failed'); process.exit(3)"]);
  assert.equal(code, 3);
  assert.match(runner.lastOutput, /✘ one/);
  assert.match(runner.lastOutput, /1 failed/);
});
