import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { replaceModule } from './replace-module';

/** Mantine's useId module, which every Mantine component that needs an id imports through '@mantine/hooks'. */
const MANTINE_USE_ID = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;

/**
 * Builds Mantine with our `useStableId` (src/lib/stable-id.ts) in place of its `useId`, which re-rendered every
 * input, tab and modal synchronously right after hydration to swap its id for a random one (ADR 0028). The server
 * render bundles Mantine too (vite.config.ts, ADR 0063), so both ends draw their ids with the same code.
 */
export function mantineStableId(): Plugin {
  return replaceModule({
    name: 'mantine-stable-id',
    module: MANTINE_USE_ID,
    adr: 'ADR 0028',
    source: () => {
      const stableId = fileURLToPath(new URL('../src/lib/stable-id.ts', import.meta.url));
      return `export { useStableId as useId } from ${JSON.stringify(stableId)};`;
    },
  });
}
