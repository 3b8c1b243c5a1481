import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3Storage } from './s3';
import { type S3TestServer, startS3TestServer, verifySigV4 } from '../../test/s3-test-server';
import type { Storage } from './port';

describe('the SigV4 checker of the test server', () => {
  it('accepts the presigned URL example from the S3 documentation and refuses a changed one', () => {
    // "Authenticating Requests: Using Query Parameters" example (AWS S3 API reference).
    const query =
      'X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20130524%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Date=20130524T000000Z&X-Amz-Expires=86400&X-Amz-SignedHeaders=host&X-Amz-Signature=aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404';
    const req = { method: 'GET', path: '/test.txt', query, headers: { host: 'examplebucket.s3.amazonaws.com' }, body: Buffer.alloc(0) };
    const secrets = { AKIAIOSFODNN7EXAMPLE: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY' };
    const at = Date.UTC(2013, 4, 24, 1);
    expect(verifySigV4(req, secrets, at)).toBeNull();
    expect(verifySigV4({ ...req, path: '/test2.txt' }, secrets, at)).toBe('SignatureDoesNotMatch');
    expect(verifySigV4(req, secrets, Date.UTC(2013, 4, 26))).toBe('expired');
  });
});

describe('S3 storage against an S3-compatible server on loopback', () => {
  let s3: S3TestServer;
  let storage: Storage;

  beforeAll(async () => {
    s3 = await startS3TestServer({ pageSize: 2 });
    storage = s3Storage({
      bucket: s3.bucket,
      region: 'eu-north-1',
      accessKeyId: s3.accessKeyId,
      secretAccessKey: s3.secretAccessKey,
      endpoint: s3.url,
    });
  });
  afterAll(() => s3.close());

  it('puts, gets and deletes an object with signed requests', async () => {
    const bytes = Buffer.from('RIFF....WEBPVP8 fake');
    await storage.put('users/u1/avatars/a.webp', bytes, 'image/webp');
    expect(s3.objects.get('users/u1/avatars/a.webp')?.contentType).toBe('image/webp');
    const got = await storage.get('users/u1/avatars/a.webp');
    expect(got?.bytes.equals(bytes)).toBe(true);
    expect(got?.contentType).toBe('image/webp');
    await storage.delete('users/u1/avatars/a.webp');
    expect(await storage.get('users/u1/avatars/a.webp')).toBeNull();
    await storage.delete('users/u1/avatars/a.webp');
    expect(s3.log.every((r) => r.refused === null)).toBe(true);
  });

  it('gives a presigned URL that a plain fetch can read, and that stops working when changed', async () => {
    await storage.put('users/u1/cards/c.png', Buffer.from('png-bytes'), 'image/png');
    const url = await storage.signedUrl('users/u1/cards/c.png', 3600);
    expect(url.startsWith(`${s3.url}/${s3.bucket}/users/u1/cards/c.png?`)).toBe(true);
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await res.arrayBuffer()).toString()).toBe('png-bytes');

    const tampered = url.replace('c.png', 'd.png');
    expect((await fetch(tampered)).status).toBe(403);
    expect((await fetch(`${s3.url}/${s3.bucket}/users/u1/cards/c.png`)).status).toBe(403);
  });

  it('deletes every object under a prefix, across list pages, and nothing else', async () => {
    for (const n of [1, 2, 3, 4, 5]) await storage.put(`users/u2/avatar-candidates/b1/${n}.webp`, Buffer.from([n]), 'image/webp');
    await storage.put('users/u2/avatars/keep.webp', Buffer.from('k'), 'image/webp');
    await storage.put('users/u22/avatar-candidates/b1/1.webp', Buffer.from('other user'), 'image/webp');
    await storage.deletePrefix('users/u2/avatar-candidates/');
    const left = [...s3.objects.keys()].filter((k) => k.startsWith('users/u2'));
    expect(left.sort()).toEqual(['users/u22/avatar-candidates/b1/1.webp', 'users/u2/avatars/keep.webp'].sort());
  });

  it('refuses keys that could escape or confuse the namespace', async () => {
    for (const key of ['../x.webp', '/abs.webp', 'users//x.webp', 'users/a b.webp', 'users/x?.webp', 'users/%2e%2e/x.webp']) {
      await expect(storage.put(key, Buffer.from('x'), 'image/webp')).rejects.toThrow(/invalid storage key/);
    }
    await expect(storage.deletePrefix('users/u2')).rejects.toThrow(/must end with/);
  });
});
