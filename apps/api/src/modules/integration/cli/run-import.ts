/**
 * The first load (issue 25, ADR 0042): the file's units in batches through the API's own validation and upsert
 * (upsertOrders / upsertStock), a few batches at a time. Nothing is remembered between runs: every write is an
 * idempotent upsert, so a run stopped anywhere (Ctrl-C, kill -9) and started again ends with exactly the data of one
 * full run; the second run finds what the first applied 'unchanged' and writes nothing for it.
 *
 * Rejected units go to `<file>.rejected.ndjson`, rewritten by each run: { lines, orderId | index, errors }; so do
 * orders applied with a warning (a customer_conflict, ADR 0070): { lines, orderId, outcome, warnings }, counted as
 * 'customer_conflict' beside their outcome. Progress
 * (rows/s and an estimate) goes to stderr; it names counts only, never a row's data.
 */
import { createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { DocumentError } from '@portal/domain';
import type { Database } from '../../../db/client';
import { availableParallelism } from 'node:os';
import { upsertCheckedOrders } from '../orders-service';
import { upsertStock } from '../stock-service';
import type { ImportArgs } from './import-args';
import { readChunks, type Chunk, type ReadProgress, type Unit } from './records';
import { progressLine } from './progress';
import { analyzeTables, FIRST_ANALYZE_AFTER_ROWS, nextAnalyzeAfter } from './table-statistics';
import { WorkerPool } from './worker-pool';

/** The command's arguments (brand, kind, format, file, batch size, concurrency) and where to write and report. */
export interface ImportOptions extends ImportArgs {
  db: Database;
  now: () => Date;
  /** Where progress lines go (stderr); `final` marks the last one. */
  report: (line: string, final: boolean) => void;
  /** Milliseconds between progress lines. */
  reportEveryMs: number;
  /** Parsing worker threads (ADR 0058); by default one fewer than the machine's cores, at least one, at most four. */
  workers?: number;
  /** Nice value of the parsing workers' threads (ADR 0058): above 0 the shoppers' requests go first. */
  niceness?: number;
  /** The parsing worker's file (tests give a failing one). */
  workerScript?: URL;
  /** Rows written before the first ANALYZE of the tables (table-statistics.ts); then each time they double. */
  firstAnalyzeAfterRows?: number;
}

export interface ImportSummary {
  rows: number;
  units: number;
  outcomes: Record<string, number>;
  rejectedFile: string;
  seconds: number;
}

interface Rejection {
  lines: number[];
  orderId?: string;
  errors: DocumentError[];
}

type Outcome = { outcome: string; orderId?: string; errors?: DocumentError[]; warnings?: DocumentError[] };

async function upsertBatch(options: ImportOptions, units: Unit[]): Promise<Outcome[]> {
  return options.kind === 'orders'
    ? upsertCheckedOrders(
        options.db,
        options.brandId,
        units.map((unit) => unit.order!),
        { relaxedCommit: true },
      )
    : upsertStock(
        options.db,
        options.brandId,
        units.map((unit) => unit.item),
      );
}

/** Lines a parsing worker gets at once: about one batch of an orders CSV (2 lines an order in a typical export). */
const LINES_PER_CHUNK = 500;

function defaultWorkers(): number {
  return Math.min(4, Math.max(1, availableParallelism() - 1));
}

/**
 * The file's units in file order, parsed and checked by the worker pool. At most `ahead` chunks are in the workers at
 * once, and the next chunk is read only when the consumer asks for more units: the file is read no further ahead.
 */
async function* parsedUnits(
  chunks: AsyncGenerator<Chunk>,
  pool: WorkerPool<Chunk, Unit[]>,
  ahead: number,
): AsyncGenerator<Unit> {
  const queue: Promise<Unit[]>[] = [];
  for await (const chunk of chunks) {
    const parsed = pool.run(chunk);
    // Failures are seen when its turn comes (below); until then this keeps it from counting as unhandled.
    parsed.catch(() => {});
    queue.push(parsed);
    if (queue.length >= ahead) yield* await queue.shift()!;
  }
  while (queue.length > 0) yield* await queue.shift()!;
}

export async function runImport(options: ImportOptions): Promise<ImportSummary> {
  const started = Date.now();
  const totalBytes = (await stat(options.file)).size;
  const rejectedFile = `${options.file}.rejected.ndjson`;
  const rejected = createWriteStream(rejectedFile, { flags: 'w' });
  const read: ReadProgress = { bytes: 0, lines: 0 };
  const outcomes: Record<string, number> = {};
  let doneRows = 0;
  let units = 0;
  let lastReport = 0;
  const firstAnalyze = options.firstAnalyzeAfterRows ?? FIRST_ANALYZE_AFTER_ROWS;
  let analyzeAfter = firstAnalyze;
  let analyzing: Promise<unknown> = Promise.resolve();

  const count = (outcome: string) => (outcomes[outcome] = (outcomes[outcome] ?? 0) + 1);
  const reject = (rejection: Rejection) => {
    count('rejected');
    rejected.write(`${JSON.stringify(rejection)}\n`);
  };
  const report = (final: boolean) => {
    lastReport = Date.now();
    const line = progressLine({
      doneRows,
      readBytes: read.bytes,
      totalBytes,
      elapsedMs: lastReport - started,
      outcomes,
    });
    options.report(line, final);
  };

  async function apply(batch: Unit[]) {
    const valid = batch.filter((unit) => unit.errors === undefined);
    const results = valid.length > 0 ? await upsertBatch(options, valid) : [];
    // In file order: a unit refused while reading where it was, among the upsert's answers.
    let next = 0;
    for (const unit of batch) {
      const result: Outcome = unit.errors ? { outcome: 'rejected', errors: unit.errors } : results[next++]!;
      if (result.outcome !== 'rejected') {
        count(result.outcome);
        if (result.warnings?.length) {
          count('customer_conflict');
          const { outcome, orderId, warnings } = result;
          rejected.write(`${JSON.stringify({ lines: unit.lines, orderId, outcome, warnings })}\n`);
        }
        continue;
      }
      reject({
        lines: unit.lines,
        ...(result.orderId !== undefined ? { orderId: result.orderId } : {}),
        errors: result.errors ?? [],
      });
    }
    doneRows += batch.reduce((sum, unit) => sum + unit.lines.length, 0);
    if (doneRows >= analyzeAfter) {
      // One at a time, beside the batches; a failure fails the run when it is awaited at the end.
      analyzeAfter = nextAnalyzeAfter(doneRows, firstAnalyze);
      analyzing = analyzing.then(() => analyzeTables(options.db, options.kind));
      analyzing.catch(() => {});
    }
    if (Date.now() - lastReport >= options.reportEveryMs) report(false);
  }

  const inFlight = new Set<Promise<void>>();
  const launch = (batch: Unit[]) => {
    const task: Promise<void> = apply(batch).finally(() => inFlight.delete(task));
    inFlight.add(task);
  };
  let batch: Unit[] = [];
  const workers = options.workers ?? defaultWorkers();
  const pool = new WorkerPool<Chunk, Unit[]>(
    options.workerScript ?? new URL('./parse-worker.ts', import.meta.url),
    workers,
    { niceness: options.niceness },
    // A small nursery, as the main thread's (import.ts): the peak RSS of the process counts every thread's heap.
    { maxYoungGenerationSizeMb: 12 },
  );
  const chunks = readChunks(options.file, options.kind, options.format, read, LINES_PER_CHUNK);
  try {
    for await (const unit of parsedUnits(chunks, pool, workers * 2)) {
      units += 1;
      batch.push(unit);
      if (batch.length < options.batchSize) continue;
      launch(batch);
      batch = [];
      // Back-pressure: the file is read no further than `concurrency` batches ahead of the database.
      if (inFlight.size >= options.concurrency) await Promise.race(inFlight);
    }
    if (batch.length > 0) launch(batch);
    await Promise.all(inFlight);
    await analyzing;
  } finally {
    await Promise.allSettled(inFlight);
    await analyzing.catch(() => {});
    await pool.close();
    await new Promise<void>((resolve) => rejected.end(resolve));
  }
  report(true);
  return { rows: doneRows, units, outcomes, rejectedFile, seconds: (Date.now() - started) / 1000 };
}
