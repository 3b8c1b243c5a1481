import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { ServerBoot } from './app/app';
import { paths } from './lib/paths';
import { isSignedIn } from './app/session-probe';
import { fetchSiteInfo } from './lib/site-info';
import { registerServiceWorker } from './lib/offline/register';
import { reloadOnStaleBuild } from './lib/stale-build';
import './index.css';

// Before any lazy import: a page of the previous build loads the new one (lib/stale-build.ts).
reloadOnStaleBuild();

const container = document.getElementById('root')!;
let landingAlone = false;
let root: Root | undefined;

function clientRoot() {
  root ??= createRoot(container, {
    onUncaughtError: (error) => {
      // Should the landing page fail on its own, the router draws it again, with its error screen.
      if (!landingAlone) return reportError(error);
      landingAlone = false;
      startApp();
    },
  });
  return root;
}

function startApp() {
  void import('./app/app').then(({ renderApp }) => renderApp(clientRoot()));
}

const serverBoot = document.getElementById('ssr-data');

if (serverBoot?.textContent) {
  // The server drew this page (the dashboard of someone signed in, see server/ssr.ts): take it over.
  const boot = JSON.parse(serverBoot.textContent) as ServerBoot;
  void import('./app/app').then(({ hydrateApp }) => hydrateApp(container, boot));
} else if (window.location.pathname === paths.landing.path && window.history.state == null) {
  /**
   * A fresh visit to the landing page is drawn without the router, the data layer and the full
   * catalogue: the first page most visitors see downloads React and the landing page only (see
   * bench/README.md, web). An entry the router made carries history state (a notice, its key) and
   * goes to the router, as does every other address.
   */
  // What this installation offers (trial and price, or the free tier) is asked for at the same time.
  void Promise.all([isSignedIn(), fetchSiteInfo(), import('./features/landing/components/landing-page')]).then(
    ([signedIn, site, { LandingPage }]) => {
      if (signedIn) {
        // As the landing route's loader does; the router then starts on the dashboard.
        window.history.replaceState(null, '', paths.dashboard.href());
        return startApp();
      }
      landingAlone = true;
      clientRoot().render(
        <StrictMode>
          <LandingPage site={site} />
        </StrictMode>,
      );
    },
  );
} else {
  startApp();
}

// Installable, and saved stories read without a network (docs/0015-reading-offline.md).
registerServiceWorker();
