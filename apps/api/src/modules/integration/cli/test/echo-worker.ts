/**
 * A worker for worker-pool.test.ts and run-import.test.ts: answers a task after its `delayMs` with its `answer`;
 * `crash: true` throws in the worker (an uncaught exception), `exit: true` ends its thread. A chunk of the import
 * (a task with `texts`) always crashes it: a parsing worker that fails mid-run.
 */
import { serveTasks } from '../worker-pool';

interface Task {
  answer?: unknown;
  delayMs?: number;
  crash?: boolean;
  exit?: boolean;
  texts?: string[];
}

serveTasks(async (task: Task) => {
  if (task.crash || task.texts) throw new Error('the test worker was told to fail');
  if (task.exit) process.exit(3);
  await new Promise((resolve) => setTimeout(resolve, task.delayMs ?? 0));
  return task.answer;
});
