/**
 * A stand-in for a stuck `npm test` stage (scripts/stage-runner.test.mjs): it starts a server on 127.0.0.1:<port> that
 * escapes its process group and its parent (started through a launcher that exits, so init adopts it, in a process
 * group of its own, ignoring SIGTERM, as a badly behaved webServer would), writes the pids it started to <pidFile>, and
 * then hangs, or exits at once with `--exit` (a stage that finished but left its server behind).
 *
 *   node fake-stuck-stage.mjs <port> <pidFile> [--exit]
 */
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const [role, ...rest] = process.argv.slice(2);

if (role === 'server') {
  const [port] = rest;
  process.on('SIGTERM', () => {
    // Ignored on purpose: the runner must escalate to SIGKILL.
  });
  const { createServer } = await import('node:net');
  createServer().listen(Number(port), '127.0.0.1', () => process.send?.('listening'));
} else if (role === 'launcher') {
  const [port, pidFile] = rest;
  const server = spawn(process.execPath, [fileURLToPath(import.meta.url), 'server', port], {
    detached: true,
    stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
  });
  server.on('message', () => {
    writeFileSync(pidFile, JSON.stringify({ launcher: process.pid, server: server.pid }));
    server.disconnect();
    server.unref();
    process.exit(0);
  });
} else {
  const [port, pidFile, mode] = [role, ...rest];
  const launcher = spawn(process.execPath, [fileURLToPath(import.meta.url), 'launcher', port, pidFile], {
    detached: true,
    stdio: 'ignore',
  });
  launcher.on('exit', () => {
    if (mode === '--exit') process.exit(0);
    // Hang: a stage that never ends.
    setInterval(() => {}, 1_000);
  });
}
