import { danishTime } from '@shared/event-date';

/**
 * Dates are shown the Danish way, e.g. 21.11.2026: what `toLocaleDateString('da-DK')` gives in
 * Danish time (Europe/Copenhagen), put together from the day in Denmark (shared/event-date.ts).
 * The server draws the dashboard first (server/ssr.ts): a date must read the same there and in the
 * browser, whatever either's time zone. And the dashboard's dates all go through event-date's one
 * Intl formatter: the first Intl format in a page blocks the main thread for tens of milliseconds
 * (the first da-DK date 40 to 170 ms on a slow phone, bench/README.md, web).
 */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return '';
  const { year, month, day } = danishTime(time);
  return `${day}.${month}.${year}`;
}
