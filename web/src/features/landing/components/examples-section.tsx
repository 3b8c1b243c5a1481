import { landingMessages } from '@shared/messages.landing.da';
import { Backpack, Smile } from 'lucide-react';

const looks = [
  { Icon: Smile, tone: 'from-sky-100 to-teal-100 text-teal-800' },
  { Icon: Backpack, tone: 'from-amber-100 to-rose-100 text-rose-800' },
];

export function ExamplesSection() {
  return (
    <section aria-labelledby="examples-title" className="py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="examples-title" className="text-center text-3xl font-bold tracking-tight text-slate-900">
          {landingMessages.examplesTitle}
        </h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-2">
          {landingMessages.examples.map((example, i) => {
            const { Icon, tone } = looks[i % looks.length];
            return (
              <li key={example.title} className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
                <div className={`flex h-36 items-center justify-center bg-gradient-to-br ${tone}`}>
                  <Icon aria-hidden="true" className="size-16" strokeWidth={1.5} />
                </div>
                <div className="p-6">
                  <p className="text-sm font-semibold tracking-wide text-indigo-800 uppercase">{landingMessages.exampleLabel}</p>
                  <h3 className="mt-1 text-2xl font-semibold text-slate-900">{example.title}</h3>
                  <p className="mt-3 text-lg text-slate-700">{example.text}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
