/**
 * Stock rules of spec §4 'Size and colour': which sizes and colours an exchange may pick, when the stock-empty modal
 * shows, and how a failed stock load is retried. The server uses `hasStockFor` to re-check the chosen variant.
 */
import {
  SAME_VARIANT_DESIRES,
  STOCK_ERROR_ALERT_MS,
  STOCK_MAX_ERRORS_BEFORE_RESET,
  STOCK_RETRY_DELAY_MS,
} from '../constants';
import type { StockVariant } from './entities';

export interface SizeEntry {
  size: string;
  order: number;
}

export interface SizeOption extends SizeEntry {
  /** Units over every colour of this size. */
  stock: number;
  selectable: boolean;
}

export interface ColourOption {
  code: string;
  name: string;
  hex: string | null;
  image: string | null;
  stock: number;
  selectable: boolean;
}

export type StockLine = Pick<StockVariant, 'GRA_TAMANHO' | 'TAM_ORDEM' | 'EST_SLD'> &
  Partial<Pick<StockVariant, 'TAMANHOS' | 'COR_CODIGO' | 'COR_NOME' | 'COR_CODHEXA' | 'LINK_IMAGEM'>>;

/** Sizes and colours are typed by people on the back office: ' m ' and 'M' are the same size. */
function sizeKey(size: string): string {
  return size.trim().toUpperCase();
}

function colourKey(colour: string): string {
  return colour.trim().toLocaleLowerCase('pt-BR');
}

function unitsOf(line: { EST_SLD: number }): number {
  return Number.isFinite(line.EST_SLD) && line.EST_SLD > 0 ? line.EST_SLD : 0;
}

/**
 * Parses TAMANHOS ('P | 1, M | 2, G | 3') into sizes sorted by their order. Entries without a size are skipped,
 * a repeated size keeps its first order, and an entry without a usable order goes after the ordered ones in the order
 * it was written, so a half-filled grid still lists every size.
 */
export function parseSizeList(value: string | null | undefined): SizeEntry[] {
  if (!value) return [];
  const seen = new Set<string>();
  const entries: (SizeEntry & { position: number })[] = [];
  value.split(',').forEach((raw, position) => {
    const [rawSize = '', rawOrder = ''] = raw.split('|');
    const size = rawSize.trim();
    if (!size || seen.has(sizeKey(size))) return;
    seen.add(sizeKey(size));
    const order = rawOrder.trim() === '' ? Number.NaN : Number(rawOrder.trim());
    entries.push({ size, order: Number.isFinite(order) ? order : Number.POSITIVE_INFINITY, position });
  });
  return entries
    .sort((a, b) => a.order - b.order || a.position - b.position)
    .map(({ size, order }) => ({ size, order }));
}

/**
 * One option per size of the product, in grid order. The grid comes from TAMANHOS when the lines carry it, so sizes
 * without any stock line still show (as not selectable); otherwise from the lines' own GRA_TAMANHO and TAM_ORDEM.
 * A size is selectable when some colour of it has stock.
 */
export function sizeOptions(variants: readonly StockLine[]): SizeOption[] {
  const options = new Map<string, SizeOption>();
  const grid = parseSizeList(variants.find((line) => line.TAMANHOS?.trim())?.TAMANHOS);
  for (const entry of grid) options.set(sizeKey(entry.size), { ...entry, stock: 0, selectable: false });
  for (const line of variants) {
    if (!line.GRA_TAMANHO?.trim()) continue;
    const key = sizeKey(line.GRA_TAMANHO);
    const option = options.get(key) ?? {
      size: line.GRA_TAMANHO.trim(),
      order: Number.isFinite(line.TAM_ORDEM) ? line.TAM_ORDEM : Number.POSITIVE_INFINITY,
      stock: 0,
      selectable: false,
    };
    option.stock += unitsOf(line);
    option.selectable = option.stock > 0;
    options.set(key, option);
  }
  // Map keeps insertion order, so equal orders stay in the order they were met (stable sort).
  return [...options.values()].sort((a, b) => a.order - b.order);
}

