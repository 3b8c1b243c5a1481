import { RECENT_STORIES } from '@shared/constants';
import { dehydrate, QueryClient, type QueryKey } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  type DataStrategyFunction,
  matchPath,
  type Params,
  StaticRouterProvider,
} from 'react-router';
import type { ServerBoot } from './app/app';
import { paths } from './lib/paths';
import { RequestQueryClient } from './app/provider';
import { routes } from './app/routes';
import { mePath, meQuery } from './lib/me';
import { recentStoriesQuery, storiesPath } from './features/stories/api/get-stories';
import { storyStatsPath, storyStatsQuery } from './features/stories/api/get-story-stats';
import { upcomingStoriesPath, upcomingStoriesQuery } from './features/stories/api/get-upcoming-stories';
import { sharedStoryPath, sharedStoryQuery } from './features/stories/api/get-shared-story';

/** Reads one API answer for the signed-in user of the request being drawn; throws unless it is 200. */
export type LoadJson = (path: string) => Promise<unknown>;

/** A page the server draws: its HTML for `#root`, and what the browser needs to take it over. */
export interface ServerPage {
  html: string;
  boot: ServerBoot;
}

/** A query of the page, answered by the server's own API instead of the browser's fetch. */
const fromApi = ({ queryKey }: { queryKey: QueryKey }, path: string, load: LoadJson) => ({ queryKey, queryFn: () => load(path) });

interface DrawnPage {
  /** Drawn only for someone signed in (`/api/me` answers 200), or for anyone */
  session: boolean;
  /** The queries the page shows at once, answered by the server's own API */
  queries: (client: QueryClient, load: LoadJson, params: Params) => Promise<unknown>;
}

/**
 * The pages worth drawing on the server, and the queries each one shows at once. The dashboard is
 * the first page after every sign-in; a shared story (/del/:token) is the first page its reader
 * ever sees, often on a phone. Drawn here, either shows (and starts its pictures) before React and
 * the router have arrived (bench/README.md, web).
 */
const pages: [pattern: string, page: DrawnPage][] = [
  [
    paths.dashboard.path,
    {
      session: true,
      queries: (client, load) =>
        Promise.all([
          client.fetchQuery(fromApi(storyStatsQuery(), storyStatsPath, load)),
          client.fetchQuery(fromApi(recentStoriesQuery(), storiesPath(1, RECENT_STORIES), load)),
          client.fetchQuery(fromApi(upcomingStoriesQuery(), upcomingStoriesPath, load)),
        ]),
    },
  ],
  [
    paths.shared.path,
    {
      session: false,
      queries: (client, load, { token = '' }) => client.fetchQuery(fromApi(sharedStoryQuery(token), sharedStoryPath(token), load)),
    },
  ],
];

function pageAt(pathname: string) {
  for (const [pattern, page] of pages) {
    const match = matchPath(pattern, pathname);
    if (match) return { page, params: match.params };
  }
  return undefined;
}

const handler = createStaticHandler(routes);

/**
 * The route guards ask the browser's cache who is signed in; here the server has asked its own API
 * (`/api/me` answered 200), so the guards' part is done: every loader of the page counts as run.
 */
const guardsPassed: DataStrategyFunction = async ({ matches }) => {
  const results = await Promise.all(matches.map((match) => match.resolve(async () => null)));
  return Object.fromEntries(matches.map((match, i) => [match.route.id, results[i]]));
};

export const canRender = (pathname: string) => pageAt(pathname) !== undefined;

export const needsSession = (pathname: string) => pageAt(pathname)?.page.session ?? true;

/**
 * Draws `url` for the visitor whose API answers `load` gives, or returns null when this page is not
 * drawn on the server, nobody is signed in where it needs someone, or its data cannot be read (the
 * browser then draws it, as for every other page).
 */
export async function renderPage(url: string, load: LoadJson): Promise<ServerPage | null> {
  const found = pageAt(new URL(url).pathname);
  if (!found) return null;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  try {
    if (found.page.session) await client.fetchQuery(fromApi(meQuery(), mePath, load));
    await found.page.queries(client, load, found.params);
  } catch {
    return null;
  }
  const context = await handler.query(new Request(url), { dataStrategy: guardsPassed });
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <RequestQueryClient value={client}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </RequestQueryClient>
    </StrictMode>,
  );
  const boot: ServerBoot = {
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
    queries: dehydrate(client),
  };
  client.clear();
  return { html, boot };
}
