import type { FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { isProduction } from '../config';
import { webhooksDocument } from '../modules/webhooks/openapi-webhooks';
import { withExamples } from './openapi-examples';
import { operationIdOf, securityOf, SECURITY_SCHEMES } from './openapi-security';
import { OPERATION_SUMMARIES } from './openapi-summaries';

/** Where the API document and its reference page live (ARCHITECTURE §6, extra calls). */
export const OPENAPI_PATH = '/api/openapi.json';
export const API_DOCS_PATH = '/api/docs';

/**
 * The OpenAPI 3.1 document of the API, generated from the same zod schemas the routes validate with, so it cannot
 * drift from what they accept (issue 15). Registered before the routes: @fastify/swagger collects them on onRoute.
 * Only /api is the API: the SPA, the dev page and the metrics are left out of the document.
 */
declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered after this plugin, as Fastify saw it: the document's test compares the two. */
    registeredRoutes: RegisteredRoute[];
  }
  interface FastifySchema {
    /**
     * The body schema of a route that parses its body inside the handler (so that the origin and content-type checks
     * answer 403/415 before a 400, and a refusal names its field with the domain's message): the very schema the
     * handler parses with, declared on the route for the document only. Fastify does not validate with it.
     */
    documentedBody?: unknown;
    /** Headers a handler reads itself (Idempotency-Key), for the document only, like documentedBody. */
    documentedHeaders?: unknown;
  }
}

export interface RegisteredRoute {
  method: string;
  url: string;
  /** Left out of the document on purpose (the document itself, the reference page's files). */
  hidden: boolean;
}

/**
 * A route's schema as the document shows it: the body its handler parses in place of the placeholder Fastify
 * validates with, and its operationId, summary and security (issue 45), the route's own when it sets them.
 */
function documentedSchema(schema: FastifySchema | undefined, method: string, url: string): FastifySchema {
  const { documentedBody, documentedHeaders, ...rest } = schema ?? {};
  const key = `${method} ${url}`;
  return {
    operationId: operationIdOf(method, url),
    ...(OPERATION_SUMMARIES[key] ? { summary: OPERATION_SUMMARIES[key] } : {}),
    security: securityOf(method, url),
    ...rest,
    ...(documentedBody ? { body: documentedBody } : {}),
    ...(documentedHeaders ? { headers: documentedHeaders } : {}),
  };
}

export default fp(async function openapi(app) {
  const registeredRoutes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', registeredRoutes);
  app.addHook('onRoute', (route) => {
    const hidden = Boolean((route.schema as { hide?: boolean } | undefined)?.hide);
    for (const method of [route.method].flat()) registeredRoutes.push({ method, url: route.url, hidden });
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Returns portal API',
        version: '1.0.0',
        description:
          'Shopper calls authenticate with the session cookie set by POST /api/authentication/fastaccess/login; ' +
          'server-to-server calls with the per-brand key in X-Api-Key. Errors answer { type, message } in the ' +
          'Accept-Language language (pt, en, es).',
      },
      // The events the portal POSTs to brands' endpoints (issue 26).
      webhooks: webhooksDocument(),
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    transform: (input) =>
      input.url === '/api' || input.url.startsWith('/api/')
        ? jsonSchemaTransform({
            ...input,
            schema: documentedSchema(input.schema, [input.route.method].flat()[0]!, input.url),
          })
        : { schema: { ...input.schema, hide: true }, url: input.url },
    transformObject: (input) => withExamples(jsonSchemaTransformObject(input) as never),
  });

  /**
   * The server is the origin the document was fetched from (ADR 0081): every brand has its own host, and the API
   * answers for the brand its Host names, so no one fixed URL is right for all brands; a client generated from a
   * brand's document talks to that brand.
   */
  app.get(OPENAPI_PATH, { schema: { hide: true }, config: { brandless: true } }, async (request) => ({
    ...(app.swagger() as object),
    servers: [
      {
        url: `${request.protocol}://${request.host}`,
        description: "The host this document was fetched from: each brand's host serves the API for that brand.",
      },
    ],
  }));

  // The reference page is for people integrating, outside production: production serves the document only.
  if (!isProduction(app.config)) {
    // staticCSP off: the app's own Content-Security-Policy (plugins/security) already allows the page's own files.
    await app.register(swaggerUi, { routePrefix: API_DOCS_PATH, staticCSP: false, uiConfig: { validatorUrl: null } });
  }
});
