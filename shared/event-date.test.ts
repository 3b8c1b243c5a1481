import { describe, expect, it } from 'vitest';
import { addDays, danishTime, danishToday, daysBetween, formatDay, isCalendarDate } from './event-date';
import { readingMessages } from './messages.da';

describe('event dates', () => {
  it('takes only days of the calendar', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    for (const bad of ['2026-02-29', '2026-04-31', '2026-13-01', '2026-1-5', '24-12-2026', ''])
      expect(isCalendarDate(bad), bad).toBe(false);
  });

  it('counts Danish days: 23:30 UTC is already tomorrow in Denmark, in winter and in summer time', () => {
    expect(danishToday(Date.parse('2026-11-26T22:59:00Z'))).toBe('2026-11-26');
    expect(danishToday(Date.parse('2026-11-26T23:30:00Z'))).toBe('2026-11-27');
    expect(danishToday(Date.parse('2026-07-01T21:59:00Z'))).toBe('2026-07-01');
    expect(danishToday(Date.parse('2026-07-01T22:30:00Z'))).toBe('2026-07-02');
  });

  it('changes to summer time on the last Sunday of March and back on the last Sunday of October, at 01:00 UTC', () => {
    const clock = (iso: string) => {
      const t = danishTime(Date.parse(iso));
      return `${t.year}-${t.month}-${t.day} ${t.hour}:${String(t.minute).padStart(2, '0')}`;
    };
    // 2026: 29 March and 25 October. 02:00 becomes 03:00 in spring; 03:00 becomes 02:00 again in autumn.
    expect(clock('2026-03-29T00:59:00Z')).toBe('2026-3-29 1:59');
    expect(clock('2026-03-29T01:00:00Z')).toBe('2026-3-29 3:00');
    expect(clock('2026-10-25T00:59:00Z')).toBe('2026-10-25 2:59');
    expect(clock('2026-10-25T01:00:00Z')).toBe('2026-10-25 2:00');
    // 2027: 28 March and 31 October; the Sunday before is not a switch.
    expect(clock('2027-03-21T01:00:00Z')).toBe('2027-3-21 2:00');
    expect(clock('2027-03-28T00:59:00Z')).toBe('2027-3-28 1:59');
    expect(clock('2027-03-28T01:00:00Z')).toBe('2027-3-28 3:00');
    expect(clock('2027-10-24T01:00:00Z')).toBe('2027-10-24 3:00');
    expect(clock('2027-10-31T00:59:00Z')).toBe('2027-10-31 2:59');
    expect(clock('2027-10-31T01:00:00Z')).toBe('2027-10-31 2:00');
    // Midnight is hour 0, also on New Year's night.
    expect(clock('2026-12-31T23:00:00Z')).toBe('2027-1-1 0:00');
  });

  it('turns the Danish day at Danish midnight on the days of the switch: 23:00 UTC before it, 22:00 UTC after', () => {
    // Spring: the night into the switch is still winter time, the next night summer time.
    expect(danishToday(Date.parse('2026-03-28T22:59:00Z'))).toBe('2026-03-28');
    expect(danishToday(Date.parse('2026-03-28T23:00:00Z'))).toBe('2026-03-29');
    expect(danishToday(Date.parse('2026-03-29T21:59:00Z'))).toBe('2026-03-29');
    expect(danishToday(Date.parse('2026-03-29T22:00:00Z'))).toBe('2026-03-30');
    // Autumn: the night into the switch is still summer time, the next night winter time.
    expect(danishToday(Date.parse('2026-10-24T21:59:00Z'))).toBe('2026-10-24');
    expect(danishToday(Date.parse('2026-10-24T22:00:00Z'))).toBe('2026-10-25');
    expect(danishToday(Date.parse('2026-10-25T22:59:00Z'))).toBe('2026-10-25');
    expect(danishToday(Date.parse('2026-10-25T23:00:00Z'))).toBe('2026-10-26');
    // The year turns in Danish time too.
    expect(danishToday(Date.parse('2026-12-31T22:59:00Z'))).toBe('2026-12-31');
    expect(danishToday(Date.parse('2026-12-31T23:00:00Z'))).toBe('2027-01-01');
  });

  it('says the days left gently and the day the Danish way', () => {
    expect(daysBetween('2026-12-30', addDays('2026-12-30', 3))).toBe(3);
    expect([0, 1, 3].map(readingMessages.countdown)).toEqual(['i dag', 'i morgen', 'om 3 dage']);
    expect(formatDay('2026-11-24')).toBe('24. nov.');
    expect(formatDay('2027-01-05', 2026)).toBe('5. jan. 2027');
    expect(readingMessages.readLog(3, '24. nov.', true)).toBe('Læst 3 gange · senest 24. nov. · læst op');
  });
});
