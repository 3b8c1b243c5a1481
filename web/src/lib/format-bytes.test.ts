import { describe, expect, it } from 'vitest';
import { formatBytes } from './format-bytes';

describe('formatBytes', () => {
  it('writes sizes the Danish way, in kB, MB and GB', () => {
    expect(formatBytes(0)).toBe('1 kB');
    expect(formatBytes(850_400)).toBe('850 kB');
    expect(formatBytes(3_140_000)).toBe('3,1 MB');
    expect(formatBytes(1_234_000_000)).toBe('1,2 GB');
  });
});
