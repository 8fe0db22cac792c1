/**
 * Run this file under several machine zones (TZ=UTC, TZ=Asia/Tokyo, TZ=America/New_York): every expectation is
 * written in São Paulo terms and must hold whatever the process time zone is.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  daysSinceInSaoPaulo,
  formatDate,
  formatDateTime,
  formatMovementDateTime,
  formatShortDate,
  formatTime,
  parseBrDate,
  parseDateInput,
  saoPauloDateKey,
  toIsoDate,
  toIsoDateTime,
} from './dates';
import { SAO_PAULO_TABLE_START_MS, tabledSaoPauloOffsetMs } from './sao-paulo-offsets';

const JUST_BEFORE_SP_MIDNIGHT = '2026-03-01T02:30:00Z'; // 28/02 23:30 in São Paulo (UTC-3)
const SP_MIDNIGHT = '2026-03-01T03:00:00Z';

describe('parseDateInput', () => {
  it('accepts Date, epoch milliseconds and zoned ISO strings as absolute instants', () => {
    const instant = Date.UTC(2026, 2, 1, 2, 30);
    expect(parseDateInput(new Date(instant))?.getTime()).toBe(instant);
    expect(parseDateInput(instant)?.getTime()).toBe(instant);
    expect(parseDateInput(JUST_BEFORE_SP_MIDNIGHT)?.getTime()).toBe(instant);
    expect(parseDateInput('2026-02-28T23:30:00-03:00')?.getTime()).toBe(instant);
    expect(parseDateInput('2026-03-01T11:30:00.000+0900')?.getTime()).toBe(instant);
  });

  it('reads zone-less strings as São Paulo wall time, not machine time', () => {
    expect(parseDateInput('2026-03-01')?.toISOString()).toBe('2026-03-01T03:00:00.000Z');
    expect(parseDateInput('2026-02-28T23:30:00')?.toISOString()).toBe('2026-03-01T02:30:00.000Z');
    expect(parseDateInput('2026-02-28 23:30:15.250')?.toISOString()).toBe('2026-03-01T02:30:15.250Z');
    expect(parseDateInput('28/02/2026')?.toISOString()).toBe('2026-02-28T03:00:00.000Z');
    expect(parseDateInput('28/02/2026 23:30:15')?.toISOString()).toBe('2026-03-01T02:30:15.000Z');
    expect(parseDateInput('28/02/2026 23:30')?.toISOString()).toBe('2026-03-01T02:30:00.000Z');
  });

  it('returns a copy, not the Date it was given', () => {
    const original = new Date(0);
    const copy = parseDateInput(original);
    expect(copy).not.toBe(original);
    expect(copy?.getTime()).toBe(0);
  });

  it('returns null for empty, invalid and free-form input', () => {
    expect(parseDateInput(null)).toBeNull();
    expect(parseDateInput(undefined)).toBeNull();
    expect(parseDateInput('')).toBeNull();
    expect(parseDateInput(new Date(Number.NaN))).toBeNull();
    expect(parseDateInput(Number.NaN)).toBeNull();
    expect(parseDateInput(8.64e15 + 1)).toBeNull();
    expect(parseDateInput('2026-02-30')).toBeNull();
    expect(parseDateInput('2026-02-30T10:00:00Z')).toBeNull();
    expect(parseDateInput('2026-04-31T10:00:00-03:00')).toBeNull();
    expect(parseDateInput('2026-04-30T25:00:00Z')).toBeNull();
    expect(parseDateInput('2026-13-01T00:00:00')).toBeNull();
    expect(parseDateInput('2026-01-01T24:00:00')).toBeNull();
    expect(parseDateInput('31/04/2026')).toBeNull();
    expect(parseDateInput('March 1, 2026')).toBeNull();
    expect(parseDateInput('1/3/2026')).toBeNull();
  });
});

describe('formatters', () => {
  it('show the São Paulo calendar day around midnight', () => {
    expect(formatDate(JUST_BEFORE_SP_MIDNIGHT)).toBe('28/02/2026');
    expect(formatDate(SP_MIDNIGHT)).toBe('01/03/2026');
    expect(formatShortDate(JUST_BEFORE_SP_MIDNIGHT)).toBe('28/02/26');
    expect(formatShortDate(SP_MIDNIGHT)).toBe('01/03/26');
  });

  it('show São Paulo clock time, 24-hour', () => {
    expect(formatTime(JUST_BEFORE_SP_MIDNIGHT)).toBe('23:30');
    expect(formatTime(SP_MIDNIGHT)).toBe('00:00');
    expect(formatTime('2026-06-15T16:05:09Z')).toBe('13:05');
    expect(formatDateTime(JUST_BEFORE_SP_MIDNIGHT)).toBe('28/02/2026 23:30');
    expect(formatMovementDateTime('2026-06-15T16:05:09Z')).toBe('15/06/2026 13:05:09');
    expect(formatMovementDateTime(SP_MIDNIGHT)).toBe('01/03/2026 00:00:00');
  });

  it('treat a date-only string as that São Paulo day, whatever the machine zone', () => {
    expect(formatDate('2026-03-01')).toBe('01/03/2026');
    expect(formatDateTime('2026-03-01')).toBe('01/03/2026 00:00');
  });

  it('read MOV_DATA back into the same text', () => {
    expect(formatMovementDateTime('05/01/2026 09:08:07')).toBe('05/01/2026 09:08:07');
  });

  it('pad years before 1000 and keep two-digit short years', () => {
    expect(formatDate('0099-01-02')).toBe('02/01/0099');
    expect(formatShortDate('2005-01-02')).toBe('02/01/05');
  });

  it('give empty for empty or invalid input', () => {
    for (const format of [formatDate, formatShortDate, formatTime, formatDateTime, formatMovementDateTime]) {
      expect(format(null)).toBe('');
      expect(format(undefined)).toBe('');
      expect(format('not a date')).toBe('');
      expect(format(new Date(Number.NaN))).toBe('');
    }
  });

  it('use the historical daylight-saving offset of São Paulo', () => {
    // Summer time 2018/2019: UTC-2.
    expect(formatDateTime('2019-01-15T12:00:00Z')).toBe('15/01/2019 10:00');
  });
});

describe('saoPauloDateKey, toIsoDate and toIsoDateTime', () => {
  it('give the São Paulo calendar day as yyyy-mm-dd', () => {
    expect(saoPauloDateKey(JUST_BEFORE_SP_MIDNIGHT)).toBe('2026-02-28');
    expect(saoPauloDateKey(SP_MIDNIGHT)).toBe('2026-03-01');
    expect(saoPauloDateKey(new Date('2026-12-31T23:59:59-03:00'))).toBe('2026-12-31');
    expect(toIsoDate('2027-01-01T02:59:59Z')).toBe('2026-12-31');
    expect(toIsoDate('15/08/2026')).toBe('2026-08-15');
  });

  it('differ on invalid input: the key throws, the payload helpers give null', () => {
    expect(() => saoPauloDateKey('nonsense')).toThrow(RangeError);
    expect(toIsoDate('nonsense')).toBeNull();
    expect(toIsoDate(null)).toBeNull();
    expect(toIsoDateTime('nonsense')).toBeNull();
  });

  it('toIsoDateTime gives the absolute instant', () => {
    expect(toIsoDateTime('28/02/2026 23:30')).toBe('2026-03-01T02:30:00.000Z');
    expect(toIsoDateTime(0)).toBe('1970-01-01T00:00:00.000Z');
  });

  it('the key of São Paulo midnight of a day is that day', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true }),
        (date) => {
          const key = saoPauloDateKey(date);
          expect(saoPauloDateKey(key)).toBe(key);
          expect(parseDateInput(key)!.getTime()).toBeLessThanOrEqual(date.getTime());
          expect(date.getTime() - parseDateInput(key)!.getTime()).toBeLessThan(86_400_000);
        },
      ),
    );
  });
});

describe('daysSinceInSaoPaulo', () => {
  it('counts São Paulo calendar days, not 24-hour periods', () => {
    expect(daysSinceInSaoPaulo('2026-02-28T23:59:00-03:00', '2026-03-01T00:01:00-03:00')).toBe(1);
    expect(daysSinceInSaoPaulo('2026-03-01T00:01:00-03:00', '2026-03-01T23:59:00-03:00')).toBe(0);
    expect(daysSinceInSaoPaulo(JUST_BEFORE_SP_MIDNIGHT, SP_MIDNIGHT)).toBe(1);
  });

  it('counts across months, leap days and years', () => {
    expect(daysSinceInSaoPaulo('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysSinceInSaoPaulo('2026-02-28', '2026-03-01')).toBe(1);
    expect(daysSinceInSaoPaulo('2025-12-31', '2026-01-30')).toBe(30);
    expect(daysSinceInSaoPaulo('01/01/2025', '01/01/2026')).toBe(365);
  });

  it('is negative when the start is later, and zero on the same day', () => {
    expect(daysSinceInSaoPaulo('2026-03-10', '2026-03-01')).toBe(-9);
    expect(daysSinceInSaoPaulo(SP_MIDNIGHT, SP_MIDNIGHT)).toBe(0);
  });

  it('defaults now to the current instant', () => {
    expect(daysSinceInSaoPaulo(new Date())).toBe(0);
  });

  it('throws on invalid input instead of guessing a deadline', () => {
    expect(() => daysSinceInSaoPaulo('nonsense', SP_MIDNIGHT)).toThrow(RangeError);
    expect(() => daysSinceInSaoPaulo(SP_MIDNIGHT, Number.NaN)).toThrow(RangeError);
  });

  it('adding n days to a São Paulo midnight gives n days', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20_000 }), fc.integer({ min: -3650, max: 3650 }), (startDay, days) => {
        const start = saoPauloDateKey(Date.UTC(2000, 0, 1) + startDay * 86_400_000 + 12 * 3_600_000);
        const end = saoPauloDateKey(parseDateInput(start)!.getTime() + days * 86_400_000 + 12 * 3_600_000);
        expect(daysSinceInSaoPaulo(start, end)).toBe(days);
      }),
    );
  });
});

describe('parseBrDate', () => {
  it('gives São Paulo midnight of a real date', () => {
    expect(parseBrDate('28/02/2026')?.toISOString()).toBe('2026-02-28T03:00:00.000Z');
    expect(parseBrDate(' 29/02/2028 ')?.toISOString()).toBe('2028-02-29T03:00:00.000Z');
    expect(formatDate(parseBrDate('01/03/2026'))).toBe('01/03/2026');
  });

  it('rejects dates that do not exist', () => {
    expect(parseBrDate('31/02/2026')).toBeNull();
    expect(parseBrDate('29/02/2026')).toBeNull();
    expect(parseBrDate('29/02/1900')).toBeNull();
    expect(parseBrDate('31/04/2026')).toBeNull();
    expect(parseBrDate('00/01/2026')).toBeNull();
    expect(parseBrDate('01/13/2026')).toBeNull();
  });

  it('rejects other shapes and empty values', () => {
    expect(parseBrDate('2026-02-28')).toBeNull();
    expect(parseBrDate('1/3/2026')).toBeNull();
    expect(parseBrDate('01/03/26')).toBeNull();
    expect(parseBrDate('01/03/2026 10:00')).toBeNull();
    expect(parseBrDate('')).toBeNull();
    expect(parseBrDate(null)).toBeNull();
  });

  it('starts the day after the gap when São Paulo skipped midnight for summer time', () => {
    // 2018-11-04: clocks jumped from 00:00 to 01:00, so the day began at 01:00 local (03:00Z).
    expect(parseBrDate('04/11/2018')?.toISOString()).toBe('2018-11-04T03:00:00.000Z');
    expect(formatDateTime(parseBrDate('04/11/2018'))).toBe('04/11/2018 01:00');
  });

  it('round-trips through formatDate for every real date', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1950-01-01T12:00:00Z'), max: new Date('2100-12-31T12:00:00Z'), noInvalidDate: true }),
        (date) => {
          const text = formatDate(date);
          expect(formatDate(parseBrDate(text))).toBe(text);
        },
      ),
    );
  });
});

describe("wall time from the time zone database's table (from 2000) and from Intl (before)", () => {
  /** The same reading straight from Intl, for every instant: the cache must never change an answer. */
  const intlWallTime = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'America/Sao_Paulo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  const reference = (ms: number) => intlWallTime.format(ms).replace(',', '');

  it('answers as Intl for any instant from 1900 to 2100, clock changes included', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2100, 0, 1) }), (ms) => {
        expect(formatMovementDateTime(ms)).toBe(reference(ms));
      }),
      { numRuns: 3000 },
    );
  });

  // ~395,000 Intl reads: 3.8 s at a load of 10, where the default 5 s timeout failed; the time limit is a backstop.
  it("holds the table to this platform's time zone database every hour from 2000 to 2045", () => {
    const offsetFromIntl = (ms: number) => {
      const [date, time] = reference(ms).split(' ');
      const [day, month, year] = date!.split('/').map(Number);
      const [hour, minute, second] = time!.split(':').map(Number);
      return Date.UTC(year!, month! - 1, day!, hour!, minute!, second!) - ms;
    };
    const HOUR = 3_600_000;
    for (let ms = SAO_PAULO_TABLE_START_MS; ms < Date.UTC(2045, 0, 1); ms += HOUR) {
      if (tabledSaoPauloOffsetMs(ms) !== offsetFromIntl(ms)) {
        expect.fail(
          `São Paulo's offset at ${new Date(ms).toISOString()}: the table says ${tabledSaoPauloOffsetMs(ms)}, Intl ${offsetFromIntl(ms)}`,
        );
      }
    }
  }, 60_000);

  it('answers as Intl on both sides of a clock change, second by second, whichever side is read first', () => {
    // Brazil's last DST start (2018-11-04 00:00 → 01:00) and end (2019-02-17 00:00 → 23:00), the table's start, and
    // the 1914 move from local mean time (-3:06:28), whose change falls mid-hour.
    const changes = [
      Date.UTC(2018, 10, 4, 3),
      Date.UTC(2019, 1, 17, 2),
      SAO_PAULO_TABLE_START_MS,
      Date.UTC(1914, 0, 1, 3, 6, 28),
    ];
    for (const change of changes) {
      for (const order of [1, -1]) {
        for (let step = -3; step <= 3; step += 1) {
          const ms = change + order * step * 1000;
          expect(formatMovementDateTime(ms)).toBe(reference(ms));
        }
      }
    }
  });
});
