import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localStorage } from './local';
import type { Storage } from './port';
import { fileSigner } from './url-signing';

describe('local disk storage', () => {
  let dir: string;
  let storage: Storage;
  const signer = fileSigner('a-secret-of-at-least-thirty-two-characters');

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'fh-storage-'));
    storage = localStorage(path.join(dir, 'files'), signer);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('puts, gets and deletes files under its root', async () => {
    await storage.put('users/u1/avatars/a.webp', Buffer.from('webp'), 'image/webp');
    expect(existsSync(path.join(dir, 'files/users/u1/avatars/a.webp'))).toBe(true);
    expect(await storage.get('users/u1/avatars/a.webp')).toEqual({ bytes: Buffer.from('webp'), contentType: 'image/webp' });
    await storage.delete('users/u1/avatars/a.webp');
    expect(await storage.get('users/u1/avatars/a.webp')).toBeNull();
    await storage.delete('users/u1/avatars/a.webp');
    expect(await readdir(path.join(dir, 'files/users/u1/avatars'))).toEqual([]);
  });

  it('deletes a prefix and nothing beside it', async () => {
    await storage.put('users/u2/avatar-candidates/b/1.webp', Buffer.from('1'), 'image/webp');
    await storage.put('users/u2/avatar-candidates/b/2.webp', Buffer.from('2'), 'image/webp');
    await storage.put('users/u22/avatar-candidates/b/1.webp', Buffer.from('x'), 'image/webp');
    await storage.deletePrefix('users/u2/avatar-candidates/');
    expect(await storage.get('users/u2/avatar-candidates/b/1.webp')).toBeNull();
    expect(await storage.get('users/u22/avatar-candidates/b/1.webp')).not.toBeNull();
    await storage.deletePrefix('users/nobody/');
  });

  it('refuses keys with "..", absolute paths, odd characters, and types that do not match the name', async () => {
    for (const key of [
      '../escape.webp',
      'users/../../etc/passwd',
      '/etc/passwd',
      'users\\x.webp',
      'users/a b.webp',
      'users/ä.webp',
      'users//x.webp',
      '',
      '.hidden/x.webp',
    ]) {
      await expect(storage.put(key, Buffer.from('x'), 'image/webp')).rejects.toThrow();
      await expect(storage.get(key)).rejects.toThrow();
    }
    await expect(storage.put('users/u1/x.webp', Buffer.from('x'), 'image/svg+xml')).rejects.toThrow(/content type/);
    await expect(storage.put('users/u1/x.svg', Buffer.from('x'), 'image/svg+xml')).rejects.toThrow(/content type/);
    await expect(storage.deletePrefix('users/u1')).rejects.toThrow();
  });

  it('signs app URLs that verify until they expire and fail when anything changes', async () => {
    const now = Date.UTC(2025, 0, 1, 10, 30);
    const url = new URL(signer.url('users/u1/a.webp', 24 * 3600, now), 'http://x');
    expect(url.pathname).toBe('/api/files/users/u1/a.webp');
    const exp = url.searchParams.get('exp')!;
    const sig = url.searchParams.get('sig')!;
    // valid for at least 24 h, rounded up to the hour so the URL is stable for a while
    expect(Number(exp) * 1000 - now).toBeGreaterThanOrEqual(24 * 3600 * 1000);
    expect(Number(exp) % 3600).toBe(0);
    expect(signer.url('users/u1/a.webp', 24 * 3600, now + 60_000)).toBe(`${url.pathname}${url.search}`);
    expect(signer.verify('users/u1/a.webp', exp, sig, now)).toBe('ok');
    expect(signer.verify('users/u1/b.webp', exp, sig, now)).toBe('bad');
    expect(signer.verify('users/u1/a.webp', String(Number(exp) + 3600), sig, now)).toBe('bad');
    expect(
      signer.verify(
        'users/u1/a.webp',
        exp,
        sig.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')),
        now,
      ),
    ).toBe('bad');
    expect(signer.verify('users/u1/a.webp', exp, sig, Number(exp) * 1000 + 1)).toBe('expired');
    expect(fileSigner('another-secret-of-at-least-thirty-two-chars').verify('users/u1/a.webp', exp, sig, now)).toBe('bad');
    expect(signer.verify('users/u1/a.webp', undefined, sig, now)).toBe('bad');
    expect(signer.verify('users/u1/a.webp', exp, 'zz', now)).toBe('bad');
  });
});
