import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import errorHandler from '../plugins/error-handler';
import requestContext from '../plugins/request-context';
import { zodIssueMessage } from './zod-messages';

let app: FastifyInstance;

// The real error handler and language plugin, with a route whose schema only has zod's built-in checks.
beforeAll(async () => {
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(requestContext);
  await app.register(errorHandler);
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/check',
      { schema: { body: z.strictObject({ quantity: z.number().int().max(5), note: z.string().max(3) }) } },
      async () => ({ ok: true }),
    );
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

function post(payload: unknown, language: string) {
  return app.inject({
    method: 'POST',
    url: '/check',
    headers: { 'content-type': 'application/json', 'accept-language': language },
    payload: JSON.stringify(payload),
  });
}

describe("zod's built-in issues reach the shopper in their language, never in zod's English", () => {
  it.each([
    ['pt', 'Requisição inválida: quantity: valor do tipo errado (esperado: número)'],
    ['en', 'Invalid request: quantity: wrong type of value (expected: number)'],
    ['es', 'Solicitud no válida: quantity: valor de tipo incorrecto (se esperaba: número)'],
  ])('a quantity that is not a number, in %s', async (language, message) => {
    const response = await post({ quantity: 'abc', note: 'ok' }, language);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ type: 'ERROR', message, code: 'invalid_request' });
  });

  it.each([
    ['pt', 'Requisição inválida: quantity: deve ser no máximo 5; note: no máximo 3 caracteres'],
    ['es', 'Solicitud no válida: quantity: debe ser como máximo 5; note: como máximo 3 caracteres'],
  ])('too big, in %s', async (language, message) => {
    const response = await post({ quantity: 9, note: 'long' }, language);
    expect(response.json()).toMatchObject({ message });
  });

  it('unknown fields, in en', async () => {
    const response = await post({ quantity: 1, note: 'a', extra: true }, 'en');
    expect(response.json().message).toBe('Invalid request: body: fields not allowed: extra');
    expect(response.json().message).not.toMatch(/Unrecognized key/);
  });
});

describe('zodIssueMessage', () => {
  it.each([
    [{ keyword: 'too_big', params: { origin: 'string', maximum: 80 } }, 'como máximo 80 caracteres'],
    [{ keyword: 'too_small', params: { origin: 'array', minimum: 1 } }, 'como mínimo 1 elementos'],
    [{ keyword: 'invalid_format', params: { format: 'email' } }, 'correo electrónico no válido'],
    [{ keyword: 'unrecognized_keys', params: { keys: ['extra', 'other'] } }, 'campos no permitidos: extra, other'],
    [{ keyword: 'invalid_type', message: 'Invalid input: expected string, received undefined' }, 'campo obligatorio'],
    [{ keyword: 'custom', message: 'Invalid input' }, 'valor no válido'],
  ])('%o in es', (issue, message) => {
    expect(zodIssueMessage(issue, 'es')).toBe(message);
  });
});
