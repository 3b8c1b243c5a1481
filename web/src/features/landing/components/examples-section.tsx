import { landingMessages } from '@shared/messages.landing.da';
import { paths } from '@web/lib/paths';
import { ArrowRight } from 'lucide-react';
import { LandingLink } from './landing-link';

/** The cover of an example as the server drew it: the thumbnail on a phone, the full picture when wide. */
const coverOf = (slug: string) => `/api/demo/${encodeURIComponent(slug)}/pictures/0`;

/** The two example stories, each opening in the reader without an account. */
export function ExamplesSection() {
  return (
    <section aria-labelledby="examples-title" className="py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="examples-title" className="text-center text-3xl font-bold tracking-tight text-slate-900">
          {landingMessages.examplesTitle}
        </h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-2">
          {landingMessages.examples.map((example) => (
            <li
              key={example.slug}
              className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm sm:flex-row"
            >
              <img
                src={`${coverOf(example.slug)}.thumb.webp`}
                srcSet={`${coverOf(example.slug)}.thumb.webp 320w, ${coverOf(example.slug)}.webp 1024w`}
                sizes="(min-width: 640px) 11rem, 100vw"
                alt={landingMessages.exampleCover(example.title)}
                width={320}
                height={320}
                loading="lazy"
                decoding="async"
                className="aspect-square w-full bg-amber-50 object-cover sm:ml-5 sm:w-44 sm:shrink-0 sm:self-center sm:rounded-xl sm:shadow-md"
              />
              <div className="flex flex-1 flex-col p-6">
                <p className="text-sm font-semibold tracking-wide text-indigo-800 uppercase">{landingMessages.exampleLabel}</p>
                <h3 className="mt-1 text-2xl font-semibold text-slate-900">{example.title}</h3>
                <p className="mt-3 flex-1 text-lg text-slate-700">{example.text}</p>
                <LandingLink
                  href={paths.demo.href(example.slug)}
                  className="mt-4 inline-flex min-h-11 items-center gap-2 self-start rounded-lg font-semibold text-indigo-800 underline underline-offset-4 hover:text-indigo-950 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
                >
                  {landingMessages.readExample}
                  <span className="sr-only">: {example.title}</span>
                  <ArrowRight aria-hidden="true" className="size-5" />
                </LandingLink>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
