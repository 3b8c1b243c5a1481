import { errorCatalogue } from '@shared/messages.da';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, callApi } from './api-client';

/** fetch replaced by one that answers `response` and keeps what it was asked. */
function answering(response: Response) {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return Promise.resolve(response.clone());
  });
  return calls;
}

const story = { id: 's1', images: [], recordings: [] };

describe('callApi with a file body', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("sends a photo as its own bytes with its own type, and answers the server's story", async () => {
    const calls = answering(Response.json(story));
    const photo = new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });
    const answer = await callApi('PUT /api/stories/:id/pages/:index/photo', { params: { id: 's1', index: 2 }, body: photo });
    expect(answer).toEqual(story);
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe('/api/stories/s1/pages/2/photo');
    expect(calls[0].init.method).toBe('PUT');
    expect(calls[0].init.body).toBe(photo);
    expect(calls[0].init.credentials).toBe('same-origin');
    expect((calls[0].init.headers as Record<string, string>)['Content-Type']).toBe('image/jpeg');
  });

  it('marks a file of unknown type as bytes', async () => {
    const calls = answering(Response.json(story));
    await callApi('PUT /api/stories/:id/pages/:index/recording', { params: { id: 's1', index: 0 }, body: new Blob([new Uint8Array(4)]) });
    expect((calls[0].init.headers as Record<string, string>)['Content-Type']).toBe('application/octet-stream');
  });

  it('still sends JSON for everything else (a DELETE with its empty object)', async () => {
    const calls = answering(Response.json(story));
    await callApi('DELETE /api/stories/:id/pages/:index/photo', { params: { id: 's1', index: 1 }, body: {} });
    expect(calls[0].init.body).toBe('{}');
    expect((calls[0].init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it("turns a refusal into an ApiError with the server's Danish message as it is", async () => {
    const refusal = errorCatalogue.PHOTO_HEIC;
    answering(Response.json({ error: { code: 'PHOTO_HEIC', message: refusal.message } }, { status: refusal.status }));
    const sent = callApi('PUT /api/stories/:id/pages/:index/photo', { params: { id: 's1', index: 1 }, body: new Blob(['x']) });
    await expect(sent).rejects.toBeInstanceOf(ApiError);
    await expect(sent).rejects.toMatchObject({ status: 415, code: 'PHOTO_HEIC', message: refusal.message });
  });
});
