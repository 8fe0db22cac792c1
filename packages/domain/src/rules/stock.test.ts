import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STOCK_ERROR_ALERT_MS, STOCK_MAX_ERRORS_BEFORE_RESET, STOCK_RETRY_DELAY_MS } from '../constants';
import type { StockVariant } from './entities';
import {
  coloursForSize,
  hasStockFor,
  initialStockRetryState,
  isStockEmpty,
  isStockRetryDue,
  parseSizeList,
  sizeOptions,
  stockRetryState,
  type StockRetryState,
} from './stock';

function line(overrides: Partial<StockVariant>): StockVariant {
  return {
    COR_CODIGO: '01',
    COR_NOME: 'Preto',
    COR_CODHEXA: '#000000',
    GRA_TAMANHO: 'M',
    TAM_ORDEM: 2,
    TAMANHOS: null,
    EST_SLD: 1,
    EST_TPEST: null,
    LINK_IMAGEM: null,
    ...overrides,
  };
}

describe('parseSizeList', () => {
  it('parses the spec example in order', () => {
    expect(parseSizeList('P | 1, M | 2, G | 3')).toEqual([
      { size: 'P', order: 1 },
      { size: 'M', order: 2 },
      { size: 'G', order: 3 },
    ]);
  });

  it('sorts by the written order, not by position', () => {
    expect(parseSizeList('GG | 4,P|1 , G | 3, M | 2').map((s) => s.size)).toEqual(['P', 'M', 'G', 'GG']);
  });

  it('gives nothing for empty input', () => {
    expect(parseSizeList('')).toEqual([]);
    expect(parseSizeList(null)).toEqual([]);
    expect(parseSizeList(undefined)).toEqual([]);
    expect(parseSizeList(' , ,')).toEqual([]);
  });

  it('puts sizes without an order last, in written order, and keeps the first of a repeated size', () => {
    expect(parseSizeList('XG, P | 1, GG | x, M | 2, p | 9')).toEqual([
      { size: 'P', order: 1 },
      { size: 'M', order: 2 },
      { size: 'XG', order: Number.POSITIVE_INFINITY },
      { size: 'GG', order: Number.POSITIVE_INFINITY },
    ]);
  });

  it('round-trips any grid it is given', () => {
    const size = fc.stringMatching(/^[A-Z0-9]{1,3}$/);
    fc.assert(
      fc.property(fc.uniqueArray(size, { minLength: 1, maxLength: 10 }), (sizes) => {
        const text = sizes.map((s, i) => `${s} | ${sizes.length - i}`).join(', ');
        expect(parseSizeList(text).map((s) => s.size)).toEqual([...sizes].reverse());
      }),
    );
  });
});

describe('sizeOptions', () => {
  it('marks a size with zero stock as not selectable', () => {
    const options = sizeOptions([
      line({ GRA_TAMANHO: 'P', TAM_ORDEM: 1, EST_SLD: 0 }),
      line({ GRA_TAMANHO: 'M', TAM_ORDEM: 2, EST_SLD: 3 }),
    ]);
    expect(options).toEqual([
      { size: 'P', order: 1, stock: 0, selectable: false },
      { size: 'M', order: 2, stock: 3, selectable: true },
    ]);
  });

  it('adds the stock of every colour of a size', () => {
    const options = sizeOptions([
      line({ GRA_TAMANHO: 'M', COR_NOME: 'Preto', EST_SLD: 0 }),
      line({ GRA_TAMANHO: 'M', COR_CODIGO: '02', COR_NOME: 'Azul', EST_SLD: 2 }),
    ]);
    expect(options).toEqual([{ size: 'M', order: 2, stock: 2, selectable: true }]);
  });

  it('follows the TAMANHOS grid and lists grid sizes without lines as not selectable', () => {
    const grid = 'P | 1, M | 2, G | 3';
    const options = sizeOptions([
      line({ GRA_TAMANHO: 'G', TAM_ORDEM: 9, TAMANHOS: grid, EST_SLD: 1 }),
      line({ GRA_TAMANHO: 'P', TAM_ORDEM: 8, TAMANHOS: grid, EST_SLD: 5 }),
    ]);
    expect(options.map((o) => [o.size, o.selectable])).toEqual([
      ['P', true],
      ['M', false],
      ['G', true],
    ]);
  });

  it('ignores negative balances and blank sizes', () => {
    expect(sizeOptions([line({ EST_SLD: -2 }), line({ GRA_TAMANHO: '  ' })])).toEqual([
      { size: 'M', order: 2, stock: 0, selectable: false },
    ]);
  });
});

describe('coloursForSize', () => {
  const variants = [
    line({ GRA_TAMANHO: 'M', COR_CODIGO: '01', COR_NOME: 'Preto', EST_SLD: 2 }),
    line({ GRA_TAMANHO: 'M', COR_CODIGO: '02', COR_NOME: 'Azul', EST_SLD: 0 }),
    line({ GRA_TAMANHO: 'G', COR_CODIGO: '03', COR_NOME: 'Verde', EST_SLD: 4 }),
  ];

  it('keeps only the colours of the chosen size, flagging those without stock', () => {
    expect(coloursForSize(variants, 'm').map((c) => [c.name, c.selectable])).toEqual([
      ['Preto', true],
      ['Azul', false],
    ]);
    expect(coloursForSize(variants, 'G').map((c) => c.code)).toEqual(['03']);
  });

  it('gives nothing for a size without lines', () => {
    expect(coloursForSize(variants, 'GG')).toEqual([]);
  });

  it('merges repeated lines of the same colour', () => {
    const colours = coloursForSize([line({ EST_SLD: 0 }), line({ EST_SLD: 3 })], 'M');
    expect(colours).toEqual([{ code: '01', name: 'Preto', hex: '#000000', image: null, stock: 3, selectable: true }]);
  });
});

