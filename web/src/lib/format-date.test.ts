import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date';

describe('formatDate', () => {
  it('writes a date as the Danish locale does (day.month.year, no leading zeros), in local time', () => {
    for (let day = 0; day < 800; day += 7) {
      const date = new Date(Date.UTC(2025, 0, 1, 23, 30) + day * 86_400_000);
      expect(formatDate(date.toISOString())).toBe(date.toLocaleDateString('da-DK'));
    }
    expect(formatDate(new Date(2026, 0, 5, 12).toISOString())).toBe('5.1.2026');
    expect(formatDate(new Date(2026, 10, 21, 12).toISOString())).toBe('21.11.2026');
  });

  it('shows nothing for a missing or unreadable date', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('ikke en dato')).toBe('');
  });
});
