/**
 * Where a server's CPU went, from a V8 .cpuprofile (BENCH_PROFILE_DIR=<dir> on a bench writes one per server):
 *
 *   node --import tsx bench/support/cpuprofile-summary.ts <file.cpuprofile> [top=25]
 *
 * Prints the total sampled time, the self time by package (node_modules/<name>, our own files by workspace folder,
 * node internals, garbage collection, idle) and the top functions by self time, each with its share of the busy time
 * (idle excluded).
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

const [file, topArg] = process.argv.slice(2);
if (!file) throw new Error('usage: cpuprofile-summary.ts <file.cpuprofile> [top]');
const top = Number(topArg ?? 25);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
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
  const { functionName, url, lineNumber } = node.callFrame;
  const where = url ? `${url.replace(/^.*\/(node_modules|apps|packages|bench)\//, '$1/')}:${lineNumber + 1}` : '';
  const name = `${functionName || '(anonymous)'} ${where}`.trim();
  functions.set(name, (functions.get(name) ?? 0) + micros);
}
const busy = total - idle;
const ms = (micros: number) => (micros / 1000).toFixed(0).padStart(7);
const share = (micros: number) => `${((100 * micros) / busy).toFixed(1).padStart(5)} %`;

console.log(`sampled ${ms(total)} ms, idle ${ms(idle)} ms, busy ${ms(busy)} ms\n\nself time by package:`);
for (const [group, micros] of [...groups].sort((a, b) => b[1] - a[1])) {
  if (group === '(idle)') continue;
  console.log(`${ms(micros)} ms ${share(micros)}  ${group}`);
}
console.log(`\ntop ${top} functions by self time:`);
for (const [name, micros] of [...functions].sort((a, b) => b[1] - a[1]).slice(0, top)) {
  if (name.startsWith('(idle)')) continue;
  console.log(`${ms(micros)} ms ${share(micros)}  ${name}`);
}
