import { TIME_ZONE } from './constants';
import { SAO_PAULO_TABLE_START_MS, tabledSaoPauloOffsetMs } from './sao-paulo-offsets';

/**
 * Dates are shown and compared in America/Sao_Paulo whatever the machine's time zone (spec §1).
 * Everything goes through Intl with an explicit timeZone; no Date getter that reads the local zone is used.
 */

export type DateInput = Date | string | number;

type WallTime = { year: number; month: number; day: number; hour: number; minute: number; second: number };

const MS_PER_SECOND = 1000;
const MS_PER_DAY = 86_400_000;

/**
 * Made on first use, not when the module loads: the first formatter with a time zone makes the browser load its zone
 * data (tens of milliseconds on a slow phone), which would otherwise add to the one long task that evaluates the
 * page's scripts before anything is interactive (ADR 0024).
 */
let wallTimeFormatterInstance: Intl.DateTimeFormat | null = null;
function wallTimeFormatter(): Intl.DateTimeFormat {
  wallTimeFormatterInstance ??= new Intl.DateTimeFormat('en-US', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  });
  return wallTimeFormatterInstance;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?$/;
const ISO_ZONED_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/i;
const BR_DATE_TIME = /^(\d{2})\/(\d{2})\/(\d{4})(?:\s+(\d{2}):(\d{2})(?::(\d{2}))?)?$/;
const BR_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

function pad(value: number, length = 2): string {
  return String(value).padStart(length, '0');
}

/** Milliseconds since the epoch of a wall time read as UTC; setUTCFullYear keeps years 0-99 literal. */
function wallTimeAsUtcMs(wall: WallTime): number {
  const date = new Date(0);
  date.setUTCFullYear(wall.year, wall.month - 1, wall.day);
  date.setUTCHours(wall.hour, wall.minute, wall.second, 0);
  return date.getTime();
}

