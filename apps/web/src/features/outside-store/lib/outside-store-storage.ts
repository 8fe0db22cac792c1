/**
 * The outside-store flow's items and form draft, kept for the tab (session storage, per user; the brand is the host,
 * so each brand has its own storage) through the shared selection storage, so a reload on `produto` or `confirmacao`
 * keeps them. Read back field by field: a value from an older version or edited by hand loses what does not fit
 * (an item, a field) and never breaks the page.
 */
import { formatDate } from '@portal/domain';
import { clearFlowState, parseStoredItem, readFlowState, writeFlowState } from '../../../lib/selection-storage';
import {
  EMPTY_VALUES,
  isPristine,
  maskField,
  type OutsideStoreField,
  type OutsideStoreItem,
  type OutsideStoreValues,
} from './outside-store-form';

const FLOW = 'outside-store';

export interface OutsideStoreDraft {
  items: OutsideStoreItem[];
  /** The form as typed. */
  values: OutsideStoreValues;
  /** The form as it stood after the last item was added (an untouched form continues without a new item). */
  base: OutsideStoreValues;
  /**
   * How many files were chosen and not sent. The files themselves cannot be stored (they live in memory only), so a
   * reload loses them; the count lets the restored page say so, instead of a silently empty upload area (issue 46).
   */
  pendingFiles: number;
}

export const EMPTY_DRAFT: OutsideStoreDraft = { items: [], values: EMPTY_VALUES, base: EMPTY_VALUES, pendingFiles: 0 };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const filled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** An item as the form builds it: a SelectedItem's shape, its store and purchase, a product, a reason and a desire. */
function toItem(value: unknown): OutsideStoreItem | null {
  const item = parseStoredItem(value);
  if (!item || !isRecord(value)) return null;
  const { nomeLoja, cidadeLoja, dataCompraLoja } = value;
  if (!filled(nomeLoja) || !filled(cidadeLoja) || typeof dataCompraLoja !== 'string') return null;
  // A real calendar day written yyyy-mm-dd, as toOutsideStoreItem writes it.
  if (!/^\d{4}-\d{2}-\d{2}$/.test(dataCompraLoja) || formatDate(dataCompraLoja) === '') return null;
  if (!filled(item.produtoNome) || item.motivoCodigo <= 0 || item.desejoCodigo <= 0 || item.produtoValor <= 0)
    return null;
  return { ...item, nomeLoja, cidadeLoja, dataCompraLoja };
}

/** Each field a string passed through its own mask (a stored value obeys the same rules as a typed one). */
function toValues(value: unknown): OutsideStoreValues {
  if (!isRecord(value)) return EMPTY_VALUES;
  const values = { ...EMPTY_VALUES };
  for (const field of Object.keys(EMPTY_VALUES) as OutsideStoreField[]) {
    const stored = value[field];
    if (typeof stored === 'string') values[field] = maskField(field, stored);
  }
  return values;
}

export function readOutsideStoreDraft(identity: string | null | undefined): OutsideStoreDraft {
  const stored = readFlowState(FLOW, identity);
  if (!isRecord(stored)) return EMPTY_DRAFT;
  const seen = new Set<string>();
  const items: OutsideStoreItem[] = [];
  for (const entry of Array.isArray(stored.items) ? stored.items : []) {
    const item = toItem(entry);
    if (!item || seen.has(item.UNIQUE_KEY)) continue;
    seen.add(item.UNIQUE_KEY);
    items.push(item);
  }
  const pending = stored.pendingFiles;
  const pendingFiles = typeof pending === 'number' && Number.isInteger(pending) && pending > 0 ? pending : 0;
  return { items, values: toValues(stored.values), base: toValues(stored.base), pendingFiles };
}

/** Stores the draft; one with no item and an untouched form removes it (nothing to keep). */
export function writeOutsideStoreDraft(
  identity: string | null | undefined,
  draft: Omit<OutsideStoreDraft, 'pendingFiles'> & Partial<Pick<OutsideStoreDraft, 'pendingFiles'>>,
): void {
  const empty = draft.items.length === 0 && isPristine(draft.values, EMPTY_VALUES);
  writeFlowState(FLOW, identity, empty ? null : { ...draft, pendingFiles: draft.pendingFiles ?? 0 });
}

/** After the protocol is created, and on cancel. */
export function clearOutsideStoreDraft(identity: string | null | undefined): void {
  clearFlowState(FLOW, identity);
}
