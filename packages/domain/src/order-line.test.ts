import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ORDER_LINE_KEY_FIELDS, orderLineUniqueKey, withUniqueKey, type OrderLine } from './order-line';

const line: OrderLine = {
  MAR_CODIGO: 1,
  FAT_SEQUENCIA: 123456,
  ITE_SEQUENCIA: 2,
  PRO_CODIGO: 'CAM-001',
  PRO_NOME: 'Camiseta Dry',
  PRO_MODELO: 'DRY',
  GRA_CODIGO: '10',
  GRA_TAMANHO: 'M',
  COR_NOME: 'Azul',
  NUMERONF: '98765',
  QUANTIDADENF: 1,
  PED_CODIGO: 'v123-01',
  PED_EMPRESA: 1,
  PED_FILIAL: 1,
  PED_TIPOPGTO: 6,
  PED_VALTOTAL: 19990,
  ITE_VALBRUTO: 9995,
  DATA: '2026-01-10T13:00:00.000Z',
  DATA_ENTREGA: '2026-01-15',
  LINK_IMAGEM: null,
  VOL_RASTREIO: null,
  ORIGEM: 'eComm',
  PEDIDO_MKTP: 'N',
  TIPO_REFATU: 'N',
};

describe('orderLineUniqueKey', () => {
  it('joins the six key fields in the spec order', () => {
    expect(orderLineUniqueKey(line)).toBe('123456-2-CAM-001-M-98765-Azul');
  });

  it('leaves out empty, null and missing parts', () => {
    expect(orderLineUniqueKey({ ...line, GRA_TAMANHO: '', COR_NOME: null })).toBe('123456-2-CAM-001-98765');
    expect(orderLineUniqueKey({ PRO_CODIGO: 'X1', NUMERONF: 5 })).toBe('X1-5');
    // The invoice number's leading zeros (kept on the wire, ADR 0039) do not change the key.
    expect(orderLineUniqueKey({ PRO_CODIGO: 'X1', NUMERONF: '000231845' })).toBe('X1-231845');
    expect(orderLineUniqueKey({ PRO_CODIGO: 'X1', NUMERONF: '0' })).toBe('X1-0');
    expect(orderLineUniqueKey({ PRO_CODIGO: '  ' })).toBe('');
    expect(orderLineUniqueKey({})).toBe('');
  });

  it('keeps zero, which is a value and not an empty part', () => {
    expect(orderLineUniqueKey({ FAT_SEQUENCIA: 0, ITE_SEQUENCIA: 1 })).toBe('0-1');
  });

  it('ignores every other field', () => {
    const otherItemFields: OrderLine = { ...line, PRO_NOME: 'Outro', ITE_VALBRUTO: 1, UNIQUE_KEY: 'stale' };
    expect(orderLineUniqueKey(otherItemFields)).toBe(orderLineUniqueKey(line));
  });

  it('tells apart lines that differ in any single key field', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ORDER_LINE_KEY_FIELDS), fc.integer({ min: 1, max: 1_000_000 }), (field, value) => {
        const other = { ...line, [field]: `${String(line[field])}${value}` };
        expect(orderLineUniqueKey(other)).not.toBe(orderLineUniqueKey(line));
      }),
    );
  });
});

describe('withUniqueKey', () => {
  it('adds UNIQUE_KEY without changing the rest', () => {
    const keyed = withUniqueKey(line);
    expect(keyed.UNIQUE_KEY).toBe('123456-2-CAM-001-M-98765-Azul');
    expect({ ...keyed, UNIQUE_KEY: undefined }).toEqual({ ...line, UNIQUE_KEY: undefined });
    expect(line.UNIQUE_KEY).toBeUndefined();
  });
});
