import type { FastifyInstance, FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';
import type { z } from 'zod';
import type { Language } from '@portal/domain';
import type { Brand } from '../modules/brand/repo';
import type { KeptAnswerKey } from './kept-answers';
import type { SessionInfo } from './session';

/**
 * The API calls a server-rendered page makes for its data (ADR 0057), each defined once, route and handler together:
 * the module registers it as its Fastify route (`routeCall`) and the page render answers it in-process by calling the
 * very same handler (plugins/page-transport.ts), after the same validation and with the same encoding. There is one
 * copy of what a call answers, and what a page embeds is what the browser's own call gets.
 */

/**
 * What a shared call's handler reads from its request. A Fastify request has all of it; a page's in-process call gets
 * the page request's brand, cookies and session, and its own language, query and body.
 */
export interface CallRequest<Query = unknown, Body = unknown> {
  readonly brand: Brand | null;
  /** Set by the session hook before the handler, except on `sessionInQuery` routes (their statement checks it). */
  session: SessionInfo | null;
  readonly cookies: Record<string, string | undefined>;
  readonly lang: Language;
  readonly query: Query;
  readonly body: Body;
}

type Output<Schema> = Schema extends z.ZodType ? z.output<Schema> : unknown;

export interface SharedCall<QuerySchema extends z.ZodType | undefined, BodySchema extends z.ZodType | undefined> {
  method: 'GET' | 'POST';
  /** The path under /api. */
  url: string;
  schema: {
    querystring?: QuerySchema;
    body?: BodySchema;
    /** The answer of 200 is what a page embeds; the others document the refusals (OpenAPI). */
    response: { 200: z.ZodType } & Record<number, z.ZodType>;
  };
  config?: { sessionInQuery?: boolean };
  /** A route that encodes its answer itself instead of through the response schema (the heavy lists). */
  serializerCompiler?: FastifySerializerCompiler<unknown>;
  /**
   * For reference data the same for every shopper of a brand and language (ADR 0069): where this request's answer
   * sits among the kept ones, or null to answer it afresh (a filtered question, no generation read). Called after the
   * session is known. The route and the page then answer the kept text (plugins/kept-answers.ts).
   */
  keptAnswer?(request: CallRequest<Output<QuerySchema>, Output<BodySchema>>): KeptAnswerKey | null;
  /** The answer of 200; anything else is thrown (a DomainError becomes its status through the error handler). */
  handle(app: FastifyInstance, request: CallRequest<Output<QuerySchema>, Output<BodySchema>>): Promise<unknown>;
}

/** Any shared call, whatever its schemas (for the tables that list them). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnySharedCall = SharedCall<any, any>;

/** Declares a shared call; the identity function is there for the types of its handler's query and body. */
export function sharedCall<
  QuerySchema extends z.ZodType | undefined = undefined,
  BodySchema extends z.ZodType | undefined = undefined,
>(call: SharedCall<QuerySchema, BodySchema>): SharedCall<QuerySchema, BodySchema> {
  return call;
}

/** The content type Fastify gives a serialised JSON answer: a kept answer's text goes out with the same. */
export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

// The calls each app's modules offered its pages, keyed by the app's HTTP server (which every encapsulated context of
// one app shares and no other app has): the page plugins read them here instead of importing the modules (ADR 0087).
const offered = new WeakMap<object, AnySharedCall[]>();

/** The calls the modules registered with `routeCall` on this app, in their registration order. */
export function pageCalls(app: FastifyInstance): readonly AnySharedCall[] {
  return offered.get(app.server) ?? [];
}

/**
 * Registers a shared call as a route of `app` (a module's plugin, under the /api prefix) and offers it to the
 * server-rendered pages (plugins/page-transport.ts answers it in-process).
 */
export function routeCall(app: FastifyInstance, call: AnySharedCall): void {
  offered.set(app.server, [...pageCalls(app), call]);
  let compiled: CompiledCall | null = null;
  app.route({
    method: call.method,
    url: call.url,
    schema: call.schema,
    ...(call.config ? { config: call.config } : {}),
    ...(call.serializerCompiler ? { serializerCompiler: call.serializerCompiler } : {}),
    // The validator has made the query and body the schemas' output, the type the handler is declared with.
    handler: async (request, reply) => {
      // Encoded here, by the route's own serializer, so the text kept is the one the route writes (a string with a
      // JSON content type goes out as it is).
      const kept = keptAnswerText(app, call, request as CallRequest, (answer) => {
        compiled ??= compileCall(app, call);
        return compiled.encode(answer);
      });
      if (!kept) return call.handle(app, request as CallRequest);
      return reply.type(JSON_CONTENT_TYPE).send(await kept);
    },
  });
}

/**
 * The text of the call's answer for `request` from the kept answers (made by its handler and `encode` when not kept
 * yet, ADR 0069), or null when the call keeps no answer for this request: then it is answered afresh.
 */
export function keptAnswerText(
  app: FastifyInstance,
  call: AnySharedCall,
  request: CallRequest,
  encode: (answer: unknown) => string,
): Promise<string> | null {
  const at = call.keptAnswer?.(request) ?? null;
  if (!at) return null;
  return app.keptAnswers.answer(`${call.method} ${call.url}`, at, async () => encode(await call.handle(app, request)));
}

/** A shared call as the page transport runs it: its validators and its answer's encoder, compiled once. */
export interface CompiledCall {
  call: AnySharedCall;
  /** The query or body as the route's validator leaves it, or null when the route would refuse it (a 400). */
  validate(part: 'querystring' | 'body', value: unknown): { value: unknown } | null;
  /** The 200 answer's text, as the route's serializer writes it. */
  encode(answer: unknown): string;
}

/** Compiles a call with the app's own compilers (fastify-type-provider-zod's, set in app.ts) or the route's own. */
export function compileCall(app: FastifyInstance, call: AnySharedCall): CompiledCall {
  const url = `/api${call.url}`;
  const validatorCompiler = app.validatorCompiler;
  const serializerCompiler = call.serializerCompiler ?? app.serializerCompiler;
  if (!validatorCompiler || !serializerCompiler) throw new Error('the app has no schema compilers (app.ts sets them)');
  const validators = new Map<'querystring' | 'body', ReturnType<FastifySchemaCompiler<unknown>>>();
  for (const part of ['querystring', 'body'] as const) {
    const schema = call.schema[part];
    if (schema) validators.set(part, validatorCompiler({ schema, method: call.method, url, httpPart: part }));
  }
  const encode = serializerCompiler({ schema: call.schema.response[200], method: call.method, url, httpStatus: '200' });
  return {
    call,
    validate(part, value) {
      const validator = validators.get(part);
      if (!validator) return { value };
      // As Fastify's validation (lib/validation.js): an absent part is validated as null, and the part becomes the
      // validator's value when it gives one.
      const result = validator(value === undefined ? null : value) as { value?: unknown; error?: unknown } | boolean;
      if (result === false) return null;
      if (typeof result === 'object' && result !== null) {
        if (result.error) return null;
        if ('value' in result) return { value: result.value };
      }
      return { value };
    },
    encode,
  };
}
