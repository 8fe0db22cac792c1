import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  mergeMantineTheme,
  type ConvertCSSVariablesInput,
} from '@mantine/core';
import { mantineLazyDefaults } from '../../build/mantine-lazy-defaults';
import { createBrandTheme } from './theme';

type RemoveDefaults = (input: ConvertCSSVariablesInput) => ConvertCSSVariablesInput;

const mantineIndex = createRequire(path.join(process.cwd(), 'package.json')).resolve('@mantine/core');
const mantineRoot = mantineIndex.slice(0, mantineIndex.lastIndexOf(`${path.sep}cjs${path.sep}`));
const mantineFile = path.join(mantineRoot, 'esm/core/MantineProvider/MantineCssVariables/remove-default-variables.mjs');

/** What the plugin gives the bundler for Mantine's module. */
function transformed(file = mantineFile): string {
  const plugin = mantineLazyDefaults();
  (plugin.configResolved as (config: { command: string }) => void)({ command: 'build' });
  return (plugin.load as (id: string) => string | null).call(
    {
      error: (message: string) => {
        throw new Error(message);
      },
    },
    file,
  )!;
}

// Inside the project: the test runner imports only files under it.
const cache = path.join(mantineRoot, '..', '..', '.cache');
mkdirSync(cache, { recursive: true });
const scratch = mkdtempSync(path.join(cache, 'lazy-defaults-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Imports a module's text with its relative imports pointed at Mantine's own files. */
async function importText(text: string, name: string): Promise<{ removeDefaultVariables: RemoveDefaults }> {
  const directory = path.dirname(mantineFile);
  const absolute = text.replace(/from "(\.{1,2}\/[^"]+)"/g, (_, relative: string) => {
    return `from ${JSON.stringify(path.resolve(directory, relative))}`;
  });
  const file = path.join(scratch, name);
  writeFileSync(file, absolute);
  return import(/* @vite-ignore */ file);
}

describe('mantineLazyDefaults (ADR 0066)', () => {
  it('leaves no call of the variables resolver at the module level', () => {
    const text = transformed();
    const calls = text.match(/defaultCssVariablesResolver\(DEFAULT_THEME\)/g) ?? [];
    expect(calls).toHaveLength(1);
    expect(text).toContain('() => (defaults ??= defaultCssVariablesResolver(DEFAULT_THEME))');
  });

  it("removes the same defaults as Mantine's own module", async () => {
    const lazy = await importText(transformed(), 'lazy.mjs');
    const original = (await import(pathToFileURL(mantineFile).href)) as { removeDefaultVariables: RemoveDefaults };
    for (const override of [
      {},
      createBrandTheme([
        '#fff0f6',
        '#ffdeeb',
        '#fcc2d7',
        '#faa2c1',
        '#f783ac',
        '#f06595',
        '#e64980',
        '#d6336c',
        '#c2255c',
        '#a61e4d',
      ]),
    ]) {
      const variables = defaultCssVariablesResolver(mergeMantineTheme(DEFAULT_THEME, override));
      expect(lazy.removeDefaultVariables(variables)).toEqual(original.removeDefaultVariables(variables));
    }
  });

  it('stops the build when Mantine changed the line it rewrites', () => {
    const folder = path.join(scratch, '@mantine/core/esm/core/MantineProvider/MantineCssVariables');
    mkdirSync(folder, { recursive: true });
    const changed = path.join(folder, 'remove-default-variables.mjs');
    writeFileSync(changed, 'const defaultCssVariables = computeDefaults();\nexport {};\n');
    expect(() => transformed(changed)).toThrow(/ADR 0066/);
  });
});
