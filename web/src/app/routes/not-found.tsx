import { errorScreenMessages } from '@shared/messages.landing.da';
import { ButtonLink } from '@web/components/ui/button';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { Compass } from 'lucide-react';
import { paths } from '@web/lib/paths';

export function NotFoundPage() {
  const t = errorScreenMessages;
  useDocumentTitle(t.notFoundTitle);
  return (
    <main className="flex min-h-dvh items-center justify-center bg-canvas px-4">
      <div className="flex max-w-md flex-col items-center gap-5 rounded-3xl bg-white p-8 text-center shadow-sm">
        <Compass aria-hidden="true" className="size-12 text-indigo-700" />
        <h1 className="text-2xl font-bold text-slate-900">{t.notFoundTitle}</h1>
        <p className="text-lg text-slate-700">{t.notFoundText}</p>
        <ButtonLink to={paths.landing.href()}>{t.toFront}</ButtonLink>
      </div>
    </main>
  );
}
