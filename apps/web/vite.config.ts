import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { breakpointMedia } from './build/breakpoint-media';
import { mantineLazyDefaults } from './build/mantine-lazy-defaults';
import { mantineStableId } from './build/mantine-stable-id';
import { mantineStyleProps } from './build/mantine-style-props';
import { precompress } from './build/precompress';

/**
 * React Router 7's package exports resolve to its development build in every mode (remix-run/react-router#14102): the
 * production bundle kept the dev warnings (ENABLE_DEV_WARNINGS = true) and their code. Its production build ships
 * beside it, unexported; both builds take that one (the server render too, whose development build cost 1 % of a
 * page's CPU, ADR 0050). Tests and `vite` dev keep the development build and its warnings.
 */
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

// One file serves `vite build` (the browser build, then `--ssr`: the server render, ADR 0024), `vite` and the `web`
// project of the root vitest.config.ts.
export default defineConfig(({ command, isSsrBuild }) => ({
  resolve: command === 'build' ? { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] } : {},
  plugins: isSsrBuild
    ? [react(), mantineStableId(), mantineStyleProps(), mantineLazyDefaults()]
    : [react(), mantineStableId(), mantineStyleProps(), mantineLazyDefaults(), precompress()],
  // The server render bundles Mantine (all its packages, so they share one copy of its contexts) for the modules our
  // build puts in place of Mantine's own, the same in both builds (build/mantine-style-props.ts, ADR 0063).
  ...(isSsrBuild ? { ssr: { noExternal: [/^@mantine\//] } } : {}),
  // CSS modules write the spec's mobile breakpoint as `@media (--mobile)` / `(--not-mobile)`; the values come from
  // MOBILE_BREAKPOINT_PX of @portal/domain, its one source of truth (see build/breakpoint-media.ts).
  css: { postcss: { plugins: [breakpointMedia()] } },
  build: isSsrBuild
    ? // The server render (src/entry-server.tsx): Node runs it inside the API process, dependencies from node_modules
      // (Mantine's bundled, see ssr above).
      {
        target: 'node20',
        // One self-contained file: the API process loads it once, so a later build into the same folder (a deploy
        // in place, an e2e build) cannot take a lazily imported piece away from a running server.
        rolldownOptions: { output: { codeSplitting: false } },
      }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        // The server reads it to preload the first page's chunk and inline its CSS (apps/api/src/plugins/spa.ts).
        manifest: true,
        rolldownOptions: {
          treeshake: {
            // @portal/domain is pure (ARCHITECTURE §3 rule 2) but its package.json does not say so; without this every
            // zod schema it defines, used or not, lands in the first page (budget: JS ≤ 180 kB, CSS ≤ 40 kB gzip).
            moduleSideEffects: (id) => (/[\\/]packages[\\/]domain[\\/]src[\\/]/.test(id) ? false : undefined),
          },
          output: {
            // A shared group is named after every page that shares it ('shared~modals-host~wallet-page~…', 100+
            // characters), and the entry lists each lazy page's groups for its preloads: 81 such names were 6.4 kB of
            // the first script. The hash alone names the file (ADR 0051), 7 characters (Rolldown's least for this many
            // chunks): the entry lists ~86 of them, and the eighth character was 0.1 kB gzip of the 150 kB budget.
            chunkFileNames: (chunk) =>
              chunk.name.startsWith('shared~') ? 'assets/shared-[hash:7].js' : 'assets/[name]-[hash:7].js',
            assetFileNames: (asset) =>
              asset.names.some((name) => name.startsWith('shared~'))
                ? 'assets/shared-[hash:7][extname]'
                : 'assets/[name]-[hash:7][extname]',
            codeSplitting: {
              groups: [
                // Everything the entry loads before the first render (React, the router, i18n, TanStack Query, the
                // Mantine pieces of the frame, our start-up code) in one file: left alone, Rolldown split it into ~27
                // small chunks because lazy pages share pieces of it, and a cold visit paid one request for each.
                // Same modules, so the same bytes for /login (bench/web-budget.ts); only the number of files drops.
                { name: 'start', tags: ['$initial'] },
                // The two Mantine pieces /login draws beyond the frame (its card and its hidden labels), in the start file:
                // left to the 'shared' merge they joined whichever group of pages was nearest, once one with the modals'
                // floating-ui and scroll lock, and /login paid 17 kB gzip for them (issue 16).
                {
                  name: 'start',
                  test: /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](Paper|VisuallyHidden)[\\/]/,
                },
                // What lazy pages share, grouped by the set of pages that use it (so a page loads only its own), with
                // pieces under 9 kB merged into their nearest group: the wallet's pages split Home's shared code into
                // ~20 more files of 1-2 kB, and Home's first card waited for 41 scripts (ADR 0019, bench/README.md).
                // Larger thresholds put /login over its budget (12 kB: 186 kB of 180). With the console's pages of
                // issues 26-27 and 'Meus dados', 9 kB merged /login's small pieces into five groups those pages share
                // (175 kB of 150); 3 kB keeps them apart (150.0 kB; 127 scripts in all instead of 107, ADR 0051).
                // The domain's catalogue rules (entities, desires, eligibility, …) in one file: split by the pages that
                // share them, the pieces were merged into groups that imported each other, and a page entering the
                // cycle from the other side read DESIRE_TRIGGER before it was defined (issue 13, protocol detail).
                { name: 'domain-rules', test: /[\\/]packages[\\/]domain[\\/]src[\\/]rules[\\/]/, minShareCount: 2 },
                // Money formatting (1 kB), used by most signed-in pages: below the merge threshold it joined whichever
                // group was nearest, and after the protocol list's plain parts (ADR 0062) that was one /login preloads
                // (150.1 kB of 150). In its own file, only the pages that format money load it.
                { name: 'money', test: /[\\/]packages[\\/]domain[\\/]src[\\/]money\.ts$/ },
                { name: 'shared', minShareCount: 2, entriesAware: true, entriesAwareMergeThreshold: 3000 },
              ],
            },
          },
        },
      },
  server: {
    host: '127.0.0.1',
    port: 5173,
    strictPort: true,
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  preview: { host: '127.0.0.1', port: 4173 },
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // Above the asynchronous queries' cap (test/setup.ts): a test makes several such waits, and on a busy machine (load
    // 4, issue 44) the longest flows took 14 s of the former 15.
    testTimeout: 60_000,
    // Vitest's default is one worker per core minus one: a single worker on the 2-core CI machine, which left the
    // stage at 271 s with one core idle. Two keep both busy (most of a file's time is module import and set-up).
    maxWorkers: 2,
    // Each file in its own VM context inside a thread: isolated as with 'threads' (a fresh module graph, globals and
    // DOM per file), but the modules are transformed once a worker, not once a file: the 97 files took 229 s with
    // 'threads' and 116-136 s with 'vmThreads' (2026-11-28, the same host and hour; shuffled orders pass too). One
    // module graph for all (isolate: false) was not taken: shuffled orders failed (the test servers' addresses, the
    // session store and a vi.mock shared between files). The VM context has no MessageChannel: test/setup.ts lends
    // Node's.
    pool: 'vmThreads',
  },
}));
