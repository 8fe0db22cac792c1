/**
 * `npm run operator:add -- --email … --role admin --brands 1,2,4` (README): migrates the database it is pointed at
 * (DATABASE_URL, else the embedded one under DATA_DIR), adds the operator and prints how they enrol. With the
 * embedded database, stop the server first: one process at a time may open a PGlite data folder.
 */
import { ConfigError, loadConfig } from '../../../config';
import { migrateDatabase, openDatabase } from '../../../db/client';
import { addOperatorCommand } from './add-operator-command';

async function main(): Promise<number> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: 1 });
  try {
    await migrateDatabase(database);
    const result = await addOperatorCommand(database.db, process.argv.slice(2));
    if (!result.ok) {
      console.error(result.error);
      return 1;
    }
    for (const line of result.lines) console.log(line);
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : `operator:add failed: ${(error as Error).message}`);
    process.exit(1);
  },
);
