import { describe, expect, it } from 'vitest';
import { MEDIA_ALLOWANCE_BYTES, PHOTO_MAX_BYTES } from './constants';
import { formatBytes } from './format-bytes';

describe('formatBytes: sizes in the units the limits are set in, in Danish', () => {
  it('writes whole sizes without decimals and the rest with a decimal comma, in kB, MB and GB', () => {
    expect(formatBytes(MEDIA_ALLOWANCE_BYTES.free)).toBe('100 MB');
    expect(formatBytes(MEDIA_ALLOWANCE_BYTES.premium)).toBe('2 GB');
    expect(formatBytes(PHOTO_MAX_BYTES)).toBe('15 MB');
    expect(formatBytes(MEDIA_ALLOWANCE_BYTES.free - 1_500_000)).toBe('98,5 MB');
    expect(formatBytes(1_250_000_000)).toBe('1,3 GB');
    expect(formatBytes(3_140_000)).toBe('3,1 MB');
    expect(formatBytes(850_400)).toBe('850 kB');
    expect(formatBytes(0)).toBe('0 kB');
    expect(formatBytes(12)).toBe('1 kB');
  });
});
