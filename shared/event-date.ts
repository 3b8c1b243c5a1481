/**
 * The day of a story's event, 'YYYY-MM-DD', and how far away it is. Days are Danish days
 * (Europe/Copenhagen), so the server that draws the dashboard and every browser agree.
 */

const DAY_MS = 86_400_000;
const MONTHS = ['jan.', 'feb.', 'mar.', 'apr.', 'maj', 'jun.', 'jul.', 'aug.', 'sep.', 'okt.', 'nov.', 'dec.'];

/** 'YYYY-MM-DD' that names a day of the calendar (no 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return y >= 1900 && date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** Danish wall-clock time: the calendar's day (month 1-12) and the hour and minute. */
export interface DanishTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const pad2 = (n: number) => String(n).padStart(2, '0');
let copenhagen: Intl.DateTimeFormat | undefined;

/**
 * The time `time` shows in Denmark, by the time-zone rules of Europe/Copenhagen (summer time from
 * the last Sunday of March to the last Sunday of October, both at 01:00 UTC), the same in the
 * browser and on the server whatever their own zone. Formatted as en-US only to read the numbers
 * back, by one formatter made on first use: the first Intl format in a page costs tens of
 * milliseconds of the main thread (bench/README.md), later ones a fraction of one.
 */
export function danishTime(time: number): DanishTime {
  copenhagen ??= new Intl.DateTimeFormat('en-US', {
    timeZone: 'Europe/Copenhagen',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  });
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const { type, value } of copenhagen.formatToParts(time)) if (type !== 'literal') parts[type] = Number(value);
  // Midnight is hour 0, also from an engine that writes it as 24.
  return {
    year: parts.year ?? NaN,
    month: parts.month ?? NaN,
    day: parts.day ?? NaN,
    hour: (parts.hour ?? NaN) % 24,
    minute: parts.minute ?? NaN,
  };
}

/** Today in Denmark, 'YYYY-MM-DD'. */
export function danishToday(now: number = Date.now()): string {
  const { year, month, day } = danishTime(now);
  return `${year}-${pad2(month)}-${pad2(day)}`;
}

/** `day` moved by `days`. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (both 'YYYY-MM-DD'). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** '2026-11-24' -> '24. nov.' (da-DK's short date), with the year when it is not `thisYear`. */
export function formatDay(day: string, thisYear?: number): string {
  const [y, m, d] = day.slice(0, 10).split('-').map(Number);
  if (!y || !m || !d) return '';
  return `${d}. ${MONTHS[m - 1]}${thisYear !== undefined && y !== thisYear ? ` ${y}` : ''}`;
}
