import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The PostgreSQL server a benchmark uses: DATABASE_URL, else the one CI machines have. */
export function benchBaseUrl(): string {
  return process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
}

function databaseUrlFor(baseUrl: string, name: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function adminQuery(baseUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Runs `work` against a database made for this run on the benchmark's server and drops it afterwards, whatever
 * happens: a benchmark never leaves its data behind nor reads another run's.
 */
export async function withScratchDatabase<T>(work: (databaseUrl: string) => Promise<T>): Promise<T> {
  const baseUrl = benchBaseUrl();
  const name = `portal_bench_${randomBytes(6).toString('hex')}`;
  await adminQuery(baseUrl, `create database ${name}`);
  try {
    return await work(databaseUrlFor(baseUrl, name));
  } finally {
    await adminQuery(baseUrl, `drop database if exists ${name} with (force)`);
  }
}
