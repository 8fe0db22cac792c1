import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { selectionStorageKey, toSelectedItem, type SelectedItem } from '@portal/domain';
import {
  clearConfirmationItems,
  clearSelection,
  readConfirmationItems,
  readSelection,
  useSelection,
  writeConfirmationItems,
  writeSelection,
} from './selection-storage';

function item(key: string, overrides: Partial<SelectedItem> = {}): SelectedItem {
  const base = toSelectedItem(
    {
      MAR_CODIGO: 1,
      FAT_SEQUENCIA: 1,
      ITE_SEQUENCIA: 1,
      PRO_CODIGO: '100101',
      PRO_NOME: 'Tênis',
      PRO_MODELO: 'VELOZ',
      GRA_CODIGO: 'CAL',
      GRA_TAMANHO: '40',
      COR_NOME: 'Azul',
      NUMERONF: '1',
      QUANTIDADENF: 1,
      PED_CODIGO: '1',
      PED_EMPRESA: 1,
      PED_FILIAL: 1,
      PED_TIPOPGTO: 6,
      PED_VALTOTAL: 100,
      ITE_VALBRUTO: 100,
      DATA: '2026-11-01T12:00:00.000Z',
      DATA_ENTREGA: '2026-11-03T12:00:00.000Z',
      LINK_IMAGEM: null,
      VOL_RASTREIO: null,
      ORIGEM: 'eComm',
      PEDIDO_MKTP: 'N',
      TIPO_REFATU: 'N',
      UNIQUE_KEY: key,
    },
    {
      reason: { ASS_ID: 16, ASS_NOME: 'Tamanho', CTO_ID: 5, ASS_EXIGE_IMG: 'N', ASS_MOT_OPE: 'N' },
      subReason: { SMOT_ID: 161, SMOT_NOME: 'Pequeno' },
      desire: {
        MOT_ID: 1,
        MOT_NOME: 'Outro tamanho',
        MOT_GATILHO: 'T',
        MOT_TAMANHO: 'S',
        MOT_COR: 'N',
        MOT_ESTORNO: 'N',
        MOT_VALE_COMPRAS: 'N',
      },
      tamanhoTroca: '41',
    },
  );
  return { ...base, ...overrides };
}

afterEach(() => {
  window.localStorage.clear();
});

describe('selection storage', () => {
  it('keeps each user their own selection, whatever the case of the e-mail', () => {
    writeSelection('Ana@Example.com ', [item('a'), item('b')]);
    writeSelection('bruno@example.com', [item('c')]);
    expect(readSelection('ana@example.com').map((entry) => entry.UNIQUE_KEY)).toEqual(['a', 'b']);
    expect(readSelection('bruno@example.com').map((entry) => entry.UNIQUE_KEY)).toEqual(['c']);
    expect(window.localStorage.getItem(selectionStorageKey('ana@example.com'))).not.toBeNull();
    // A phone-only user is keyed by the phone.
    writeSelection('5521998765432', [item('d')]);
    expect(readSelection('5521998765432')).toHaveLength(1);

    clearSelection('ana@example.com');
    expect(readSelection('ana@example.com')).toEqual([]);
    expect(window.localStorage.getItem(selectionStorageKey('ana@example.com'))).toBeNull();
    expect(readSelection(null)).toEqual([]);
  });

  it('reads back what another version stored, leaving out what it cannot use', () => {
    const key = selectionStorageKey('ana@example.com');
    const { smotivoCodigo: _dropped, ...withoutSubReason } = item('missing-field');
    window.localStorage.setItem(
      key,
      JSON.stringify([
        withoutSubReason,
        { ...item('wrong-type'), motivoCodigo: '16', motivoGatilho: 'X' },
        { produtoNome: 'no key' },
        'text',
        item('missing-field'),
      ]),
    );
    const items = readSelection('ana@example.com');
    expect(items.map((entry) => entry.UNIQUE_KEY)).toEqual(['missing-field', 'wrong-type']);
    // Present with the wrong type is the same as missing: the sidebar check will name it.
    expect(items[0]).not.toHaveProperty('smotivoCodigo');
    expect(items[1]).not.toHaveProperty('motivoCodigo');
    expect(items[1]).not.toHaveProperty('motivoGatilho');
    expect(items[1]).toHaveProperty('produtoNome', 'Tênis');

    window.localStorage.setItem(key, '{not json');
    expect(readSelection('ana@example.com')).toEqual([]);
  });

  it('hands the request flow only complete confirmation items', () => {
    const complete = item('ok');
    writeConfirmationItems('ana@example.com', [complete, { ...item('bad'), smotivoCodigo: 0 }]);
    expect(readConfirmationItems('ana@example.com')).toEqual([complete]);
    // Separate from the selection.
    expect(readSelection('ana@example.com')).toEqual([]);
    clearConfirmationItems('ana@example.com');
    expect(readConfirmationItems('ana@example.com')).toEqual([]);
  });

  it('still hands over a confirmation item stored before the shown names, and drops a malformed shown name', () => {
    const { produtoNomeShown: _name, produtoCorShown: _colour, ...older } = item('old');
    const malformed = { ...item('odd'), produtoNomeShown: { text: 'Veloz', lang: 'fr' } };
    writeConfirmationItems('ana@example.com', [older, malformed] as unknown as SelectedItem[]);
    const [readOlder, readMalformed] = readConfirmationItems('ana@example.com');
    expect(readOlder).toEqual(older);
    expect(readMalformed).not.toHaveProperty('produtoNomeShown');
    expect(readMalformed).toHaveProperty('produtoCorShown', { text: 'Azul', lang: 'pt' });
  });
});

describe('useSelection', () => {
  it('re-renders on a change in this tab and in another one, keeping the list identity otherwise', () => {
    const { result, rerender } = renderHook(() => useSelection('ana@example.com'));
    expect(result.current.items).toEqual([]);

    act(() => result.current.setItems([item('a')]));
    expect(result.current.items.map((entry) => entry.UNIQUE_KEY)).toEqual(['a']);
    const before = result.current.items;
    rerender();
    expect(result.current.items).toBe(before);

    act(() => result.current.setItems((current) => [...current, item('b')]));
    expect(readSelection('ana@example.com').map((entry) => entry.UNIQUE_KEY)).toEqual(['a', 'b']);

    // Another tab writes the same key: the browser fires 'storage' here.
    const key = selectionStorageKey('ana@example.com');
    act(() => {
      window.localStorage.setItem(key, JSON.stringify([item('c')]));
      window.dispatchEvent(new StorageEvent('storage', { key }));
    });
    expect(result.current.items.map((entry) => entry.UNIQUE_KEY)).toEqual(['c']);

    act(() => result.current.setItems([]));
    expect(window.localStorage.getItem(key)).toBeNull();
  });

  it('follows the signed-in user', () => {
    writeSelection('bruno@example.com', [item('b')]);
    const { result, rerender } = renderHook(({ identity }) => useSelection(identity), {
      initialProps: { identity: 'ana@example.com' as string | null },
    });
    expect(result.current.items).toEqual([]);
    rerender({ identity: 'bruno@example.com' });
    expect(result.current.items.map((entry) => entry.UNIQUE_KEY)).toEqual(['b']);
    rerender({ identity: null });
    expect(result.current.items).toEqual([]);
    act(() => result.current.setItems([item('x')]));
    expect(result.current.items).toEqual([]);
  });
});
