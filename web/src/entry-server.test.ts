import type { Me, StoryPage, StoryStats, UpcomingStories } from '@shared/api-types';
import { describe, expect, it } from 'vitest';
import { canRender, renderPage } from './entry-server';

const me: Me = {
  id: 'u1',
  email: 'anne@example.dk',
  fullName: 'Anne',
  role: 'user',
  storyCount: 1,
  cardCount: 0,
  emailVerified: true,
  createdAt: '2026-11-01T10:00:00Z',
  subscription: null,
  paymentsEnabled: false,
  media: { usedBytes: 0, allowanceBytes: 100_000_000 },
  isPro: false,
  hasUnlimitedAccess: false,
  isAdmin: false,
  canCreateStory: true,
  canCreateCard: true,
  storiesLeft: 4,
  cardsLeft: 5,
};
const stats: StoryStats = { totalStories: 1, totalImages: 7, storiesInProgress: 0 };
const recent: StoryPage = {
  stories: [
    {
      id: 's1',
      title: 'Emil tager bussen',
      preview: 'Emil skal med bussen til skole.',
      coverThumbUrl: '/api/files/s1.thumb.webp?sig=abc',
      missingImages: 0,
      imageCount: 5,
      characterName: 'Emil',
      storyType: 'individual',
      group: null,
      check: { light: 'gul', score: 74 },
      eventDate: null,
      reading: { count: 0, lastReadAt: null, readAloud: false },
      // 23:30 UTC is the next day in Denmark.
      createdAt: '2026-11-21T23:30:00Z',
      updatedAt: '2026-11-21T23:30:00Z',
    },
  ],
  total: 1,
  page: 1,
  limit: 3,
};

const upcoming: UpcomingStories = {
  today: '2026-11-26',
  stories: [{ ...recent.stories[0], id: 's2', title: 'Emil skal til tandlæge', eventDate: '2026-11-28', daysUntil: 2 }],
};

const answers: Record<string, unknown> = {
  '/api/me': me,
  '/api/stories/stats': stats,
  '/api/stories?page=1&limit=3': recent,
  '/api/stories/upcoming': upcoming,
};
const load = async (path: string) => {
  if (!(path in answers)) throw new Error(`unexpected ${path}`);
  return answers[path];
};

describe('the server renderer (entry-server.tsx)', () => {
  it("draws the dashboard with the user's counters and newest stories, and hands over the same data", async () => {
    const page = await renderPage('http://localhost/dashboard', load);
    expect(page).not.toBeNull();
    const { html, boot } = page!;
    expect(html).toContain('Velkommen tilbage, Anne!');
    expect(html).toContain('Emil tager bussen');
    expect(html).toContain('Emil skal til tandlæge');
    expect(html).toContain('om 2 dage');
    expect(html).toContain('src="/api/files/s1.thumb.webp?sig=abc"');
    expect(html).toContain('22.11.2026');
    expect(html).toContain('Historietjek: Gul');
    expect(html).toContain('<dd class="order-1 text-2xl font-bold text-slate-900 sm:text-3xl">7</dd>');
    // Not the loading state: the page is whole before any script runs. The one live region is the offline notice's, empty while online.
    expect(html.match(/role="status"/g)).toHaveLength(1);
    expect(html).toContain('<div role="status"></div>');
    expect(boot.queries.queries.map((q) => [q.queryKey, q.state.status])).toEqual(
      expect.arrayContaining([
        [['me'], 'success'],
        [['stories', 'stats'], 'success'],
        [['stories', 'list', 'recent'], 'success'],
      ]),
    );
    // Every guard of the page (requireUser) counts as run, so the browser's router does not wait for it again.
    expect(Object.values(JSON.parse(JSON.stringify(boot.router.loaderData)))).toEqual([null]);
  });

  it('draws nothing when nobody is signed in, an answer fails, or the page is not one it draws', async () => {
    const signedOut = async (path: string) => {
      if (path === '/api/me') throw new Error('/api/me answered 401');
      return load(path);
    };
    expect(await renderPage('http://localhost/dashboard', signedOut)).toBeNull();
    const statsDown = async (path: string) => {
      if (path === '/api/stories/stats') throw new Error('/api/stories/stats answered 500');
      return load(path);
    };
    expect(await renderPage('http://localhost/dashboard', statsDown)).toBeNull();
    expect(canRender('/profile')).toBe(false);
    expect(await renderPage('http://localhost/profile', load)).toBeNull();
  });
});
