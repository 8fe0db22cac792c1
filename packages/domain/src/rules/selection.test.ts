import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkEligibility } from './eligibility';
import { selectionStorageKey } from './selection-storage-key';
import {
  addOrReplaceSelectedItem,
  isItemSelected,
  itemsLeavingForPhotos,
  missingFieldsOf,
  photosItemNotAlone,
  removeSelectedItem,
  replaceSelectionWith,
  toSelectedItem,
  validateSelection,
  type SelectedItem,
  type SelectionChoice,
} from './selection';
import {
  colourExchangeDesire,
  desire,
  orderLine,
  reason,
  refundDesire,
  settings,
  sizeExchangeDesire,
  subReason,
  voucherOfferDesire,
} from './test-fixtures';

const choice = (overrides: Partial<SelectionChoice> = {}): SelectionChoice => ({
  reason: reason(),
  subReason: subReason(),
  desire: sizeExchangeDesire(),
  tamanhoTroca: 'G',
  ...overrides,
});
const bank = { ban_codigo: '001', cli_agencia: '1234', cli_conta: '12345-6', cli_chavepix: '(11) 98765-4321' };

describe('toSelectedItem', () => {
  it('carries the item data, the choices and the order fields of a size exchange', () => {
    const item = toSelectedItem(orderLine(), choice());
    expect(item).toMatchObject({
      UNIQUE_KEY: '5001-1-CAM-001-M-123456-Preto',
      produtoCodigo: 'CAM-001',
      produtoNome: 'Camiseta Dry Fit',
      produtoCor: 'Preto',
      gradeTamanho: 'M',
      tamanhoTroca: 'G',
      thumbnail: 'https://img.example/cam.jpg',
      ecommerce: true,
      tipo_contato: 5,
      isPaymentReversal: false,
      isRequiredImageToProduct: false,
      numeroNF: '123456',
      produtoValor: 19990,
      qtdDevolucao: 1,
      motivoCodigo: 16,
      smotivoCodigo: 1,
      desejoCodigo: 1,
      motivoGatilho: 'T',
      trocaTamanho: true,
      trocaCor: false,
      corTroca: '',
      ban_codigo: '',
      prt_valor_bonus: 0,
      prt_sit_bonus: 'N',
    });
    expect(missingFieldsOf(item)).toEqual([]);
  });

  it('keeps the bought size for an exchange that changes neither size nor colour', () => {
    const item = toSelectedItem(orderLine(), choice({ desire: desire(), tamanhoTroca: null, observacao: 'Rasgou' }));
    expect(item.tamanhoTroca).toBe('M');
    expect(missingFieldsOf(item)).toEqual([]);
  });

  it('sends no exchange size for a refund, and keeps normalised bank data for a bank-slip refund', () => {
    const item = toSelectedItem(
      orderLine({ PED_TIPOPGTO: 7 }),
      choice({ desire: refundDesire(), tamanhoTroca: 'G', corTroca: 'Azul', bank }),
    );
    expect(item).toMatchObject({
      tamanhoTroca: '',
      corTroca: '',
      isPaymentReversal: true,
      ban_codigo: '001',
      cli_chavepix: '+5511987654321',
    });
    expect(missingFieldsOf(item)).toEqual([]);
  });

  it('records an accepted voucher and then asks for no bank data', () => {
    const item = toSelectedItem(
      orderLine({ PED_TIPOPGTO: 7 }),
      choice({ desire: voucherOfferDesire(), voucher: { accepted: true, bonusCents: 1999 }, bank }),
    );
    expect(item).toMatchObject({ prt_sit_bonus: 'S', prt_valor_bonus: 1999, isPaymentReversal: false, ban_codigo: '' });
  });

  it('carries the names the card showed beside the stored ones, which stay what is sent (ADR 0032)', () => {
    const line = orderLine({
      PRO_NOME_SHOWN: { text: 'Dry Fit Tee', lang: 'en' },
      COR_NOME_SHOWN: { text: 'Preto', lang: 'pt' },
    });
    const item = toSelectedItem(line, choice());
    expect(item).toMatchObject({
      produtoNome: 'Camiseta Dry Fit',
      produtoCor: 'Preto',
      produtoNomeShown: { text: 'Dry Fit Tee', lang: 'en' },
      produtoCorShown: { text: 'Preto', lang: 'pt' },
    });
  });

  it('shows the stored names as pt when the answer has no shown names (an older API)', () => {
    const item = toSelectedItem(orderLine(), choice());
    expect(item.produtoNomeShown).toEqual({ text: 'Camiseta Dry Fit', lang: 'pt' });
    expect(item.produtoCorShown).toEqual({ text: 'Preto', lang: 'pt' });
  });

  it('asks nothing of an item stored without the shown names (an older version)', () => {
    const { produtoNomeShown: _name, produtoCorShown: _colour, ...stored } = toSelectedItem(orderLine(), choice());
    expect(missingFieldsOf(stored)).toEqual([]);
  });

  it('can be re-checked for eligibility as it stands', () => {
    const item = toSelectedItem(orderLine({ PEDIDO_MKTP: 'S' }), choice());
    expect(checkEligibility(item, reason(), settings(), new Date('2026-10-26T12:00Z'))).toMatchObject({ ok: false });
  });
});

