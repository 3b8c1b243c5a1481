import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { paths } from './app/paths';
import { isSignedIn } from './app/session-probe';
import './index.css';

let landingAlone = false;
const root = createRoot(document.getElementById('root')!, {
  onUncaughtError: (error) => {
    // Should the landing page fail on its own, the router draws it again, with its error screen.
    if (!landingAlone) return reportError(error);
    landingAlone = false;
    startApp();
  },
});

function startApp() {
  void import('./app/app').then(({ renderApp }) => renderApp(root));
}

/**
 * A fresh visit to the landing page is drawn without the router, the data layer and the full
 * catalogue: the first page most visitors see downloads React and the landing page only (see
 * bench/README.md, web). An entry the router made carries history state (a notice, its key) and
 * goes to the router, as does every other address.
 */
if (window.location.pathname === paths.landing.path && window.history.state == null) {
  void Promise.all([isSignedIn(), import('./features/landing/components/landing-page')]).then(([signedIn, { LandingPage }]) => {
    if (signedIn) {
      // As the landing route's loader does; the router then starts on the dashboard.
      window.history.replaceState(null, '', paths.dashboard.href());
      return startApp();
    }
    landingAlone = true;
    root.render(
      <StrictMode>
        <LandingPage />
      </StrictMode>,
    );
  });
} else {
  startApp();
}
