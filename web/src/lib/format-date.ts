/**
 * Dates are shown the Danish way, e.g. 21.11.2026: what `toLocaleDateString('da-DK')` gives, put
 * together by hand, because the browser's first Danish date format loads its locale data first,
 * which blocked the dashboard for 40 to 170 ms on a slow phone's main thread (bench/README.md, web).
 */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : `${date.getDate()}.${date.getMonth() + 1}.${date.getFullYear()}`;
}
