import { RECENT_STORIES } from '@shared/constants';
import { dehydrate, QueryClient, type QueryKey } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, type DataStrategyFunction, StaticRouterProvider } from 'react-router';
import type { ServerBoot } from './app/app';
import { paths } from './lib/paths';
import { RequestQueryClient } from './app/provider';
import { routes } from './app/routes';
import { mePath, meQuery } from './lib/me';
import { recentStoriesQuery, storiesPath } from './features/stories/api/get-stories';
import { storyStatsPath, storyStatsQuery } from './features/stories/api/get-story-stats';
import { upcomingStoriesPath, upcomingStoriesQuery } from './features/stories/api/get-upcoming-stories';

/** Reads one API answer for the signed-in user of the request being drawn; throws unless it is 200. */
export type LoadJson = (path: string) => Promise<unknown>;

/** A page the server draws: its HTML for `#root`, and what the browser needs to take it over. */
export interface ServerPage {
  html: string;
  boot: ServerBoot;
}

/** A query of the page, answered by the server's own API instead of the browser's fetch. */
const fromApi = ({ queryKey }: { queryKey: QueryKey }, path: string, load: LoadJson) => ({ queryKey, queryFn: () => load(path) });

/**
 * The pages worth drawing on the server, and the queries each one shows at once. The dashboard is
 * the first page after every sign-in; drawn here, a phone shows it (and starts its thumbnails)
 * before React and the router have arrived (bench/README.md, web).
 */
const pages: Record<string, (client: QueryClient, load: LoadJson) => Promise<unknown>> = {
  [paths.dashboard.path]: (client, load) =>
    Promise.all([
      client.fetchQuery(fromApi(storyStatsQuery(), storyStatsPath, load)),
      client.fetchQuery(fromApi(recentStoriesQuery(), storiesPath(1, RECENT_STORIES), load)),
      client.fetchQuery(fromApi(upcomingStoriesQuery(), upcomingStoriesPath, load)),
    ]),
};

const handler = createStaticHandler(routes);

/**
 * The route guards ask the browser's cache who is signed in; here the server has asked its own API
 * (`/api/me` answered 200), so the guards' part is done: every loader of the page counts as run.
 */
const guardsPassed: DataStrategyFunction = async ({ matches }) => {
  const results = await Promise.all(matches.map((match) => match.resolve(async () => null)));
  return Object.fromEntries(matches.map((match, i) => [match.route.id, results[i]]));
};

export const canRender = (pathname: string) => Object.hasOwn(pages, pathname);

/**
 * Draws `url` for the user whose API answers `load` gives, or returns null when this page is not
 * drawn on the server or nobody is signed in (the browser then draws it, as for every other page).
 */
export async function renderPage(url: string, load: LoadJson): Promise<ServerPage | null> {
  const page = pages[new URL(url).pathname];
  if (!page) return null;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  try {
    await client.fetchQuery(fromApi(meQuery(), mePath, load));
    await page(client, load);
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
