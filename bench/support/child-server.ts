import { fork, type ChildProcess } from 'node:child_process';

export interface ChildServer {
  child: ChildProcess;
  port: number;
}

/** BENCH_PROFILE_DIR=<dir> writes a V8 CPU profile of each server there (open it in Chrome's DevTools). */
function profileFlags(): string[] {
  const dir = process.env.BENCH_PROFILE_DIR;
  return dir ? ['--cpu-prof', '--cpu-prof-dir', dir] : [];
}

/**
 * Forks a server script under tsx, in its own process so the load generator does not share its event loop, and waits
 * for the port it reports over IPC.
 */
export function startChildServer(script: string, env: Record<string, string>): Promise<ChildServer> {
  return new Promise((resolve, reject) => {
    const child = fork(script, {
      execArgv: ['--import', 'tsx', ...profileFlags()],
      env: { ...process.env, ...env },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const timer = setTimeout(() => reject(new Error(`${script} did not start within 60 s`)), 60_000);
    child.once('message', (message: { port: number }) => {
      clearTimeout(timer);
      resolve({ child, port: message.port });
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${script} exited with code ${code} before listening`));
    });
  });
}

/** SIGTERM (the server closes its pool and files), SIGKILL after 10 s. */
export function stopChildServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * The child's side: tells the parent its port, answers 'cpu' with the CPU it has used (for CPU per answer beside
 * the throughput) and runs `close` on SIGTERM before exiting.
 */
export function serveParent(port: number, close: () => Promise<void>, extra: Record<string, unknown> = {}): void {
  if (!process.send) throw new Error('this server is started by a benchmark (bench/README.md)');
  process.send({ port, ...extra });
  process.on('message', (message) => {
    if (message === 'cpu') process.send?.(process.cpuUsage());
  });
  process.on('SIGTERM', () => {
    void close().finally(() => process.exit(0));
  });
}
