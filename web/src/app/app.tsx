import { type DehydratedState, hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { createBrowserRouter, type HydrationState, matchRoutes, RouterProvider } from 'react-router';
import { queryClient } from './query-client';
import { routes } from './routes';

/** What the server sends beside a page it drew (entry-server.tsx), as JSON in `#ssr-data`. */
export interface ServerBoot {
  router: HydrationState;
  queries: DehydratedState;
}

/** The whole app: every page runs in the router. Loaded by main.tsx once it is needed. */
export function renderApp(root: Root) {
  const router = createBrowserRouter(routes);
  root.render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}

/**
 * Takes over a page the server drew: the same data in the query cache, the same page modules
 * loaded, the router told its guards have run, then React attaches to the HTML in place instead of
 * drawing it again. Anything that still differs is redrawn by React and reported.
 */
export async function hydrateApp(container: HTMLElement, boot: ServerBoot) {
  hydrate(queryClient, boot.queries);
  const lazy = (matchRoutes(routes, window.location) ?? []).filter((m) => typeof m.route.lazy === 'function');
  await Promise.all(
    lazy.map(async ({ route }) => {
      const page = await (route.lazy as () => Promise<Partial<typeof route>>)();
      Object.assign(route, { ...page, lazy: undefined });
    }),
  );
  const router = createBrowserRouter(routes, { hydrationData: boot.router });
  // The server never sees the address's #side-N (a shared story opened on a later page): it drew the
  // cover, so the page is drawn anew, with the data it brought, rather than taken over.
  if (window.location.hash) {
    container.replaceChildren();
    createRoot(container).render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
    return;
  }
  // As a transition, React attaches in slices and lets the browser answer a tap in between.
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
      { onRecoverableError: (error) => console.warn('[hydration]', error) },
    );
  });
}
