import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { replaceModule } from './replace-module';

/** Mantine's module that strips its default CSS variables from the ones its provider draws. */
const REMOVE_DEFAULT_VARIABLES =
  /[\\/]@mantine[\\/]core[\\/]esm[\\/]core[\\/]MantineProvider[\\/]MantineCssVariables[\\/]remove-default-variables\.mjs$/;
const EAGER = 'const defaultCssVariables = defaultCssVariablesResolver(DEFAULT_THEME);';
const USE = /defaultCssVariables\./g;

/**
 * Builds Mantine with its default CSS variables worked out on first use instead of when the module loads (ADR 0066).
 * The module computes them at load (the whole variables resolver over the default theme, 1.6 ms of the entry script's
 * one task on a first page here, 6-10 ms at Lighthouse's slowdown) for a function only MantineProvider's own
 * variables use, and the app draws those itself (theme-provider.tsx, ADR 0061): it is never called. The build fails
 * if a Mantine release changed the line this rewrites.
 */
export function mantineLazyDefaults(): Plugin {
  return replaceModule({
    name: 'mantine-lazy-defaults',
    module: REMOVE_DEFAULT_VARIABLES,
    adr: 'ADR 0066',
    source: (file) => {
      const original = readFileSync(file, 'utf8');
      if (!original.includes(EAGER) || !original.includes('defaultCssVariables.')) {
        throw new Error(`${file} no longer computes its defaults with the line this build rewrites`);
      }
      return original
        .replace(USE, 'defaultCssVariables().')
        .replace(
          EAGER,
          'let defaults;\nconst defaultCssVariables = () => (defaults ??= defaultCssVariablesResolver(DEFAULT_THEME));',
        );
    },
  });
}
