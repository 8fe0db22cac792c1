/**
 * America/Sao_Paulo's offset from UTC since 2000, from the IANA time zone database (2025c): the Brazilian daylight
 * saving time of 2000-2019, then UTC-3. Asking Intl instead costs a phone ~50 ms to build its first formatter with a
 * time zone (195 ms at Lighthouse's 4× slowdown) and ~0.25 ms a date: that was the largest piece of script work while
 * Home hydrated, where every order line's dates go through the eligibility chain (issue 16, ADR 0027).
 *
 * dates.test.ts holds this table to the running platform's Intl, hour by hour until 2045: if Brazil brings daylight
 * saving time back and the time zone database says so, that test fails and a row goes here. Instants before 2000 are
 * asked of Intl (dates.ts).
 */
export const SAO_PAULO_TABLE_START_MS = Date.UTC(2000, 0, 1);

/** In force at SAO_PAULO_TABLE_START_MS (summer time of 1999-2000). */
const OFFSET_AT_TABLE_START_MINUTES = -120;

/** [the instant the clocks changed, the offset in minutes from then on]. */
const CHANGES: readonly (readonly [string, number])[] = [
  ['2000-02-27T02:00:00Z', -180],
  ['2000-10-08T03:00:00Z', -120],
  ['2001-02-18T02:00:00Z', -180],
  ['2001-10-14T03:00:00Z', -120],
  ['2002-02-17T02:00:00Z', -180],
  ['2002-11-03T03:00:00Z', -120],
  ['2003-02-16T02:00:00Z', -180],
  ['2003-10-19T03:00:00Z', -120],
  ['2004-02-15T02:00:00Z', -180],
  ['2004-11-02T03:00:00Z', -120],
  ['2005-02-20T02:00:00Z', -180],
  ['2005-10-16T03:00:00Z', -120],
  ['2006-02-19T02:00:00Z', -180],
  ['2006-11-05T03:00:00Z', -120],
  ['2007-02-25T02:00:00Z', -180],
  ['2007-10-14T03:00:00Z', -120],
  ['2008-02-17T02:00:00Z', -180],
  ['2008-10-19T03:00:00Z', -120],
  ['2009-02-15T02:00:00Z', -180],
  ['2009-10-18T03:00:00Z', -120],
  ['2010-02-21T02:00:00Z', -180],
  ['2010-10-17T03:00:00Z', -120],
  ['2011-02-20T02:00:00Z', -180],
  ['2011-10-16T03:00:00Z', -120],
  ['2012-02-26T02:00:00Z', -180],
  ['2012-10-21T03:00:00Z', -120],
  ['2013-02-17T02:00:00Z', -180],
  ['2013-10-20T03:00:00Z', -120],
  ['2014-02-16T02:00:00Z', -180],
  ['2014-10-19T03:00:00Z', -120],
  ['2015-02-22T02:00:00Z', -180],
  ['2015-10-18T03:00:00Z', -120],
  ['2016-02-21T02:00:00Z', -180],
  ['2016-10-16T03:00:00Z', -120],
  ['2017-02-19T02:00:00Z', -180],
  ['2017-10-15T03:00:00Z', -120],
  ['2018-02-18T02:00:00Z', -180],
  ['2018-11-04T03:00:00Z', -120],
  ['2019-02-17T02:00:00Z', -180],
];

const MS_PER_MINUTE = 60_000;
const changeInstants = CHANGES.map(([instant]) => Date.parse(instant));

/** The offset in milliseconds (wall time minus UTC) at an instant from SAO_PAULO_TABLE_START_MS on. */
export function tabledSaoPauloOffsetMs(instantMs: number): number {
  let offsetMinutes = OFFSET_AT_TABLE_START_MINUTES;
  // Most dates are recent: read from the latest change back.
  for (let index = changeInstants.length - 1; index >= 0; index -= 1) {
    if (instantMs >= changeInstants[index]!) {
      offsetMinutes = CHANGES[index]![1];
      break;
    }
  }
  return offsetMinutes * MS_PER_MINUTE;
}
