import { da } from '@shared/messages.da';
import { BrandMark } from '@web/components/ui/brand-mark';
import { ButtonLink } from '@web/components/ui/button';
import { paths } from '@web/lib/paths';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A reading page for anyone: the brand, the way back to the front page, and the text in a calm column. */
export function LegalFrame({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className="flex min-h-dvh flex-col bg-canvas">
      <header className="mx-auto flex w-full max-w-3xl flex-wrap items-center justify-between gap-3 px-4 py-4 sm:px-6">
        <Link
          to={paths.landing.href()}
          aria-label={da.landing.home}
          className="rounded-xl focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        >
          <BrandMark />
        </Link>
        <ButtonLink to={paths.landing.href()} variant="ghost">
          <ArrowLeft aria-hidden="true" className="size-5" />
          {da.legal.toFront}
        </ButtonLink>
      </header>
      <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 pt-4 pb-16 sm:px-6">
        <article className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
          <p className="mt-4 text-lg text-slate-800">{intro}</p>
          <div className="mt-2 flex flex-col gap-8">{children}</div>
        </article>
      </main>
    </div>
  );
}

/** One part of the page: a heading and its sentences, one paragraph or list item each. */
export function LegalSection({
  heading,
  items,
  list = true,
}: {
  heading: string;
  items: readonly (string | null | false | undefined)[];
  list?: boolean;
}) {
  const shown = items.filter((item): item is string => Boolean(item));
  return (
    <section className="pt-4">
      <h2 className="text-2xl font-semibold text-slate-900">{heading}</h2>
      {list ? (
        <ul className="mt-3 flex list-disc flex-col gap-2 pl-6 text-lg text-slate-800 marker:text-indigo-600">
          {shown.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : (
        <div className="mt-3 flex flex-col gap-3 text-lg text-slate-800">
          {shown.map((item) => (
            <p key={item}>{item}</p>
          ))}
        </div>
      )}
    </section>
  );
}

/** The contact line from the configuration (CONTACT_EMAIL), or who to ask without one. */
export function ContactSection({ email }: { email: string | null | undefined }) {
  return (
    <section className="pt-4">
      <h2 className="text-2xl font-semibold text-slate-900">{da.legal.contactHeading}</h2>
      <p className="mt-3 text-lg text-slate-800">
        {email ? (
          <a href={`mailto:${email}`} className="font-semibold text-indigo-800 underline underline-offset-4 hover:text-indigo-950">
            {da.legal.contactLine(email)}
          </a>
        ) : (
          da.legal.noContact
        )}
      </p>
      <p className="mt-6 text-base text-slate-600">{da.legal.updated}</p>
    </section>
  );
}
