import { existsSync, readdirSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ACCOUNT_DELETE_CONFIRMATION } from '../../../shared/account';
import { MEDIA_ALLOWANCE_BYTES, PHOTO_LONG_SIDE, PHOTO_MAX_BYTES, RECORDING_MAX_BYTES } from '../../../shared/constants';
import { formatBytes } from '../../../shared/format-bytes';
import { errorCatalogue, mediaMessages } from '../../../shared/messages.da';
import { parseStory } from '../../../shared/story-text';
import { limits } from '../../http/rate-limit';
import { createCharacter } from '../../test/characters';
import { describeEachDialect } from '../../test/dialects';
import { fakeOpenAiEnv, type FakeOpenAi, startFakeOpenAi } from '../../test/fake-openai';
import { type Client, signedInClient, startApp, type TestApp, TEST_PASSWORD } from '../../test/harness';
import { phoneJpeg, pngBomb, smallPhoto, upload, zipBytes } from '../../test/media';
import { heicHeader, m4aAac, oggOpus, webmOpus } from '../../test/recordings';
import { pdfPages } from '../../test/pdf-text';
import { createdStory, finishedJob } from '../../test/stories';
import { sniffPhoto } from './photo-file';

/**
 * The family's own photos and recordings on a page (docs/0021-photos-and-voice.md), over real HTTP:
 * what is kept (and what never is), every refusal, the allowance, the page editor, the shared link,
 * the export and the deletions.
 */
const form = {
  name: 'Emil',
  gender: 'dreng',
  age: 6,
  hairColor: 'brun',
  eyeColor: 'blå',
  skinColor: 'lys',
  outfit: 'grøn trøje',
  characteristics: [],
};

/** The offline writer tells this in four pages. */
const FOUR_PAGES = {
  description: 'Emil skal med bussen til skole.',
  facts: { steps: ['Bussen holder ved stoppestedet', 'Emil sætter sig ved vinduet', 'Far vinker farvel'] },
};

async function newStory(client: Client) {
  const characterId = (await createCharacter(client, form)).id;
  return (await createdStory(client, { characterId, title: 'Emil tager bussen', ...FOUR_PAGES })).id;
}

/** The stored row's media column and the account's counter. */
async function stored(a: TestApp, storyId: string, userId: string) {
  const row = await a.db.selectFrom('stories').select(['media', 'images', 'content']).where('id', '=', storyId).executeTakeFirstOrThrow();
  const profile = await a.db.selectFrom('profiles').select('media_bytes').where('id', '=', userId).executeTakeFirstOrThrow();
  return {
    media: JSON.parse(row.media) as ({ photo?: { key: string; bytes: number }; recording?: { key: string; bytes: number } } | null)[],
    images: JSON.parse(row.images) as string[],
    texts: parseStory(row.content).scenes.map((s) => s.text),
    used: Number(profile.media_bytes),
  };
}

/** Every file under the story's folder on local storage. */
const filesOf = (a: TestApp, userId: string, storyId: string) => {
  const dir = path.join(a.dataDir, 'files', 'users', userId, 'stories', storyId);
  return existsSync(dir) ? readdirSync(dir).sort() : [];
};
const mediaFilesOf = (a: TestApp, userId: string, storyId: string) => filesOf(a, userId, storyId).filter((f) => /^(photo|voice)-/.test(f));
const fileAt = (a: TestApp, key: string) => path.join(a.dataDir, 'files', key);

const photoPath = (id: string, index: number | string) => `/api/stories/${id}/pages/${index}/photo`;
const recordingPath = (id: string, index: number | string) => `/api/stories/${id}/pages/${index}/recording`;

/** The signed URL's bytes (a local /api/files URL). */
const bytesAt = async (a: TestApp, url: string, headers: Record<string, string> = {}) => {
  const res = await fetch(url.startsWith('http') ? url : `${a.url}${url}`, { headers });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
};

describe('sniffPhoto: the bytes decide', () => {
  it('takes JPEG, PNG and WebP read to their end, and a camera multi-picture JPEG', async () => {
    expect(sniffPhoto(await smallPhoto('jpeg'))).toBe('jpeg');
    expect(sniffPhoto(await smallPhoto('png'))).toBe('png');
    expect(sniffPhoto(await smallPhoto('webp'))).toBe('webp');
    expect(sniffPhoto(Buffer.concat([await smallPhoto('jpeg'), await smallPhoto('jpeg', 2, 80)]))).toBe('jpeg');
  });

  it("takes a phone's motion photo (its video after the picture) and a Samsung trailer, and photos whose bytes happen to spell «<svg»", async () => {
    const jpeg = await smallPhoto('jpeg');
    // Pixel and Samsung motion photos: an MP4 (its ftyp box first) follows the JPEG's end.
    const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42\0\0\0\0isommp42', 'latin1'), Buffer.alloc(4000, 7)]);
    expect(sniffPhoto(Buffer.concat([jpeg, mp4]))).toBe('jpeg');
    expect(sniffPhoto(Buffer.concat([jpeg, Buffer.alloc(200, 3), Buffer.from('SEFHxxxxSEFT', 'latin1')]))).toBe('jpeg');
    // Four bytes that spell «<SVg» turn up by chance in about one 4 MB photo in a hundred.
    const chance = Buffer.from(jpeg);
    chance.write('<SVg', Math.floor(chance.length / 2), 'latin1');
    expect(sniffPhoto(chance)).toBe('jpeg');
  });

  it('refuses bytes after the end of each format, markup inside, GIF and HEIC', async () => {
    const refused = (bytes: Buffer) => {
      try {
        sniffPhoto(bytes);
        return null;
      } catch (err) {
        return (err as { code: string }).code;
      }
    };
    for (const format of ['jpeg', 'png', 'webp'] as const) {
      const photo = await smallPhoto(format);
      expect(refused(Buffer.concat([photo, Buffer.from('<html><body>hej</body></html>')]))).toBe('PHOTO_NOT_IMAGE');
      expect(refused(Buffer.concat([photo, zipBytes()]))).toBe('PHOTO_NOT_IMAGE');
      expect(refused(photo.subarray(0, photo.length - 20))).toBe('PHOTO_NOT_IMAGE');
    }
    expect(refused(await smallPhoto('gif'))).toBe('PHOTO_NOT_IMAGE');
    expect(refused(heicHeader())).toBe('PHOTO_HEIC');
  });
});

