import { danishOffsetHours } from '@shared/event-date';

/**
 * Dates are shown the Danish way, e.g. 21.11.2026: what `toLocaleDateString('da-DK')` gives in
 * Danish time (Europe/Copenhagen), put together by hand for two reasons. The browser's first Danish
 * date format loads its locale data, which blocked the dashboard for 40 to 170 ms on a slow phone's
 * main thread (bench/README.md, web). And the server draws the dashboard first (server/ssr.ts): a
 * date must read the same there and in the browser, whatever either's time zone.
 */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return '';
  const danish = new Date(time + danishOffsetHours(time) * 3_600_000);
  return `${danish.getUTCDate()}.${danish.getUTCMonth() + 1}.${danish.getUTCFullYear()}`;
}
