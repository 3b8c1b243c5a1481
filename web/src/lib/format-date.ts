/** 01:00 UTC on the last Sunday of a month (0-based), when summer time starts (March) or ends (October) in the EU. */
function lastSundayAtOne(year: number, month: number) {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/** Hours Danish time is ahead of UTC at `time`: 2 in summer time, 1 otherwise. */
function danishOffsetHours(time: number) {
  const year = new Date(time).getUTCFullYear();
  return time >= lastSundayAtOne(year, 2) && time < lastSundayAtOne(year, 9) ? 2 : 1;
}

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
