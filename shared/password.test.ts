import { describe, expect, it } from 'vitest';
import { errorMessages } from './messages.da';
import { isBlankPassword, newPasswordSchema } from './password';

const schema = newPasswordSchema({
  required: 'mangler',
  tooShort: errorMessages.PASSWORD_TOO_SHORT,
  tooLong: errorMessages.PASSWORD_TOO_LONG,
  blank: errorMessages.PASSWORD_BLANK,
});
const firstMessage = (value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

describe('newPasswordSchema', () => {
  it('says what is wrong first: missing, too short, too long, only white space', () => {
    expect(firstMessage(undefined)).toBe('mangler');
    expect(firstMessage('')).toBe('mangler');
    expect(firstMessage('   ')).toBe(errorMessages.PASSWORD_TOO_SHORT);
    expect(firstMessage('kort')).toBe(errorMessages.PASSWORD_TOO_SHORT);
    expect(firstMessage('x'.repeat(129))).toBe(errorMessages.PASSWORD_TOO_LONG);
    expect(firstMessage(' '.repeat(8))).toBe(errorMessages.PASSWORD_BLANK);
    expect(firstMessage('\t\n \u00a0\u3000   ')).toBe(errorMessages.PASSWORD_BLANK);
  });

  it('takes a password with spaces in it, and keeps it as typed', () => {
    expect(schema.parse(' tre små grise ')).toBe(' tre små grise ');
    expect(schema.parse('hemmelig-kode-1')).toBe('hemmelig-kode-1');
  });

  it('isBlankPassword', () => {
    expect(isBlankPassword('    ')).toBe(true);
    expect(isBlankPassword('  a  ')).toBe(false);
  });
});
