/**
 * The import's worker pool (ADR 0058): each task gets its own answer whatever the order the workers finish in, and a
 * worker that fails fails its waiting tasks and every later one (the run stops instead of losing a chunk).
 */
import { afterEach, expect, it } from 'vitest';
import { WorkerFailedError, WorkerPool } from './worker-pool';

const ECHO = new URL('./test/echo-worker.ts', import.meta.url);
let pool: WorkerPool<object, unknown> | undefined;

afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

it('answers every task with its own answer, tasks of uneven length spread over three workers', async () => {
  pool = new WorkerPool<object, unknown>(ECHO, 3);
  const delays = [30, 0, 15, 5, 25, 0, 10, 20, 0, 5, 30, 1];
  const answers = await Promise.all(delays.map((delayMs, index) => pool!.run({ answer: index, delayMs })));
  expect(answers).toEqual(delays.map((_, index) => index));
}, 30_000);

it('fails the waiting tasks and every later one when a worker throws', async () => {
  pool = new WorkerPool<object, unknown>(ECHO, 2);
  expect(await pool.run({ answer: 'warm' })).toBe('warm');
  // The others wait far longer than the crash takes to be seen, whichever worker they went to.
  const waiting = [
    pool.run({ answer: 1, delayMs: 20_000 }),
    pool.run({ crash: true }),
    pool.run({ answer: 3, delayMs: 20_000 }),
  ];
  const settled = await Promise.allSettled(waiting);
  expect(settled.map((result) => result.status)).toEqual(['rejected', 'rejected', 'rejected']);
  expect((settled[1] as PromiseRejectedResult).reason).toBeInstanceOf(WorkerFailedError);
  await expect(pool.run({ answer: 4 })).rejects.toBeInstanceOf(WorkerFailedError);
}, 30_000);

it('fails the run when a worker exits', async () => {
  pool = new WorkerPool<object, unknown>(ECHO, 1);
  await expect(pool.run({ exit: true })).rejects.toThrow(/exited \(code 3\)/);
}, 30_000);
