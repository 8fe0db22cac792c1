/**
 * `npm run build -w apps/web [-- --outDir <dir>]`: the browser build into <dir> (dist by default), then the server
 * render's build (src/entry-server.tsx, ADR 0024) into <dir>/.server, where the API's page plugin loads it. One
 * folder holds both, so whoever publishes a build (e2e/support/start-server.ts) publishes them together; the static
 * file server never serves dot-folders.
 *
 * Always a production build, whatever NODE_ENV the caller has (README: the server may run with NODE_ENV=development,
 * and `npm start` builds under it): React's development build is larger and slower and must never reach a shopper.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

process.env.NODE_ENV = 'production';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDirFlag = process.argv.indexOf('--outDir');
const outDir = path.resolve(outDirFlag >= 0 ? process.argv[outDirFlag + 1]! : path.join(webDir, 'dist'));

await build({ root: webDir, mode: 'production', build: { outDir, emptyOutDir: true } });
await build({
  root: webDir,
  mode: 'production',
  build: { ssr: 'src/entry-server.tsx', outDir: path.join(outDir, '.server'), emptyOutDir: true, copyPublicDir: false },
});
