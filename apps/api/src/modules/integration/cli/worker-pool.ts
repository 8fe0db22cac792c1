/**
 * A few worker threads (ADR 0058): `run` gives a task to the worker with the fewest waiting and resolves with that
 * task's answer (tasks carry an id, so a worker may answer in any order); the worker's side is `serveTasks`. A worker that fails (an exception it did not catch, an exit)
 * fails its waiting tasks and every later `run`: the import stops with an error instead of missing a chunk.
 *
 * The worker file may be TypeScript (the import runs under tsx): it is then loaded through tsx's API inside the worker,
 * since Node 20 does not apply a parent's `--import tsx` to a worker's own entry.
 */
import { parentPort, Worker, type ResourceLimits } from 'node:worker_threads';

interface Waiting<Out> {
  resolve: (value: Out) => void;
  reject: (error: Error) => void;
}

interface PoolWorker<Out> {
  thread: Worker;
  waiting: Map<number, Waiting<Out>>;
}

interface TaskMessage<In> {
  id: number;
  task: In;
}

interface AnswerMessage<Out> {
  id: number;
  answer: Out;
}

/** In a worker: answers each task of the pool with `handle`'s result. A handler that throws fails the worker. */
export function serveTasks<In, Out>(handle: (task: In) => Out | Promise<Out>): void {
  parentPort!.on('message', async ({ id, task }: TaskMessage<In>) => {
    const answer: AnswerMessage<Out> = { id, answer: await handle(task) };
    parentPort!.postMessage(answer);
  });
}

export class WorkerFailedError extends Error {}

function entryOf(script: URL): { entry: string | URL; eval: boolean } {
  if (!script.pathname.endsWith('.ts')) return { entry: script, eval: false };
  const href = JSON.stringify(script.href);
  return {
    entry: `import('tsx/esm/api').then(({ register }) => { register(); return import(${href}); });`,
    eval: true,
  };
}

export class WorkerPool<In, Out> {
  private readonly workers: PoolWorker<Out>[] = [];
  private failure: WorkerFailedError | null = null;
  private closing = false;
  private nextId = 0;

  constructor(script: URL, size: number, workerData?: unknown, resourceLimits?: ResourceLimits) {
    const { entry, eval: isEval } = entryOf(script);
    for (let index = 0; index < size; index += 1) {
      const worker: PoolWorker<Out> = {
        thread: new Worker(entry, { eval: isEval, workerData, execArgv: [], resourceLimits }),
        waiting: new Map(),
      };
      worker.thread.on('message', ({ id, answer }: AnswerMessage<Out>) => {
        worker.waiting.get(id)?.resolve(answer);
        worker.waiting.delete(id);
      });
      worker.thread.on('error', (error: Error) => this.fail(`a worker failed: ${error.name}: ${error.message}`));
      worker.thread.on('exit', (code) => {
        if (!this.closing) this.fail(`a worker exited (code ${code})`);
      });
      this.workers.push(worker);
    }
  }

  private fail(reason: string) {
    this.failure ??= new WorkerFailedError(reason);
    for (const worker of this.workers) {
      for (const waiting of worker.waiting.values()) waiting.reject(this.failure);
      worker.waiting.clear();
    }
  }

  run(task: In): Promise<Out> {
    if (this.failure) return Promise.reject(this.failure);
    const worker = this.workers.reduce((least, candidate) =>
      candidate.waiting.size < least.waiting.size ? candidate : least,
    );
    const id = (this.nextId += 1);
    return new Promise<Out>((resolve, reject) => {
      worker.waiting.set(id, { resolve, reject });
      const message: TaskMessage<In> = { id, task };
      worker.thread.postMessage(message);
    });
  }

  async close(): Promise<void> {
    this.closing = true;
    await Promise.all(this.workers.map((worker) => worker.thread.terminate()));
  }
}
