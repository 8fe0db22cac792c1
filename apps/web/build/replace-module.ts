import type { Plugin } from 'vite';

interface ModuleReplacement {
  /** The plugin's name, also the prefix of its errors. */
  name: string;
  /** The dependency's module file to replace (tested against its resolved path, query removed). */
  module: RegExp;
  /** The replacement's source, given the original file's path; may throw to stop the build (a check that failed). */
  source(file: string): string;
  /** The decision that explains the replacement, named in the error when the module was never met. */
  adr: string;
}

/**
 * A Vite plugin that builds a dependency with one of its modules replaced by ours (Mantine's `useId`, ADR 0028; its
 * `extractStyleProps`, ADR 0063). A build fails if the module was never met: a release that moved it must not skip the
 * replacement silently, or what it fixed would come back unnoticed.
 */
export function replaceModule(replacement: ModuleReplacement): Plugin {
  let checked = false;
  let replaced = false;
  return {
    name: replacement.name,
    enforce: 'pre',
    configResolved(config) {
      checked = config.command === 'build';
    },
    load(id) {
      const file = id.split('?')[0]!;
      if (!replacement.module.test(file)) return null;
      replaced = true;
      try {
        return replacement.source(file);
      } catch (error) {
        return this.error(`${replacement.name}: ${(error as Error).message}; see ${replacement.adr}`);
      }
    },
    buildEnd(error) {
      if (checked && !error && !replaced) {
        this.error(
          `${replacement.name}: the module ${String(replacement.module)} was not found; see ${replacement.adr}`,
        );
      }
    },
  };
}
