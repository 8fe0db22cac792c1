/**
 * The statement's date filter (GET /returns/wallet/b2c, issue 12): dt_inicial and dt_final are São Paulo calendar
 * days as yyyy-MM-dd, both inclusive. Pure, so the API's 400s and the web's filter form agree on what is valid.
 */
import type { Language } from '../constants';
import { parseDateInput } from '../dates';

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

export type WalletDateRange =
  | { ok: true; from: Date | null; until: Date | null }
  | { ok: false; reason: 'malformed_date'; field: 'dt_inicial' | 'dt_final' }
  | { ok: false; reason: 'inverted_range' };

/** São Paulo midnight of the day, or null when the text is not a real yyyy-MM-dd day. */
function startOfDay(text: string): Date | null {
  return ISO_DAY.test(text) ? parseDateInput(text) : null;
}

/** The day after a yyyy-MM-dd day, as yyyy-MM-dd (calendar arithmetic, no time zone involved). */
function nextDayKey(text: string): string {
  const [year = 0, month = 1, day = 1] = text.split('-').map(Number);
  const next = new Date(0);
  next.setUTCFullYear(year, month - 1, day);
  return new Date(next.getTime() + MS_PER_DAY).toISOString().slice(0, 10);
}

/**
 * The instants [from, until) that the days cover: from is São Paulo midnight of dt_inicial, until São Paulo midnight
 * of the day after dt_final. An absent or empty end is open. A malformed or impossible day (2026-02-30), or a start
 * after the end, is refused with the reason.
 */
export function walletDateRange(start?: string | null, end?: string | null): WalletDateRange {
  const startText = start?.trim() ?? '';
  const endText = end?.trim() ?? '';
  const from = startText === '' ? null : startOfDay(startText);
  if (startText !== '' && !from) return { ok: false, reason: 'malformed_date', field: 'dt_inicial' };
  const lastDay = endText === '' ? null : startOfDay(endText);
  if (endText !== '' && !lastDay) return { ok: false, reason: 'malformed_date', field: 'dt_final' };
  if (from && lastDay && from.getTime() > lastDay.getTime()) return { ok: false, reason: 'inverted_range' };
  const until = lastDay ? parseDateInput(nextDayKey(endText)) : null;
  return { ok: true, from, until };
}

/** What a voucher credit came from, named in its statement line: a settled protocol or a converted order refund. */
export type VoucherSource = { protocolId: number } | { orderCode: string };

/**
 * The one wording of a voucher's bonus line (MOV_TIPO_LAN 'B') in every language (issue 23: the seeded lines said
 * 'Bônus de 10% sobre…' while a settlement wrote 'Bônus sobre…'). No percent: the amount is on the line, and a
 * settlement knows the bonus in cents, not the percent it was offered at.
 */
export function voucherBonusDescription(source: VoucherSource): Record<Language, string> {
  if ('protocolId' in source) {
    const id = source.protocolId;
    return {
      pt: `Bônus sobre o vale-compras do protocolo ${id}`,
      en: `Bonus on the shopping voucher from protocol ${id}`,
      es: `Bono sobre el vale de compra del protocolo ${id}`,
    };
  }
  const code = source.orderCode;
  return {
    pt: `Bônus sobre o vale-compras do pedido ${code}`,
    en: `Bonus on the shopping voucher from order ${code}`,
    es: `Bono sobre el vale de compra del pedido ${code}`,
  };
}