describe('missingFieldsOf', () => {
  const complete = toSelectedItem(orderLine(), choice());

  it('requires tamanhoTroca only for an exchange', () => {
    expect(missingFieldsOf({ ...complete, tamanhoTroca: '' })).toEqual(['tamanhoTroca']);
    const refund = toSelectedItem(orderLine(), choice({ desire: refundDesire() }));
    expect(refund.tamanhoTroca).toBe('');
    expect(missingFieldsOf(refund)).toEqual([]);
    const voucher = { ...refund, motivoGatilho: 'C' as const, estorno: false, observacao: 'Prefiro crédito' };
    expect(missingFieldsOf(voucher)).toEqual([]);
  });

  it('requires the colour of a colour exchange and its observations', () => {
    const item = toSelectedItem(orderLine(), choice({ desire: colourExchangeDesire(), corTroca: ' ' }));
    expect(missingFieldsOf(item)).toEqual(['corTroca', 'observacao']);
  });

  it('requires reason, sub-reason, desire and product, whatever storage gave back', () => {
    expect(missingFieldsOf({})).toEqual([
      'produtoCodigo',
      'produtoNome',
      'motivoCodigo',
      'smotivoCodigo',
      'desejoCodigo',
      'motivoGatilho',
    ]);
    const broken = { ...complete, motivoCodigo: 0, smotivoCodigo: 1.5, produtoNome: ' ' } as SelectedItem;
    expect(missingFieldsOf(broken)).toEqual(['produtoNome', 'motivoCodigo', 'smotivoCodigo']);
  });

  it('takes no sub-reason for a reason with no active one, and holds to one a reason that has them (R38)', () => {
    const none = { SMOT_ID: 0, SMOT_NOME: '' };
    const withoutSub = toSelectedItem(orderLine(), choice({ subReason: none, activeSubReasons: 0 }));
    expect(withoutSub.smotivoExigido).toBe(false);
    expect(missingFieldsOf(withoutSub)).toEqual([]);
    expect(validateSelection([withoutSub]).kept).toEqual([withoutSub]);
    const withSubs = toSelectedItem(orderLine(), choice({ subReason: none, activeSubReasons: 2 }));
    expect(missingFieldsOf(withSubs)).toEqual(['smotivoCodigo']);
    // An item stored before the flag existed is held to a sub-reason, as it was.
    const { smotivoExigido: _dropped, ...older } = withoutSub;
    expect(missingFieldsOf(older)).toEqual(['smotivoCodigo']);
  });

  it('requires valid bank data for a payment reversal', () => {
    const reversal = toSelectedItem(orderLine({ PED_TIPOPGTO: 7 }), choice({ desire: refundDesire(), bank }));
    expect(missingFieldsOf({ ...reversal, cli_agencia: '12', cli_chavepix: '' })).toEqual([
      'cli_agencia',
      'cli_chavepix',
    ]);
    expect(missingFieldsOf({ ...reversal, ban_codigo: '' })).toEqual(['ban_codigo']);
  });
});

