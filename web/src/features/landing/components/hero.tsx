import type { SiteInfo } from '@shared/api-types';
import { landingMessages } from '@shared/messages.landing.da';
import { paths } from '@web/lib/paths';
import { buttonClasses } from '@web/components/ui/button-classes';
import { CalendarHeart, PlayCircle } from 'lucide-react';
import { landingOffer } from '../offer';
import { LandingLink } from './landing-link';

const t = landingMessages;

/** A calm sample page of a story, drawn in CSS and SVG so it costs no image download. */
function StoryPagePreview() {
  return (
    <figure
      aria-label={t.heroPreviewLabel}
      className="relative mx-auto w-full max-w-md rotate-1 rounded-3xl bg-white p-4 shadow-xl shadow-indigo-900/10 ring-1 ring-slate-200"
    >
      <svg viewBox="0 0 400 240" role="presentation" aria-hidden="true" className="h-auto w-full rounded-2xl">
        <rect width="400" height="240" fill="#e0f2fe" />
        <circle cx="330" cy="55" r="28" fill="#fde68a" />
        <path d="M0 180 Q100 130 200 170 T400 160 V240 H0Z" fill="#bbf7d0" />
        <path d="M0 205 Q120 175 240 200 T400 195 V240 H0Z" fill="#86efac" />
        <rect x="40" y="120" width="170" height="72" rx="16" fill="#fbbf24" />
        <rect x="56" y="134" width="34" height="26" rx="6" fill="#e0f2fe" />
        <rect x="100" y="134" width="34" height="26" rx="6" fill="#e0f2fe" />
        <rect x="144" y="134" width="34" height="26" rx="6" fill="#e0f2fe" />
        <circle cx="80" cy="194" r="13" fill="#334155" />
        <circle cx="172" cy="194" r="13" fill="#334155" />
        <rect x="262" y="86" width="6" height="110" fill="#94a3b8" />
        <rect x="248" y="78" width="34" height="22" rx="5" fill="#4f46e5" />
        <circle cx="312" cy="136" r="14" fill="#fcd9b6" />
        <rect x="300" y="152" width="24" height="38" rx="10" fill="#f472b6" />
        <circle cx="346" cy="124" r="17" fill="#e8b48c" />
        <rect x="331" y="143" width="30" height="50" rx="12" fill="#6366f1" />
      </svg>
      <figcaption className="px-2 pt-4 pb-1">
        <p className="text-lg font-bold text-slate-900">{t.heroPreviewTitle}</p>
        <p className="mt-1 text-base text-slate-700">{t.heroPreviewText}</p>
        <p className="mt-3 flex items-center gap-2 text-sm text-slate-600">
          <span aria-hidden="true" className="flex gap-1.5">
            <span className="size-2 rounded-full bg-slate-300" />
            <span className="size-2 rounded-full bg-indigo-600" />
            <span className="size-2 rounded-full bg-slate-300" />
            <span className="size-2 rounded-full bg-slate-300" />
            <span className="size-2 rounded-full bg-slate-300" />
          </span>
          {t.heroPreviewPage}
        </p>
      </figcaption>
    </figure>
  );
}

export function Hero({ site }: { site: SiteInfo | null }) {
  const offer = landingOffer(site);
  return (
    <section
      aria-labelledby="hero-title"
      className="mx-auto grid max-w-6xl items-center gap-12 px-4 pt-12 pb-16 sm:px-6 lg:grid-cols-[3fr_2fr] lg:pt-20 lg:pb-24"
    >
      <div>
        <p className="inline-flex items-center gap-2 rounded-full bg-amber-100 px-4 py-1.5 text-sm font-semibold text-amber-900">
          <CalendarHeart aria-hidden="true" className="size-4" />
          {offer.badge}
        </p>
        <h1 id="hero-title" className="mt-5 text-4xl font-bold tracking-tight text-pretty text-slate-900 sm:text-5xl">
          {t.heroTitle}
        </h1>
        <p className="mt-5 max-w-xl text-lg text-slate-700 sm:text-xl">{t.heroText}</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          {/* The trial begins with an account: straight to creating one, never the sign-in form. */}
          <LandingLink href={paths.register.href()} className={buttonClasses({ size: 'lg', className: 'whitespace-nowrap' })}>
            {t.startTrial}
          </LandingLink>
          <LandingLink
            href={paths.demo.href(t.examples[0].slug)}
            className={buttonClasses({ size: 'lg', variant: 'secondary', className: 'whitespace-nowrap' })}
          >
            <PlayCircle aria-hidden="true" className="size-5" />
            {t.seeDemo}
          </LandingLink>
        </div>
        <p className="mt-4 max-w-xl text-base text-slate-700">{offer.heroNote}</p>
      </div>
      <StoryPagePreview />
    </section>
  );
}
