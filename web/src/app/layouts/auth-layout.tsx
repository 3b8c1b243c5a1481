import { da } from '@shared/messages.da';
import { BrandMark } from '@web/components/ui/brand-mark';
import { ButtonLink } from '@web/components/ui/button';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@web/lib/paths';

/** The calm frame around the login, register and reset screens. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-canvas">
      <header className="mx-auto flex w-full max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-4 sm:px-6">
        <Link
          to={paths.landing.href()}
          aria-label={da.landing.home}
          className="rounded-xl focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        >
          <BrandMark />
        </Link>
        <ButtonLink to={paths.landing.href()} variant="ghost">
          <ArrowLeft aria-hidden="true" className="size-5" />
          {da.auth.backToFront}
        </ButtonLink>
      </header>
      <main id="main" className="flex flex-1 items-start justify-center px-4 pt-6 pb-16 sm:items-center sm:pt-0">
        <div className="w-full max-w-md rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">{children}</div>
      </main>
    </div>
  );
}
