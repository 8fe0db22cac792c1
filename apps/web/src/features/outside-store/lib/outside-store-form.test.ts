import { describe, expect, it } from 'vitest';
import {
  checkReason,
  EMPTY_VALUES,
  isPristine,
  maskDate,
  maskField,
  maskMoney,
  nextItemValues,
  oneLine,
  purchaseDate,
  toOutsideStoreItem,
  validateForm,
  withStoreFields,
} from './outside-store-form';
import { CATALOG, VALID_VALUES } from '../test/fixtures';

// 25/11/2026 15:00 in São Paulo.
const NOW = new Date('2026-11-25T18:00:00Z');

const VALID = VALID_VALUES;

describe('masks (spec §5)', () => {
  it('formats the amount as money from the digits typed', () => {
    expect(maskMoney('')).toBe('');
    expect(maskMoney('5')).toBe('R$ 0,05');
    expect(maskMoney('R$ 0,05 0')).toBe('R$ 0,50');
    expect(maskMoney('123456')).toBe('R$ 1.234,56');
  });

  it('shows zeros typed as R$ 0,00 (the check then names the amount), and a backspace on it clears the field', () => {
    expect(maskMoney('0')).toBe('R$ 0,00');
    expect(maskMoney('R$ 0,00')).toBe('R$ 0,00');
    expect(maskMoney('R$ 0,000', 'R$ 0,00')).toBe('R$ 0,00');
    expect(maskMoney('R$ 0,0', 'R$ 0,00')).toBe('');
    expect(maskField('valor', '0', '')).toBe('R$ 0,00');
    expect(validateForm({ ...VALID, valor: maskMoney('000') }, CATALOG, NOW).issues.valor).toBe('purchasePrice');
  });

  it('masks the date, invoice number, size and notes', () => {
    expect(maskDate('10112026')).toBe('10/11/2026');
    expect(maskDate('1011')).toBe('10/11');
    expect(maskField('numeroNF', 'NF 1234-5678-9012-3456')).toBe('12345678901234');
    expect(maskField('tamanho', 'gg x')).toBe('GGX');
    expect(oneLine('linha 1\r\nlinha 2\n\nlinha 3')).toBe('linha 1 linha 2 linha 3');
    expect(maskField('nomeLoja', 'Loja\nCentro')).toBe('Loja\nCentro');
  });

  it('reads a purchase date only when it is a real day not in the future', () => {
    expect(purchaseDate('25/11/2026', NOW)).not.toBeNull();
    expect(purchaseDate('26/11/2026', NOW)).toBeNull();
    expect(purchaseDate('31/02/2026', NOW)).toBeNull();
    expect(purchaseDate('1/1/26', NOW)).toBeNull();
  });
});

describe('validateForm', () => {
  it('accepts a complete form', () => {
    expect(validateForm(VALID, CATALOG, NOW)).toEqual({ issues: {}, outOfDeadline: undefined });
  });

  it('refuses a size longer than 3 characters with the rule the server applies (issue 24)', () => {
    expect(validateForm({ ...VALID, tamanho: 'XGGG' }, CATALOG, NOW).issues).toEqual({ tamanho: 'sizeTooLong' });
  });

  it('requires every field', () => {
    const { issues } = validateForm(EMPTY_VALUES, CATALOG, NOW);
    expect(issues).toEqual({
      nomeLoja: 'required',
      cidadeLoja: 'required',
      valor: 'required',
      dataCompra: 'required',
      numeroNF: 'required',
      motivoCodigo: 'selectReason',
      produtoNome: 'required',
      produtoCor: 'required',
      tamanho: 'required',
      observacao: 'required',
    });
  });

  it('refuses R$ 0,00, an invalid or future date, a missing sub-reason and a desire not on offer', () => {
    const { issues } = validateForm(
      { ...VALID, valor: 'R$ 0,00', dataCompra: '30/11/2026', smotivoCodigo: '', desejoCodigo: '2' },
      CATALOG,
      NOW,
    );
    expect(issues).toEqual({
      valor: 'purchasePrice',
      dataCompra: 'invalidDate',
      smotivoCodigo: 'selectSubReason',
      desejoCodigo: 'selectDesire',
    });
  });

  it('blocks a reason whose deadline, counted from the purchase date, has passed', () => {
    const result = validateForm({ ...VALID, dataCompra: '26/10/2026' }, CATALOG, NOW);
    expect(result.outOfDeadline).toBe('O prazo de 30 dias após a compra terminou.');
    expect(result.issues.motivoCodigo).toBe('selectReason');
    // 29 days: still within.
    expect(validateForm({ ...VALID, dataCompra: '27/10/2026' }, CATALOG, NOW).issues).toEqual({});
  });
});

describe('checkReason', () => {
  it('offers the reason’s desires without size/colour exchanges and the voucher offer', () => {
    const check = checkReason(CATALOG.reasons[0]!, CATALOG, null, NOW);
    expect(check.ok && check.desires.map((entry) => entry.MOT_ID)).toEqual([3, 4]);
    expect(check.ok && check.subReasons.map((entry) => entry.SMOT_ID)).toEqual([161]);
  });
});

describe('items', () => {
  it('keeps the store and the purchase for the next item of the same purchase', () => {
    const next = nextItemValues(VALID);
    expect(next).toMatchObject({ nomeLoja: 'Loja Centro', cidadeLoja: 'Curitiba', numeroNF: '123456', valor: '' });
    expect(isPristine(next, next)).toBe(true);
    expect(isPristine({ ...next, produtoNome: 'x' }, next)).toBe(false);
  });

  it('asks where a refund is paid, and not for store credit (issue 46: a shop purchase has nothing to reverse)', () => {
    expect(toOutsideStoreItem(VALID, CATALOG, NOW).isPaymentReversal).toBe(true);
    expect(toOutsideStoreItem({ ...VALID, desejoCodigo: '4' }, CATALOG, NOW).isPaymentReversal).toBe(false);
  });

  it('builds items whose payload passes the wire schema as origem sac', () => {
    const first = toOutsideStoreItem(VALID, CATALOG, NOW);
    const second = toOutsideStoreItem(
      { ...VALID, motivoCodigo: '20', smotivoCodigo: '', desejoCodigo: '5', produtoNome: 'Camiseta' },
      CATALOG,
      NOW,
      [first],
    );
    expect(first.UNIQUE_KEY).not.toBe(second.UNIQUE_KEY);
    // Keys restored after a reload are not handed out again.
    const restored = [{ UNIQUE_KEY: 'outside-store-7' }, { UNIQUE_KEY: 'outside-store-3' }];
    expect(toOutsideStoreItem(VALID, CATALOG, NOW, restored).UNIQUE_KEY).toBe('outside-store-8');
    expect(first).toMatchObject({ ecommerce: false, produtoValor: 24990, dataCompraLoja: '2026-11-10' });
    expect(second.isRequiredImageToProduct).toBe(true);

    const base = { origem: 'sac', items: [first, second].map((item) => ({ produtoNome: item.produtoNome })) };
    const payload = withStoreFields(base, [first, second]);
    expect(payload.items[0]).toMatchObject({
      nomeLoja: 'Loja Centro',
      cidadeLoja: 'Curitiba',
      dataCompraLoja: '2026-11-10',
      produtoCodigo: '',
      smotivoCodigo: 161,
    });
    expect(payload.items[1]).toMatchObject({ produtoNome: 'Camiseta', smotivoCodigo: undefined });
    expect(payload.items[1]).toHaveProperty('empresaCodigo', undefined);
  });
});
