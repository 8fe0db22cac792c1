import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { StockVariant } from './entities';
import {
  exchangeColourOptions,
  exchangeRuleOf,
  exchangeSizeOptions,
  hasStockFor,
  isExchangeToBoughtVariant,
  isSameVariant,
  isStockEmpty,
} from './stock';

function line(size: string, colour: string, stock: number, order = 1): StockVariant {
  return {
    COR_CODIGO: colour.slice(0, 3).toUpperCase(),
    COR_NOME: colour,
    COR_CODHEXA: null,
    GRA_TAMANHO: size,
    TAM_ORDEM: order,
    TAMANHOS: null,
    EST_SLD: stock,
    EST_TPEST: null,
    LINK_IMAGEM: null,
  };
}

const SIZE_ONLY = exchangeRuleOf({ MOT_ID: 1, MOT_TAMANHO: 'S', MOT_COR: 'N' });
const COLOUR_ONLY = exchangeRuleOf({ MOT_ID: 2, MOT_TAMANHO: 'N', MOT_COR: 'S' });
const SIZE_AND_COLOUR = exchangeRuleOf({ MOT_ID: 4, MOT_TAMANHO: 'S', MOT_COR: 'S' });
/** Desire 9: a new piece of a defective product, 'the size may be the same'. */
const NEW_PIECE = exchangeRuleOf({ MOT_ID: 9, MOT_TAMANHO: 'S', MOT_COR: 'N' });

const socks = [line('P', 'Branca', 0, 1), line('G', 'Branca', 6, 2)];
const boots = [38, 39, 40].flatMap((size, index) => [
  line(String(size), 'Marrom', [3, 5, 0][index]!, index + 1),
  line(String(size), 'Cinza', [0, 2, 3][index]!, index + 1),
]);
const uvShirt = [line('M', 'Laranja', 6, 2), line('M', 'Branca', 0, 2), line('G', 'Laranja', 4, 3)];

describe('exchangeSizeOptions', () => {
  it('leaves the bought size out of a size exchange (Meia G: only P, sold out, so the stock is empty)', () => {
    const options = exchangeSizeOptions(socks, { size: 'G', colour: 'Branca' }, SIZE_ONLY);
    expect(options.map((option) => [option.size, option.selectable])).toEqual([['P', false]]);
    expect(isStockEmpty(options)).toBe(true);
  });

  it('compares sizes as the back office types them', () => {
    expect(exchangeSizeOptions(socks, { size: ' g ', colour: 'branca' }, SIZE_ONLY).map((o) => o.size)).toEqual(['P']);
  });

  it('counts the bought colour only, which is what the server checks', () => {
    // Bota 38 Marrom: 39 has Marrom stock, 40 only Cinza stock.
    const options = exchangeSizeOptions(boots, { size: '38', colour: 'Marrom' }, SIZE_ONLY);
    expect(options.map((option) => [option.size, option.selectable])).toEqual([
      ['39', true],
      ['40', false],
    ]);
    for (const option of options) expect(hasStockFor(boots, option.size, 'Marrom')).toBe(option.selectable);
  });

  it('counts every colour when the lines carry no colour name', () => {
    const options = exchangeSizeOptions(
      boots.map((row) => ({ ...row, COR_NOME: '' })),
      { size: '38', colour: 'Marrom' },
      SIZE_ONLY,
    );
    expect(options.map((option) => [option.size, option.selectable])).toEqual([
      ['39', true],
      ['40', true],
    ]);
  });

  it('keeps the bought size when the desire sends the same piece again', () => {
    expect(exchangeSizeOptions(socks, { size: 'G', colour: 'Branca' }, NEW_PIECE).map((o) => o.size)).toEqual([
      'P',
      'G',
    ]);
  });

  it('with a colour change too, keeps the bought size only through its other colours', () => {
    const options = exchangeSizeOptions(uvShirt, { size: 'M', colour: 'Laranja' }, SIZE_AND_COLOUR);
    // M is left with Branca, sold out; G keeps Laranja.
    expect(options.map((option) => [option.size, option.selectable])).toEqual([
      ['M', false],
      ['G', true],
    ]);
  });
});