describeEachDialect('photos and recordings on a page', (app) => {
  beforeAll(() => app().services.runner.start());
  afterAll(() => app().services.runner.stop());

  it('keeps a phone photo upright, 1600 px at most, as WebP without EXIF or GPS, with a thumbnail; the drawing stays', async () => {
    const a = app();
    const client = await signedInClient(a);
    const id = await newStory(client);
    const before = await stored(a, id, client.userId);
    const jpeg = await phoneJpeg();
    const sent = await sharp(jpeg).metadata();
    // The fixture is what a phone sends: landscape pixels, orientation 6, a GPS position.
    expect([sent.width, sent.height, sent.orientation]).toEqual([2400, 1200, 6]);
    expect(sent.exif?.includes(Buffer.from('Telefonfabrikken'))).toBe(true);
    expect(sent.exif?.readUInt16BE(0) === 0x4d4d || sent.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);

    // Any Content-Type: the bytes decide.
    const res = await upload(a, client, 'PUT', photoPath(id, 1), jpeg, { 'content-type': 'text/plain' });
    expect(res.status, res.text).toBe(200);
    expect(res.body.id).toBe(id);
    expect(res.body.images[1]).toMatchObject({ photo: true, missing: false });
    expect(res.body.images[0].photo).toBeUndefined();
    expect(res.body.recordings).toEqual([null, null, null, null, null]);

    const main = await bytesAt(a, res.body.images[1].url);
    expect(main.status).toBe(200);
    expect(main.headers.get('content-type')).toBe('image/webp');
    const kept = await sharp(main.bytes).metadata();
    expect(kept.format).toBe('webp');
    expect(kept.exif).toBeUndefined();
    expect(kept.xmp).toBeUndefined();
    expect(kept.orientation).toBeUndefined();
    // Turned upright: 2400 x 1200 seen through orientation 6 is 1200 x 2400, then 1600 on the long side.
    expect([kept.width, kept.height]).toEqual([800, PHOTO_LONG_SIDE]);
    expect(main.bytes.includes(Buffer.from('Telefonfabrikken'))).toBe(false);
    const thumb = await sharp((await bytesAt(a, res.body.images[1].thumbUrl)).bytes).metadata();
    expect([thumb.format, thumb.width]).toEqual(['webp', 320]);

    const after = await stored(a, id, client.userId);
    expect(after.images).toEqual(before.images);
    const photo = after.media[1]!.photo!;
    expect(photo.key).toMatch(new RegExp(`^users/${client.userId}/stories/${id}/photo-[0-9a-f]+\\.webp$`));
    expect(mediaFilesOf(a, client.userId, id)).toEqual(
      [path.basename(photo.key), path.basename(photo.key).replace('.webp', '.thumb.webp')].sort(),
    );
    expect(photo.bytes).toBe(main.bytes.length + (await bytesAt(a, res.body.images[1].thumbUrl)).bytes.length);
    expect(after.used).toBe(photo.bytes);
    expect((await client.get('/api/me')).body.media).toEqual({ usedBytes: photo.bytes, allowanceBytes: MEDIA_ALLOWANCE_BYTES.free });

    // The reader shows it; the PDF is made with it (page 1 had no drawing yet: the text-first flow).
    expect((await client.get(`/api/stories/${id}`)).body.images[1].photo).toBe(true);
    const pdf = await fetch(`${a.url}/api/stories/${id}/pdf`, { headers: { cookie: client.cookieHeader } });
    expect(pdf.status).toBe(200);
    const pdfBytes = Buffer.from(await pdf.arrayBuffer());
    expect(pdfPages(pdfBytes).map((page) => page.picture)).toEqual([false, true, false, false, false]);
    const printed = await sharp(main.bytes).flatten({ background: '#ffffff' }).jpeg({ quality: 85 }).toBuffer();
    expect(pdfBytes.includes(printed.subarray(200, 264))).toBe(true);
  });

  it('refuses every upload that is not a photo or recording we keep, in Danish, storing and changing nothing', async () => {
    const a = app();
    const client = await signedInClient(a);
    const id = await newStory(client);
    const first = await upload(a, client, 'PUT', photoPath(id, 1), await smallPhoto('jpeg'));
    expect(first.status, first.text).toBe(200);
    const kept = await upload(a, client, 'PUT', recordingPath(id, 1), oggOpus(4));
    expect(kept.status, kept.text).toBe(200);
    const before = await stored(a, id, client.userId);
    const filesBefore = filesOf(a, client.userId, id);
    const jpeg = await smallPhoto('jpeg', 7);

    const photoCases: [string, Buffer, number, string][] = [
      ['too large (Content-Length)', Buffer.alloc(PHOTO_MAX_BYTES + 1, 0xff), 413, 'PHOTO_TOO_LARGE'],
      [
        'SVG',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'),
        415,
        'PHOTO_NOT_IMAGE',
      ],
      ['GIF', await smallPhoto('gif'), 415, 'PHOTO_NOT_IMAGE'],
      ['HEIC', heicHeader(), 415, 'PHOTO_HEIC'],
      ['JPEG + zip', Buffer.concat([jpeg, zipBytes()]), 415, 'PHOTO_NOT_IMAGE'],
      ['JPEG + HTML', Buffer.concat([jpeg, Buffer.from('<html><script>alert(1)</script></html>')]), 415, 'PHOTO_NOT_IMAGE'],
      ['decompression bomb', pngBomb(), 413, 'PHOTO_TOO_MANY_PIXELS'],
      ['text named .jpg', Buffer.from('Dette er ikke et billede.\n'), 415, 'PHOTO_NOT_IMAGE'],
      ['empty body', Buffer.alloc(0), 415, 'PHOTO_NOT_IMAGE'],
    ];
    for (const [what, body, status, code] of photoCases) {
      const started = Date.now();
      const res = await upload(a, client, 'PUT', photoPath(id, 1), body, {
        'content-type': 'image/jpeg',
        'content-disposition': 'attachment; filename="foto.jpg"',
      });
      expect([what, res.status, res.body.error?.code]).toEqual([what, status, code]);
      expect(res.body.error.message).toBe(errorCatalogue[code as keyof typeof errorCatalogue].message);
      if (what === 'decompression bomb') expect(Date.now() - started).toBeLessThan(3000);
    }
    expect(pngBomb().length).toBeLessThan(20_000);

    const recordingCases: [string, Buffer, number, string][] = [
      ['not audio', jpeg, 415, 'RECORDING_NOT_AUDIO'],
      ['a video WebM', webmOpus(3, { codec: 'V_VP8', trackType: 1 }), 415, 'RECORDING_NOT_AUDIO'],
      ['too long (Ogg)', oggOpus(75), 413, 'RECORDING_TOO_LONG'],
      ['too long (WebM without Duration)', webmOpus(75), 413, 'RECORDING_TOO_LONG'],
      ['too long (M4A)', m4aAac(90), 413, 'RECORDING_TOO_LONG'],
      ['too large', Buffer.concat([oggOpus(2), Buffer.alloc(RECORDING_MAX_BYTES)]), 413, 'RECORDING_TOO_LARGE'],
      ['empty body', Buffer.alloc(0), 415, 'RECORDING_NOT_AUDIO'],
    ];
    for (const [what, body, status, code] of recordingCases) {
      const res = await upload(a, client, 'PUT', recordingPath(id, 1), body, { 'content-type': 'audio/webm' });
      expect([what, res.status, res.body.error?.code]).toEqual([what, status, code]);
    }
    expect(mediaMessages.recordingTooLong(60)).toContain('60 sekunder');

    // Nothing stored, nothing changed: the same files, the same row, the same bytes used.
    expect(filesOf(a, client.userId, id)).toEqual(filesBefore);
    expect(await stored(a, id, client.userId)).toEqual(before);
  });

  it('refuses a body over the limit while it streams (chunked), and a declared one before any byte is sent', async () => {
    const a = app();
    const client = await signedInClient(a);
    const id = await newStory(client);
    const chunk = Buffer.alloc(256 * 1024, 0xab);
    chunk[0] = 0xff;
    let pulled = 0;
    let pulledAtAnswer = -1;
    const total = 200 * 1024 * 1024;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= total) return controller.close();
        pulled += chunk.length;
        controller.enqueue(new Uint8Array(chunk));
      },
    });
    const res = await upload(a, client, 'PUT', photoPath(id, 1), stream).then((r) => {
      pulledAtAnswer = pulled;
      return r;
    });
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe('PHOTO_TOO_LARGE');
    // Cut off soon after the limit, not read to the end of the 200 MB.
    expect(pulledAtAnswer).toBeLessThan(PHOTO_MAX_BYTES + 32 * 1024 * 1024);
    expect(pulledAtAnswer).toBeLessThan(total);

    // A Content-Length over the limit is answered at once, without waiting for the body.
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(`${a.url}${recordingPath(id, 1)}`, {
        method: 'PUT',
        headers: {
          'content-length': String(RECORDING_MAX_BYTES + 1),
          'content-type': 'audio/webm',
          origin: new URL(a.url).origin,
          cookie: client.cookieHeader,
          'x-forwarded-for': client.ip,
        },
      });
      const timer = setTimeout(() => reject(new Error('no answer before the body')), 5000);
      req.on('response', (r) => {
        let body = '';
        r.on('data', (d) => (body += d));
        r.on('end', () => {
          clearTimeout(timer);
          resolve({ status: r.statusCode ?? 0, body });
          req.destroy();
        });
      });
      req.on('error', () => {});
      req.flushHeaders();
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).error.code).toBe('RECORDING_TOO_LARGE');
    expect(mediaFilesOf(a, client.userId, id)).toEqual([]);
  });

  it("answers 404 for another user's story, a page out of range and a link; the Origin check applies", async () => {
    const a = app();
    const owner = await signedInClient(a);
    const other = await signedInClient(a);
    const id = await newStory(owner);
    const photo = await smallPhoto('png');
    for (const [client, pathname] of [
      [other, photoPath(id, 1)],
      [other, recordingPath(id, 0)],
      [owner, photoPath(id, 5)],
      [owner, photoPath(id, 99)],
      [owner, photoPath(id, -1)],
      [owner, photoPath(id, 'x')],
      [owner, recordingPath(id, 5)],
      [owner, photoPath('00000000-0000-4000-8000-000000000000', 1)],
    ] as const) {
      const res = await upload(a, client, 'PUT', pathname, pathname.endsWith('photo') ? photo : oggOpus(2));
      expect([pathname, res.status]).toEqual([pathname, 404]);
    }
    expect((await upload(a, other, 'DELETE', photoPath(id, 1))).status).toBe(404);
    expect((await upload(a, owner, 'PUT', photoPath(id, 1), photo, { origin: 'https://evil.example' })).status).toBe(403);
    expect((await upload(a, a.client(), 'PUT', photoPath(id, 1), photo)).status).toBe(401);

    // A link plays; it can upload nothing.
    const share = await owner.post('/api/shares', { storyId: id, name: 'Mormor' });
    expect(share.status, share.text).toBe(201);
    const token = share.body.url.split('/del/')[1];
    for (const pathname of [
      `/api/shared/${token}/pages/1/photo`,
      `/api/shared/${token}/pictures/1.webp`,
      `/api/shared/${token}/recordings/1.ogg`,
    ]) {
      // As JSON, so the request passes the Origin check and reaches the routes.
      const res = await upload(a, a.client(), 'PUT', pathname, photo, { 'content-type': 'application/json' });
      expect([pathname, res.status]).toEqual([pathname, 404]);
    }
    expect(mediaFilesOf(a, owner.userId, id)).toEqual([]);
    expect((await stored(a, id, owner.userId)).media).toEqual([]);
  });

  it('keeps to the allowance: refused with the figures, replaced and deleted files give their bytes back, concurrent uploads never pass it', async () => {
    const a = app();
    const client = await signedInClient(a);
    const id = await newStory(client);
    const setUsed = (n: number) => a.db.updateTable('profiles').set({ media_bytes: n }).where('id', '=', client.userId).execute();

    const first = await upload(a, client, 'PUT', photoPath(id, 2), await smallPhoto('png', 1));
    expect(first.status, first.text).toBe(200);
    const one = await stored(a, id, client.userId);
    const firstPhoto = one.media[2]!.photo!;
    expect(one.used).toBe(firstPhoto.bytes);

    // A replaced photo gives its bytes back, and its files go.
    const second = await upload(a, client, 'PUT', photoPath(id, 2), await smallPhoto('png', 2, 500));
    expect(second.status, second.text).toBe(200);
    const two = await stored(a, id, client.userId);
    const secondPhoto = two.media[2]!.photo!;
    expect(secondPhoto.key).not.toBe(firstPhoto.key);
    expect(two.used).toBe(secondPhoto.bytes);
    expect(existsSync(fileAt(a, firstPhoto.key))).toBe(false);
    expect(existsSync(fileAt(a, firstPhoto.key.replace('.webp', '.thumb.webp')))).toBe(false);

    // A recording counts too; deleting it gives its bytes back.
    const voice = oggOpus(5);
    expect((await upload(a, client, 'PUT', recordingPath(id, 2), voice)).status).toBe(200);
    expect((await stored(a, id, client.userId)).used).toBe(secondPhoto.bytes + voice.length);
    const noVoice = await upload(a, client, 'DELETE', recordingPath(id, 2));
    expect(noVoice.status).toBe(200);
    expect(noVoice.body.recordings[2]).toBeNull();
    expect(noVoice.body.images[2].photo).toBe(true);
    expect((await stored(a, id, client.userId)).used).toBe(secondPhoto.bytes);

    // Over the allowance: refused with the figures; the photo already there is untouched.
    const almost = MEDIA_ALLOWANCE_BYTES.free - 100;
    await setUsed(almost);
    const over = await upload(a, client, 'PUT', photoPath(id, 3), await smallPhoto('png', 3));
    expect(over.status).toBe(413);
    expect(over.body.error.code).toBe('MEDIA_ALLOWANCE');
    expect(over.body.error.message).toBe(mediaMessages.allowanceUsed(formatBytes(almost), '100 MB'));
    expect(over.body.error.message).toContain('af dine 100 MB');
    const afterOver = await stored(a, id, client.userId);
    expect(afterOver.media).toEqual(two.media);
    expect(afterOver.used).toBe(almost);
    expect(mediaFilesOf(a, client.userId, id)).toHaveLength(2);
    expect((await client.get('/api/me')).body.media).toEqual({ usedBytes: almost, allowanceBytes: MEDIA_ALLOWANCE_BYTES.free });

    // «Tilbage til tegningen»: the photo goes, its bytes come back, the drawing shows again.
    const back = await upload(a, client, 'DELETE', photoPath(id, 2));
    expect(back.status).toBe(200);
    expect(back.body.images[2].photo).toBeUndefined();
    expect((await stored(a, id, client.userId)).used).toBe(almost - secondPhoto.bytes);
    expect(mediaFilesOf(a, client.userId, id)).toEqual([]);
    // Deleting what is not there changes nothing.
    expect((await upload(a, client, 'DELETE', photoPath(id, 2))).status).toBe(200);
    expect((await stored(a, id, client.userId)).used).toBe(almost - secondPhoto.bytes);

    // Room for one more recording of this size, not two: of six at once, to pages of two stories, exactly one is kept.
    const otherId = await newStory(client);
    const clip = oggOpus(20);
    await setUsed(MEDIA_ALLOWANCE_BYTES.free - Math.round(clip.length * 1.5));
    const answers = await Promise.all(
      [id, otherId].flatMap((story) => [1, 2, 3].map((i) => upload(a, client, 'PUT', recordingPath(story, i), oggOpus(20)))),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 413, 413, 413, 413, 413]);
    expect(answers.filter((r) => r.status === 413).every((r) => r.body.error.code === 'MEDIA_ALLOWANCE')).toBe(true);
    const raced = [await stored(a, id, client.userId), await stored(a, otherId, client.userId)];
    expect(raced[0].used).toBe(MEDIA_ALLOWANCE_BYTES.free - Math.round(clip.length * 1.5) + clip.length);
    expect(raced[0].used).toBeLessThanOrEqual(MEDIA_ALLOWANCE_BYTES.free);
    expect(raced.flatMap((r) => r.media.filter((m) => m?.recording))).toHaveLength(1);
    expect([...mediaFilesOf(a, client.userId, id), ...mediaFilesOf(a, client.userId, otherId)]).toHaveLength(1);
  });

  it('limits uploads per user per hour, before the body is read', async () => {
    const a = app();
    const client = await signedInClient(a);
    const id = await newStory(client);
    const { max, action, windowSeconds } = limits.mediaUploads;
    await a.db
      .insertInto('rate_limits')
      .values({ key: `${action}|${client.userId}`, count: max - 1, reset_at: Date.now() + windowSeconds * 1000 })
      .execute();
    expect((await upload(a, client, 'PUT', recordingPath(id, 1), oggOpus(2))).status).toBe(200);
    const limited = await upload(a, client, 'PUT', photoPath(id, 1), await smallPhoto('png'));
    expect([limited.status, limited.body.error.code]).toEqual([429, 'RATE_LIMIT']);
    // Deleting is not an upload.
    expect((await upload(a, client, 'DELETE', recordingPath(id, 1))).status).toBe(200);
    expect(mediaFilesOf(a, client.userId, id)).toEqual([]);
  });

  it('gives Premium, unlimited and admin accounts the larger allowance', async () => {
    const a = app();
    const client = await signedInClient(a);
    await a.db
      .updateTable('profiles')
      .set({ role: 'unlimited', media_bytes: MEDIA_ALLOWANCE_BYTES.free + 5 })
      .where('id', '=', client.userId)
      .execute();
    expect((await client.get('/api/me')).body.media).toEqual({
      usedBytes: MEDIA_ALLOWANCE_BYTES.free + 5,
      allowanceBytes: MEDIA_ALLOWANCE_BYTES.premium,
    });
    const id = await newStory(client);
    expect((await upload(a, client, 'PUT', recordingPath(id, 0), webmOpus(3))).status).toBe(200);
  });

  it('moves each photo and recording with its page in the page editor, and deletes a removed page’s files with their bytes', async () => {
    const a = app();
    const client = await signedInClient(a);
    const id = await newStory(client);
    expect((await upload(a, client, 'PUT', photoPath(id, 1), await smallPhoto('webp', 1))).status).toBe(200);
    expect((await upload(a, client, 'PUT', recordingPath(id, 3), webmOpus(6))).status).toBe(200);
    expect((await upload(a, client, 'PUT', photoPath(id, 4), await smallPhoto('jpeg', 4))).status).toBe(200);
    expect((await upload(a, client, 'PUT', recordingPath(id, 4), m4aAac(7))).status).toBe(200);
    const before = await stored(a, id, client.userId);
    const page4 = before.media[4]!;

    // Page 3 first, then 1 and 2; page 4 is removed.
    const res = await client.patch(`/api/stories/${id}`, {
      pages: [
        { text: before.texts[2], image: 3 },
        { text: before.texts[0], image: 1 },
        { text: before.texts[1], image: 2 },
      ],
    });
    expect(res.status, res.text).toBe(200);
    const after = await stored(a, id, client.userId);
    expect(after.media).toEqual([null, before.media[3], before.media[1]]);
    expect(res.body.recordings.map((r: { current: boolean } | null) => r && r.current)).toEqual([null, true, null, null]);
    expect(res.body.images.map((p: { photo?: boolean }) => !!p.photo)).toEqual([false, false, true, false]);
    expect(after.used).toBe(before.used - page4.photo!.bytes - page4.recording!.bytes);
    for (const key of [page4.photo!.key, page4.photo!.key.replace('.webp', '.thumb.webp'), page4.recording!.key])
      expect(existsSync(fileAt(a, key))).toBe(false);
    for (const key of [before.media[1]!.photo!.key, before.media[3]!.recording!.key]) expect(existsSync(fileAt(a, key))).toBe(true);
  });

  it('says a recording is no longer current once its page or title is edited', async () => {
    const a = app();
    const client = await signedInClient(a);
    const id = await newStory(client);
    for (const index of [0, 1, 2]) expect((await upload(a, client, 'PUT', recordingPath(id, index), oggOpus(3 + index))).status).toBe(200);
    const opened = (await client.get(`/api/stories/${id}`)).body;
    expect(
      opened.recordings.map(
        (r: { current: boolean; seconds: number; contentType: string } | null) => r && [r.current, r.seconds, r.contentType],
      ),
    ).toEqual([[true, 3, 'audio/ogg'], [true, 4, 'audio/ogg'], [true, 5, 'audio/ogg'], null, null]);
    const audio = await bytesAt(a, opened.recordings[1].url);
    expect(audio.status).toBe(200);
    expect(audio.headers.get('content-type')).toBe('audio/ogg');
    expect(audio.bytes.equals(oggOpus(4))).toBe(true);
    // A player that asks for part of it (Safari asks for bytes 0-1 first) gets that part.
    const part = await bytesAt(a, opened.recordings[1].url, { range: 'bytes=0-1' });
    expect([part.status, part.headers.get('content-range'), part.bytes.toString('latin1')]).toEqual([
      206,
      `bytes 0-1/${audio.bytes.length}`,
      'Og',
    ]);
    const tail = await bytesAt(a, opened.recordings[1].url, { range: 'bytes=-4' });
    expect([tail.status, tail.bytes.equals(audio.bytes.subarray(-4))]).toEqual([206, true]);
    expect((await bytesAt(a, opened.recordings[1].url, { range: `bytes=${audio.bytes.length}-` })).status).toBe(416);

    const { texts } = await stored(a, id, client.userId);
    const res = await client.patch(`/api/stories/${id}`, {
      pages: texts.map((text, i) => ({ text: i === 1 ? `${text} Han smiler.` : text, image: i + 1 })),
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.recordings.map((r: { current: boolean } | null) => r && r.current)).toEqual([true, true, false, null, null]);
    const titled = await client.patch(`/api/stories/${id}`, { title: 'Emil kører med bussen' });
    expect(titled.status, titled.text).toBe(200);
    expect(titled.body.recordings.map((r: { current: boolean } | null) => r && r.current)).toEqual([false, true, false, null, null]);
  });

  it('counts a page with its own photo as having its picture on the card and the dashboard', async () => {
    const a = app();
    const client = await signedInClient(a);
    const id = await newStory(client);
    const missing = async () => (await client.get('/api/stories')).body.stories.find((s: { id: string }) => s.id === id).missingImages;
    const { images } = await stored(a, id, client.userId);
    expect(await missing()).toBe(images.length);
    expect((await client.get('/api/stories/stats')).body.storiesInProgress).toBe(1);
    for (const index of images.keys())
      expect((await upload(a, client, 'PUT', photoPath(id, index), await smallPhoto('png', index))).status).toBe(200);
    expect(await missing()).toBe(0);
    expect((await client.get('/api/stories/stats')).body.storiesInProgress).toBe(0);
  });

  it('keeps nothing that was on its way while a page edit changed the page: 409, no file, no bytes', async () => {
    const a = app();
    const client = await signedInClient(a);
    const id = await newStory(client);
    const before = await stored(a, id, client.userId);
    const filesBefore = filesOf(a, client.userId, id);
    // The body comes in two parts; between them the parent saves a page edit.
    const sendWhileEdited = async (path: string, bytes: Buffer, edit: () => Promise<void>) => {
      let part = 0;
      const stream = new ReadableStream<Uint8Array>({
        async pull(controller) {
          if (part === 0) controller.enqueue(new Uint8Array(bytes.subarray(0, 100)));
          else if (part === 1) {
            await edit();
            controller.enqueue(new Uint8Array(bytes.subarray(100)));
          } else controller.close();
          part++;
        },
      });
      return upload(a, client, 'PUT', path, stream);
    };
    const { texts } = before;
    // Page 1's words change while its recording is sent: the recording is of other words.
    const worded = await sendWhileEdited(recordingPath(id, 1), oggOpus(3), async () => {
      const res = await client.patch(`/api/stories/${id}`, {
        pages: texts.map((text, i) => ({ text: i === 0 ? `${text} Han smiler.` : text, image: i + 1 })),
      });
      expect(res.status, res.text).toBe(200);
    });
    expect([worded.status, worded.body.error?.code, worded.body.error?.message]).toEqual([409, 'STORY_CHANGED', mediaMessages.pageChanged]);
    // Pages 1 and 2 swap while a photo is sent to page 1: it would land beside other words.
    const edited = await stored(a, id, client.userId);
    const moved = await sendWhileEdited(photoPath(id, 1), await smallPhoto('jpeg', 5), async () => {
      const order = [1, 0, ...edited.texts.slice(2).map((_, i) => i + 2)];
      const res = await client.patch(`/api/stories/${id}`, { pages: order.map((i) => ({ text: edited.texts[i], image: i + 1 })) });
      expect(res.status, res.text).toBe(200);
    });
    expect([moved.status, moved.body.error?.code]).toEqual([409, 'STORY_CHANGED']);
    expect(filesOf(a, client.userId, id)).toEqual(filesBefore);
    const after = await stored(a, id, client.userId);
    expect([after.used, after.media]).toEqual([before.used, before.media]);
  });

  it('serves the photo and the recording through a shared link (no-store), and nothing of another story', async () => {
    const a = app();
    const client = await signedInClient(a);
    const id = await newStory(client);
    const otherId = await newStory(client);
    expect((await upload(a, client, 'PUT', photoPath(id, 1), await smallPhoto('jpeg', 9))).status).toBe(200);
    const voice = webmOpus(8);
    expect((await upload(a, client, 'PUT', recordingPath(id, 2), voice)).status).toBe(200);
    expect((await upload(a, client, 'PUT', recordingPath(otherId, 1), oggOpus(2))).status).toBe(200);
    const photoKey = (await stored(a, id, client.userId)).media[1]!.photo!.key;

    const share = await client.post('/api/shares', { storyId: id, name: 'Mormor' });
    const token = share.body.url.split('/del/')[1];
    const reader = a.client();
    const shared = await reader.get(`/api/shared/${token}`);
    expect(shared.status).toBe(200);
    expect(shared.body.images[1]).toMatchObject({ photo: true, missing: false });
    expect(shared.body.images[1].url).toMatch(new RegExp(`^/api/shared/${token}/pictures/1\\.webp\\?v=`));
    expect(shared.body.recordings[2]).toEqual({
      url: expect.stringMatching(new RegExp(`^/api/shared/${token}/recordings/2\\.webm\\?v=`)),
      contentType: 'audio/webm',
      seconds: 7.98,
      current: true,
    });
    expect(shared.body.recordings.filter(Boolean)).toHaveLength(1);

    const picture = await bytesAt(a, shared.body.images[1].url);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('cache-control')).toBe('no-store');
    expect(picture.bytes.equals((await a.services.storage.get(photoKey))!.bytes)).toBe(true);
    const recording = await bytesAt(a, shared.body.recordings[2].url);
    expect(recording.status).toBe(200);
    expect(recording.headers.get('content-type')).toBe('audio/webm');
    expect(recording.headers.get('cache-control')).toBe('no-store');
    // Inert, as every stored file is: never sniffed, run or framed.
    for (const answer of [picture, recording]) {
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    }
    expect(recording.bytes.equals(voice)).toBe(true);
    const part = await bytesAt(a, shared.body.recordings[2].url, { range: 'bytes=4-7' });
    expect([part.status, part.headers.get('content-range'), part.bytes.equals(voice.subarray(4, 8))]).toEqual([
      206,
      `bytes 4-7/${voice.length}`,
      true,
    ]);

    // Only this story's recordings, by its own names: the other story's page 1 is no page here.
    for (const name of ['1.ogg', '1.webm', '2.ogg', '3.webm', '2.webm.html', '..%2F2.webm', 'voice.webm']) {
      expect([name, (await bytesAt(a, `/api/shared/${token}/recordings/${name}`)).status]).toEqual([name, 404]);
    }
    // A revoked link plays nothing.
    expect((await client.request('DELETE', `/api/shares/${share.body.id}`)).status).toBe(204);
    expect((await bytesAt(a, shared.body.recordings[2].url)).status).toBe(404);
  });

  it('exports the photos and recordings, and deleting the story or the account removes their files', async () => {
    const a = app();
    const client = await signedInClient(a);
    const id = await newStory(client);
    const kept = await newStory(client);
    expect((await upload(a, client, 'PUT', photoPath(id, 0), await smallPhoto('png', 5))).status).toBe(200);
    const voice = m4aAac(4);
    expect((await upload(a, client, 'PUT', recordingPath(id, 1), voice)).status).toBe(200);
    expect((await upload(a, client, 'PUT', photoPath(kept, 2), await smallPhoto('png', 6))).status).toBe(200);
    const { media } = await stored(a, id, client.userId);

    const res = await fetch(`${a.url}/api/me/export`, { headers: { cookie: client.cookieHeader } });
    expect(res.status).toBe(200);
    const zip = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const story = (JSON.parse(strFromU8(zip['stories.json'])) as { id: string; media: unknown[] }[]).find((s) => s.id === id)!;
    const photoFile = `files/stories/${id}/${path.basename(media[0]!.photo!.key)}`;
    const voiceFile = `files/stories/${id}/${path.basename(media[1]!.recording!.key)}`;
    expect(story.media).toEqual([
      { photo: photoFile, recording: null },
      { photo: null, recording: { file: voiceFile, contentType: 'audio/mp4', seconds: 4 } },
      null,
      null,
      null,
    ]);
    expect(Buffer.from(zip[photoFile]).equals((await a.services.storage.get(media[0]!.photo!.key))!.bytes)).toBe(true);
    expect(Buffer.from(zip[voiceFile]).equals(voice)).toBe(true);

    // Deleting the story deletes its files and gives back their bytes.
    const keptBytes = (await stored(a, kept, client.userId)).media[2]!.photo!.bytes;
    expect((await client.request('DELETE', `/api/stories/${id}`)).status).toBe(204);
    expect(filesOf(a, client.userId, id)).toEqual([]);
    expect((await client.get('/api/me')).body.media.usedBytes).toBe(keptBytes);

    // Deleting the account deletes the rest.
    expect(mediaFilesOf(a, client.userId, kept)).toHaveLength(2);
    const gone = await client.request('DELETE', '/api/me', { json: { confirm: ACCOUNT_DELETE_CONFIRMATION, password: TEST_PASSWORD } });
    expect(gone.status, gone.text).toBe(200);
    expect(existsSync(path.join(a.dataDir, 'files', 'users', client.userId))).toBe(false);
  });
});

