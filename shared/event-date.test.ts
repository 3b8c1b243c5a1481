import { describe, expect, it } from 'vitest';
import { addDays, danishToday, daysBetween, formatDay, isCalendarDate } from './event-date';
import { readingMessages } from './messages.da';

describe('event dates', () => {
  it('takes only days of the calendar', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    for (const bad of ['2026-02-29', '2026-04-31', '2026-13-01', '2026-1-5', '24-12-2026', '']) expect(isCalendarDate(bad), bad).toBe(false);
  });

  it('counts Danish days: 23:30 UTC is already tomorrow in Denmark, in winter and in summer time', () => {
    expect(danishToday(Date.parse('2026-11-26T22:59:00Z'))).toBe('2026-11-26');
    expect(danishToday(Date.parse('2026-11-26T23:30:00Z'))).toBe('2026-11-27');
    expect(danishToday(Date.parse('2026-07-01T21:59:00Z'))).toBe('2026-07-01');
    expect(danishToday(Date.parse('2026-07-01T22:30:00Z'))).toBe('2026-07-02');
  });

  it('says the days left gently and the day the Danish way', () => {
    expect(daysBetween('2026-12-30', addDays('2026-12-30', 3))).toBe(3);
    expect([0, 1, 3].map(readingMessages.countdown)).toEqual(['i dag', 'i morgen', 'om 3 dage']);
    expect(formatDay('2026-11-24')).toBe('24. nov.');
    expect(formatDay('2027-01-05', 2026)).toBe('5. jan. 2027');
    expect(readingMessages.readLog(3, '24. nov.', true)).toBe('Læst 3 gange · senest 24. nov. · læst op');
  });
});
