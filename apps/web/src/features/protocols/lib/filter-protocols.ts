import type { ProtocolSummary } from '@portal/domain';

/** The status filter's value for every protocol (spec §4 'all-protocols filter'). */
export const ALL_STATUSES = 'all';

export interface ProtocolFilters {
  /** Free text, matched against protocol id, invoice, status, resolution, reason, sub-reason and product names. */
  text: string;
  /** ALL_STATUSES or a status id as text. */
  status: string;
}

/** Lower case without accents, so 'analise' finds 'Aguardando análise'. */
function fold(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

function matchesText(protocol: ProtocolSummary, query: string): boolean {
  if (!query) return true;
  const fields = [
    String(protocol.PRT_ID),
    protocol.PRT_NFISCAL ?? '',
    protocol.SIT_NOME,
    protocol.MOT_NOME,
    protocol.ASS_NOME ?? '',
    protocol.SMOT_NOME ?? '',
    ...(protocol.PRODUTOS ?? []),
    // The names as shown too (the brand's en/es ones, ADR 0032): the shopper searches what they read.
    ...(protocol.PRODUTOS_SHOWN ?? []).map((name) => name.text),
  ];
  return fields.some((field) => fold(field).includes(query));
}

/** The protocols the filters let through, in the order given (newest first, as the server sorts them). */
export function filterProtocols(protocols: readonly ProtocolSummary[], filters: ProtocolFilters): ProtocolSummary[] {
  const query = fold(filters.text);
  return protocols.filter(
    (protocol) =>
      (filters.status === ALL_STATUSES || String(protocol.SIT_ID) === filters.status) && matchesText(protocol, query),
  );
}

export interface StatusOption {
  value: string;
  label: string;
}

/** The statuses present in the list, each once, in the order they first appear: the status filter offers only these. */
export function presentStatuses(protocols: readonly ProtocolSummary[]): StatusOption[] {
  const seen = new Map<number, string>();
  for (const protocol of protocols) if (!seen.has(protocol.SIT_ID)) seen.set(protocol.SIT_ID, protocol.SIT_NOME);
  return [...seen].map(([id, name]) => ({ value: String(id), label: name }));
}
