/**
 * The route table: each route's pattern (`path`, for the router) and how to link to it
 * (`href`). Components link through `href`, never through hand-written URLs.
 */
const withQuery = (path: string, query: Record<string, string | undefined>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
};

/** The reader's 'Børnetilstand' lives in the address (`?tilstand=barn`), so a reload keeps the child in it. */
export const CHILD_MODE_QUERY = { name: 'tilstand', value: 'barn' } as const;

/** Why the login page was shown: the page a signed-out visitor asked for (guards.ts). */
export type SignInReason = 'laes' | 'rediger' | 'opret' | 'kort' | 'avatarer';

export const paths = {
  landing: { path: '/', href: () => '/' },
  login: {
    path: '/login',
    /**
     * `next`: where to go after signing in; `forgot`: open the password reset request; `reason`:
     * what the visitor was about to do, said above the form (`signInReasons`).
     */
    href: (opts: { next?: string; forgot?: boolean; reason?: SignInReason } = {}) =>
      withQuery('/login', { next: opts.next, glemt: opts.forgot ? '1' : undefined, grund: opts.reason }),
  },
  register: { path: '/register', href: () => '/register' },
  /** An example story in the reader, for anyone (`slug`: 'tandlaege', 'skoledag'). */
  demo: { path: '/demo/:slug', href: (slug: string) => `/demo/${encodeURIComponent(slug)}` },
  /** A story shared with a link ('Del historien'); the server answers it with noindex and no-referrer. */
  shared: { path: '/del/:token', href: (token: string) => `/del/${encodeURIComponent(token)}` },
  privacy: { path: '/privatliv', href: () => '/privatliv' },
  terms: { path: '/vilkaar', href: () => '/vilkaar' },
  resetPassword: { path: '/reset-password', href: () => '/reset-password' },
  dashboard: { path: '/dashboard', href: () => '/dashboard' },
  profile: { path: '/profile', href: () => '/profile' },
  admin: { path: '/admin', href: () => '/admin' },
  newStory: {
    path: '/new-story',
    /** `character`: start with this character chosen (story mode); `create`: start in 'Opret ny karakter'. */
    href: (opts: { character?: string; create?: boolean } = {}) =>
      withQuery('/new-story', { character: opts.character, opret: opts.create ? '1' : undefined }),
  },
  stories: { path: '/stories', href: () => '/stories' },
  storiesCreate: {
    path: '/stories/create',
    /** `group`: start with 'Til en gruppe' chosen (the character, if any, is then one of the group's avatars). */
    href: (characterId?: string, opts: { group?: boolean } = {}) =>
      withQuery('/stories/create', { character: characterId, til: opts.group ? 'gruppe' : undefined }),
  },
  story: { path: '/story/:id', href: (id: string) => `/story/${encodeURIComponent(id)}` },
  /** The reader, right after a generation: the story is loaded by `id`, so a reload shows it again. */
  storyPreview: { path: '/story/preview', href: (id: string) => withQuery('/story/preview', { id }) },
  storyEdit: { path: '/story/:id/edit', href: (id: string) => `/story/${encodeURIComponent(id)}/edit` },
  /** The print layout, opened in its own window without the app around it. */
  storyPrint: { path: '/story/:id/print', href: (id: string) => `/story/${encodeURIComponent(id)}/print` },
  cards: { path: '/cards', href: () => '/cards' },
  /** The print sheet of the chosen cards (`kort`, in the gallery's order), `perSheet` of them on each A4 sheet. */
  cardsPrint: {
    path: '/cards/print',
    href: (ids: readonly string[], perSheet?: number) =>
      withQuery('/cards/print', { kort: ids.join(','), 'pr-ark': perSheet ? String(perSheet) : undefined }),
    /** What the address asks for: each id once, and the number per sheet if given. */
    read: (query: URLSearchParams) => ({
      ids: [...new Set((query.get('kort') ?? '').split(',').filter(Boolean))],
      perSheet: Number(query.get('pr-ark')) || undefined,
    }),
  },
  /** The return from the payment page: `checkout: 'success'` marks a payment just made. */
  paymentSuccess: {
    path: '/payment/success',
    href: (opts: { checkout?: 'success' } = {}) => withQuery('/payment/success', { checkout: opts.checkout }),
  },
} as const;

/** Only paths inside this app are followed after sign-in, never another site. */
export function safeNext(next: string | null | undefined): string | undefined {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return undefined;
  return next;
}
