import fp from 'fastify-plugin';
import { resolveLanguage, type Language } from '@portal/domain';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request language from Accept-Language (pt when absent). */
    lang: Language;
  }
}

export default fp(async function requestContext(app) {
  app.decorateRequest('lang', 'pt');
  app.addHook('onRequest', async (request) => {
    request.lang = resolveLanguage(request.headers['accept-language']);
  });
});
