/**
 * The production server bundle (issue 15 item 4, ADR 0023): `npm run build -w apps/api` writes dist/server.js (and
 * dist/seed.js and dist/operator-add.js, the two scripts an image without TypeScript tooling needs), run with `node`.
 *
 * - Our code and the workspace packages (@portal/*, TypeScript sources linked by npm) are bundled; every other package
 *   stays external and is loaded from node_modules at run time: native and WASM packages (sharp, PGlite) find their
 *   files beside themselves, and the image installs them with `npm ci --omit=dev`.
 * - The SQL migrations are copied next to the bundle: db/client.ts finds them beside the running file
 *   (`import.meta.url`), which is dist/ once bundled.
 * - Source maps, so a production stack trace (run with --enable-source-maps) names our .ts files and lines.
 */
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(apiRoot, 'dist');

/** Bare imports are external, except the workspace's own packages. */
const externalPackages: Plugin = {
  name: 'external-packages',
  setup(context) {
    context.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@portal/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

export async function buildServer(): Promise<void> {
  const started = performance.now();
  rmSync(outDir, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: apiRoot,
    entryPoints: {
      server: 'src/server.ts',
      seed: 'src/db/seed/run.ts',
      // The first admin of a production back office is added with it (README).
      'operator-add': 'src/modules/backoffice/cli/operator-add.ts',
    },
    outdir: outDir,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: true,
    // Shared code in one chunk instead of two copies (server and seed both open the database).
    splitting: true,
    // Beside the entries, not in a subfolder: db/client.ts locates the migrations from the file its code ends up in.
    chunkNames: '[name]-[hash]',
    plugins: [externalPackages],
    logLevel: 'warning',
    metafile: true,
  });
  cpSync(path.join(apiRoot, 'src/db/migrations'), path.join(outDir, 'migrations'), { recursive: true });
  const bytes = Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
  console.log(
    `API bundle: ${path.relative(process.cwd(), outDir)} (${(bytes / 1024).toFixed(0)} kB with maps) in ${Math.round(performance.now() - started)} ms`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  buildServer().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
