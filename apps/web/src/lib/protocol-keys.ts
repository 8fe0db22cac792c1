import type { Language } from '@portal/domain';

/**
 * Query keys of the shopper's protocols. Shared code because two features touch them: the protocols feature reads
 * them and the request flow, once it has created a protocol, invalidates `all` so the list shows it first (no stale
 * cache). Status and reason names come in the request language, so the keys carry it.
 */
export const protocolKeys = {
  all: ['protocols'] as const,
  list: (language: Language) => [...protocolKeys.all, 'list', language] as const,
  detail: (prtId: number, language: Language) => [...protocolKeys.all, 'detail', prtId, language] as const,
  history: (prtId: number, language: Language) => [...protocolKeys.all, 'history', prtId, language] as const,
  timeline: (prtId: number, language: Language) => [...protocolKeys.all, 'timeline', prtId, language] as const,
  items: (prtId: number, language: Language) => [...protocolKeys.all, 'items', prtId, language] as const,
  stockouts: (prtId: number) => [...protocolKeys.all, 'stockouts', prtId] as const,
  files: (prtId: number) => [...protocolKeys.all, 'files', prtId] as const,
  /** The return's shipping (issue 48): event descriptions come in the request language. */
  shipment: (prtId: number, language: Language) => [...protocolKeys.all, 'shipment', prtId, language] as const,
};
