/**
 * Runs scripts/test-support/fake-stuck-stage.mjs through the same runner and signal handling as scripts/test.mjs, so
 * scripts/stage-runner.test.mjs can stop it with SIGTERM/SIGINT as a terminal's Ctrl-C or CI would.
 *
 *   node run-fake-stage.mjs <port> <pidFile>
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createStageRunner, stopOnSignals } from '../lib/stage-runner.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const [port, pidFile] = process.argv.slice(2);
const runner = createStageRunner({ cwd: here, timeoutMs: 60_000, graceMs: 500, log: () => {} });
stopOnSignals(runner, () => {});
const code = await runner.run(process.execPath, [path.join(here, 'fake-stuck-stage.mjs'), port, pidFile]);
process.exit(code);
