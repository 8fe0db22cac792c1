import { existsSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { DomainError } from '../lib/errors';
import { coreMessages } from '../lib/messages';
import { createPageRenderer } from './page-render';

/**
 * Serves the built SPA at / with history fallback, so every route of spec §2 opens directly, and answers unknown /api
 * paths with the JSON 404 of the error contract. A page opened directly arrives rendered on the server when the web
 * build has its server part (plugins/page-render, ADR 0024); otherwise, and whenever a render cannot be made, the
 * static shell goes out and the browser renders the page.
 */
export default fp(async function spa(app, options: { distDir: string | null }) {
  const distDir = options.distDir && existsSync(path.join(options.distDir, 'index.html')) ? options.distDir : null;
  const renderer = distDir ? await createPageRenderer(app, distDir) : null;
  if (distDir) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text asset (apps/web/build/precompress.ts): sent as the browser
      // accepts, with Vary: Accept-Encoding, and nothing compressed per request.
      preCompressed: true,
      // Hashed assets never change; index.html must always be revalidated.
      setHeaders(reply, filePath) {
        reply.header(
          'Cache-Control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (!isApi && distDir && (request.method === 'GET' || request.method === 'HEAD')) {
      if (renderer && request.method === 'GET' && (await renderer.send(request, reply))) return reply;
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html', distDir);
    }
    throw new DomainError('not_found', coreMessages.notFound, { code: 'not_found' });
  });
});
