import { describe, expect, it } from 'vitest';
import { code128Bars, code128Pattern, code128Values, isCode128Encodable } from './code128';

/** Reads bars back into symbol values by their widths: an independent check of the drawing. */
function decode(bars: { x: number; width: number }[], width: number): number[] {
  const widths: number[] = [];
  bars.forEach((bar, index) => {
    widths.push(bar.width);
    const next = bars[index + 1];
    if (next) widths.push(next.x - bar.x - bar.width);
  });
  expect(bars.at(-1)!.x + bars.at(-1)!.width).toBe(width);
  const values: number[] = [];
  const table = Array.from({ length: 107 }, (_, value) => code128Pattern(value));
  for (let i = 0; i < widths.length;) {
    const size = widths.length - i === 7 ? 7 : 6;
    const pattern = widths.slice(i, i + size).join('');
    values.push(table.indexOf(pattern));
    i += size;
  }
  return values;
}

describe('Code 128', () => {
  it('has 106 distinct symbols of 11 modules and a stop of 13', () => {
    const symbols = Array.from({ length: 106 }, (_, value) => code128Pattern(value));
    expect(new Set(symbols).size).toBe(106);
    for (const pattern of symbols) expect([...pattern].reduce((sum, d) => sum + Number(d), 0)).toBe(11);
    expect(code128Pattern(106)).toBe('2331112');
  });

  it('packs an even run of digits in code set C with the standard check symbol', () => {
    // Start C (105), 12, 34, 56, 78; check = (105 + 1·12 + 2·34 + 3·56 + 4·78) mod 103 = 665 mod 103 = 47.
    expect(code128Values('12345678')).toEqual([105, 12, 34, 56, 78, 47, 106]);
  });

  it('ends an odd run of digits in code set B', () => {
    // Start C, 12, 34, CODE B (100), '5' (21); check = (105 + 12 + 68 + 300 + 84) mod 103 = 569 mod 103 = 54.
    expect(code128Values('12345')).toEqual([105, 12, 34, 100, 21, 54, 106]);
  });

  it('encodes text in code set B', () => {
    // Start B (104), P 48, J 42, J 42, 1 17, 2 18, 3 19, C 35: (104 + 48 + 84 + 126 + 68 + 90 + 114 + 245) mod 103 = 55.
    expect(code128Values('PJJ123C')).toEqual([104, 48, 42, 42, 17, 18, 19, 35, 55, 106]);
  });

  it('draws bars that read back as the same symbols, starting and ending with a bar', () => {
    for (const text of ['100210', '7', '12345', 'PRT-42']) {
      const { bars, width } = code128Bars(text);
      expect(decode(bars, width)).toEqual(code128Values(text));
      expect(width).toBe((code128Values(text).length - 1) * 11 + 13);
    }
    // Start C's widths 2-1-1-2-3-2 are the first three bars of a protocol number.
    expect(code128Bars('100210').bars.slice(0, 3)).toEqual([
      { x: 0, width: 2 },
      { x: 3, width: 1 },
      { x: 6, width: 3 },
    ]);
  });

  it('refuses what it cannot encode', () => {
    expect(isCode128Encodable('São')).toBe(false);
    expect(isCode128Encodable('')).toBe(false);
    expect(() => code128Values('São')).toThrow(RangeError);
  });
});
