/**
 * Server-to-server callers (the ERP's moves, the integration API, the event feed) present one key per brand in
 * X-Api-Key. The key names the brand the call acts on: identity comes from the key, never from the body. A wrong or
 * missing key is refused before the body is parsed (`brandKeyGuard` runs on onRequest), so nothing an unknown caller
 * sends is read.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import { DomainError } from './errors';
import { coreMessages } from './messages';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by brandKeyGuard: the brand whose key the caller sent. */
    apiKeyBrandId?: number;
  }
}

function sameKey(sent: string, expected: string): boolean {
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The brand whose key was sent; 401 otherwise. A host naming a brand must name the key's. */
export function keyBrand(request: FastifyRequest, keys: Map<number, string>): number {
  const header = request.headers['x-api-key'];
  const sent = Array.isArray(header) ? header[0] : header;
  const unauthorized = new DomainError('unauthorized', coreMessages.apiKeyInvalid, { code: 'api_key_invalid' });
  if (!sent) throw unauthorized;
  const brandId = [...keys].find(([, key]) => sameKey(sent, key))?.[0];
  if (brandId === undefined || (request.brand && request.brand.id !== brandId)) throw unauthorized;
  return brandId;
}

/** An onRequest hook: 401 before the body is read unless X-Api-Key is one brand's key; sets request.apiKeyBrandId. */
export function brandKeyGuard(keys: Map<number, string>): onRequestHookHandler {
  return async (request) => {
    request.apiKeyBrandId = keyBrand(request, keys);
  };
}

/** The brand set by brandKeyGuard (a route behind the guard only). */
export function guardedBrand(request: FastifyRequest): number {
  if (request.apiKeyBrandId === undefined) throw new Error('brandKeyGuard did not run on this route');
  return request.apiKeyBrandId;
}
