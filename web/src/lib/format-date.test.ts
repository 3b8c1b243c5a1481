import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date';

const danish = (date: Date) => date.toLocaleDateString('da-DK', { timeZone: 'Europe/Copenhagen' });

describe('formatDate', () => {
  it('writes a date as the Danish locale does in Danish time (day.month.year, no leading zeros)', () => {
    // Every 7 hours for over two years: around midnight, and across each change to and from summer time.
    for (let hour = 0; hour < 24 * 800; hour += 7) {
      const date = new Date(Date.UTC(2025, 0, 1, 0, 30) + hour * 3_600_000);
      expect(formatDate(date.toISOString())).toBe(danish(date));
    }
    expect(formatDate('2026-01-05T12:00:00Z')).toBe('5.1.2026');
    expect(formatDate('2026-11-21T22:59:59Z')).toBe('21.11.2026');
    expect(formatDate('2026-11-21T23:00:00Z')).toBe('22.11.2026');
    // Summer time: midnight in Denmark is 22:00 UTC.
    expect(formatDate('2026-06-30T21:59:00Z')).toBe('30.6.2026');
    expect(formatDate('2026-06-30T22:00:00Z')).toBe('1.7.2026');
  });

  it('does not depend on the time zone of the machine it runs on', () => {
    // The boundaries of summer time 2026: 29 March and 25 October at 01:00 UTC.
    expect(formatDate('2026-03-28T23:30:00Z')).toBe('29.3.2026');
    expect(formatDate('2026-03-29T22:30:00Z')).toBe('30.3.2026');
    expect(formatDate('2026-10-24T22:30:00Z')).toBe('25.10.2026');
    expect(formatDate('2026-10-25T22:30:00Z')).toBe('25.10.2026');
    expect(formatDate('2026-10-25T23:30:00Z')).toBe('26.10.2026');
  });

  it('shows nothing for a missing or unreadable date', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('ikke en dato')).toBe('');
  });
});
