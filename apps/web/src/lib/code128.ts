/**
 * Code 128 (ISO/IEC 15417), enough for the receiving slip's barcode of a protocol number (issue 27): digits are packed
 * two to a symbol in code set C (an odd last digit switches to set B), any other printable ASCII text is set B. The
 * result is the bars' positions in modules, so the web draws them as an inline SVG with no barcode library.
 */

/** Bar/space widths in modules of symbol values 0–106, bar first; every symbol is 11 modules, Stop (106) is 13. */
const PATTERNS: readonly string[] = [
  '212222', '222122', '222221', '121223', '121322', '131222', '122213', '122312', '132212', '221213',
  '221312', '231212', '112232', '122132', '122231', '113222', '123122', '123221', '223211', '221132',
  '221231', '213212', '223112', '312131', '311222', '321122', '321221', '312212', '322112', '322211',
  '212123', '212321', '232121', '111323', '131123', '131321', '112313', '132113', '132311', '211313',
  '231113', '231311', '112133', '112331', '132131', '113123', '113321', '133121', '313121', '211331',
  '231131', '213113', '213311', '213131', '311123', '311321', '331121', '312113', '312311', '332111',
  '314111', '221411', '431111', '111224', '111422', '121124', '121421', '141122', '141221', '112214',
  '112412', '122114', '122411', '142112', '142211', '241211', '221114', '413111', '241112', '134111',
  '111242', '121142', '121241', '114212', '124112', '124211', '411212', '421112', '421211', '212141',
  '214121', '412121', '111143', '111341', '131141', '114113', '114311', '411113', '411311', '113141',
  '114131', '311141', '411131', '211412', '211214', '211232', '2331112',
]; // prettier-ignore

export const CODE128 = { CODE_B: 100, START_B: 104, START_C: 105, STOP: 106 } as const;

/** The widths of one symbol value (exported for the test that checks the table). */
export function code128Pattern(value: number): string {
  const pattern = PATTERNS[value];
  if (pattern === undefined) throw new RangeError(`no Code 128 symbol ${value}`);
  return pattern;
}

/** True when `text` can be encoded: printable ASCII (space to '~'), at least one character. */
export function isCode128Encodable(text: string): boolean {
  return /^[\x20-\x7e]+$/.test(text);
}

/** The symbol values: start, data, check symbol and stop. Throws for text outside printable ASCII. */
export function code128Values(text: string): number[] {
  if (!isCode128Encodable(text)) throw new RangeError('Code 128 here takes printable ASCII only');
  const data: number[] = [];
  if (/^\d{2,}$/.test(text)) {
    data.push(CODE128.START_C);
    const pairs = text.length - (text.length % 2);
    for (let i = 0; i < pairs; i += 2) data.push(Number(text.slice(i, i + 2)));
    if (pairs < text.length) data.push(CODE128.CODE_B, text.charCodeAt(pairs) - 32);
  } else {
    data.push(CODE128.START_B, ...[...text].map((char) => char.charCodeAt(0) - 32));
  }
  // The check symbol: the start's value plus each later symbol's value times its position, modulo 103.
  const check = data.reduce((sum, value, index) => sum + value * Math.max(index, 1), 0) % 103;
  return [...data, check, CODE128.STOP];
}

export interface Code128Bars {
  /** Each bar's start and width, in modules from the left edge of the symbol (no quiet zone). */
  bars: { x: number; width: number }[];
  /** The symbol's width in modules; a reader needs 10 modules of quiet zone on each side besides. */
  width: number;
}

export function code128Bars(text: string): Code128Bars {
  const bars: Code128Bars['bars'] = [];
  let x = 0;
  for (const value of code128Values(text)) {
    [...code128Pattern(value)].forEach((digit, index) => {
      const width = Number(digit);
      if (index % 2 === 0) bars.push({ x, width });
      x += width;
    });
  }
  return { bars, width: x };
}
