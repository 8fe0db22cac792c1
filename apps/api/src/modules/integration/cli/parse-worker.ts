/**
 * The import's parsing worker (ADR 0058): answers each chunk of the file with its units. Its
 * thread runs at a lower CPU priority when asked (workerData.niceness), so the shoppers' requests on the same machine
 * go first. On Linux a thread's nice value is its own, so each thread sets it for itself.
 */
import { setPriority } from 'node:os';
import { workerData } from 'node:worker_threads';
import { unitsOfChunk } from './chunk-units';
import { serveTasks } from './worker-pool';

const niceness = (workerData as { niceness?: number } | undefined)?.niceness;
try {
  if (niceness !== undefined) setPriority(niceness);
} catch {
  // Not allowed (a nicer value was set from outside already): the thread keeps the priority it has.
}

serveTasks(unitsOfChunk);
