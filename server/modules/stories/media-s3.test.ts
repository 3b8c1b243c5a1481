import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_DELETE_CONFIRMATION } from '../../../shared/account';
import { createCharacter } from '../../test/characters';
import { signedInClient, startApp, type TestApp, TEST_PASSWORD } from '../../test/harness';
import { phoneJpeg, smallPhoto, upload } from '../../test/media';
import { oggOpus, webmOpus } from '../../test/recordings';
import { type S3TestServer, startS3TestServer } from '../../test/s3-test-server';
import { createdStory } from '../../test/stories';

/** The page's own photos and recordings with S3-compatible storage (a SigV4-checking server on loopback) instead of local disk. */
describe('photos and recordings on S3-compatible storage', () => {
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
    app.services.runner.start();
  });
  afterAll(async () => {
    await app?.services.runner.stop();
    await app?.close();
    await s3?.close();
  });

  const look = { name: 'Aya', gender: 'pige', age: 4, skinColor: 'mørk', hairColor: 'sort', eyeColor: 'brun', outfit: 'lilla kjole' };
  const newStory = async (client: Awaited<ReturnType<typeof signedInClient>>) => {
    const characterId = (await createCharacter(client, look)).id;
    return (await createdStory(client, { characterId, title: 'Aya går i svømmehallen', description: 'Aya skal svømme.' })).id;
  };

  it("stores, serves and deletes them in the bucket; a recording plays from the app's own address", async () => {
    const client = await signedInClient(app);
    const id = await newStory(client);
    const keys = (prefix = `users/${client.userId}/stories/${id}/`) =>
      [...s3.objects.keys()].filter((k) => k.startsWith(prefix) && /\/(photo|voice)-/.test(k)).sort();

    const photo = await upload(app, client, 'PUT', `/api/stories/${id}/pages/1/photo`, await phoneJpeg(1200, 900));
    expect(photo.status, photo.text).toBe(200);
    const voice = webmOpus(5);
    const recorded = await upload(app, client, 'PUT', `/api/stories/${id}/pages/0/recording`, voice);
    expect(recorded.status, recorded.text).toBe(200);
    expect(keys()).toHaveLength(3);
    expect(keys().map((k) => s3.objects.get(k)!.contentType)).toEqual(['image/webp', 'image/webp', 'audio/webm']);

    // Served straight from the bucket by presigned URLs.
    const { url } = recorded.body.images[1];
    expect(url.startsWith(`${s3.url}/${s3.bucket}/users/`)).toBe(true);
    expect(url).toContain('X-Amz-Signature=');
    const picture = await fetch(url);
    expect(picture.status).toBe(200);
    const meta = await sharp(Buffer.from(await picture.arrayBuffer())).metadata();
    expect([meta.format, meta.exif, meta.width, meta.height]).toEqual(['webp', undefined, 900, 1200]);
    // A recording is played from the app's own address (the reader reads its bytes: no CORS from the bucket needed).
    expect(recorded.body.recordings[0].url).toMatch(/^\/api\/files\/users\/.+\/voice-[0-9a-f]+\.webm\?exp=\d+&sig=[0-9a-f]{64}$/);
    const audio = await fetch(new URL(recorded.body.recordings[0].url, app.url));
    expect(audio.status).toBe(200);
    expect(audio.headers.get('content-type')).toBe('audio/webm');
    expect(Buffer.from(await audio.arrayBuffer()).equals(voice)).toBe(true);

    // The page's CSP lets the browser play audio from the bucket, as it loads pictures from it.
    const csp = (await client.get('/api/me')).headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`media-src 'self' blob: data: ${s3.url}`);
    expect(csp).toContain(`img-src 'self' data: blob: ${s3.url}`);

    // «Tilbage til tegningen» deletes the photo's objects; deleting the story deletes the rest.
    expect((await upload(app, client, 'DELETE', `/api/stories/${id}/pages/1/photo`)).status).toBe(200);
    expect(keys().map((k) => s3.objects.get(k)!.contentType)).toEqual(['audio/webm']);
    expect((await client.request('DELETE', `/api/stories/${id}`)).status).toBe(204);
    expect(keys()).toEqual([]);
    expect((await client.get('/api/me')).body.media.usedBytes).toBe(0);

    // Deleting the account deletes every object of the user.
    const second = await newStory(client);
    expect((await upload(app, client, 'PUT', `/api/stories/${second}/pages/1/photo`, await smallPhoto('png', 3))).status).toBe(200);
    expect((await upload(app, client, 'PUT', `/api/stories/${second}/pages/2/recording`, oggOpus(3))).status).toBe(200);
    expect(keys(`users/${client.userId}/`)).toHaveLength(3);
    const gone = await client.request('DELETE', '/api/me', { json: { confirm: ACCOUNT_DELETE_CONFIRMATION, password: TEST_PASSWORD } });
    expect(gone.status, gone.text).toBe(200);
    expect([...s3.objects.keys()].filter((k) => k.startsWith(`users/${client.userId}/`))).toEqual([]);
    expect(s3.log.every((r) => r.refused === null)).toBe(true);
  });
});
