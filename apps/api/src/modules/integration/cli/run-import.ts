/**
 * The first load (issue 25, ADR 0042): the file's units in batches through the API's own validation and upsert
 * (upsertOrders / upsertStock), a few batches at a time. Nothing is remembered between runs: every write is an
 * idempotent upsert, so a run stopped anywhere (Ctrl-C, kill -9) and started again ends with exactly the data of one
 * full run; the second run finds what the first applied 'unchanged' and writes nothing for it.
 *
 * Rejected units go to `<file>.rejected.ndjson`, rewritten by each run: { lines, orderId | index, errors }. Progress
 * (rows/s and an estimate) goes to stderr; it names counts only, never a row's data.
 */
import { createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { DocumentError } from '@portal/domain';
import type { Database } from '../../../db/client';
import { upsertOrders } from '../orders-service';
import { upsertStock } from '../stock-service';
import type { ImportArgs } from './import-args';
import { readUnits, type ReadProgress, type Unit } from './records';
import { progressLine } from './progress';

/** The command's arguments (brand, kind, format, file, batch size, concurrency) and where to write and report. */
export interface ImportOptions extends ImportArgs {
  db: Database;
  now: () => Date;
  /** Where progress lines go (stderr); `final` marks the last one. */
  report: (line: string, final: boolean) => void;
  /** Milliseconds between progress lines. */
  reportEveryMs: number;
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

type Outcome = { outcome: string; orderId?: string; errors?: DocumentError[] };

async function upsertBatch(options: ImportOptions, values: unknown[]): Promise<Outcome[]> {
  return options.kind === 'orders'
    ? upsertOrders(options.db, options.brandId, values, options.now(), { relaxedCommit: true })
    : upsertStock(options.db, options.brandId, values);
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
    const valid = batch.filter((unit) => unit.value !== undefined);
    const results =
      valid.length > 0
        ? await upsertBatch(
            options,
            valid.map((unit) => unit.value),
          )
        : [];
    for (const unit of batch) {
      if (unit.errors) reject({ lines: unit.lines, errors: unit.errors });
    }
    results.forEach((result, index) => {
      const unit = valid[index]!;
      if (result.outcome === 'rejected') {
        reject({
          lines: unit.lines,
          ...(result.orderId !== undefined ? { orderId: result.orderId } : {}),
          errors: result.errors ?? [],
        });
      } else {
        count(result.outcome);
      }
    });
    doneRows += batch.reduce((sum, unit) => sum + unit.lines.length, 0);
    if (Date.now() - lastReport >= options.reportEveryMs) report(false);
  }

  const inFlight = new Set<Promise<void>>();
  const launch = (batch: Unit[]) => {
    const task: Promise<void> = apply(batch).finally(() => inFlight.delete(task));
    inFlight.add(task);
  };
  let batch: Unit[] = [];
  try {
    for await (const unit of readUnits(options.file, options.kind, options.format, read)) {
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
  } finally {
    await Promise.allSettled(inFlight);
    await new Promise<void>((resolve) => rejected.end(resolve));
  }
  report(true);
  return { rows: doneRows, units, outcomes, rejectedFile, seconds: (Date.now() - started) / 1000 };
}
