import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { ConfigError, isProduction, loadConfig } from './config';
import { databaseTimeouts, migrateDatabase, openDatabase } from './db/client';
import { isDatabaseEmpty, seedDemoData } from './db/seed';
import { DEMO_LOGINS } from './db/seed/demo-logins';
import { drainAndClose } from './shutdown';

const here = path.dirname(fileURLToPath(import.meta.url));
const webDistDir = path.resolve(here, '../../web/dist');

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    timeouts: databaseTimeouts(config),
  });
  await migrateDatabase(database);
  // Production never gets demo customers by itself (only an explicit `npm run seed`); elsewhere only an empty database
  // is seeded, so a real one is never touched at start-up.
  if (!isProduction(config) && (await isDatabaseEmpty(database.db))) {
    await seedDemoData(database.db, { now: new Date(), dataDir: config.DATA_DIR });
  }
  const app = await buildApp({ config, database, webDistDir });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: draining requests');
    // Should a handler or the pool never settle, the process still ends.
    setTimeout(() => process.exit(1), config.SHUTDOWN_TIMEOUT_MS + 5_000).unref();
    const { forced } = await drainAndClose(app, database, config.SHUTDOWN_TIMEOUT_MS);
    app.log.info({ forced }, 'shut down');
    // 0 after a clean drain; 1 tells the platform some requests were cut.
    process.exit(forced ? 1 : 0);
  };
  const stopOn = (signal: NodeJS.Signals) =>
    process.on(signal, () => void shutdown(signal).catch(() => process.exit(1)));
  stopOn('SIGTERM');
  stopOn('SIGINT');

  await app.listen({ port: config.PORT, host: config.HOST });
  const port = config.PORT;
  const lines = [
    '',
    `Returns portal is running (${database.driver === 'pg' ? 'PostgreSQL' : `PGlite in ${config.DATA_DIR}`}):`,
    `  brand 1: http://localhost:${port}`,
    `  brand 2: http://brand2.localhost:${port}`,
    `  brand 4: http://brand4.localhost:${port}`,
    '',
    // Shoppers' logins are never printed in production, where the demo data is not seeded anyway.
    ...(isProduction(config)
      ? []
      : [
          'Demo logins (the one-time code appears at /dev/outbox outside production):',
          ...DEMO_LOGINS.map((login) => `  ${login.label}: ${login.identity}`),
          '',
        ]),
  ];
  console.log(lines.join('\n'));
}

main().catch((error) => {
  // A setting only the database can judge (a VTEX company code missing from its brand's rows) is still a setting.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
