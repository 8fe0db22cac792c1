/**
 * Runs one `npm test` stage as a child process and, when it must stop (stuck past its time limit, or the run got
 * SIGINT/SIGTERM), ends EVERY process the stage started, not only its process group.
 *
 * Why the process group is not enough: tools start helpers in groups of their own. Playwright, for one, spawns its
 * webServer detached (its own group), so killing the stage's group left the e2e API listening on its port and the next
 * `npm test -- --from e2e` failed with 'already used'. So a stop:
 *   1. tags each stage with a unique environment variable (inherited by every descendant that keeps the environment,
 *      which the Playwright webServer and e2e/support/start-server.ts do, even after their parent died and they were
 *      re-parented to init);
 *   2. collects the stage's processes: the descendants of the child by parent pid, the members of every process group
 *      they lead or belong to, and every process carrying the tag (Linux /proc; elsewhere the child's group only);
 *   3. sends SIGTERM to all of them, waits up to `graceMs` for them to exit, then SIGKILLs whatever is left (collected
 *      again, so helpers started during the grace period are ended too).
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';

/** Enough of a stage's output to hold a test runner's closing list of failures, not a whole log. */
const OUTPUT_TAIL_CHARS = 256 * 1024;

function keepTail(text) {
  return text.length > OUTPUT_TAIL_CHARS ? text.slice(text.length - OUTPUT_TAIL_CHARS) : text;
}

/**
 * The lines of a failed stage's output that name what failed: Playwright's marks and closing list (`✘`, `N failed`,
 * `N flaky` and the tests under them), vitest's `FAIL` and `×` lines, and stuck-stage notes. CI shows only the end of a
 * run's output, so the summary repeats these after the stage list (at most `limit` lines, the last ones kept).
 */
export function failureDigest(text, limit = 40) {
  // eslint-disable-next-line no-control-regex -- the terminal colour codes (ESC [ … m) the runners print are removed.
  const lines = text.replace(/\x1b\[[0-9;]*m/g, '').split(/\r?\n/);
  const picked = [];
  let inClosingList = false;
  for (const line of lines) {
    const trimmed = line.trim();
    if (/^\d+ (failed|flaky|interrupted|did not run)$/.test(trimmed)) {
      inClosingList = true;
      picked.push(trimmed);
      continue;
    }
    if (inClosingList && /^\[[^\]]+\] › /.test(trimmed)) {
      picked.push(`  ${trimmed}`);
      continue;
    }
    inClosingList = false;
    if (/^(✘|×)\s/.test(trimmed) || /^FAIL\s/.test(trimmed) || /^Stopped: /.test(trimmed) || /^Error: /.test(trimmed)) {
      picked.push(trimmed.slice(0, 300));
    }
  }
  return picked.slice(-limit);
}

/** The variable that marks a stage's processes; its value is unique per stage run. */
export const STAGE_TAG_VARIABLE = 'PORTAL_TEST_STAGE_TAG';

const hasProc = process.platform === 'linux';

/** pid → { ppid, pgid } for every process visible in /proc. */
function processTable() {
  const table = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command name (field 2) may hold spaces and parentheses: read the fields after its last ')'.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      table.set(Number(entry), { ppid: Number(fields[1]), pgid: Number(fields[2]), state: fields[0] });
    } catch {
      // Exited while we looked.
    }
  }
  return table;
}

function carriesTag(pid, tag) {
  try {
    return readFileSync(`/proc/${pid}/environ`, 'latin1').split('\0').includes(`${STAGE_TAG_VARIABLE}=${tag}`);
  } catch {
    return false;
  }
}

/**
 * The pids that belong to a stage whose top process is `rootPid` (which may already have exited) and whose
 * environment tag is `tag`. Never includes this process.
 */
