import type { FastifyBaseLogger } from 'fastify';
import { isValidCep, onlyDigits } from '@portal/domain';
import type { Database } from '../../db/client';
import { DomainError } from '../../lib/errors';
import { addressMessages } from './messages';
import { cacheCep, findCep, type CepRecord } from './repo';
import { askUpstream, CepUpstreamError } from './upstream';

export interface CepLookupContext {
  db: Database;
  /** CEP_UPSTREAM_URL; unknown CEPs are only asked there when it is set. */
  upstreamUrl?: string;
  now: Date;
  log: FastifyBaseLogger;
  fetchImpl?: typeof fetch;
}

/**
 * City and state of a CEP: the local table first, then (when configured) the upstream service, whose answer is
 * cached in the same table. Unknown gives a WARN 404 (the web clears the fields and shows 'CEP não encontrado');
 * an upstream failure gives a WARN 503, so the web can tell 'does not exist' from 'could not ask' and let the
 * shopper type city and state (spec §5).
 */
export async function lookupCep(context: CepLookupContext, rawCep: string): Promise<CepRecord> {
  if (!isValidCep(rawCep)) throw new DomainError('validation', addressMessages.cepInvalid, { code: 'cep_invalid' });
  const cep = onlyDigits(rawCep);

  const known = await findCep(context.db, cep);
  if (known) return known;

  if (context.upstreamUrl) {
    try {
      const answer = await askUpstream(context.upstreamUrl, cep, context.fetchImpl);
      if (answer.found) {
        await cacheCep(context.db, answer.record, context.now);
        return answer.record;
      }
    } catch (error) {
      if (!(error instanceof CepUpstreamError)) throw error;
      context.log.warn({ err: error }, 'CEP upstream lookup failed');
      throw new DomainError('unavailable', addressMessages.cepLookupFailed, {
        severity: 'WARN',
        code: 'cep_lookup_failed',
      });
    }
  }
  throw new DomainError('not_found', addressMessages.cepNotFound, { severity: 'WARN', code: 'cep_not_found' });
}
