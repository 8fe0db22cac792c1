/**
 * The API's module graph, read from its imports (issue 47): one node per area of apps/api/src — each folder of
 * modules/, lib, db, plugins, and the app's own root files — and one arrow per pair of areas where a file of the first
 * imports a file of the second (type-only imports too: they are dependencies a reader follows as well). Test files
 * and the test helpers are left out: they may reach anywhere to set up a case.
 *
 * LAYERS is the written order (README 'How the code is laid out', ADR 0087): an area may import only areas of its own
 * layer or below. An arrow from a lower layer to a higher one runs 'up'.
 */
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Bottom first. Within one layer arrows are allowed (no-cycle keeps them from looping at file level). */
export const LAYERS = [
  { name: 'lib', areas: ['lib'] },
  { name: 'db', areas: ['db'] },
  { name: 'recording', areas: ['events'] },
  // What every module builds on: the settings, the request plumbing (session, brand, metrics, kept answers, the
  // page-call registry), the brand itself and the mailer.
  { name: 'platform', areas: ['config', 'plugins', 'brand', 'mail'] },
  {
    name: 'acting',
    areas: [
      'address',
      'auth',
      'backoffice',
      'catalog',
      'dashboard',
      'dev',
      'erp',
      'giftcards',
      'health',
      'integration',
      // The job worker the acting modules enqueue on (ADR 0089); its console routes check the operator's session.
      'jobs',
      'notifications',
      'orders',
      'privacy',
      'protocols',
      'settings',
      // The return's carrier authorisation and tracking (issue 48, ADR 0091).
      'shipping',
      'uploads',
      'wallet',
      'workload',
    ],
  },
  { name: 'reading events', areas: ['webhooks'] },
  // The server-rendered pages and the API document read what the modules registered; the app composes everything.
  { name: 'app', areas: ['pages', 'app', 'seed'] },
];

/**
 * Arrows still running up, each with its reason (ADR 0087): the test fails on any other, and on one of these that is
 * gone (then strike it here), so the list only shrinks.
 */
export const KNOWN_UP = new Map([
  // config.ts gathers each module's settings problems into one start-up list (issue 44), before any module registers.
  ['config -> backoffice', 'start-up settings list'],
  ['config -> integration', 'start-up settings list'],
  ['config -> jobs', 'start-up settings list'],
  ['config -> notifications', 'start-up settings list'],
  ['config -> privacy', 'start-up settings list'],
  ['config -> shipping', 'start-up settings list'],
  ['config -> webhooks', 'start-up settings list'],
]);

const layerOf = new Map(LAYERS.flatMap((layer, index) => layer.areas.map((area) => [area, index])));

export function layerIndex(area) {
  const index = layerOf.get(area);
  if (index === undefined) throw new Error(`area '${area}' has no layer in scripts/lib/module-graph.mjs LAYERS`);
  return index;
}

const isTestFile = (file) =>
  /\.test\.ts$/.test(file) ||
  /(^|\/)test\//.test(file) ||
  /(^|\/)faults\//.test(file) ||
  /test-support|test-helpers|test-files|test-payload|test-receiver|auth-test-support|read-test-support/.test(
    path.basename(file),
  );

function walk(dir, out = []) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      if (name !== 'migrations' && name !== 'node_modules') walk(full, out);
    } else if (/\.tsx?$/.test(name) && !/\.d\.ts$/.test(name)) out.push(full);
  }
  return out;
}

const PAGE_PLUGINS = new Set(['page-render.ts', 'page-transport.ts', 'spa.ts', 'openapi.ts']);

/**
 * The area of a file relative to apps/api/src: 'modules/wallet/x.ts' -> 'wallet', 'lib/x.ts' -> 'lib', the page
 * plugins -> 'pages', the other plugins -> 'plugins', db/seed -> 'seed', config.ts -> 'config', other root files and
 * modules/index.ts -> 'app'.
 */
