/**
 * Ends this process when the process that started it is gone, so a killed Playwright run (SIGKILL, a crash, a stopped
 * `npm test` stage) does not leave the e2e API holding its port: the next run would fail at once with 'already used'.
 *
 * Node has no "parent death signal", so the parent's pid is polled (signal 0) once a second; when it has gone, this
 * process sends itself SIGTERM (its own shutdown handlers run: the API closes, start-server.ts removes its data folder)
 * and exits for good a few seconds later if that did not end it.
 *
 * Used two ways:
 * - `watchParent(pid)` from e2e/support/start-server.ts, with the Playwright runner's pid (playwright.config.ts passes
 *   it as E2E_RUNNER_PID; the direct parent is only the `sh -c` Playwright starts the command with);
 * - `node --import tsx --import ./e2e/support/die-with-parent.ts …` with E2E_PARENT_PID in the environment: the API
 *   server started by start-server.ts watches start-server.ts itself.
 */
const POLL_MS = 1_000;
const FORCED_EXIT_MS = 5_000;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else; only ESRCH means it is gone.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function watchParent(parentPid: number): void {
  if (!Number.isInteger(parentPid) || parentPid <= 1) return;
  const timer = setInterval(() => {
    if (isAlive(parentPid) && process.ppid !== 1) return;
    clearInterval(timer);
    process.stderr.write(`[e2e] parent process ${parentPid} is gone: stopping ${process.pid}\n`);
    setTimeout(() => process.exit(1), FORCED_EXIT_MS).unref();
    process.kill(process.pid, 'SIGTERM');
  }, POLL_MS);
  // Watching must not keep the process alive by itself.
  timer.unref();
}

const fromEnvironment = Number(process.env.E2E_PARENT_PID);
if (fromEnvironment) watchParent(fromEnvironment);
