import { da } from '@shared/messages.da';
import { paths } from '@web/lib/paths';
import { ArrowRight, ImageOff, ImagePlus, PlusCircle } from 'lucide-react';
import { Link } from 'react-router';

const t = da.dashboard;

/** `storiesMissingImages`: stories still waiting for pictures; when there are any, a third action leads to them. */
export function QuickActions({ storiesMissingImages = 0 }: { storiesMissingImages?: number }) {
  const actions = [
    { to: paths.newStory.href(), title: t.createStory, text: t.createStoryText, Icon: PlusCircle, tone: 'bg-indigo-100 text-indigo-800' },
    { to: paths.cards.href(), title: t.generateImages, text: t.generateImagesText, Icon: ImagePlus, tone: 'bg-teal-100 text-teal-800' },
    ...(storiesMissingImages > 0
      ? [
          {
            to: paths.stories.href(),
            title: t.missingImages(storiesMissingImages),
            text: t.missingImagesText,
            Icon: ImageOff,
            tone: 'bg-amber-100 text-amber-800',
          },
        ]
      : []),
  ];
  return (
    <section aria-labelledby="quick-actions-title">
      <h2 id="quick-actions-title" className="text-xl font-semibold text-slate-900">
        {t.quickActions}
      </h2>
      <ul className={`mt-4 grid gap-4 sm:grid-cols-2 ${actions.length > 2 ? 'xl:grid-cols-3' : ''}`}>
        {actions.map(({ to, title, text, Icon, tone }) => (
          <li key={title}>
            <Link
              to={to}
              className="group flex h-full items-start gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-indigo-300 hover:shadow-md focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
            >
              <span className={`grid size-12 shrink-0 place-items-center rounded-xl ${tone}`}>
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <span className="flex-1">
                <span className="flex items-center gap-2 text-lg font-semibold text-slate-900">
                  {title}
                  <ArrowRight
                    aria-hidden="true"
                    className="size-4 shrink-0 transition-transform group-hover:translate-x-1 motion-reduce:transition-none"
                  />
                </span>
                <span className="mt-1 block text-base text-slate-700">{text}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
