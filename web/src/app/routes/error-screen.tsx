import { errorScreenMessages } from '@shared/messages.landing.da';
import { Button, buttonClasses } from '@web/components/ui/button';
import { TriangleAlert } from 'lucide-react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { paths } from '@web/lib/paths';
import { NotFoundPage } from './not-found';

/** The global error screen, shown when a page fails to render or load. */
export function ErrorScreen() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (import.meta.env.DEV) console.error(error);
  const t = errorScreenMessages;
  return (
    <main className="flex min-h-dvh items-center justify-center bg-canvas px-4">
      <div role="alert" className="flex max-w-md flex-col items-center gap-5 rounded-3xl bg-white p-8 text-center shadow-sm">
        <TriangleAlert aria-hidden="true" className="size-12 text-amber-600" />
        <h1 className="text-2xl font-bold text-slate-900">{t.title}</h1>
        <p className="text-lg text-slate-700">{t.errorText}</p>
        <div className="flex flex-wrap justify-center gap-3">
          <Button onClick={() => window.location.reload()}>{t.reload}</Button>
          {/* A plain link: the router itself may be what failed. */}
          <a href={paths.landing.href()} className={buttonClasses({ variant: 'secondary' })}>
            {t.toFront}
          </a>
        </div>
      </div>
    </main>
  );
}
