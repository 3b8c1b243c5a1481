import { describe, expect, it } from 'vitest';
import {
  isPicturePath,
  isRecordingFile,
  isRecordingPath,
  isSpeechPath,
  isStoryJsonPath,
  isStoryUpdatedMessage,
  pictureKey,
  speechKey,
} from './keys';

describe('offline cache keys', () => {
  it('keeps a picture under its address without the signature that changes by the hour', () => {
    const a = pictureKey('https://fh.dk/api/files/users/u1/stories/s1/1-ab12cd34.webp?exp=1700000000&sig=aa');
    const b = pictureKey('https://fh.dk/api/files/users/u1/stories/s1/1-ab12cd34.webp?exp=1700003600&sig=bb');
    expect(a).toBe('https://fh.dk/api/files/users/u1/stories/s1/1-ab12cd34.webp');
    expect(b).toBe(a);
    // S3: the signature's parameters go, anything else stays.
    expect(pictureKey('https://bucket.s3.dk/k/1.webp?X-Amz-Date=1&X-Amz-Signature=2&v=3')).toBe('https://bucket.s3.dk/k/1.webp?v=3');
    // A shared story's picture keeps its version: a new picture is a new address.
    expect(pictureKey('https://fh.dk/api/shared/tok/pictures/1.webp?v=9')).toBe('https://fh.dk/api/shared/tok/pictures/1.webp?v=9');
  });

  it('gives one sentence in one voice one address, whichever address spoke it', async () => {
    const key = await speechKey('https://fh.dk', 'da-DK-Standard-A', 'Emil går til tandlægen.');
    expect(key).toMatch(/^https:\/\/fh\.dk\/__offline\/speech\/da-DK-Standard-A\/[0-9a-f]{64}$/);
    expect(await speechKey('https://fh.dk', 'da-DK-Standard-A', 'Emil går til tandlægen.')).toBe(key);
    expect(await speechKey('https://fh.dk', 'da-DK-Standard-C', 'Emil går til tandlægen.')).not.toBe(key);
    expect(await speechKey('https://fh.dk', 'da-DK-Standard-A', 'Emil går hjem.')).not.toBe(key);
  });

  it('knows which addresses are stories, pictures and read-aloud', () => {
    expect(['/api/stories', '/api/stories/abc', '/api/shared/tok'].every(isStoryJsonPath)).toBe(true);
    expect(['/api/stories/abc/readings', '/api/shared/tok/tts', '/api/me'].some(isStoryJsonPath)).toBe(false);
    expect(['/api/tts', '/api/shared/tok/tts', '/api/demo/tandlaege/tts'].every(isSpeechPath)).toBe(true);
    expect(isSpeechPath('/api/ttsx')).toBe(false);
    expect(isPicturePath('/api/files/users/u/1.webp')).toBe(true);
    expect(isPicturePath('/api/shared/tok/pictures/1.webp')).toBe(true);
    expect(isPicturePath('/api/shared/tok')).toBe(false);
    // A shared link's recordings («Min stemme»); a story's own are stored files, a bucket's known by their name.
    expect(isRecordingPath('/api/shared/tok/recordings/voice-ab12.webm')).toBe(true);
    expect(isRecordingPath('/api/shared/tok/pictures/1.webp')).toBe(false);
    expect(isRecordingFile('/users/u/stories/s/voice-ab12.m4a')).toBe(true);
    expect(isRecordingFile('/users/u/stories/s/photo-ab12.webp')).toBe(false);
    expect(isStoryUpdatedMessage({ type: 'fh:story-updated', path: '/api/stories/a' })).toBe(true);
    expect(isStoryUpdatedMessage({ type: 'other', path: '/api/stories/a' })).toBe(false);
  });
});