/** São Paulo's wall time at an instant, straight from Intl (slow, see sao-paulo-offsets.ts). */
function saoPauloWallTimeFromIntl(instantMs: number): WallTime {
  const parts: Record<string, number> = {};
  for (const part of wallTimeFormatter().formatToParts(instantMs)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** São Paulo's offset from UTC at an instant (wall time minus UTC), whole seconds, asked of Intl. */
function offsetFromIntl(instantMs: number): number {
  const wholeSecond = Math.floor(instantMs / MS_PER_SECOND) * MS_PER_SECOND;
  return wallTimeAsUtcMs(saoPauloWallTimeFromIntl(wholeSecond)) - wholeSecond;
}

/** From 2000 on, the time zone database's own table (see sao-paulo-offsets.ts); Intl for older instants. */
function offsetAt(instantMs: number): number {
  return instantMs >= SAO_PAULO_TABLE_START_MS ? tabledSaoPauloOffsetMs(instantMs) : offsetFromIntl(instantMs);
}

function saoPauloWallTime(instantMs: number): WallTime {
  const wall = new Date(Math.floor(instantMs / MS_PER_SECOND) * MS_PER_SECOND + offsetAt(instantMs));
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
  };
}

function sameWallTime(a: WallTime, b: WallTime): boolean {
  return wallTimeAsUtcMs(a) === wallTimeAsUtcMs(b);
}

/**
 * The instant at which São Paulo clocks showed `wall`. When the wall time fell in a daylight-saving gap
 * (Brazil's old DST started at 00:00), the first instant after the gap is used, so a day always has a start.
 */
function saoPauloWallTimeToMs(wall: WallTime): number {
  const asUtc = wallTimeAsUtcMs(wall);
  const firstGuess = asUtc - offsetAt(asUtc);
  const secondGuess = asUtc - offsetAt(firstGuess);
  if (sameWallTime(saoPauloWallTime(secondGuess), wall)) return secondGuess;
  if (sameWallTime(saoPauloWallTime(firstGuess), wall)) return firstGuess;
  return Math.max(firstGuess, secondGuess);
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function daysInMonth(year: number, month: number): number {
  return month === 2 && isLeapYear(year) ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0);
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function isValidWallTime(wall: WallTime): boolean {
  return (
    wall.month >= 1 &&
    wall.month <= 12 &&
    wall.day >= 1 &&
    wall.day <= daysInMonth(wall.year, wall.month) &&
    wall.hour <= 23 &&
    wall.minute <= 59 &&
    wall.second <= 59
  );
}

function wallTimeToDate(wall: WallTime, milliseconds = 0): Date | null {
  if (!isValidWallTime(wall)) return null;
  return new Date(saoPauloWallTimeToMs(wall) + milliseconds);
}

function numbers(groups: (string | undefined)[]): number[] {
  return groups.map((group) => Number(group ?? 0));
}

function parseDateString(text: string): Date | null {
  const isoDate = ISO_DATE.exec(text);
  if (isoDate) {
    const [year = 0, month = 0, day = 0] = numbers(isoDate.slice(1));
    return wallTimeToDate({ year, month, day, hour: 0, minute: 0, second: 0 });
  }
  const isoLocal = ISO_LOCAL_DATE_TIME.exec(text);
  if (isoLocal) {
    const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = numbers(isoLocal.slice(1, 7));
    const milliseconds = Number((isoLocal[7] ?? '').padEnd(3, '0'));
    return wallTimeToDate({ year, month, day, hour, minute, second }, milliseconds);
  }
  const isoZoned = ISO_ZONED_DATE_TIME.exec(text);
  if (isoZoned) {
    const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = numbers(isoZoned.slice(1, 7));
    // Date would roll '2026-02-30' over to 2 March, so the calendar is checked first.
    if (!isValidWallTime({ year, month, day, hour, minute, second })) return null;
    // '+0900' is written as '+09:00': only the colon form is in the ECMAScript date-time format.
    return validDateOrNull(new Date(text.replace(/([+-]\d{2})(\d{2})$/, '$1:$2')));
  }
  const brDateTime = BR_DATE_TIME.exec(text);
  if (brDateTime) {
    const [day = 0, month = 0, year = 0, hour = 0, minute = 0, second = 0] = numbers(brDateTime.slice(1));
    return wallTimeToDate({ year, month, day, hour, minute, second });
  }
  return null;
}

function validDateOrNull(date: Date): Date | null {
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * Reads a Date, epoch milliseconds or a string into a Date, or null when it is not a valid date.
 * Strings without a zone are São Paulo wall time, not machine time: 'yyyy-mm-dd' and 'dd/mm/yyyy' are São Paulo
 * midnight, 'yyyy-mm-ddThh:mm[:ss]' and 'dd/mm/yyyy hh:mm[:ss]' (MOV_DATA) São Paulo clock time. ISO strings with
 * 'Z' or an offset are absolute. Other strings give null rather than whatever Date.parse guesses.
 */
export function parseDateInput(input: DateInput | null | undefined): Date | null {
  if (input instanceof Date) return validDateOrNull(new Date(input.getTime()));
  if (typeof input === 'number') return Number.isFinite(input) ? validDateOrNull(new Date(input)) : null;
  if (typeof input === 'string') return parseDateString(input.trim());
  return null;
}

function wallTimeOf(input: DateInput | null | undefined): WallTime | null {
  const date = parseDateInput(input);
  return date ? saoPauloWallTime(date.getTime()) : null;
}

function requireWallTime(input: DateInput): WallTime {
  const wall = wallTimeOf(input);
  if (!wall) throw new RangeError(`Not a valid date: ${String(input)}`);
  return wall;
}

function dateText(wall: WallTime): string {
  return `${pad(wall.day)}/${pad(wall.month)}/${pad(wall.year, 4)}`;
}

function timeText(wall: WallTime): string {
  return `${pad(wall.hour)}:${pad(wall.minute)}`;
}

function isoDateText(wall: WallTime): string {
  return `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}`;
}

/** 'dd/mm/yyyy' in São Paulo; '' for an empty or invalid input. */
export function formatDate(input: DateInput | null | undefined): string {
  const wall = wallTimeOf(input);
  return wall ? dateText(wall) : '';
}

/** 'dd/mm/yy' in São Paulo (order groups by delivery date); '' for an empty or invalid input. */
export function formatShortDate(input: DateInput | null | undefined): string {
  const wall = wallTimeOf(input);
  return wall ? `${pad(wall.day)}/${pad(wall.month)}/${pad(wall.year % 100)}` : '';
}

/** 'hh:mm', 24-hour, in São Paulo; '' for an empty or invalid input. */
export function formatTime(input: DateInput | null | undefined): string {
  const wall = wallTimeOf(input);
  return wall ? timeText(wall) : '';
}

/** 'dd/mm/yyyy hh:mm' in São Paulo; '' for an empty or invalid input. */
export function formatDateTime(input: DateInput | null | undefined): string {
  const wall = wallTimeOf(input);
  return wall ? `${dateText(wall)} ${timeText(wall)}` : '';
}

/** 'dd/mm/yyyy hh:mm:ss' in São Paulo, the MOV_DATA form of wallet movements; '' for an empty or invalid input. */
export function formatMovementDateTime(input: DateInput | null | undefined): string {
  const wall = wallTimeOf(input);
  return wall ? `${dateText(wall)} ${timeText(wall)}:${pad(wall.second)}` : '';
}

/** 'yyyy-mm-dd' of the São Paulo calendar day. Throws RangeError for an invalid input: a key must exist. */
export function saoPauloDateKey(input: DateInput): string {
  return isoDateText(requireWallTime(input));
}

/** Lenient form of saoPauloDateKey for payloads (wallet dt_inicial/dt_final): null for an empty or invalid input. */
export function toIsoDate(input: DateInput | null | undefined): string | null {
  const wall = wallTimeOf(input);
  return wall ? isoDateText(wall) : null;
}

/** The absolute ISO 8601 instant ('2026-03-01T02:30:00.000Z') for storing and sending; null when invalid. */
export function toIsoDateTime(input: DateInput | null | undefined): string | null {
  return parseDateInput(input)?.toISOString() ?? null;
}

function dayNumber(wall: WallTime): number {
  return Math.round(wallTimeAsUtcMs({ ...wall, hour: 0, minute: 0, second: 0 }) / MS_PER_DAY);
}

/**
 * Whole São Paulo calendar days from `from` to `now` (negative when `from` is later): delivered yesterday
 * at 23:59 is 1 day ago at 00:01 today. Used by the delivery-deadline rule. Throws RangeError for invalid input.
 */
export function daysSinceInSaoPaulo(from: DateInput, now: DateInput = new Date()): number {
  return dayNumber(requireWallTime(now)) - dayNumber(requireWallTime(from));
}

/** 'dd/mm/yyyy' typed by the shopper -> São Paulo midnight of that day, or null when it is not a real date (31/02). */
export function parseBrDate(text: string | null | undefined): Date | null {
  const match = BR_DATE.exec((text ?? '').trim());
  if (!match) return null;
  const [day = 0, month = 0, year = 0] = numbers(match.slice(1));
  return wallTimeToDate({ year, month, day, hour: 0, minute: 0, second: 0 });
}
