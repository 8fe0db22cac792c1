/**
 * First-page budget (issue 2 §7, lowered by issues 15 and 16): what a shopper's browser downloads to show /login must
 * stay within 150 kB of JavaScript and 40 kB of CSS, gzip (1 kB = 1000 bytes, as Vite reports).
 *
 * Reads an existing build (run `npm run build -w apps/web` first; this script builds nothing) and follows what the
 * browser would fetch:
 *   - apps/web/dist/index.html: the module entry script, modulepreload links and stylesheets;
 *   - every chunk those import statically (`import … from "./x.js"`, `import "./x.js"`), recursively;
 *   - the lazy chunk(s) of the login route (a dynamic `import()` of a chunk named after "login"), with their static
 *     imports and the CSS that Vite's preload helper loads with them (`__vite__mapDeps`);
 *   - the pt (default language) locale chunks of the namespaces the login page renders (common, auth), found through
 *     the `import.meta.glob` map that keys each chunk by its source path.
 * Each file is gzipped with node:zlib at the default level. Prints one line per file and the totals; exits 1 over
 * budget or when the build is missing.
 *
 *   node --import tsx bench/web-budget.ts [distDir]
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const JS_BUDGET_BYTES = 150_000;
export const CSS_BUDGET_BYTES = 40_000;

/** A lazy chunk belongs to the login route when its file name says so (Vite names chunks after their module). */
const LOGIN_CHUNK = /(^|[-_.])login/i;
const FIRST_PAGE_LANGUAGE = 'pt';
const FIRST_PAGE_NAMESPACES = ['common', 'auth'];

const QUOTE = '["\'`]';
const STATIC_IMPORT = new RegExp(`(?:\\bfrom\\s*|\\bimport\\s*)${QUOTE}([^"'\`]+\\.(?:js|mjs|css))${QUOTE}`, 'g');
const DYNAMIC_IMPORT = new RegExp(`\\bimport\\(\\s*${QUOTE}([^"'\`]+\\.js)${QUOTE}\\s*\\)`, 'g');
const MAP_DEPS_LIST = /\bm\.f\s*\|\|\s*\(\s*m\.f\s*=\s*\[([^\]]*)\]/;
const STRING_LITERAL = new RegExp(`${QUOTE}([^"'\`]+)${QUOTE}`, 'g');
const GLOB_ENTRY = new RegExp(`${QUOTE}([^"'\`]*locales/([\\w-]+)/([\\w-]+)\\.json)${QUOTE}\\s*:\\s*\\(\\)\\s*=>`, 'g');

export interface BudgetFile {
  file: string;
  kind: 'js' | 'css';
  reason: string;
  bytes: number;
  gzipBytes: number;
}

export interface BudgetReport {
  files: BudgetFile[];
  js: { bytes: number; gzipBytes: number; budget: number };
  css: { bytes: number; gzipBytes: number; budget: number };
  warnings: string[];
  ok: boolean;
}