describe('validateSelection', () => {
  const good = toSelectedItem(orderLine(), choice());
  const bad = { ...toSelectedItem(orderLine({ ITE_SEQUENCIA: 2 }), choice()), tamanhoTroca: '' };

  it('is valid when every item is complete', () => {
    expect(validateSelection([good])).toEqual({ valid: true, invalid: [], kept: [good] });
    expect(validateSelection([])).toEqual({ valid: true, invalid: [], kept: [] });
  });

  it('lists the incomplete items with what they lack and keeps the others', () => {
    expect(validateSelection([bad, good])).toEqual({
      valid: false,
      invalid: [{ item: bad, missing: ['tamanhoTroca'] }],
      kept: [good],
    });
  });
});

describe('selection helpers', () => {
  const a = { UNIQUE_KEY: 'a', n: 1 };
  const b = { UNIQUE_KEY: 'b', n: 2 };

  it('adds, replaces in place and removes by UNIQUE_KEY without changing the input', () => {
    const list = [a, b];
    expect(addOrReplaceSelectedItem(list, { UNIQUE_KEY: 'c', n: 3 }).map((i) => i.UNIQUE_KEY)).toEqual(['a', 'b', 'c']);
    expect(addOrReplaceSelectedItem(list, { UNIQUE_KEY: 'a', n: 9 })).toEqual([{ UNIQUE_KEY: 'a', n: 9 }, b]);
    expect(removeSelectedItem(list, 'a')).toEqual([b]);
    expect(removeSelectedItem(list, 'zz')).toEqual(list);
    expect(list).toEqual([a, b]);
    expect(isItemSelected(list, 'b')).toBe(true);
    expect(isItemSelected(list, 'c')).toBe(false);
    expect(replaceSelectionWith(b)).toEqual([b]);
  });

  it('names what a photos-required reason takes out of the selection: every item but this one', () => {
    expect(itemsLeavingForPhotos([a, b], 'b')).toEqual([a]);
    expect(itemsLeavingForPhotos([a, b], 'c')).toEqual([a, b]);
    expect(itemsLeavingForPhotos([b], 'b')).toEqual([]);
    expect(itemsLeavingForPhotos([], 'b')).toEqual([]);
  });

  it('never holds two items with the same key', () => {
    const op = fc.record({ key: fc.constantFrom('a', 'b', 'c'), remove: fc.boolean() });
    fc.assert(
      fc.property(fc.array(op, { maxLength: 20 }), (ops) => {
        let items: { UNIQUE_KEY: string }[] = [];
        for (const { key, remove } of ops) {
          items = remove ? removeSelectedItem(items, key) : addOrReplaceSelectedItem(items, { UNIQUE_KEY: key });
        }
        return new Set(items.map((i) => i.UNIQUE_KEY)).size === items.length;
      }),
    );
  });
});

describe('selectionStorageKey', () => {
  it('is per user e-mail, ignoring case and spaces', () => {
    expect(selectionStorageKey('Ana@Example.com ')).toBe(selectionStorageKey('ana@example.com'));
    expect(selectionStorageKey('ana@example.com')).not.toBe(selectionStorageKey('bia@example.com'));
    expect(selectionStorageKey('ana@example.com')).toContain('ana@example.com');
  });
});

describe('photosItemNotAlone (R36)', () => {
  const photos = (item: { photos: boolean }) => item.photos;
  it('names the photos-required item of a request of several, and none of a request of one', () => {
    const alone = { photos: true };
    const other = { photos: false };
    expect(photosItemNotAlone([alone], photos)).toBeUndefined();
    expect(photosItemNotAlone([other, other], photos)).toBeUndefined();
    expect(photosItemNotAlone([other, alone], photos)).toBe(alone);
  });
});