export function areaOf(relative) {
  const parts = relative.split('/');
  if (parts[0] === 'modules') return parts.length > 2 ? parts[1] : 'app';
  // The API document's parts (openapi-security.ts reads the operator cookies' names, openapi-examples.ts …) stand
  // where the document does: they describe every module, so they sit above them all.
  if (parts[0] === 'plugins') return PAGE_PLUGINS.has(parts[1]) || parts[1].startsWith('openapi') ? 'pages' : 'plugins';
  if (parts[0] === 'db' && parts[1] === 'seed') return 'seed';
  if (relative === 'config.ts') return 'config';
  if (parts.length === 1) return 'app';
  return parts[0];
}

function resolveImport(fromFile, specifier) {
  const base = path.resolve(path.dirname(fromFile), specifier);
  const candidates = [base, base.replace(/\.js$/, '.ts'), `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
}

/** Every import of the API's non-test files: { from, to, fromArea, toArea, specifier, names }. */
export function apiImports(srcRoot) {
  const imports = [];
  for (const file of walk(srcRoot)) {
    const relative = path.relative(srcRoot, file).split(path.sep).join('/');
    if (isTestFile(relative)) continue;
    const text = readFileSync(file, 'utf8');
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
    for (const statement of source.statements) {
      if (!(ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement))) continue;
      const specifierNode = statement.moduleSpecifier;
      if (!specifierNode || !ts.isStringLiteral(specifierNode)) continue;
      const specifier = specifierNode.text;
      if (!specifier.startsWith('.')) continue;
      const target = resolveImport(file, specifier);
      if (!target) throw new Error(`${relative}: cannot resolve '${specifier}'`);
      const to = path.relative(srcRoot, target).split(path.sep).join('/');
      imports.push({ from: relative, to, fromArea: areaOf(relative), toArea: areaOf(to), specifier });
    }
  }
  return imports;
}

/** The arrows between areas (an area's imports of itself left out), each with the files that draw it. */
export function moduleArrows(imports) {
  const arrows = new Map();
  for (const entry of imports) {
    if (entry.fromArea === entry.toArea) continue;
    const key = `${entry.fromArea} -> ${entry.toArea}`;
    const arrow = arrows.get(key) ?? { from: entry.fromArea, to: entry.toArea, files: [] };
    arrow.files.push(`${entry.from} -> ${entry.to}`);
    arrows.set(key, arrow);
  }
  return [...arrows.values()].sort((a, b) => `${a.from}${a.to}`.localeCompare(`${b.from}${b.to}`));
}

export const runsUp = (arrow) => layerIndex(arrow.from) < layerIndex(arrow.to);

const ACTING = new Set(LAYERS.find((layer) => layer.name === 'acting').areas);
const RECORDING_MAY_IMPORT = new Set(['lib', 'db']);

/**
 * What breaks the layer rule (ADR 0087), one sentence each: a module below webhooks importing it (to record or to wake
 * it), the events module importing anything but lib and db, an arrow running up that KNOWN_UP does not list, and a
 * listed one that no longer exists.
 */
export function layerViolations(imports) {
  const problems = [];
  for (const entry of imports) {
    const below = entry.fromArea !== 'webhooks' && layerIndex(entry.fromArea) < layerIndex('webhooks');
    // config.ts reads webhooks' settings for the start-up list (KNOWN_UP), not to record.
    if (entry.toArea === 'webhooks' && below && !KNOWN_UP.has(`${entry.fromArea} -> webhooks`)) {
      problems.push(`${entry.from} imports the webhooks module (${entry.to}): record through modules/events`);
    }
    if (entry.fromArea === 'events' && entry.toArea !== 'events' && !RECORDING_MAY_IMPORT.has(entry.toArea)) {
      const what = ACTING.has(entry.toArea) ? 'a module that acts' : 'something above it';
      problems.push(`${entry.from} (recording) imports ${what}: ${entry.to}`);
    }
  }
  const arrows = moduleArrows(imports);
  const keys = new Set(arrows.map((arrow) => `${arrow.from} -> ${arrow.to}`));
  for (const arrow of arrows.filter(runsUp)) {
    const key = `${arrow.from} -> ${arrow.to}`;
    if (!KNOWN_UP.has(key)) problems.push(`${key} runs up the layers: ${arrow.files.join(', ')}`);
  }
  for (const key of KNOWN_UP.keys()) {
    if (!keys.has(key)) problems.push(`${key} is listed in KNOWN_UP but no longer exists: strike it`);
  }
  return problems;
}
