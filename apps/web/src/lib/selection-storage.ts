/**
 * The selection of spec §4 (items the shopper filled in on Home, kept per user in local storage by UNIQUE_KEY) and the
 * confirmation items (what the sidebar confirmed, read by the request flow). Shared code: the orders feature writes
 * both, the request feature reads and clears them.
 *
 * `identity` is the user's e-mail, or the phone for a user known only by phone; `selectionStorageKey` normalises it.
 *
 * A flow with items of its own (the outside-store flow) keeps them in session storage (lib/flow-state-storage,
 * re-exported here): they survive a reload of the tab, not the tab, and are read back through `parseStoredItem`.
 */
import { useCallback, useSyncExternalStore } from 'react';
import { isLanguage, missingFieldsOf, selectionStorageKey, type SelectedItem } from '@portal/domain';
import { readRaw, storageListeners, writeRaw } from './browser-storage';

export { clearAllFlowStates, clearFlowState, readFlowState, writeFlowState } from './flow-state-storage';

/**
 * An item as read back from storage: UNIQUE_KEY is always there and every present field has its right type, but a
 * field may be missing (an item stored by an older version). `validateSelection` tells what it lacks.
 */
export type StoredItem = Partial<SelectedItem> & Pick<SelectedItem, 'UNIQUE_KEY'>;

type FieldKind = 'string' | 'nullableString' | 'number' | 'boolean' | 'yesNo' | 'trigger' | 'shownText';

// `satisfies` makes the compiler list any SelectedItem field this table forgets.
const FIELD_KINDS = {
  UNIQUE_KEY: 'string',
  produtoCodigo: 'string',
  produtoNome: 'string',
  produtoCor: 'string',
  produtoNomeShown: 'shownText',
  produtoCorShown: 'shownText',
  gradeTamanho: 'string',
  tamanhoTroca: 'string',
  thumbnail: 'nullableString',
  ecommerce: 'boolean',
  tipo_contato: 'number',
  isPaymentReversal: 'boolean',
  isRequiredImageToProduct: 'boolean',
  dataCompra: 'nullableString',
  itemFatSequencia: 'number',
  sequenciaFat: 'number',
  numeroNF: 'string',
  produtoValor: 'number',
  gradeCodigo: 'string',
  empresaCodigo: 'number',
  filialCodigo: 'number',
  quantidadeNF: 'number',
  qtdDevolucao: 'number',
  DATA_ENTREGA: 'nullableString',
  PEDIDO_MKTP: 'yesNo',
  TIPO_REFATU: 'yesNo',
  motivoCodigo: 'number',
  motivoNome: 'string',
  motivooperador: 'yesNo',
  smotivoCodigo: 'number',
  smotivoNome: 'string',
  smotivoExigido: 'boolean',
  desejoCodigo: 'number',
  desejoNome: 'string',
  motivoGatilho: 'trigger',
  trocaTamanho: 'boolean',
  trocaCor: 'boolean',
  estorno: 'boolean',
  corTroca: 'string',
  observacao: 'string',
  ban_codigo: 'string',
  cli_agencia: 'string',
  cli_conta: 'string',
  cli_chavepix: 'string',
  prt_valor_bonus: 'number',
  prt_sit_bonus: 'yesNo',
} as const satisfies Record<keyof SelectedItem, FieldKind>;

const FIELDS = Object.keys(FIELD_KINDS) as (keyof SelectedItem)[];

/** Fields an item stored by an older version may lack and still be whole (the names shown fall back to the stored). */
const OPTIONAL_FIELDS: ReadonlySet<keyof SelectedItem> = new Set(['produtoNomeShown', 'produtoCorShown', 'smotivoExigido']);
const REQUIRED_FIELDS = FIELDS.filter((field) => !OPTIONAL_FIELDS.has(field));

function hasKind(value: unknown, kind: FieldKind): boolean {
  switch (kind) {
    case 'string':
      return typeof value === 'string';
    case 'nullableString':
      return value === null || typeof value === 'string';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'yesNo':
      return value === 'S' || value === 'N';
    case 'trigger':
      return value === 'E' || value === 'C' || value === 'T';
    case 'shownText': {
      const shown = value as { text?: unknown; lang?: unknown } | null;
      return typeof shown === 'object' && shown !== null && typeof shown.text === 'string' && isLanguage(shown.lang);
    }
  }
}

/** Keeps only the known fields whose type is right; null when there is no usable UNIQUE_KEY. */
function toStoredItem(value: unknown): StoredItem | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const source = value as Record<string, unknown>;
  if (typeof source.UNIQUE_KEY !== 'string' || source.UNIQUE_KEY.trim() === '') return null;
  const item: Record<string, unknown> = {};
  for (const field of FIELDS) {
    if (field in source && hasKind(source[field], FIELD_KINDS[field])) item[field] = source[field];
  }
  return item as StoredItem;
}

/**
 * A stored value as a SelectedItem when every field is present with its type (extra fields are dropped); null
 * otherwise. Shape only: a flow checks what its own items require (outside-store items have no product code).
 */
export function parseStoredItem(value: unknown): SelectedItem | null {
  const item = toStoredItem(value);
  return item && REQUIRED_FIELDS.every((field) => field in item) ? (item as SelectedItem) : null;
}

