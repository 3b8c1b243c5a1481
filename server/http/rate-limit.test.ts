import { expect, it } from 'vitest';
import { describeEachDialect } from '../test/dialects';
import { dbRateLimiter } from './rate-limit';

describeEachDialect('rate limits in the database', (app) => {
  it('allows max requests per window and key, then opens again when the window has passed', async () => {
    let t = 1_000_000;
    const limiter = dbRateLimiter(app().db, () => t);
    const limit = { action: 'test.window', max: 3, windowSeconds: 60 };
    const taken = [];
    for (let i = 0; i < 4; i++) taken.push(await limiter.take(limit, 'a'));
    expect(taken.map((r) => r.ok)).toEqual([true, true, true, false]);
    expect(taken[3].retryAfterSeconds).toBe(60);
    expect((await limiter.take(limit, 'b')).ok).toBe(true);
    // Another action on the same key counts apart.
    expect((await limiter.take({ ...limit, action: 'test.other' }, 'a')).ok).toBe(true);
    t += 59_999;
    expect(await limiter.take(limit, 'a')).toEqual({ ok: false, retryAfterSeconds: 1 });
    t += 1;
    expect((await limiter.take(limit, 'a')).ok).toBe(true);
  });

  it('never lets concurrent requests past the limit', async () => {
    const limiter = dbRateLimiter(app().db);
    const limit = { action: 'test.concurrent', max: 10, windowSeconds: 60 };
    const results = await Promise.all(Array.from({ length: 25 }, () => limiter.take(limit, 'busy')));
    expect(results.filter((r) => r.ok)).toHaveLength(10);
  });

  it('keeps its count in the table, which a second limiter (another instance) shares', async () => {
    const limit = { action: 'test.shared', max: 2, windowSeconds: 60 };
    expect((await dbRateLimiter(app().db).take(limit, 'k')).ok).toBe(true);
    expect((await dbRateLimiter(app().db).take(limit, 'k')).ok).toBe(true);
    expect((await dbRateLimiter(app().db).take(limit, 'k')).ok).toBe(false);
    const row = await app().db.selectFrom('rate_limits').select('count').where('key', '=', 'test.shared|k').executeTakeFirstOrThrow();
    expect(Number(row.count)).toBe(3);
  });

  it('stops at the first used-up limit of a list, and sweeps ended windows', async () => {
    let t = 5_000_000;
    const limiter = dbRateLimiter(app().db, () => t);
    const minute = { action: 'test.minute', max: 1, windowSeconds: 60 };
    const day = { action: 'test.day', max: 5, windowSeconds: 86_400 };
    expect(
      (
        await limiter.takeAll([
          [minute, 'u'],
          [day, 'u'],
        ])
      ).ok,
    ).toBe(true);
    expect(
      (
        await limiter.takeAll([
          [minute, 'u'],
          [day, 'u'],
        ])
      ).ok,
    ).toBe(false);
    const dayCount = await app().db.selectFrom('rate_limits').select('count').where('key', '=', 'test.day|u').executeTakeFirstOrThrow();
    expect(Number(dayCount.count)).toBe(1);
    t += 61_000;
    await limiter.sweep();
    const keys = (await app().db.selectFrom('rate_limits').select('key').where('key', 'like', 'test.%|u').execute()).map((r) => r.key);
    expect(keys).toEqual(['test.day|u']);
  });
});
