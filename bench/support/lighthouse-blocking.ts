/**
 * Where a page's blocking came from, read off the traces `bench/lighthouse.ts` keeps (LIGHTHOUSE_REPORT_DIR): for each
 * page and server (the portal's port, the static twins' port), the blocking of its runs' main-thread tasks summed by
 * the work each task spent most of its time in (the navigation's commit, style/layout/paint, HTML parsing, a module's
 * evaluation or a call into a script, by file), averaged over the runs.
 *
 *   node --import tsx bench/support/lighthouse-blocking.ts <reportDir> [multiplier=4]
 *
 * A task blocks for what it runs beyond 50 ms at the run's CPU slowdown (observed × multiplier − 50 ms): use the
 * multiplier the run printed (4 for Lighthouse's plain mobile preset). Lighthouse's own TBT comes from a simulation
 * that also reorders tasks, so the sums here exceed it: compare the shares, not the totals (ADR 0066).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; url?: string; data?: { url?: string } };
}
type Task = TraceEvent & { dur: number };

const [dir, multiplierArgument] = process.argv.slice(2);
if (!dir) throw new Error('usage: lighthouse-blocking.ts <reportDir> [multiplier=4]');
const multiplier = Number(multiplierArgument ?? 4);
/** Wrappers that say nothing of the work inside them. */
const WRAPPERS = /RunTask|mojo|SimpleWatcher|v8\.callFunction|BlinkScheduler|RunMicrotasks/;

/** The task's largest piece of work, named as a kind (and, for script work, its file without the hash). */
function kindOf(task: Task, events: readonly Task[]): string {
  const inside = events.filter(
    (event) =>
      event !== task && event.ts >= task.ts && event.ts + event.dur <= task.ts + task.dur && !WRAPPERS.test(event.name),
  );
  const largest = inside.sort((a, b) => b.dur - a.dur)[0];
  if (!largest) return '(nothing traced)';
  if (/CommitNavigation|DocumentLoader/.test(largest.name)) return 'navigation commit';
  if (/^(Layout|Paint|UpdateLayoutTree|PrePaint|Commit|Layerize)$/.test(largest.name)) return 'style/layout/paint';
  if (/ParseHTML|AppendBytes/.test(largest.name)) return 'HTML parse';
  if (/FunctionCall|EvaluateScript|evaluateModule|compile/.test(largest.name)) {
    const file = (largest.args?.data?.url ?? largest.args?.url ?? '').split('/').pop() ?? '';
    return `${largest.name} ${file.replace(/-[\w-]{8}\.js$/, '.js')}`.trim();
  }
  return largest.name;
}

/** The renderer's main-thread tasks of a trace (the renderer with the most events), outermost only. */
function mainThreadTasks(events: readonly TraceEvent[]): { tasks: Task[]; all: Task[] } {
  const threadNames = new Map<string, string>();
  for (const event of events) {
    if (event.ph === 'M' && event.name === 'thread_name')
      threadNames.set(`${event.pid}:${event.tid}`, event.args?.name ?? '');
  }
  const main = events.filter(
    (event): event is Task =>
      event.ph === 'X' && event.dur !== undefined && threadNames.get(`${event.pid}:${event.tid}`) === 'CrRendererMain',
  );
  const counts = new Map<number, number>();
  for (const event of main) counts.set(event.pid, (counts.get(event.pid) ?? 0) + 1);
  const renderer = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
  const all = main.filter((event) => event.pid === renderer);
  const candidates = all
    .filter((event) => event.name === 'RunTask' || event.name === 'ThreadControllerImpl::RunTask')
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const tasks: Task[] = [];
  let end = -1;
  for (const task of candidates) {
    if (task.ts < end) continue;
    tasks.push(task);
    end = task.ts + task.dur;
  }
  return { tasks, all };
}

const pages = new Map<string, { runs: number; lighthouseTbt: number; blocking: Map<string, number> }>();
for (const file of readdirSync(dir).filter((name) => name.endsWith('.json') && !name.endsWith('.trace.json'))) {
  const report = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as {
    finalDisplayedUrl?: string;
    finalUrl?: string;
    audits: Record<string, { numericValue?: number }>;
  };
  const url = new URL(report.finalDisplayedUrl ?? report.finalUrl ?? 'http://unknown/');
  const trace = JSON.parse(readFileSync(path.join(dir, file.replace(/\.json$/, '.trace.json')), 'utf8')) as
    TraceEvent[] | { traceEvents: TraceEvent[] };
  const { tasks, all } = mainThreadTasks(Array.isArray(trace) ? trace : trace.traceEvents);
  const key = `${url.pathname} on port ${url.port}`;
  const page = pages.get(key) ?? { runs: 0, lighthouseTbt: 0, blocking: new Map<string, number>() };
  pages.set(key, page);
  page.runs += 1;
  page.lighthouseTbt += report.audits['total-blocking-time']?.numericValue ?? 0;
  for (const task of tasks) {
    const blocking = (task.dur / 1000) * multiplier - 50;
    if (blocking <= 0) continue;
    const kind = kindOf(task, all);
    page.blocking.set(kind, (page.blocking.get(kind) ?? 0) + blocking);
  }
}

for (const [key, page] of [...pages].sort(([a], [b]) => a.localeCompare(b))) {
  console.log(`${key}: ${page.runs} runs, Lighthouse TBT ${(page.lighthouseTbt / page.runs).toFixed(0)} ms a run`);
  for (const [kind, blocking] of [...page.blocking].sort((a, b) => b[1] - a[1]).slice(0, 10)) {
    console.log(`  ${(blocking / page.runs).toFixed(0).padStart(6)} ms  ${kind}`);
  }
}
