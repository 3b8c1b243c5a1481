import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { router } from './router';

/** The whole app: every page runs in the router. Loaded by main.tsx once it is needed. */
export function renderApp(root: Root) {
  root.render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}
