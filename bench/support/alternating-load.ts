import type { ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';
import { percentile } from './report';

/**
 * Ours against a bare baseline in the same run (protocols-list.ts, wallet-statement.ts): autocannon loads one server
 * at a time in alternating slices, so a burst of other work on the shared machine hits both sides alike; latencies
 * are the client's, CPU per answer is the server process's own (support/child-server answers 'cpu').
 */
export interface Target {
  label: string;
  url: string;
  child: ChildProcess;
}

export interface Request {
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  connections: number;
}

interface Tally {
  latencies: number[];
  requests: number;
  seconds: number;
  bad: number;
  cpuMicros: number;
}

export interface Figures {
  rps: number;
  p50: number;
  p99: number;
  /** Server CPU per answer, ms. */
  cpu: number;
  total: number;
}

export function cpuOf(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    child.once('message', (usage: NodeJS.CpuUsage) => resolve(usage.user + usage.system));
    child.send('cpu');
  });
}

async function slice(target: Target, request: Request, seconds: number, tally?: Tally) {
  const cpuBefore = await cpuOf(target.child);
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url: target.url, ...request, duration: seconds, timeout: 10 }, (error, done) =>
      error ? reject(error) : resolve(done),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  const cpuAfter = await cpuOf(target.child);
  if (!tally) return;
  tally.latencies.push(...latencies);
  tally.requests += result.requests.total;
  tally.seconds += result.duration;
  tally.bad += result.non2xx + result.errors;
  tally.cpuMicros += cpuAfter - cpuBefore;
}

/**
 * A warm-up of `warmUpSeconds` per target, then `slices` rounds of `seconds / slices` per target, the target that
 * goes first alternating each round. Fails if any answer was not a 2xx.
 */
export async function alternatingLoad(
  targets: readonly Target[],
  request: Request,
  options: { seconds: number; slices: number; warmUpSeconds: number },
): Promise<Figures[]> {
  for (const target of targets) await slice(target, request, options.warmUpSeconds);
  const tallies = targets.map((): Tally => ({ latencies: [], requests: 0, seconds: 0, bad: 0, cpuMicros: 0 }));
  for (let round = 0; round < options.slices; round++) {
    const order = [...targets.keys()];
    if (round % 2 === 1) order.reverse();
    for (const index of order) {
      await slice(targets[index]!, request, options.seconds / options.slices, tallies[index]);
    }
  }
  return tallies.map((tally) => {
    if (tally.bad > 0) throw new Error(`${tally.bad} answers were not 200`);
    const sorted = [...tally.latencies].sort((a, b) => a - b);
    return {
      rps: tally.requests / tally.seconds,
      p50: Math.round(percentile(sorted, 50)),
      p99: Math.round(percentile(sorted, 99)),
      cpu: tally.cpuMicros / 1000 / tally.requests,
      total: tally.requests,
    };
  });
}
