import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type S3TestServer, startS3TestServer } from '../../test/s3-test-server';
import { signedInClient, startApp, type TestApp } from '../../test/harness';

/** The same API with S3-compatible storage (a SigV4-checking server on loopback) instead of local disk. */
describe('characters on S3-compatible storage', () => {
  let s3: S3TestServer;
  let app: TestApp;

  beforeAll(async () => {
    s3 = await startS3TestServer();
    app = await startApp({
      dialect: 'sqlite',
      env: {
        S3_BUCKET: s3.bucket,
        S3_ENDPOINT: s3.url,
        S3_REGION: 'eu-north-1',
        S3_ACCESS_KEY_ID: s3.accessKeyId,
        S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
      },
    });
  });
  afterAll(async () => {
    await app?.close();
    await s3?.close();
  });

  it('stores candidates and avatars in the bucket, hands out presigned URLs, and deletes the objects', async () => {
    const client = await signedInClient(app);
    const avatar = await client.post('/api/characters/avatar', {
      gender: 'pige',
      age: 4,
      skinColor: 'mørk',
      hairColor: 'sort',
      eyeColor: 'brun',
      outfit: 'lilla kjole',
    });
    expect(avatar.status, avatar.text).toBe(200);
    const first = avatar.body.images[0];
    expect(first.url.startsWith(`${s3.url}/${s3.bucket}/users/`)).toBe(true);
    expect(first.url).toContain('X-Amz-Signature=');

    const created = await client.post('/api/characters', {
      name: 'Aya',
      gender: 'pige',
      age: 4,
      skinColor: 'mørk',
      hairColor: 'sort',
      eyeColor: 'brun',
      outfit: 'lilla kjole',
      avatar: first.id,
    });
    expect(created.status, created.text).toBe(201);
    const res = await fetch(created.body.avatarUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).format).toBe('webp');
    const keys = () => [...s3.objects.keys()].filter((k) => k.startsWith(`users/${client.userId}/`)).sort();
    expect(keys().filter((k) => k.includes('avatar-candidates'))).toEqual([]);
    expect(keys()).toHaveLength(2);

    // The page's CSP lets the browser load images from the bucket.
    const page = await client.get('/api/characters');
    expect(page.headers.get('content-security-policy')).toContain(`img-src 'self' data: blob: ${s3.url}`);

    expect((await client.request('DELETE', `/api/characters/${created.body.id}`)).status).toBe(204);
    expect(keys()).toEqual([]);
    expect(s3.log.every((r) => r.refused === null)).toBe(true);
  });
});
