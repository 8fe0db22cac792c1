/**
 * Dates typed day first, dd/mm/yyyy, whatever the browser's own locale (ADR 0033): a native date input follows the
 * browser's language, not the page's, and showed mm/dd/yyyy on Portuguese pages (the wallet statement, then the
 * console's dashboard, issue 46). The slashes come as the digits are typed; the wire keeps yyyy-MM-dd.
 */
const DAY_TEXT = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export function maskDayText(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter((part) => part !== '').join('/');
}

/** dd/mm/yyyy to the yyyy-MM-dd of the wire; anything else is given on as typed, for the caller's check to refuse. */
export function isoFromDayText(text: string): string {
  const match = DAY_TEXT.exec(text.trim());
  return match ? `${match[3]}-${match[2]}-${match[1]}` : text.trim();
}

/** yyyy-MM-dd back to what the field shows; '' for no date. */
export function dayTextFromIso(iso: string | null | undefined): string {
  const match = ISO_DAY.exec(iso ?? '');
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
}