/** Whether every field of a SelectedItem is present with its type and nothing required is missing. */
export function isCompleteItem(item: StoredItem): item is SelectedItem {
  return REQUIRED_FIELDS.every((field) => field in item) && missingFieldsOf(item).length === 0;
}

const CONFIRMATION_SUFFIX = ':confirmation';

function selectionKey(identity: string): string {
  return selectionStorageKey(identity);
}

function confirmationKey(identity: string): string {
  return `${selectionStorageKey(identity)}${CONFIRMATION_SUFFIX}`;
}

function parseItems(raw: string | null): StoredItem[] {
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const seen = new Set<string>();
  const items: StoredItem[] = [];
  for (const entry of parsed) {
    const item = toStoredItem(entry);
    if (!item || seen.has(item.UNIQUE_KEY)) continue;
    seen.add(item.UNIQUE_KEY);
    items.push(item);
  }
  return items;
}

function writeItems(key: string, items: readonly StoredItem[]): void {
  writeRaw(key, items.length === 0 ? null : JSON.stringify(items));
}

function hasIdentity(identity: string | null | undefined): identity is string {
  return typeof identity === 'string' && identity.trim() !== '';
}

/** The user's selected items, in the order they were chosen; [] without an identity. */
export function readSelection(identity: string | null | undefined): StoredItem[] {
  return hasIdentity(identity) ? parseItems(readRaw(selectionKey(identity))) : [];
}

export function writeSelection(identity: string | null | undefined, items: readonly StoredItem[]): void {
  if (hasIdentity(identity)) writeItems(selectionKey(identity), items);
}

export function clearSelection(identity: string | null | undefined): void {
  if (hasIdentity(identity)) writeRaw(selectionKey(identity), null);
}

/**
 * The items the shopper confirmed (sidebar confirm, or the photos-required path), for the request flow. Only complete
 * items come back, so the request flow can build the protocol payload from them as they are.
 */
export function readConfirmationItems(identity: string | null | undefined): SelectedItem[] {
  if (!hasIdentity(identity)) return [];
  return parseItems(readRaw(confirmationKey(identity))).filter(isCompleteItem);
}

export function writeConfirmationItems(identity: string | null | undefined, items: readonly SelectedItem[]): void {
  if (hasIdentity(identity)) writeItems(confirmationKey(identity), items);
}

export function clearConfirmationItems(identity: string | null | undefined): void {
  if (hasIdentity(identity)) writeRaw(confirmationKey(identity), null);
}

// --- React --------------------------------------------------------------------------------------------------------

/** Parsed lists by raw text, so a snapshot keeps its identity while storage does not change (useSyncExternalStore). */
const snapshots = new Map<string, { raw: string | null; items: StoredItem[] }>();
const EMPTY: StoredItem[] = [];

function snapshotOf(key: string | null): StoredItem[] {
  if (key === null) return EMPTY;
  const raw = readRaw(key);
  const cached = snapshots.get(key);
  if (cached && cached.raw === raw) return cached.items;
  const parsed = parseItems(raw);
  // An empty selection is the very list the server rendered with (`emptySelectionSnapshot`): right after hydration
  // React compares the two, and a new empty array would re-render the whole order list for nothing.
  const items = parsed.length === 0 ? EMPTY : parsed;
  snapshots.set(key, { raw, items });
  return items;
}

function subscribeTo(key: string | null, onChange: () => void): () => void {
  if (key === null) return () => {};
  const onLocal = (changed: string) => {
    if (changed === key) onChange();
  };
  const onStorage = (event: StorageEvent) => {
    // key null: another tab cleared the whole storage.
    if (event.key === key || event.key === null) onChange();
  };
  storageListeners.add(onLocal);
  window.addEventListener('storage', onStorage);
  return () => {
    storageListeners.delete(onLocal);
    window.removeEventListener('storage', onStorage);
  };
}

export type SelectionUpdate = readonly StoredItem[] | ((current: StoredItem[]) => readonly StoredItem[]);

export interface SelectionHandle {
  items: StoredItem[];
  /** Replaces the selection (a list, or a function of the current one) and stores it. */
  setItems: (update: SelectionUpdate) => void;
}

const emptySelectionSnapshot = () => EMPTY;

/**
 * The user's selection, kept in step with storage: a change made in this tab or in another one (the 'storage' event)
 * re-renders every component that reads it.
 */
export function useSelection(identity: string | null | undefined): SelectionHandle {
  const key = hasIdentity(identity) ? selectionKey(identity) : null;
  const subscribe = useCallback((onChange: () => void) => subscribeTo(key, onChange), [key]);
  const getSnapshot = useCallback(() => snapshotOf(key), [key]);
  // The server render has no storage (ADR 0024): hydration reads the same empty selection, then the stored one.
  const items = useSyncExternalStore(subscribe, getSnapshot, emptySelectionSnapshot);
  const setItems = useCallback(
    (update: SelectionUpdate) => {
      if (key === null) return;
      const next = typeof update === 'function' ? update(snapshotOf(key)) : update;
      writeItems(key, next);
    },
    [key],
  );
  return { items, setItems };
}
