/**
 * VTEX authenticates to its gift card provider with two headers (Giftcard Provider Protocol, securitySchemes appKey
 * and appToken): X-PROVIDER-API-AppKey and X-PROVIDER-API-AppToken, the pair the brand configured in the Gift Card
 * Hub. Checked on onRequest, before the body is read: the pair must be the host brand's; another brand's pair, a
 * missing or wrong one, or a host naming no brand is a 401.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../../../../lib/errors';
import type { Brand } from '../../../brand/repo';
import type { ProviderKeys } from '../provider-config';
import { providerMessages } from './messages';

export const APP_KEY_HEADER = 'x-provider-api-appkey';
export const APP_TOKEN_HEADER = 'x-provider-api-apptoken';

function same(sent: string | undefined, expected: string): boolean {
  if (sent === undefined) return false;
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The host's brand when the pair sent is its own; throws 401 otherwise. */
export function providerBrand(request: FastifyRequest, keys: Map<number, ProviderKeys>): Brand {
  const unauthorized = new DomainError('unauthorized', providerMessages.keysInvalid, { code: 'provider_keys_invalid' });
  const brand = request.brand;
  const expected = brand ? keys.get(brand.id) : undefined;
  // Both compared whatever the first gives, so the time taken does not tell which of the two was wrong.
  const keyOk = same(header(request, APP_KEY_HEADER), expected?.appKey ?? '\0');
  const tokenOk = same(header(request, APP_TOKEN_HEADER), expected?.appToken ?? '\0');
  if (!brand || !expected || !keyOk || !tokenOk) throw unauthorized;
  return brand;
}
