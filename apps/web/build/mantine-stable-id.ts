import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** Mantine's useId module, which every Mantine component that needs an id imports through '@mantine/hooks'. */
const MANTINE_USE_ID = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;
const STABLE_ID = fileURLToPath(new URL('../src/lib/stable-id.ts', import.meta.url));

/**
 * Builds Mantine with our `useStableId` (src/lib/stable-id.ts) in place of its `useId`, which re-rendered every
 * input, tab and modal synchronously right after hydration to swap its id for a random one (ADR 0028). The server
 * render takes Mantine from node_modules; its first id is the same string, so both ends draw the same ids.
 *
 * The browser build fails if Mantine's module was never met (a Mantine release that moved it): silently skipped,
 * the long task would come back unnoticed.
 */
export function mantineStableId(): Plugin {
  let browserBuild = false;
  let replaced = false;
  return {
    name: 'mantine-stable-id',
    enforce: 'pre',
    configResolved(config) {
      browserBuild = config.command === 'build' && !config.build.ssr;
    },
    load(id) {
      if (!MANTINE_USE_ID.test(id.split('?')[0]!)) return null;
      replaced = true;
      return `export { useStableId as useId } from ${JSON.stringify(STABLE_ID)};`;
    },
    buildEnd(error) {
      if (browserBuild && !error && !replaced) {
        this.error("mantine-stable-id: @mantine/hooks' use-id module was not found; see ADR 0028");
      }
    },
  };
}