describe('isStockEmpty', () => {
  it('is true for a single empty size option (the stock-empty modal)', () => {
    expect(isStockEmpty(sizeOptions([line({ EST_SLD: 0 })]))).toBe(true);
  });

  it('is false for a single size with stock', () => {
    expect(isStockEmpty(sizeOptions([line({ EST_SLD: 1 })]))).toBe(false);
  });

  it('is false when at least one size can be chosen', () => {
    expect(isStockEmpty([{ selectable: false }, { selectable: true }])).toBe(false);
  });

  it('is true when nothing at all can be chosen', () => {
    expect(isStockEmpty([])).toBe(true);
    expect(isStockEmpty([{ selectable: false }, { selectable: false }])).toBe(true);
  });
});

describe('hasStockFor', () => {
  const variants = [
    line({ GRA_TAMANHO: 'M', COR_CODIGO: '01', COR_NOME: 'Preto', EST_SLD: 1 }),
    line({ GRA_TAMANHO: 'G', COR_CODIGO: '02', COR_NOME: 'Azul', EST_SLD: 0 }),
  ];

  it('checks size alone for a size exchange', () => {
    expect(hasStockFor(variants, 'M')).toBe(true);
    expect(hasStockFor(variants, ' m ')).toBe(true);
    expect(hasStockFor(variants, 'G')).toBe(false);
    expect(hasStockFor(variants, 'P')).toBe(false);
    expect(hasStockFor(variants, '')).toBe(false);
  });

  it('checks size and colour (by name or code) for a colour exchange', () => {
    expect(hasStockFor(variants, 'M', 'preto')).toBe(true);
    expect(hasStockFor(variants, 'M', '01')).toBe(true);
    expect(hasStockFor(variants, 'M', 'Azul')).toBe(false);
    expect(hasStockFor(variants, 'G', 'Azul')).toBe(false);
  });

  it('agrees with sizeOptions on which sizes are selectable', () => {
    const arbitraryLine = fc.record({
      GRA_TAMANHO: fc.constantFrom('P', 'M', 'G'),
      TAM_ORDEM: fc.integer({ min: 1, max: 3 }),
      EST_SLD: fc.integer({ min: -1, max: 3 }),
    });
    fc.assert(
      fc.property(fc.array(arbitraryLine, { maxLength: 8 }), (lines) => {
        for (const option of sizeOptions(lines)) expect(hasStockFor(lines, option.size)).toBe(option.selectable);
      }),
    );
  });
});

describe('stockRetryState', () => {
  const fail = (state: StockRetryState, at: number) =>
    stockRetryState(stockRetryState(state, { type: 'loadStarted' }), { type: 'loadFailed', message: 'down', at });

  it('shows the error for the alert time and schedules a retry after the retry delay', () => {
    const state = fail(initialStockRetryState, 1000);
    expect(state).toEqual({
      status: 'error',
      errors: 1,
      errorMessage: 'down',
      errorVisibleUntil: 1000 + STOCK_ERROR_ALERT_MS,
      retryAt: 1000 + STOCK_RETRY_DELAY_MS,
    });
    expect(isStockRetryDue(state, 1000 + STOCK_RETRY_DELAY_MS - 1)).toBe(false);
    expect(isStockRetryDue(state, 1000 + STOCK_RETRY_DELAY_MS)).toBe(true);
  });

  it('keeps retrying up to the limit, then resets the counter and stops', () => {
    let state = initialStockRetryState;
    for (let i = 1; i <= STOCK_MAX_ERRORS_BEFORE_RESET; i++) {
      state = fail(state, i * 10_000);
      expect(state.errors).toBe(i);
      expect(state.retryAt).not.toBeNull();
    }
    state = fail(state, 99_000);
    expect(state.status).toBe('gaveUp');
    expect(state.errors).toBe(0);
    expect(state.retryAt).toBeNull();
    expect(state.errorMessage).toBe('down');
    expect(isStockRetryDue(state, Number.MAX_SAFE_INTEGER)).toBe(false);
    // A new round after giving up gets the full set of retries again.
    expect(fail(state, 100_000).status).toBe('error');
  });

  it('clears the counter on success and hides the error on request', () => {
    const failed = fail(initialStockRetryState, 0);
    expect(stockRetryState(failed, { type: 'errorHidden' })).toMatchObject({
      errorMessage: null,
      errorVisibleUntil: null,
      retryAt: STOCK_RETRY_DELAY_MS,
    });
    expect(stockRetryState(failed, { type: 'loadSucceeded' })).toEqual({ ...initialStockRetryState, status: 'loaded' });
    expect(stockRetryState(failed, { type: 'reset' })).toBe(initialStockRetryState);
  });

  it('cancels a pending retry when a load starts', () => {
    const retrying = stockRetryState(fail(initialStockRetryState, 0), { type: 'loadStarted' });
    expect(retrying).toMatchObject({ status: 'loading', retryAt: null, errors: 1 });
  });
});
