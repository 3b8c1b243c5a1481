import type { StoryRecording } from '@shared/api-types';
import { readAloudSections } from '@shared/story-text';
import { describe, expect, it } from 'vitest';
import { offersMyVoice, sectionRecordings } from './my-voice';

const sections = readAloudSections('[Billede 1]\nEmil vågner.\n[Billede 2]\nMor laver mad.\n[Billede 3]\nDe spiser.');
const recording = (name: string, current = true): StoryRecording => ({
  url: `/api/shared/tok/recordings/${name}`,
  contentType: 'audio/webm',
  seconds: 4,
  current,
});

describe('«Min stemme» of a story', () => {
  it("gives each page its recording, where it still fits the page's text", () => {
    // images[0] is the cover: its recording belongs to no read-aloud page.
    const recordings = [recording('voice-0.webm'), null, recording('voice-2.webm'), recording('voice-3.webm', false)];
    expect(sectionRecordings(sections, recordings)).toEqual([null, { url: '/api/shared/tok/recordings/voice-2.webm' }, null]);
    expect(offersMyVoice(sectionRecordings(sections, recordings))).toBe(true);
  });

  it('is not offered when no page has a current recording', () => {
    expect(offersMyVoice(sectionRecordings(sections, undefined))).toBe(false);
    expect(offersMyVoice(sectionRecordings(sections, []))).toBe(false);
    expect(offersMyVoice(sectionRecordings(sections, [recording('voice-0.webm'), recording('voice-1.webm', false)]))).toBe(false);
  });
});
