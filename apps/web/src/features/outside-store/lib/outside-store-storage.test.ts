import { afterEach, describe, expect, it } from 'vitest';
import { selectionStorageKey } from '@portal/domain';
import { clearAllFlowStates } from '../../../lib/selection-storage';
import { EMPTY_VALUES, nextItemValues, toOutsideStoreItem } from './outside-store-form';
import {
  clearOutsideStoreDraft,
  EMPTY_DRAFT,
  readOutsideStoreDraft,
  writeOutsideStoreDraft,
} from './outside-store-storage';
import { CATALOG, VALID_VALUES } from '../test/fixtures';

const NOW = new Date('2026-11-25T18:00:00Z');
const ANA = 'ana@example.com';
const KEY = `${selectionStorageKey(ANA)}:outside-store`;

const VALUES = VALID_VALUES;

function draft() {
  const first = toOutsideStoreItem(VALUES, CATALOG, NOW);
  const second = toOutsideStoreItem({ ...VALUES, produtoNome: 'Meia' }, CATALOG, NOW, [first]);
  const base = nextItemValues(VALUES);
  return { items: [first, second], values: { ...base, produtoNome: 'Boné' }, base, pendingFiles: 0 };
}

function tamper(change: (stored: { items: Record<string, unknown>[]; values: Record<string, unknown> }) => void) {
  const stored = JSON.parse(sessionStorage.getItem(KEY)!) as Parameters<typeof change>[0];
  change(stored);
  sessionStorage.setItem(KEY, JSON.stringify(stored));
}

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('outside-store draft in session storage', () => {
  it('keeps the items (with their store and purchase) and the form for this user and tab', () => {
    const saved = draft();
    writeOutsideStoreDraft(ANA, saved);
    expect(sessionStorage.getItem(KEY)).not.toBeNull();
    // The tab's storage, not the one Home's selection outlives the tab in.
    expect(localStorage.length).toBe(0);
    expect(readOutsideStoreDraft(' Ana@Example.com')).toEqual(saved);
    expect(readOutsideStoreDraft(ANA).items[1]).toMatchObject({
      nomeLoja: 'Loja Centro',
      dataCompraLoja: '2026-11-10',
    });
    expect(readOutsideStoreDraft('bia@example.com')).toEqual(EMPTY_DRAFT);
    expect(readOutsideStoreDraft(null)).toEqual(EMPTY_DRAFT);
  });

  it('forgets it when cleared, and stores nothing for an empty, untouched form', () => {
    writeOutsideStoreDraft(ANA, draft());
    clearOutsideStoreDraft(ANA);
    expect(readOutsideStoreDraft(ANA)).toEqual(EMPTY_DRAFT);
    writeOutsideStoreDraft(ANA, { items: [], values: EMPTY_VALUES, base: EMPTY_VALUES, pendingFiles: 0 });
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it('is forgotten for every user of the tab at logout, Home selection aside', () => {
    writeOutsideStoreDraft(ANA, draft());
    writeOutsideStoreDraft('bia@example.com', draft());
    localStorage.setItem(selectionStorageKey(ANA), '[]');
    sessionStorage.setItem('other', 'kept');
    clearAllFlowStates();
    expect(readOutsideStoreDraft(ANA)).toEqual(EMPTY_DRAFT);
    expect(readOutsideStoreDraft('bia@example.com')).toEqual(EMPTY_DRAFT);
    expect(localStorage.getItem(selectionStorageKey(ANA))).toBe('[]');
    expect(sessionStorage.getItem('other')).toBe('kept');
  });

  it('drops what an old or hand-edited value gets wrong, and never throws', () => {
    writeOutsideStoreDraft(ANA, draft());
    tamper((stored) => {
      stored.items[0]!.produtoValor = 'muito';
      stored.items.push({ ...stored.items[1], dataCompraLoja: '2026-02-30' });
      stored.items.push({ ...stored.items[1], nomeLoja: '' });
      stored.items.push({ ...stored.items[1] });
      stored.values.valor = '12345abc';
      stored.values.tamanho = 42;
      stored.values.observacao = 'uma\nlinha';
    });
    const read = readOutsideStoreDraft(ANA);
    expect(read.items.map((item) => item.produtoNome)).toEqual(['Meia']);
    expect(read.values).toMatchObject({
      valor: 'R$ 123,45',
      tamanho: '',
      observacao: 'uma linha',
      produtoNome: 'Boné',
    });

    for (const raw of ['{not json', 'null', '[]', '"text"', JSON.stringify({ items: 'x', values: [] })]) {
      sessionStorage.setItem(KEY, raw);
      expect(readOutsideStoreDraft(ANA)).toEqual(EMPTY_DRAFT);
    }
  });

  it('keeps how many files were chosen and not sent, so a reload can say they are gone (issue 46)', () => {
    writeOutsideStoreDraft(ANA, { ...draft(), pendingFiles: 3 });
    expect(readOutsideStoreDraft(ANA).pendingFiles).toBe(3);
    tamper((stored) => Object.assign(stored, { pendingFiles: 'many' }));
    expect(readOutsideStoreDraft(ANA).pendingFiles).toBe(0);
  });
});
