import { Outlet } from 'react-router';
import { AppProvider } from '../provider';

/**
 * Every page but the landing page runs inside the data layer and toasts. They come with the
 * router (app.tsx), which a fresh visit to the landing page does not load.
 */
export function AppShell() {
  return (
    <AppProvider>
      <Outlet />
    </AppProvider>
  );
}
