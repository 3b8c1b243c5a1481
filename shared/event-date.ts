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

/** 01:00 UTC on the last Sunday of a month (0-based): when EU summer time starts or ends. */
function lastSundayAtOne(year: number, month: number) {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/** Hours Danish time is ahead of UTC at `time`: 2 in summer time, 1 otherwise. */
export function danishOffsetHours(time: number): number {
  const year = new Date(time).getUTCFullYear();
  return time >= lastSundayAtOne(year, 2) && time < lastSundayAtOne(year, 9) ? 2 : 1;
}

/** Today in Denmark, 'YYYY-MM-DD'. */
export function danishToday(now: number = Date.now()): string {
  return new Date(now + danishOffsetHours(now) * 3_600_000).toISOString().slice(0, 10);
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
