/**
 * The API's layers (issue 47, ADR 0087), checked on its real imports: run by `npm test` with the runner's own tests
 * (`node --test scripts/*.test.mjs`). The rules are also run on made-up imports, so each is seen to fail.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiImports, areaOf, layerViolations, moduleArrows } from './lib/module-graph.mjs';
import { drawGraph, GRAPH_FILE } from './module-graph.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const imports = apiImports(path.join(repoRoot, 'apps', 'api', 'src'));

const made = (from, to) => ({ from, to, fromArea: areaOf(from), toArea: areaOf(to), specifier: to });

test('the API keeps its layers: nothing records through webhooks, recording imports no acting module, no arrow runs up', () => {
  assert.deepEqual(layerViolations(imports), []);
});

test('the events module exists and the acting modules record through it', () => {
  const recording = moduleArrows(imports)
    .filter((arrow) => arrow.to === 'events')
    .map((arrow) => arrow.from);
  for (const area of ['backoffice', 'wallet', 'protocols', 'uploads', 'giftcards', 'webhooks']) {
    assert.ok(recording.includes(area), `${area} should import modules/events`);
  }
});

test('each rule fails on the import it forbids', () => {
  const cases = [
    [made('modules/wallet/ledger.ts', 'modules/webhooks/event-data.ts'), /imports the webhooks module/],
    [made('modules/events/record.ts', 'modules/wallet/ledger.ts'), /\(recording\) imports a module that acts/],
    [made('lib/errors.ts', 'db/schema.ts'), /lib -> db runs up/],
    [made('modules/orders/page-data.ts', 'plugins/page-transport.ts'), /orders -> pages runs up/],
  ];
  for (const [entry, message] of cases) {
    assert.match(layerViolations([...imports, entry]).join('\n'), message);
  }
});

test('docs/reference/api-modules.md is what the imports draw (node scripts/module-graph.mjs)', () => {
  assert.equal(readFileSync(GRAPH_FILE, 'utf8'), drawGraph());
});
