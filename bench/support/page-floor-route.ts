/**
 * The floor under a server-rendered page (issue 29): the same page's bytes answered by the same server through the
 * same hooks and compressed the same way per request, with no session lookup, no data and no render. Whatever a
 * render or its data calls are made to cost, a page of these bytes costs at least this; so the floor's rate against the
 * page's main call is the best ratio of rates the page could reach while it sends what it sends.
 *
 * Bench-only: registered by support/api-server.ts when it renders pages (BENCH_WEB_DIST_DIR), never by the app.
 */
import type { FastifyInstance } from 'fastify';
import { sendMaybeCompressed } from '../../apps/api/src/plugins/page-render';

export const PAGE_FLOOR_PATH = '/bench-floor';

/** `GET /bench-floor?page=/carteira`: the page rendered once for this visitor (their cookie), then its bytes again. */
export function registerPageFloor(app: FastifyInstance): void {
  const rendered = new Map<string, Buffer>();
  app.get(PAGE_FLOOR_PATH, async (request, reply) => {
    const page = (request.query as { page?: unknown }).page;
    if (typeof page !== 'string' || !/^\/[a-z-]+$/.test(page)) return reply.code(400).send();
    const key = `${page}\n${request.headers.cookie ?? ''}\n${request.headers['accept-language'] ?? ''}`;
    let html = rendered.get(key);
    if (!html) {
      const answer = await app.inject({
        method: 'GET',
        url: page,
        headers: {
          accept: 'text/html',
          'accept-language': request.headers['accept-language'] ?? '',
          cookie: request.headers.cookie ?? '',
          host: request.headers.host ?? '',
        },
      });
      if (answer.statusCode !== 200) return reply.code(502).send();
      html = answer.rawPayload;
      rendered.set(key, html);
    }
    // The page's own headers (plugins/page-render.ts), so the answer travels as the page does.
    reply
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Cache-Control', 'private, no-store')
      .header('Vary', 'Cookie, Accept-Language, Accept-Encoding');
    // Compressed as the page is, by the page's own send.
    await sendMaybeCompressed(request, reply, html);
    return reply;
  });
}