/** Colours offered for a colour exchange once a size is chosen; a colour without stock of that size is shown but not selectable. */
export function coloursForSize(variants: readonly StockLine[], size: string): ColourOption[] {
  const colours = new Map<string, ColourOption>();
  for (const line of variants) {
    if (!line.GRA_TAMANHO || sizeKey(line.GRA_TAMANHO) !== sizeKey(size)) continue;
    const name = line.COR_NOME?.trim() ?? '';
    const code = line.COR_CODIGO?.trim() ?? '';
    if (!name && !code) continue;
    const key = code || colourKey(name);
    const colour = colours.get(key) ?? {
      code,
      name,
      hex: line.COR_CODHEXA ?? null,
      image: line.LINK_IMAGEM ?? null,
      stock: 0,
      selectable: false,
    };
    colour.stock += unitsOf(line);
    colour.selectable = colour.stock > 0;
    colours.set(key, colour);
  }
  return [...colours.values()];
}

/**
 * True when nothing can be chosen, which opens the stock-empty modal. Spec §4 names the case of a single empty size
 * option (a one-size product out of stock); a grid where every size is empty, or no stock line at all, leaves the
 * shopper just as stuck, so it counts too.
 */
export function isStockEmpty(options: readonly Pick<SizeOption, 'selectable'>[]): boolean {
  return options.every((option) => !option.selectable);
}

/** The server-side truth for a chosen exchange: some line of that size (and colour, when given) has stock. */
export function hasStockFor(variants: readonly StockLine[], size: string, colour?: string | null): boolean {
  if (!size.trim()) return false;
  return variants.some(
    (line) =>
      !!line.GRA_TAMANHO &&
      sizeKey(line.GRA_TAMANHO) === sizeKey(size) &&
      (!colour?.trim() ||
        (line.COR_NOME !== undefined && colourKey(line.COR_NOME) === colourKey(colour)) ||
        (line.COR_CODIGO !== undefined && line.COR_CODIGO.trim() === colour.trim())) &&
      unitsOf(line) > 0,
  );
}

/** What an exchange desire lets the shopper change (its MOT_TAMANHO / MOT_COR) and whether the same piece is allowed. */
export interface ExchangeRule {
  sizeExchange: boolean;
  colourExchange: boolean;
  sameVariantAllowed: boolean;
}

export function exchangeRuleOf(desire: { MOT_ID: number; MOT_TAMANHO: string; MOT_COR: string }): ExchangeRule {
  return {
    sizeExchange: desire.MOT_TAMANHO === 'S',
    colourExchange: desire.MOT_COR === 'S',
    sameVariantAllowed: (SAME_VARIANT_DESIRES as readonly number[]).includes(desire.MOT_ID),
  };
}

/** The size and colour of the order line (GRA_TAMANHO, COR_NOME), or of the exchange asked for. */
export interface Variant {
  size: string;
  colour: string | null | undefined;
}

function sameColour(a: string | null | undefined, b: string | null | undefined): boolean {
  return colourKey(a ?? '') === colourKey(b ?? '');
}

/** The wanted variant is the one bought: same size and, when a colour is named, the same colour. */
export function isSameVariant(bought: Variant, wanted: Variant): boolean {
  return (
    sizeKey(bought.size) === sizeKey(wanted.size) &&
    (!wanted.colour?.trim() || sameColour(bought.colour, wanted.colour))
  );
}

/**
 * The server's refusal (issue 11): an exchange that changes size or colour may not ask for the piece already bought
 * (Bota 38 for a Bota 38), unless the desire sends the same piece again. A colour-only exchange keeps the bought size,
 * a size-only one the bought colour, so this is 'the same size and the same colour' in every mode.
 */
export function isExchangeToBoughtVariant(rule: ExchangeRule, bought: Variant, wanted: Variant): boolean {
  if (!(rule.sizeExchange || rule.colourExchange) || rule.sameVariantAllowed) return false;
  return isSameVariant(bought, {
    size: rule.sizeExchange ? wanted.size : bought.size,
    colour: rule.colourExchange ? wanted.colour : bought.colour,
  });
}

