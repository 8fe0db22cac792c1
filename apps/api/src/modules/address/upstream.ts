import { isValidUf } from '@portal/domain';
import type { CepRecord } from './repo';

/** How long a shopper waits for the upstream service before city and state become editable (spec §5). */
export const CEP_UPSTREAM_TIMEOUT_MS = 3000;
/** A CEP answer is a few hundred bytes; anything far larger is not one. */
const MAX_UPSTREAM_BODY_CHARS = 64 * 1024;

export type UpstreamAnswer = { found: true; record: CepRecord } | { found: false };

export class CepUpstreamError extends Error {
  override readonly name = 'CepUpstreamError';
}

/**
 * The upstream URL for a CEP: `{cep}` in CEP_UPSTREAM_URL is replaced (ViaCEP: `https://viacep.com.br/ws/{cep}/json`),
 * otherwise the CEP is appended as the last path segment (`https://cep.example/api` -> `https://cep.example/api/01310100`).
 */
export function upstreamUrlFor(base: string, cep: string): string {
  if (base.includes('{cep}')) return base.replaceAll('{cep}', cep);
  return `${base.replace(/\/+$/, '')}/${cep}`;
}

function textField(body: Record<string, unknown>, ...names: string[]): string | null {
  for (const name of names) {
    const value = body[name];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return null;
}

/**
 * Reads a ViaCEP-like answer: `{ cep, logradouro, bairro, localidade, uf }`, or `{ erro: true }` / HTTP 404 when the
 * CEP does not exist. `city`/`state` and `street`/`district` are accepted as alternative names. Any other status, a
 * timeout or an answer without a city and a valid UF is a failure, not a 'not found'.
 */
export async function askUpstream(base: string, cep: string, fetchImpl: typeof fetch = fetch): Promise<UpstreamAnswer> {
  let response: Response;
  try {
    response = await fetchImpl(upstreamUrlFor(base, cep), {
      headers: { accept: 'application/json' },
      redirect: 'error',
      signal: AbortSignal.timeout(CEP_UPSTREAM_TIMEOUT_MS),
    });
  } catch (error) {
    throw new CepUpstreamError(`CEP upstream unreachable: ${(error as Error).name}`, { cause: error });
  }
  if (response.status === 404 || response.status === 400) {
    await response.body?.cancel();
    return { found: false };
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new CepUpstreamError(`CEP upstream answered ${response.status}`);
  }
  let body: unknown;
  try {
    const text = await response.text();
    if (text.length > MAX_UPSTREAM_BODY_CHARS) throw new Error('answer too large');
    body = JSON.parse(text);
  } catch (error) {
    throw new CepUpstreamError('CEP upstream answer is not JSON', { cause: error });
  }
  if (!body || typeof body !== 'object' || Array.isArray(body))
    throw new CepUpstreamError('CEP upstream answer is not an object');
  const record = body as Record<string, unknown>;
  if (record.erro === true || record.erro === 'true') return { found: false };

  const city = textField(record, 'localidade', 'city');
  const uf = textField(record, 'uf', 'state')?.toUpperCase() ?? null;
  if (!city || !uf || !isValidUf(uf)) throw new CepUpstreamError('CEP upstream answer has no city or valid UF');
  return {
    found: true,
    record: {
      cep,
      city,
      uf,
      street: textField(record, 'logradouro', 'street'),
      district: textField(record, 'bairro', 'district'),
    },
  };
}
