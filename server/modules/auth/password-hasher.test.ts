import { performance } from 'node:perf_hooks';
import { hashPassword, verifyPassword } from 'better-auth/crypto';
import { describe, expect, it } from 'vitest';
import { passwordHasher } from './password-hasher';

describe('passwordHasher', () => {
  it("stores Better Auth's format: a 32-character hex salt and a 64-byte key in hex", async () => {
    const hash = await passwordHasher().hash('hemmelig-kode-1');
    expect(hash).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
  });

  it('accepts hashes Better Auth made, and Better Auth accepts its hashes', async () => {
    const hasher = passwordHasher();
    // Non-ASCII and a form NFKC changes ('ﬁ' is 'fi'), so normalisation and UTF-8 must agree too.
    for (const password of ['hemmelig-kode-1', 'blåbærgrød æøå ÆØÅ', 'ﬁre ２０２４ 🦊']) {
      const theirs = await hashPassword(password);
      expect(await hasher.verify({ hash: theirs, password })).toBe(true);
      expect(await hasher.verify({ hash: theirs, password: `${password}x` })).toBe(false);

      const ours = await hasher.hash(password);
      expect(await verifyPassword({ hash: ours, password })).toBe(true);
      expect(await verifyPassword({ hash: ours, password: `${password}x` })).toBe(false);
    }
    expect(await hasher.verify({ hash: await hashPassword('ﬁre'), password: 'fire' })).toBe(true);
  });

  it('gives a new salt each time', async () => {
    const hasher = passwordHasher();
    const [a, b] = await Promise.all([hasher.hash('samme-kode-9'), hasher.hash('samme-kode-9')]);
    expect(a.split(':')[0]).not.toBe(b.split(':')[0]);
    expect(a).not.toBe(b);
  });

  it('refuses a stored key of another length, and throws on a malformed stored hash', async () => {
    const hasher = passwordHasher();
    const [salt, key] = (await hasher.hash('hemmelig-kode-1')).split(':');
    expect(await hasher.verify({ hash: `${salt}:${key.slice(0, 64)}`, password: 'hemmelig-kode-1' })).toBe(false);
    for (const hash of ['', 'no-colon', `${salt}:`, `:${key}`, `${salt}:xyz`, `${salt}:${key}0`]) {
      await expect(hasher.verify({ hash, password: 'hemmelig-kode-1' })).rejects.toThrow('Invalid password hash');
    }
  });

  it('runs at most `concurrency` hashes at once; the rest wait in line and all finish', async () => {
    const hasher = passwordHasher({ concurrency: 2 });
    const all = Promise.all(Array.from({ length: 6 }, (_, i) => hasher.hash(`kode-${i}-abcdef`)));
    expect(hasher.stats).toMatchObject({ running: 2, waiting: 4 });
    const hashes = await all;
    expect(new Set(hashes).size).toBe(6);
    expect(hasher.stats).toMatchObject({ running: 0, waiting: 0, performed: 6 });
  });

  it('counts every hash it computes, verify included', async () => {
    const hasher = passwordHasher();
    const hash = await hasher.hash('hemmelig-kode-1');
    await hasher.verify({ hash, password: 'forkert-kode-9' });
    expect(hasher.stats.performed).toBe(2);
  });

  it("leaves the main thread free while it hashes (Better Auth's own hasher does not)", async () => {
    // Event-loop utilisation: the share of the time the main thread was busy rather than waiting.
    const busyWhile = async (work: () => Promise<unknown>) => {
      const start = performance.eventLoopUtilization();
      await work();
      return performance.eventLoopUtilization(start).utilization;
    };
    const hasher = passwordHasher();
    const ours = await busyWhile(() => Promise.all(Array.from({ length: 4 }, () => hasher.hash('hemmelig-kode-1'))));
    const theirs = await busyWhile(() => Promise.all(Array.from({ length: 4 }, () => hashPassword('hemmelig-kode-1'))));
    expect(theirs).toBeGreaterThan(0.8);
    expect(ours).toBeLessThan(0.2);
  });
});
