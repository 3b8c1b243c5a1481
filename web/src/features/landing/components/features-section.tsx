import { landingMessages } from '@shared/messages.landing.da';
import { GraduationCap, HeartHandshake, Sparkles } from 'lucide-react';

const looks = [
  { Icon: Sparkles, tone: 'bg-indigo-100 text-indigo-800' },
  { Icon: HeartHandshake, tone: 'bg-rose-100 text-rose-800' },
  { Icon: GraduationCap, tone: 'bg-teal-100 text-teal-800' },
];

export function FeaturesSection() {
  return (
    <section aria-labelledby="features-title" className="bg-white py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="features-title" className="text-center text-3xl font-bold tracking-tight text-slate-900">
          {landingMessages.featuresTitle}
        </h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {landingMessages.features.map((feature, i) => {
            const { Icon, tone } = looks[i % looks.length];
            return (
              <li key={feature.title} className="rounded-2xl border border-slate-200 bg-canvas p-6">
                <span className={`grid size-12 place-items-center rounded-xl ${tone}`}>
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <h3 className="mt-4 text-xl font-semibold text-slate-900">{feature.title}</h3>
                <p className="mt-2 text-base text-slate-700">{feature.text}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
