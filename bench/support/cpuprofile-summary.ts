/**
 * Where a server's CPU went, from a V8 .cpuprofile (BENCH_PROFILE_DIR=<dir> on a bench writes one per server):
 *
 *   node --import tsx bench/support/cpuprofile-summary.ts <file.cpuprofile> [top=25]
 *   node --import tsx bench/support/cpuprofile-summary.ts <file.cpuprofile> --inclusive <regex> [top=25]
 *   node --import tsx bench/support/cpuprofile-summary.ts <file.cpuprofile> --under <regex> [top=25]
 *
 * By default prints the total sampled time, the self time by package (node_modules/<name>, our own files by
 * workspace folder, node internals, garbage collection, idle) and the top functions by self time, each with its share
 * of the busy time (idle excluded). `--inclusive` lists the functions matching the regex (name and file) by the time
 * spent in them and everything they called; `--under` lists, by self time, what ran beneath the first frame matching
 * the regex (e.g. `--under '^runWith '`: a rendered statement's execution). Code after an `await` runs from the
 * microtask queue, so a query builder awaited in our code shows under drizzle's `then`, not under its caller.
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, ...rest] = process.argv.slice(2);
if (!file)
  throw new Error('usage: cpuprofile-summary.ts <file.cpuprofile> [--inclusive <regex> | --under <regex>] [top]');
const mode = rest[0] === '--inclusive' || rest[0] === '--under' ? rest[0] : null;
const pattern = mode ? new RegExp(rest[1] ?? '.') : null;
const top = Number((mode ? rest[2] : rest[0]) ?? 25);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parentOf = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
const selfMicros = new Map<number, number>();
profile.samples.forEach((id, index) => {
  selfMicros.set(id, (selfMicros.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0));
});

function groupOf(node: ProfileNode): string {
  const { functionName, url } = node.callFrame;
  if (functionName === '(idle)' || functionName === '(program)' || functionName === '(garbage collector)')
    return functionName;
  if (!url) return '(native)';
  const modules = url.lastIndexOf('/node_modules/');
  if (modules >= 0) {
    const rest = url.slice(modules + '/node_modules/'.length).split('/');
    return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
  }
  if (url.startsWith('node:')) return 'node internals';
  const app = url.match(/\/(apps\/[^/]+\/src\/[^/]+(?:\/[^/]+)?|packages\/[^/]+|bench)\//);
  return app ? app[1]! : url;
}

function nameOf(node: ProfileNode): string {
  const { functionName, url, lineNumber } = node.callFrame;
  const where = url ? `${url.replace(/^.*\/(node_modules|apps|packages|bench)\//, '$1/')}:${lineNumber + 1}` : '';
  return `${functionName || '(anonymous)'} ${where}`.trim();
}

/** The node and its callers, innermost first. */
function stackOf(id: number): ProfileNode[] {
  const stack: ProfileNode[] = [];
  for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) stack.push(byId.get(at)!);
  return stack;
}

const groups = new Map<string, number>();
const functions = new Map<string, number>();
let total = 0;
let idle = 0;
for (const [id, micros] of selfMicros) {
  const node = byId.get(id)!;
  total += micros;
  const group = groupOf(node);
  if (group === '(idle)') idle += micros;
  groups.set(group, (groups.get(group) ?? 0) + micros);
  const name = nameOf(node);
  functions.set(name, (functions.get(name) ?? 0) + micros);
}
const busy = total - idle;
const ms = (micros: number) => (micros / 1000).toFixed(0).padStart(7);
const share = (micros: number) => `${((100 * micros) / busy).toFixed(1).padStart(5)} %`;
const printTop = (title: string, times: Map<string, number>) => {
  console.log(`\n${title}:`);
  for (const [name, micros] of [...times].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    if (name.startsWith('(idle)')) continue;
    console.log(`${ms(micros)} ms ${share(micros)}  ${name}`);
  }
};

console.log(`sampled ${ms(total)} ms, idle ${ms(idle)} ms, busy ${ms(busy)} ms`);
if (mode === '--inclusive' && pattern) {
  const inclusive = new Map<string, number>();
  for (const [id, micros] of selfMicros) {
    // Each function once per sample, however deep it recurses.
    const names = new Set(
      stackOf(id)
        .map(nameOf)
        .filter((name) => pattern.test(name)),
    );
    for (const name of names) inclusive.set(name, (inclusive.get(name) ?? 0) + micros);
  }
  printTop(`top ${top} functions matching ${pattern} by inclusive time`, inclusive);
} else if (mode === '--under' && pattern) {
  const beneath = new Map<string, number>();
  let matched = 0;
  for (const [id, micros] of selfMicros) {
    if (!stackOf(id).some((node) => pattern.test(nameOf(node)))) continue;
    matched += micros;
    const name = nameOf(byId.get(id)!);
    beneath.set(name, (beneath.get(name) ?? 0) + micros);
  }
  console.log(`under ${pattern}: ${ms(matched)} ms ${share(matched)}`);
  printTop(`top ${top} functions by self time under ${pattern}`, beneath);
} else {
  console.log('\nself time by package:');
  for (const [group, micros] of [...groups].sort((a, b) => b[1] - a[1])) {
    if (group === '(idle)') continue;
    console.log(`${ms(micros)} ms ${share(micros)}  ${group}`);
  }
  printTop(`top ${top} functions by self time`, functions);
}
