import { describe, expect, it } from 'vitest';
import { MEDIA_ALLOWANCE_BYTES, PHOTO_MAX_BYTES } from './constants';
import { formatMegabytes } from './format-bytes';

describe('formatMegabytes: sizes in the units the limits are set in, in Danish', () => {
  it('writes whole sizes without decimals and the rest with a decimal comma', () => {
    expect(formatMegabytes(MEDIA_ALLOWANCE_BYTES.free)).toBe('100 MB');
    expect(formatMegabytes(MEDIA_ALLOWANCE_BYTES.premium)).toBe('2 GB');
    expect(formatMegabytes(PHOTO_MAX_BYTES)).toBe('15 MB');
    expect(formatMegabytes(MEDIA_ALLOWANCE_BYTES.free - 1.5 * 1024 * 1024)).toBe('98,5 MB');
    expect(formatMegabytes(1.25 * 1024 * 1024 * 1024)).toBe('1,3 GB');
    expect(formatMegabytes(0)).toBe('0 MB');
    expect(formatMegabytes(300 * 1024)).toBe('0,3 MB');
  });
});
