/**
 * The dashboard's figures at scale (issue 27: each call under 300 ms p95 on PostgreSQL with the scale seed). Seeds
 * a scratch database with bench/seed-scale.ts (or uses one kept by `seed-scale.ts --keep <dbname>` with `--db`), then
 * runs each figure's statement as the API does (apps/api/src/modules/dashboard/queries.ts, the default 12-week period,
 * which holds every scale protocol) for brand 1 and for all three brands: 3 warm-up calls, then 30 timed ones, and
 * records p50 and p95 per figure in bench/README.md. Since ADR 0052 the seed's inserts also fill the dashboard's
 * summary through the triggers of migration 0018, so the seed's time includes that cost.
 *
 *   node --import tsx bench/dashboard.ts [--scale 1] [--db <dbname>]
 */
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../apps/api/src/db/client';
import { periodOf } from '../apps/api/src/modules/dashboard/period';
import { figures } from '../apps/api/src/modules/dashboard/queries';
import { FIGURE_NAMES } from '../apps/api/src/modules/dashboard/wire';
import { percentile, recordRun, runCells } from './support/report';
import { benchBaseUrl, withScratchDatabase } from './support/scratch-database';
import { seedScale } from './seed-scale';

const WARM_UP = 3;
const CALLS = 30;
const MARKER = '<!-- dashboard runs -->';

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

async function measure(databaseUrl: string) {
  const handle = await openDatabase({ databaseUrl, dataDir: os.tmpdir(), poolSize: 2 });
  const now = new Date();
  const period = periodOf({}, now)!;
  const results: { figure: string; scope: string; p50: number; p95: number }[] = [];
  try {
    for (const [scope, brands] of [
      ['brand 1', [1]],
      ['all brands', [1, 2, 4]],
    ] as const) {
      for (const figure of FIGURE_NAMES) {
        const run = () => figures[figure](handle.db, { brands, period, now, lang: 'pt' });
        for (let i = 0; i < WARM_UP; i += 1) await run();
        const samples: number[] = [];
        for (let i = 0; i < CALLS; i += 1) {
          const started = performance.now();
          await run();
          samples.push(performance.now() - started);
        }
        samples.sort((a, b) => a - b);
        results.push({ figure, scope, p50: percentile(samples, 50), p95: percentile(samples, 95) });
      }
    }
  } finally {
    await handle.close();
  }
  return results;
}

async function main() {
  const scale = Number(argument('--scale') ?? '1');
  const kept = argument('--db');
  const load = os.loadavg()[0]!;
  const run = async (databaseUrl: string) => {
    if (!kept) await seedScale(databaseUrl, scale);
    return measure(databaseUrl);
  };
  const results = kept
    ? await run(Object.assign(new URL(benchBaseUrl()), { pathname: `/${kept}` }).toString())
    : await withScratchDatabase(run);
  console.log('\n| figure | scope | p50 ms | p95 ms |\n|---|---|---:|---:|');
  for (const r of results) console.log(`| ${r.figure} | ${r.scope} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} |`);
  const worst = Math.max(...results.map((r) => r.p95));
  const cells = FIGURE_NAMES.map((figure) =>
    ['brand 1', 'all brands']
      .map((scope) => results.find((r) => r.figure === figure && r.scope === scope)!.p95.toFixed(1))
      .join(' / '),
  );
  if (scale === 1)
    recordRun(MARKER, `| ${runCells()} | ${load.toFixed(1)} | ${cells.join(' | ')} | **${worst.toFixed(1)}** |`);
  else console.log(`scale ${scale}: not recorded (the README's table is for the full scale seed)`);
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  await main();
}