/** A photo or recording never goes to an AI service: the illustrator draws from the avatar and the plan. */
describe('photos and recordings are never sent to an AI service', () => {
  let fake: FakeOpenAi;
  let a: TestApp;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    a = await startApp({ dialect: 'sqlite', sqliteTemplate: inject('sqliteTemplate'), env: fakeOpenAiEnv(fake) });
    a.services.runner.start();
  });
  afterAll(async () => {
    await a?.services.runner.stop();
    await a?.close();
    await fake?.close();
  });

  /** Whether `needle` is in the request's bytes, or in any base64 run of it decoded. */
  const sent = (raw: Buffer, needle: Buffer) => {
    if (raw.includes(needle)) return true;
    const runs = raw.toString('latin1').match(/[A-Za-z0-9+/]{200,}={0,2}/g) ?? [];
    return runs.some((run) => [0, 1, 2, 3].some((skip) => Buffer.from(run.slice(skip), 'base64').includes(needle)));
  };
  const middle = (bytes: Buffer) => bytes.subarray(Math.floor(bytes.length / 2), Math.floor(bytes.length / 2) + 48);

  it('«Rediger billede» on a page with a photo and a recording draws from the avatar and the plan, sending neither', async () => {
    const client = await signedInClient(a);
    const characterId = (await createCharacter(client, form)).id;
    const id = (await createdStory(client, { characterId, title: 'Emil tager bussen', ...FOUR_PAGES })).id;
    const jpeg = await phoneJpeg(1200, 800);
    const voice = oggOpus(6);
    expect((await upload(a, client, 'PUT', photoPath(id, 1), jpeg)).status).toBe(200);
    expect((await upload(a, client, 'PUT', recordingPath(id, 1), voice)).status).toBe(200);
    const { media, images } = await stored(a, id, client.userId);
    const kept = (await a.services.storage.get(media[1]!.photo!.key))!.bytes;
    const before = fake.calls.length;

    const res = await client.post(`/api/stories/${id}/images/1`, { prompt: 'Emil ser ud ad vinduet' });
    expect(res.status, res.text).toBe(202);
    const job = await finishedJob(client, res.body.jobId);
    expect(job.status, JSON.stringify(job.error)).toBe('succeeded');

    const calls = fake.calls.slice(before);
    expect(calls.filter((c) => /\/images\//.test(c.path)).length).toBeGreaterThan(0);
    for (const call of fake.calls) {
      for (const needle of [middle(jpeg), middle(kept), middle(voice), voice.subarray(0, 64)]) expect(sent(call.raw, needle)).toBe(false);
    }
    // The avatar went as the reference picture; the search would find the photo, raw or in base64, had it gone.
    expect(calls.some((call) => Number(call.body.images) > 0)).toBe(true);
    expect(sent(Buffer.concat([Buffer.from('--x\r\n\r\n'), kept]), middle(kept))).toBe(true);
    expect(sent(Buffer.from(JSON.stringify({ image: `data:image/webp;base64,${kept.toString('base64')}` })), middle(kept))).toBe(true);
    expect(sent(Buffer.from(JSON.stringify({ audio: voice.toString('base64') })), middle(voice))).toBe(true);
    const after = await stored(a, id, client.userId);
    expect(after.images[1]).not.toBe(images[1]);
    expect(after.media).toEqual(media);
    expect((await client.get(`/api/stories/${id}`)).body.images[1].photo).toBe(true);
  });
});