export function stageProcesses(rootPid, tag) {
  if (!hasProc) return new Set();
  const table = processTable();
  const ourGroup = table.get(process.pid)?.pgid ?? process.pid;
  const found = new Set();
  if (table.has(rootPid)) found.add(rootPid);
  for (const [pid, info] of table) {
    if (info.state === 'Z') continue;
    if (tag && carriesTag(pid, tag)) found.add(pid);
    else if (info.pgid === rootPid) found.add(pid);
  }
  // Descendants by parent pid, and everything in the process groups found so far, until nothing new turns up.
  let grew = true;
  while (grew) {
    grew = false;
    const groups = new Set([...found].map((pid) => table.get(pid)?.pgid).filter(Boolean));
    for (const [pid, info] of table) {
      if (found.has(pid) || info.state === 'Z') continue;
      if (found.has(info.ppid) || (groups.has(info.pgid) && info.pgid !== ourGroup)) {
        found.add(pid);
        grew = true;
      }
    }
  }
  found.delete(process.pid);
  return found;
}

function signalAll(pids, signal) {
  for (const pid of pids) {
    try {
      process.kill(pid, signal);
    } catch {
      // Already gone.
    }
  }
}

function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone, or not a group leader.
  }
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  // A zombie answers signal 0 but is gone for our purposes (its parent has not reaped it yet; in a container whose
  // init never reaps, it stays one). But a multi-threaded process (node) shows its leader as a zombie while its other
  // threads are still exiting and still hold its sockets: it is gone only when every thread is.
  if (!hasProc) return true;
  try {
    return readdirSync(`/proc/${pid}/task`).some((thread) => {
      try {
        const stat = readFileSync(`/proc/${pid}/task/${thread}/stat`, 'utf8');
        return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
      } catch {
        return false;
      }
    });
  } catch {
    return false;
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Ends every process of a stage: SIGTERM, then SIGKILL after `graceMs` for those still alive. Resolves when none is
 * left (or after the SIGKILL round). Safe to call when the stage already exited.
 */
export async function endStage(rootPid, tag, { graceMs = 10_000 } = {}) {
  let pids = stageProcesses(rootPid, tag);
  signalGroup(rootPid, 'SIGTERM');
  signalAll(pids, 'SIGTERM');
  const deadline = Date.now() + graceMs;
  while (Date.now() < deadline) {
    pids = new Set([...pids, ...stageProcesses(rootPid, tag)].filter(isAlive));
    if (pids.size === 0) return;
    await sleep(100);
  }
  pids = new Set([...pids, ...stageProcesses(rootPid, tag)].filter(isAlive));
  signalGroup(rootPid, 'SIGKILL');
  signalAll(pids, 'SIGKILL');
  const killDeadline = Date.now() + 5_000;
  while (Date.now() < killDeadline && [...pids].some(isAlive)) await sleep(50);
}

/** The same for a synchronous exit path: one SIGTERM round, a short wait, then SIGKILL. */
export function endStageNow(rootPid, tag, graceMs = 3_000) {
  const pids = stageProcesses(rootPid, tag);
  signalGroup(rootPid, 'SIGTERM');
  signalAll(pids, 'SIGTERM');
  const deadline = Date.now() + graceMs;
  const stillAlive = () => [...pids, ...stageProcesses(rootPid, tag)].filter(isAlive);
  while (Date.now() < deadline && stillAlive().length > 0) {
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
  }
  const left = stillAlive();
  signalGroup(rootPid, 'SIGKILL');
  signalAll(left, 'SIGKILL');
}

/**
 * Why a running stage must be stopped, or null: stuck when it has printed nothing for `idleTimeoutMs` (a test runner
 * prints a line as each test or file finishes, so silence means nothing progresses), or past `timeoutMs` in all (a
 * backstop far above any slow run). A busy machine makes a stage slow, not silent: at a load average of 6 every e2e
 * spec passed but the old total-time cap of 15 minutes stopped the stage and failed the run (issue 24).
 */
export function stuckReason({ now, startedAt, lastOutputAt, idleTimeoutMs, timeoutMs }) {
  if (idleTimeoutMs !== undefined && now - lastOutputAt >= idleTimeoutMs)
    return `it printed nothing for ${(idleTimeoutMs / 1000).toFixed(1)} s`;
  if (timeoutMs !== undefined && now - startedAt >= timeoutMs)
    return `it ran past ${(timeoutMs / 1000).toFixed(1)} s in all`;
  return null;
}

/**
 * A runner for stages, one at a time. `run()` resolves with the stage's exit code (1 when it had to be stopped).
 * `stopCurrent()` ends the running stage, if any, and everything it started. A stage's output goes through this
 * process (so its progress can be watched) to the same stdout and stderr.
 */
export function createStageRunner({
  cwd,
  timeoutMs,
  idleTimeoutMs,
  graceMs = 10_000,
  log = (line) => console.error(line),
}) {
  let current = null;
  // The running (or last) stage's output, its last OUTPUT_TAIL_CHARS characters: the summary repeats what failed.
  let output = '';

  function run(command, args, env = process.env, stageTimeoutMs = timeoutMs) {
    return new Promise((resolve) => {
      const tag = randomUUID();
      // No stdin: CI runs without a terminal, and nothing here may wait for an answer.
      const child = spawn(command, args, {
        cwd,
        env: { ...env, [STAGE_TAG_VARIABLE]: tag },
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: process.platform !== 'win32',
      });
      let stopped = false;
      current = { pid: child.pid, tag };
      const startedAt = Date.now();
      let lastOutputAt = startedAt;
      output = '';
      const forward = (target) => (chunk) => {
        lastOutputAt = Date.now();
        target.write(chunk);
        output = keepTail(output + chunk.toString('utf8'));
      };
      child.stdout.on('data', forward(process.stdout));
      child.stderr.on('data', forward(process.stderr));
      const checkEveryMs = Math.max(50, Math.min(1_000, (idleTimeoutMs ?? stageTimeoutMs ?? 1_000) / 10));
      const timer = setInterval(() => {
        const reason = stuckReason({
          now: Date.now(),
          startedAt,
          lastOutputAt,
          idleTimeoutMs,
          timeoutMs: stageTimeoutMs,
        });
        if (!reason || stopped) return;
        stopped = true;
        clearInterval(timer);
        log(`\nStopped: the stage is stuck (${reason}).`);
        void endStage(child.pid, tag, { graceMs }).then(() => settle(1));
      }, checkEveryMs);
      let settled = false;
      const settle = (code) => {
        if (settled) return;
        settled = true;
        clearInterval(timer);
        current = null;
        resolve(code);
      };
      child.on('error', (error) => {
        log(error.message);
        settle(1);
      });
      child.on('exit', (code, signal) => {
        // A stopped stage resolves once all its processes are gone (endStage above), not when its top process exits.
        if (stopped) return;
        // The top process is done; helpers it left behind (a server in a group of its own) must not outlive it.
        void endStage(child.pid, tag, { graceMs: Math.min(graceMs, 3_000) }).then(() =>
          settle(code ?? (signal ? 1 : 0)),
        );
      });
    });
  }

  /** For SIGINT/SIGTERM: end the running stage and everything it started, synchronously, before exiting. */
  function stopCurrentNow() {
    if (current?.pid) endStageNow(current.pid, current.tag, Math.min(graceMs, 5_000));
  }

  return {
    run,
    stopCurrentNow,
    get current() {
      return current;
    },
    get lastOutput() {
      return output;
    },
  };
}

/** SIGINT/SIGTERM end the running stage and everything it started, then this process (exit 130/143). */
export function stopOnSignals(runner, log = (line) => console.error(line)) {
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ]) {
    process.on(signal, () => {
      log(`\n${signal}: stopping the running stage and everything it started.`);
      runner.stopCurrentNow();
      process.exit(code);
    });
  }
}
