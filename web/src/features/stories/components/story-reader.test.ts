import type { StoryDetail, StoryPicture } from '@shared/api-types';
import { planFromText } from '@shared/story-plan-text';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { StoryReader } from './story-reader';

const content = 'Emil tager bussen\n\nEmil venter ved stoppestedet.\n\n---\n\nBussen kommer.\n\n---\n\nEmil sætter sig.';
const picture = (name: string): StoryPicture => ({
  url: `/api/files/${name}.webp`,
  thumbUrl: `/api/files/${name}-thumb.webp`,
  missing: false,
});
const story: StoryDetail = {
  id: 's1',
  title: 'Emil tager bussen',
  preview: '',
  coverThumbUrl: null,
  missingImages: 0,
  imageCount: 4,
  characterName: 'Emil',
  storyType: 'individual',
  group: null,
  check: { light: 'grøn', score: 100 },
  eventDate: null,
  reading: { count: 0, lastReadAt: null, readAloud: false },
  createdAt: '2026-11-21T10:00:00Z',
  updatedAt: '2026-11-21T10:00:00Z',
  content,
  plan: planFromText(content, { fallbackTitle: 'Emil tager bussen' }),
  character: { name: 'Emil', age: 6 },
  images: [picture('cover'), picture('a'), picture('b'), picture('c')],
  recordings: [],
  description: '',
  facts: {},
};

/** The reader as drawn at `address` (`#side-n` is scene n): its text, and the names a screen reader hears. */
function readerAt(address: string) {
  const router = createMemoryRouter([{ path: '/story/:id', element: createElement(StoryReader, { story }) }], {
    initialEntries: [address],
  });
  const html = renderToStaticMarkup(
    createElement(QueryClientProvider, { client: new QueryClient() }, createElement(RouterProvider, { router })),
  );
  const attributes = (name: string) => [...html.matchAll(new RegExp(`${name}="([^"]*)"`, 'g'))].map((m) => m[1]);
  const text = html.replace(/<[^>]+>/g, '\n');
  return { html, text, labels: attributes('aria-label'), alts: attributes('alt') };
}

describe('the reader numbers the pages as the page editor does (the cover is no page)', () => {
  it('calls the cover «Forside» and its dot «Gå til forsiden», then scene n «Gå til side n»', () => {
    expect(story.plan.pages).toHaveLength(3);
    const cover = readerAt('/story/s1');
    expect(cover.labels).toEqual(expect.arrayContaining(['Gå til forsiden', 'Gå til side 1', 'Gå til side 2', 'Gå til side 3']));
    expect(cover.labels).not.toContain('Gå til side 4');
    expect(cover.html).toMatch(/aria-label="Gå til forsiden" aria-current="page"/);
    expect(cover.text).toContain('Forside: Emil tager bussen');
  });

  it('calls the first scene «Side 1 af 3», its picture «Billede til side 1», its dot the current one', () => {
    const first = readerAt('/story/s1#side-1');
    expect(first.text).toContain('Emil venter ved stoppestedet.');
    expect(first.text.match(/Side \d+ af \d+/g)).toEqual(['Side 1 af 3', 'Side 1 af 3']);
    expect(first.alts).toContain('Billede til side 1');
    expect(first.html).toMatch(/aria-label="Gå til side 1" aria-current="page"/);
  });

  it('calls the last scene «Side 3 af 3»', () => {
    const last = readerAt('/story/s1#side-3');
    expect(last.text).toContain('Emil sætter sig.');
    expect(last.text.match(/Side \d+ af \d+/g)).toEqual(['Side 3 af 3', 'Side 3 af 3']);
    expect(last.alts).toContain('Billede til side 3');
  });
});
