import { isApiError } from '@web/lib/api-client';

/**
 * What to tell the user when a character call fails: the server's own Danish message when it
 * explains the problem (not found, busy, invalid input), else the screen's catalogue text.
 */
export function characterErrorText(err: unknown, fallback: string, { unauthorized }: { unauthorized?: string } = {}): string {
  if (!isApiError(err)) return fallback;
  if (err.status === 401) return unauthorized ?? err.message;
  return err.status >= 400 && err.status < 500 ? err.message : fallback;
}
