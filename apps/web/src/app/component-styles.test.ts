/**
 * Mantine's CSS is loaded per component (app/styles.ts): a file that draws a Table imports Table.css next to that
 * use. The settings tables did not, and were styled only when another chunk that did (the history's PlainTable, shown
 * to admins who may edit) had been loaded first: read-only, they lost stripes, borders and spacing (issue 46).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name) ? [full] : [];
  });
}

/** The names a file imports from '@mantine/core' (type-only imports aside). */
function mantineImports(text: string): string[] {
  return [...text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@mantine\/core'/g)].flatMap((match) =>
    match[1]!
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name && !name.startsWith('type ')),
  );
}

describe('Mantine component CSS', () => {
  // The queue's checkboxes too: opened directly, its ticks were drawn as page-wide check marks (issue 46's walk).
  it.each(['Table', 'Checkbox'])('every file that draws a %s imports its CSS', (component) => {
    const missing = sources(src)
      .filter((file) => mantineImports(readFileSync(file, 'utf8')).includes(component))
      .filter((file) => !readFileSync(file, 'utf8').includes(`import '@mantine/core/styles/${component}.css';`))
      .map((file) => path.relative(src, file));
    expect(missing).toEqual([]);
  });
});