/**
 * The size cards of an exchange. A size-only exchange keeps the bought colour, so a size counts that colour's stock
 * (what the server checks) and the bought size is left out: it is what the shopper already has. With colour exchange
 * too, every size stays, since the bought size in another colour is a real change; its colours drop the bought one.
 */
export function exchangeSizeOptions(variants: readonly StockLine[], bought: Variant, rule: ExchangeRule): SizeOption[] {
  if (rule.colourExchange) {
    if (rule.sameVariantAllowed) return sizeOptions(variants);
    return sizeOptions(
      variants.filter((line) => !isSameVariant(bought, { size: line.GRA_TAMANHO, colour: line.COR_NOME ?? null })),
    );
  }
  // Lines that carry no colour name at all cannot be narrowed to the bought colour: then every line counts.
  const narrowed = !!bought.colour?.trim() && variants.some((line) => !!line.COR_NOME?.trim());
  const options = sizeOptions(
    narrowed ? variants.filter((line) => !!line.COR_NOME && sameColour(line.COR_NOME, bought.colour)) : variants,
  );
  return rule.sameVariantAllowed ? options : options.filter((option) => sizeKey(option.size) !== sizeKey(bought.size));
}

/** The colour cards of an exchange for the size that applies; the bought colour of the bought size is left out. */
export function exchangeColourOptions(
  variants: readonly StockLine[],
  size: string,
  bought: Variant,
  rule: ExchangeRule,
): ColourOption[] {
  const colours = coloursForSize(variants, size);
  if (rule.sameVariantAllowed) return colours;
  return colours.filter((colour) => !isSameVariant(bought, { size, colour: colour.name || colour.code }));
}

/**
 * Retry of a failed stock load (spec §4, §9): each failure shows its message for STOCK_ERROR_ALERT_MS and schedules a
 * new load STOCK_RETRY_DELAY_MS later. Once more than STOCK_MAX_ERRORS_BEFORE_RESET failures happened in a row the
 * counter resets and no retry is scheduled, so a back end that is down is not polled for ever; choosing the reason
 * again starts a fresh round. Times are passed in (`at`, epoch ms) so the reducer stays pure; the UI sets its timers
 * from `errorVisibleUntil` and `retryAt`.
 */
export interface StockRetryState {
  status: 'idle' | 'loading' | 'loaded' | 'error' | 'gaveUp';
  errors: number;
  errorMessage: string | null;
  errorVisibleUntil: number | null;
  retryAt: number | null;
}

export type StockRetryEvent =
  | { type: 'loadStarted' }
  | { type: 'loadSucceeded' }
  | { type: 'loadFailed'; message: string; at: number }
  | { type: 'errorHidden' }
  | { type: 'reset' };

export const initialStockRetryState: StockRetryState = {
  status: 'idle',
  errors: 0,
  errorMessage: null,
  errorVisibleUntil: null,
  retryAt: null,
};

export function stockRetryState(state: StockRetryState, event: StockRetryEvent): StockRetryState {
  switch (event.type) {
    case 'loadStarted':
      return { ...state, status: 'loading', retryAt: null };
    case 'loadSucceeded':
      return { ...initialStockRetryState, status: 'loaded' };
    case 'loadFailed': {
      const errors = state.errors + 1;
      const shown = { errorMessage: event.message, errorVisibleUntil: event.at + STOCK_ERROR_ALERT_MS };
      if (errors > STOCK_MAX_ERRORS_BEFORE_RESET) return { ...shown, status: 'gaveUp', errors: 0, retryAt: null };
      return { ...shown, status: 'error', errors, retryAt: event.at + STOCK_RETRY_DELAY_MS };
    }
    case 'errorHidden':
      return { ...state, errorMessage: null, errorVisibleUntil: null };
    case 'reset':
      return initialStockRetryState;
  }
}

/** True when a scheduled retry is due at `now`. */
export function isStockRetryDue(state: StockRetryState, now: number): boolean {
  return state.status === 'error' && state.retryAt !== null && now >= state.retryAt;
}
