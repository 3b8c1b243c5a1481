import { FullPageLoading } from '@web/components/ui/states';
import type { RouteObject } from 'react-router';
import { requireUser } from './guards';
import { AppShell } from './layouts/app-shell';
import { ProtectedLayout } from './layouts/protected-layout';
import { RootLayout } from './layouts/root-layout';
import { paths } from '@web/lib/paths';
import { ErrorScreen } from './routes/error-screen';
import { NotFoundPage } from './routes/not-found';

/**
 * Every page is loaded when first needed; guards come with their pages as `loader`s. The data
 * layer, the toasts and the signed-in frame are part of the router's own download (app.tsx, which
 * app.html preloads): every page the router starts on needs them, and a fresh visit to the landing
 * page does not start the router at all (main.tsx). The browser's router is made from these in
 * app.tsx, the server's (for the pages it draws first, entry-server.tsx) from the same objects.
 */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: ErrorScreen,
    HydrateFallback: FullPageLoading,
    children: [
      { index: true, lazy: () => import('./routes/landing') },
      {
        Component: AppShell,
        children: [
          { path: paths.login.path, lazy: () => import('./routes/login') },
          { path: paths.register.path, lazy: () => import('./routes/register') },
          { path: paths.resetPassword.path, lazy: () => import('./routes/reset-password') },
          { path: paths.privacy.path, lazy: () => import('./routes/privacy') },
          { path: paths.terms.path, lazy: () => import('./routes/terms') },
          // The reader and the print layout fill the window on their own, without the sidebar.
          { path: paths.demo.path, lazy: () => import('./routes/demo') },
          { path: paths.shared.path, lazy: () => import('./routes/shared') },
          { path: paths.storyPreview.path, lazy: () => import('./routes/story-preview') },
          { path: paths.story.path, lazy: () => import('./routes/story') },
          { path: paths.storyPrint.path, lazy: () => import('./routes/story-print') },
          { path: paths.cardsPrint.path, lazy: () => import('./routes/cards-print') },
          {
            Component: ProtectedLayout,
            loader: requireUser,
            children: [
              { path: paths.dashboard.path, lazy: () => import('./routes/dashboard') },
              { path: paths.profile.path, lazy: () => import('./routes/profile') },
              { path: paths.admin.path, lazy: () => import('./routes/admin') },
              { path: paths.newStory.path, lazy: () => import('./routes/new-story') },
              { path: paths.stories.path, lazy: () => import('./routes/stories') },
              { path: paths.storiesCreate.path, lazy: () => import('./routes/stories-create') },
              { path: paths.storyEdit.path, lazy: () => import('./routes/story-edit') },
              { path: paths.cards.path, lazy: () => import('./routes/cards') },
              { path: paths.paymentSuccess.path, lazy: () => import('./routes/payment-success') },
            ],
          },
        ],
      },
      { path: '*', Component: NotFoundPage },
    ],
  },
];
