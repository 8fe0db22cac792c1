/**
 * `npm run import -- --brand 1 --kind orders|stock FILE` (README 'Connecting your systems', ADR 0042): loads a
 * brand's export (NDJSON in the API's document shape, or CSV with the documented columns; by the file's extension
 * unless --format says) into the database it is pointed at (DATABASE_URL, else the embedded one under DATA_DIR;
 * with the embedded one, stop the server first). Options: --batch (units per upsert, ≤500), --concurrency.
 * Exit code 0 when the file was read to its end (rejected rows are in <FILE>.rejected.ndjson), 1 otherwise.
 */
import { setPriority } from 'node:os';
import { setFlagsFromString } from 'node:v8';
import { MAX_ORDERS_PER_CALL } from '@portal/domain';
import { ConfigError, loadConfig } from '../../../config';
import { migrateDatabase, openDatabase } from '../../../db/client';
import { brandCompanyCodes } from '../orders-service';
import { InputFileError } from './records';
import { inputFileProblem, parseImportArgs } from './import-args';
import { runImport } from './run-import';

/**
 * The import's threads run at this nice value (ADR 0058): on a machine that also serves shoppers, their requests get
 * the CPU first and the import takes what is left (alone on a machine, it changes nothing).
 */
const IMPORT_NICENESS = 10;

/**
 * A smaller heap for the import (ADR 0058): it allocates fast and briefly (documents, statements), so V8's defaults
 * (16 MB semi-spaces, an old generation allowed to grow 2-4x its live size before a full collection) let the main
 * thread's heap reach ~180 MB of mostly garbage. A 4 MB semi-space and a 1.6x growing factor kept the process's peak
 * RSS 377 -> 271 MB on 60,000 lines for 4 % more CPU. Set before the workers start: V8's flags are the process's.
 */
setFlagsFromString('--max-semi-space-size=4');
setFlagsFromString('--heap-growing-percent=60');

async function main(): Promise<number> {
  const args = parseImportArgs(process.argv.slice(2), MAX_ORDERS_PER_CALL);
  if (!args.ok) {
    console.error(args.error);
    return 1;
  }
  const fileProblem = inputFileProblem(args.value.file);
  if (fileProblem) {
    console.error(fileProblem);
    return 1;
  }
  try {
    setPriority(IMPORT_NICENESS);
  } catch {
    // Already nicer (set from outside): kept.
  }
  const config = loadConfig();
  const poolSize = args.value.concurrency + 1;
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize });
  try {
    await migrateDatabase(database);
    if ((await brandCompanyCodes(database.db, args.value.brandId)).size === 0) {
      console.error(`Brand ${args.value.brandId} has no company codes: nothing of it can be imported.`);
      return 1;
    }
    const interactive = Boolean(process.stderr.isTTY);
    const summary = await runImport({
      db: database.db,
      ...args.value,
      now: () => new Date(),
      niceness: IMPORT_NICENESS,
      reportEveryMs: interactive ? 250 : 1000,
      report: (line, final) =>
        process.stderr.write(interactive && !final ? `\r${line}` : `${interactive ? '\r' : ''}${line}\n`),
    });
    console.error(
      `Imported ${summary.rows} rows (${summary.units} ${args.value.kind === 'orders' ? 'orders' : 'items'}) in ` +
        `${summary.seconds.toFixed(1)} s. Rejected rows and their reasons: ${summary.rejectedFile}`,
    );
    return 0;
  } catch (error) {
    if (error instanceof InputFileError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    // The message only: a database error's text may carry a row's values (lib/log-safety.ts).
    console.error(error instanceof ConfigError ? error.message : `import failed: ${(error as Error).name}`);
    process.exit(1);
  },
);
