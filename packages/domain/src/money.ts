/**
 * Money is integer cents (BRL). Formatting is done on the digit string, never by dividing by 100,
 * so every safe integer formats and parses back exactly.
 */

const CENTS_PER_REAL = 100;
const CENT_DIGITS = 2;
const CURRENCY_PREFIX = 'R$ ';

/**
 * Accepts 'R$ 1.234,56', 'R$1234,56', '1.234,56', '1234,5', '1234', '-R$ 1,00', 'R$ -1,00'.
 * Thousands dots must be well placed ('1.23,00' is not money); NBSP from Intl output counts as a space.
 */
const MONEY_PATTERN = /^(-)?\s*(?:R\$\s*)?(-)?\s*(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?$/;

function assertCents(cents: number): void {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Money must be integer cents, got ${cents}`);
}

function splitCents(cents: number): { sign: '' | '-'; reais: string; centavos: string } {
  const digits = String(Math.abs(cents)).padStart(CENT_DIGITS + 1, '0');
  return {
    sign: cents < 0 ? '-' : '',
    reais: digits.slice(0, -CENT_DIGITS),
    centavos: digits.slice(-CENT_DIGITS),
  };
}

function groupThousands(reais: string): string {
  return reais.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** 123456 -> 'R$ 1.234,56'; -100 -> '-R$ 1,00'. Throws RangeError for anything but a safe integer. */
export function formatMoney(cents: number): string {
  assertCents(cents);
  const { sign, reais, centavos } = splitCents(cents);
  return `${sign}${CURRENCY_PREFIX}${groupThousands(reais)},${centavos}`;
}

/** 123456 -> '1234,56', the decimal-comma form the refund call sends as vlr_estorno. */
export function formatDecimalComma(cents: number): string {
  assertCents(cents);
  const { sign, reais, centavos } = splitCents(cents);
  return `${sign}${reais},${centavos}`;
}

/** 'R$ 1.234,56' -> 123456. Returns null for anything that is not a money text or does not fit a safe integer. */
export function parseMoney(text: string | null | undefined): number | null {
  if (typeof text !== 'string') return null;
  const match = MONEY_PATTERN.exec(text.trim());
  if (!match) return null;
  const [, leadingMinus, innerMinus, integerPart = '', decimals = ''] = match;
  if (leadingMinus && innerMinus) return null;
  const cents = Number(`${integerPart.replace(/\./g, '')}${decimals.padEnd(CENT_DIGITS, '0')}`);
  if (!Number.isSafeInteger(cents)) return null;
  // '-R$ 0,00' is zero, not -0 (which would compare unequal under Object.is).
  return (leadingMinus || innerMinus) && cents !== 0 ? -cents : cents;
}

/** Rounds half away from zero, after trimming binary noise so that 100.49999999999999 counts as 100.5. */
function roundHalfUp(value: number): number {
  const magnitude = Number(Math.abs(value).toPrecision(15));
  const rounded = Math.floor(magnitude + 0.5);
  return value < 0 ? -rounded : rounded;
}

/** The `percent` share of an amount, in cents rounded half up: percentOf(1005, 10) === 101. */
export function percentOf(cents: number, percent: number): number {
  assertCents(cents);
  if (!Number.isFinite(percent)) throw new RangeError(`Percent must be a finite number, got ${percent}`);
  return roundHalfUp((cents * percent) / CENTS_PER_REAL);
}

/** The amount increased by `percent` (voucher value = gross x (1 + percent/100), spec §4), rounded half up. */
export function applyPercent(cents: number, percent: number): number {
  return cents + percentOf(cents, percent);
}