/** Root-relative ('/assets/x.js', 'assets/x.js') or chunk-relative ('./x.js') reference → path inside dist. */
function resolveReference(distDir: string, fromFile: string | null, ref: string): string | null {
  if (/^(https?:)?\/\//.test(ref) || ref.startsWith('data:')) return null;
  const clean = ref.split(/[?#]/, 1)[0]!;
  const relative =
    clean.startsWith('./') || clean.startsWith('../')
      ? path.posix.join(path.posix.dirname(fromFile ?? ''), clean)
      : clean.replace(/^\//, '');
  return existsSync(path.join(distDir, relative)) ? path.posix.normalize(relative) : null;
}

function attribute(tag: string, name: string): string | null {
  const match = new RegExp(`\\b${name}\\s*=\\s*("([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  return match ? (match[2] ?? match[3] ?? match[4] ?? null) : null;
}

export function measureFirstPage(distDir: string): BudgetReport {
  const indexPath = path.join(distDir, 'index.html');
  if (!existsSync(indexPath)) {
    throw new Error(`${indexPath} does not exist: run \`npm run build -w apps/web\` first.`);
  }
  const html = readFileSync(indexPath, 'utf8');
  const warnings: string[] = [];
  const reasons = new Map<string, string>();
  const queue: string[] = [];
  const add = (file: string | null, reason: string) => {
    if (!file || reasons.has(file)) return;
    reasons.set(file, reason);
    if (file.endsWith('.js') || file.endsWith('.mjs')) queue.push(file);
  };

  for (const tag of html.match(/<script\b[^>]*>/gi) ?? []) {
    const src = attribute(tag, 'src');
    if (src) add(resolveReference(distDir, null, src), 'index.html script');
  }
  for (const tag of html.match(/<link\b[^>]*>/gi) ?? []) {
    const rel = (attribute(tag, 'rel') ?? '').toLowerCase();
    const href = attribute(tag, 'href');
    if (!href || !['stylesheet', 'modulepreload'].includes(rel)) continue;
    add(resolveReference(distDir, null, href), `index.html ${rel}`);
  }
  if (queue.length === 0) warnings.push('index.html loads no module script');

  const lazyRoots: { file: string; reason: string; deps: string[] }[] = [];
  const seenLazy = new Set<string>();

  // Static graph first; lazy roots found on the way are added after, with their own static graph.
  const drain = () => {
    while (queue.length) {
      const file = queue.shift()!;
      const source = readFileSync(path.join(distDir, file), 'utf8');
      for (const match of source.matchAll(STATIC_IMPORT)) {
        add(resolveReference(distDir, file, match[1]!), `static import of ${path.posix.basename(file)}`);
      }
      const mapDeps = MAP_DEPS_LIST.exec(source);
      const depList = mapDeps ? [...mapDeps[1]!.matchAll(STRING_LITERAL)].map((m) => m[1]!) : [];
      for (const match of source.matchAll(DYNAMIC_IMPORT)) {
        const target = resolveReference(distDir, file, match[1]!);
        if (!target || seenLazy.has(target) || !LOGIN_CHUNK.test(path.posix.basename(target))) continue;
        seenLazy.add(target);
        // The preload helper call right after this import lists what Vite loads with it (JS and CSS).
        const after = source.slice(match.index! + match[0].length, match.index! + match[0].length + 200);
        const indices = /^[^;]*?__vite__mapDeps\(\[([\d,\s]*)\]\)/.exec(after)?.[1] ?? '';
        const deps = indices
          .split(',')
          .filter((i) => i.trim() !== '')
          .map((i) => depList[Number(i)])
          .filter((dep): dep is string => Boolean(dep));
        lazyRoots.push({ file: target, reason: 'lazy login route', deps });
      }
      for (const match of source.matchAll(GLOB_ENTRY)) {
        const [, , language, namespace] = match;
        if (language !== FIRST_PAGE_LANGUAGE || !FIRST_PAGE_NAMESPACES.includes(namespace!)) continue;
        const after = source.slice(match.index! + match[0].length, match.index! + match[0].length + 300);
        const chunk = new RegExp(`^[^}]*?\\bimport\\(\\s*${QUOTE}([^"'\`]+)${QUOTE}`).exec(after)?.[1];
        const target = chunk ? resolveReference(distDir, file, chunk) : null;
        if (target) add(target, `locale ${language}/${namespace}`);
      }
    }
  };
  drain();
  for (let i = 0; i < lazyRoots.length; i += 1) {
    const root = lazyRoots[i]!;
    add(root.file, root.reason);
    for (const dep of root.deps)
      add(resolveReference(distDir, null, dep), `preloaded with ${path.posix.basename(root.file)}`);
    drain();
  }
  if (lazyRoots.length === 0) {
    warnings.push('no lazy chunk named after the login route: assuming the login page is part of the entry chunks');
  }
  const foundNamespaces = [...reasons.values()].filter((r) => r.startsWith('locale ')).length;
  if (foundNamespaces < FIRST_PAGE_NAMESPACES.length) {
    warnings.push(
      `found ${foundNamespaces} of ${FIRST_PAGE_NAMESPACES.length} lazy locale chunks (${FIRST_PAGE_NAMESPACES.join(', ')}); ` +
        'the rest are bundled in the entry or missing',
    );
  }

  const files: BudgetFile[] = [...reasons.entries()]
    .filter(([file]) => /\.(m?js|css)$/.test(file))
    .map(([file, reason]) => {
      const content = readFileSync(path.join(distDir, file));
      return {
        file,
        kind: file.endsWith('.css') ? ('css' as const) : ('js' as const),
        reason,
        bytes: content.length,
        gzipBytes: gzipSync(content).length,
      };
    });
  const total = (kind: 'js' | 'css') =>
    files
      .filter((f) => f.kind === kind)
      .reduce((sum, f) => ({ bytes: sum.bytes + f.bytes, gzipBytes: sum.gzipBytes + f.gzipBytes }), {
        bytes: 0,
        gzipBytes: 0,
      });
  const js = { ...total('js'), budget: JS_BUDGET_BYTES };
  const css = { ...total('css'), budget: CSS_BUDGET_BYTES };
  return { files, js, css, warnings, ok: js.gzipBytes <= js.budget && css.gzipBytes <= css.budget };
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

export function formatReport(report: BudgetReport): string {
  const width = Math.max(...report.files.map((f) => f.file.length), 10);
  const lines = ['First page (/login) of apps/web/dist, gzip:', ''];
  for (const f of [...report.files].sort((a, b) => a.kind.localeCompare(b.kind) || b.gzipBytes - a.gzipBytes)) {
    lines.push(
      `  ${f.file.padEnd(width)}  ${kB(f.bytes).padStart(9)} raw  ${kB(f.gzipBytes).padStart(8)} gzip  (${f.reason})`,
    );
  }
  lines.push('');
  for (const [label, t] of [
    ['JS ', report.js],
    ['CSS', report.css],
  ] as const) {
    const verdict = t.gzipBytes <= t.budget ? 'ok' : 'OVER BUDGET';
    lines.push(
      `  ${label} ${kB(t.gzipBytes).padStart(8)} gzip of ${kB(t.budget)} budget (${kB(t.bytes)} raw): ${verdict}`,
    );
  }
  for (const warning of report.warnings) lines.push(`  note: ${warning}`);
  return lines.join('\n');
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const distDir = path.resolve(process.argv[2] ?? path.join(repoRoot, 'apps/web/dist'));
  try {
    const report = measureFirstPage(distDir);
    console.log(formatReport(report));
    if (!report.ok) {
      console.error(
        `\nThe first page is over budget (JS ≤ ${kB(JS_BUDGET_BYTES)}, CSS ≤ ${kB(CSS_BUDGET_BYTES)} gzip).`,
      );
      process.exitCode = 1;
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
