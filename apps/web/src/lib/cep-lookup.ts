import { onlyDigits } from '@portal/domain';
import { apiRequest, isApiError } from './api-client';

export type CepLookup =
  /** Street and district are '' for a CEP that covers a whole town: the shopper types them. */
  | { kind: 'found'; city: string; uf: string; street: string; district: string }
  | { kind: 'notFound' }
  /** Malformed for the server (400): the field shows the invalid-CEP message. */
  | { kind: 'invalid' }
  /** No answer, or the server could not ask (5xx): city and state become editable (spec §5). */
  | { kind: 'failed' };

interface CepAnswer {
  ceps?: { LOC_NOME?: string | null; UF_CODIGO?: string | null; LOG_NOME?: string | null; BAI_NOME?: string | null }[];
}

/**
 * GET /AddressBook/cep/{cep}. Silent: the step gives its own feedback for each outcome (the 'zip code not found'
 * alert, the invalid-CEP message, editable city and state), so no generic error toast.
 */
export async function lookupCep(cep: string, signal?: AbortSignal): Promise<CepLookup> {
  try {
    const answer = await apiRequest<CepAnswer>(`/AddressBook/cep/${onlyDigits(cep)}`, { silent: true, signal });
    const [first] = answer?.ceps ?? [];
    const city = first?.LOC_NOME?.trim() ?? '';
    const uf = first?.UF_CODIGO?.trim() ?? '';
    const street = first?.LOG_NOME?.trim() ?? '';
    const district = first?.BAI_NOME?.trim() ?? '';
    return city && uf ? { kind: 'found', city, uf, street, district } : { kind: 'notFound' };
  } catch (error) {
    if (!isApiError(error)) throw error;
    if (error.status === 404) return { kind: 'notFound' };
    if (error.status === 400) return { kind: 'invalid' };
    return { kind: 'failed' };
  }
}
