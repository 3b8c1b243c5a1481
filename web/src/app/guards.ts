import type { Me } from '@shared/api-types';
import { da } from '@shared/messages.da';
import { meQuery } from '@web/lib/me';
import { notify } from '@web/lib/notify';
import { type LoaderFunctionArgs, matchPath, redirect } from 'react-router';
import { paths, type SignInReason } from '@web/lib/paths';
import { queryClient } from './query-client';

/**
 * Route guards run before a page renders. They ask the server who is signed in; the answer
 * is cached briefly, but "nobody" is always re-checked, so a fresh sign-in is seen at once.
 */
async function currentUser(): Promise<Me | null> {
  const cached = queryClient.getQueryData<Me | null>(meQuery().queryKey);
  if (cached) return queryClient.fetchQuery(meQuery());
  return queryClient.fetchQuery({ ...meQuery(), staleTime: 0 });
}

/** Landing and login: a signed-in visitor belongs on the dashboard. */
export async function redirectSignedIn() {
  const me = await currentUser().catch(() => null);
  if (me) throw redirect(paths.dashboard.href());
  return null;
}

/** The pages whose visitors the login page tells why they must sign in first (the specification's texts). */
const signInReasons: [string, SignInReason][] = [
  [paths.storyEdit.path, 'rediger'],
  [paths.story.path, 'laes'],
  [paths.storiesCreate.path, 'opret'],
  [paths.cards.path, 'kort'],
  [paths.cardsPrint.path, 'kort'],
  [paths.newStory.path, 'avatarer'],
];

/** Protected pages: nobody signed in goes to /login, is told why when the page says, and comes back after. */
export async function requireUser({ request }: LoaderFunctionArgs) {
  const me = await currentUser();
  if (!me) {
    const url = new URL(request.url);
    const reason = signInReasons.find(([pattern]) => matchPath(pattern, url.pathname))?.[1];
    throw redirect(paths.login.href({ next: url.pathname + url.search, reason }));
  }
  return null;
}

/**
 * /new-story (the menu's and the dashboard's way to a new story) needs remaining story quota;
 * without it the profile page explains why and the way on. Nothing typed is lost: the story form
 * itself never sends anyone away (stories-create.tsx).
 */
export async function requireStoryQuota() {
  const me = await currentUser();
  if (me && !me.canCreateStory) {
    notify.error(me.paymentsEnabled ? da.profile.noQuotaForStory : da.profile.noQuotaForStoryFree);
    throw redirect(paths.profile.href());
  }
  return null;
}