describe('exchangeColourOptions', () => {
  it('leaves the bought colour out of a colour exchange (Camiseta UV Laranja M: only Branca, sold out)', () => {
    const colours = exchangeColourOptions(uvShirt, 'M', { size: 'M', colour: 'Laranja' }, COLOUR_ONLY);
    expect(colours.map((colour) => [colour.name, colour.selectable])).toEqual([['Branca', false]]);
    expect(isStockEmpty(colours)).toBe(true);
  });

  it('offers the bought colour in another size', () => {
    const colours = exchangeColourOptions(uvShirt, 'G', { size: 'M', colour: 'Laranja' }, SIZE_AND_COLOUR);
    expect(colours.map((colour) => colour.name)).toEqual(['Laranja']);
  });
});

describe('isExchangeToBoughtVariant', () => {
  const boot38 = { size: '38', colour: 'Marrom' };

  it('refuses Bota 38 for a Bota 38, in any spelling', () => {
    expect(isExchangeToBoughtVariant(SIZE_ONLY, boot38, { size: '38', colour: null })).toBe(true);
    expect(isExchangeToBoughtVariant(SIZE_ONLY, boot38, { size: ' 38 ', colour: 'Marrom' })).toBe(true);
    expect(isExchangeToBoughtVariant(SIZE_ONLY, boot38, { size: '39', colour: null })).toBe(false);
  });

  it('refuses the bought colour in a colour exchange, whatever size is sent', () => {
    expect(isExchangeToBoughtVariant(COLOUR_ONLY, boot38, { size: '38', colour: 'marrom' })).toBe(true);
    expect(isExchangeToBoughtVariant(COLOUR_ONLY, boot38, { size: '40', colour: 'Marrom' })).toBe(true);
    expect(isExchangeToBoughtVariant(COLOUR_ONLY, boot38, { size: '38', colour: 'Cinza' })).toBe(false);
  });

  it('with size and colour, refuses only when both are the bought ones', () => {
    expect(isExchangeToBoughtVariant(SIZE_AND_COLOUR, boot38, { size: '38', colour: 'Marrom' })).toBe(true);
    expect(isExchangeToBoughtVariant(SIZE_AND_COLOUR, boot38, { size: '38', colour: 'Cinza' })).toBe(false);
    expect(isExchangeToBoughtVariant(SIZE_AND_COLOUR, boot38, { size: '39', colour: 'Marrom' })).toBe(false);
  });

  it('lets the same piece through for a desire that sends it again, and ignores desires that change nothing', () => {
    expect(isExchangeToBoughtVariant(NEW_PIECE, boot38, { size: '38', colour: null })).toBe(false);
    const plain = exchangeRuleOf({ MOT_ID: 30, MOT_TAMANHO: 'N', MOT_COR: 'N' });
    expect(isExchangeToBoughtVariant(plain, boot38, boot38)).toBe(false);
  });

  it('never refuses what the card offers, and the card never offers the bought variant', () => {
    const sizes = ['P', 'M', 'G'];
    const colours = ['Preto', 'Azul'];
    const stock = fc.array(
      fc.record({ size: fc.constantFrom(...sizes), colour: fc.constantFrom(...colours), units: fc.nat(3) }),
      { maxLength: 8 },
    );
    const rule = fc.constantFrom(SIZE_ONLY, COLOUR_ONLY, SIZE_AND_COLOUR);
    fc.assert(
      fc.property(stock, rule, fc.constantFrom(...sizes), fc.constantFrom(...colours), (rows, r, size, colour) => {
        const lines = rows.map((row) => line(row.size, row.colour, row.units, sizes.indexOf(row.size)));
        const bought = { size, colour };
        const offeredSizes = r.sizeExchange
          ? exchangeSizeOptions(lines, bought, r)
              .filter((option) => option.selectable)
              .map((option) => option.size)
          : [size];
        for (const target of offeredSizes) {
          const offered = r.colourExchange
            ? exchangeColourOptions(lines, target, bought, r)
                .filter((c) => c.selectable)
                .map((c) => c.name)
            : [colour];
          for (const wanted of offered) {
            expect(isExchangeToBoughtVariant(r, bought, { size: target, colour: wanted })).toBe(false);
            expect(isSameVariant(bought, { size: target, colour: wanted })).toBe(false);
            expect(hasStockFor(lines, target, wanted)).toBe(true);
          }
        }
      }),
    );
  });
});
