import { describe, expect, it } from 'vitest';
import { memoryRateLimiter } from './rate-limit';

describe('memoryRateLimiter', () => {
  it('allows max requests per window and key, then opens again when the window has passed', () => {
    let t = 1_000_000;
    const limiter = memoryRateLimiter({ action: 'test', max: 3, windowSeconds: 60 }, () => t);
    expect([1, 2, 3, 4].map(() => limiter.take('a'))).toEqual([true, true, true, false]);
    expect(limiter.take('b')).toBe(true);
    t += 59_999;
    expect(limiter.take('a')).toBe(false);
    t += 1;
    expect(limiter.take('a')).toBe(true);
  });
});
