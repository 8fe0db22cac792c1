import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { STYLE_PROP_NAMES } from '../src/lib/mantine-style-props';
import { replaceModule } from './replace-module';

/** Where Mantine's extractStyleProps lives inside @mantine/core (9.x). */
export const MANTINE_EXTRACT_STYLE_PROPS_PATH = 'esm/core/Box/style-props/extract-style-props/extract-style-props.mjs';
const MANTINE_MODULE =
  /[\\/]@mantine[\\/]core[\\/]esm[\\/]core[\\/]Box[\\/]style-props[\\/]extract-style-props[\\/]extract-style-props\.mjs$/;

/** The names Mantine's module destructures from a component's props (`const { m, mx, …, sx, ...rest } = others`). */
export function mantineStylePropNames(source: string): string[] {
  const destructured = /const\s*\{([^}]*)\}\s*=\s*others/.exec(source);
  if (!destructured) throw new Error("Mantine's extractStyleProps no longer reads `others`");
  return destructured[1]!
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name && !name.startsWith('...'));
}

/**
 * Builds Mantine with our `extractStyleProps` (src/lib/mantine-style-props.ts) in place of its own, in the browser
 * build and in the server render (which bundles Mantine for it, vite.config.ts), so both draw the same markup from the
 * same code (ADR 0063). A build also fails when Mantine's module destructures other names than ours: a release that
 * added a style prop would otherwise see it passed to the DOM as an attribute.
 */
export function mantineStyleProps(): Plugin {
  return replaceModule({
    name: 'mantine-style-props',
    module: MANTINE_MODULE,
    adr: 'ADR 0063',
    source: (file) => {
      const theirs = mantineStylePropNames(readFileSync(file, 'utf8')).sort();
      if (theirs.join() !== [...STYLE_PROP_NAMES].sort().join()) {
        throw new Error(`Mantine's style props (${theirs.join()}) differ from ours`);
      }
      const ours = fileURLToPath(new URL('../src/lib/mantine-style-props.ts', import.meta.url));
      return `export { extractStyleProps } from ${JSON.stringify(ours)};`;
    },
  });
}
