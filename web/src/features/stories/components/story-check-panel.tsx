import { storyCheckMessages as t } from '@shared/messages.da';
import { type CheckSubject, checkOptionsFor, checkStory, type SentenceType } from '@shared/story-check';
import { useDeferredValue, useMemo } from 'react';
import { StoryCheckLight } from './story-check-light';

const types: SentenceType[] = ['beskrivende', 'perspektiv', 'bekræftende', 'vejledende'];

const typeTone: Record<SentenceType, string> = {
  beskrivende: 'bg-sky-50 text-sky-900 ring-sky-200',
  perspektiv: 'bg-violet-50 text-violet-900 ring-violet-200',
  bekræftende: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
  vejledende: 'bg-amber-50 text-amber-900 ring-amber-200',
};

/**
 * 'Historietjek' beside the editor: the text as it is being typed, checked against Carol Gray's
 * criteria (shared/story-check.ts, the same check the generator passes): the traffic light and
 * score, the 2-to-1 ratio, each sentence with its type, and every flag with a gentler suggestion.
 * The check runs on a deferred copy of the text, so typing never waits for it.
 */
export function StoryCheckPanel({ content, subject }: { content: string; subject: CheckSubject }) {
  const text = useDeferredValue(content);
  const options = useMemo(() => checkOptionsFor(subject), [subject]);
  const result = useMemo(() => checkStory(text, options), [text, options]);
  const others = result.counts.beskrivende + result.counts.perspektiv + result.counts.bekræftende;

  return (
    <section aria-labelledby="story-check-title" className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div>
        <h2 id="story-check-title" className="text-xl font-semibold text-slate-900">
          {t.heading}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t.editorIntro}</p>
        <p className="mt-1 text-sm text-slate-600">{t.formOnly}</p>
      </div>

      <div role="status" className="rounded-xl bg-slate-50 p-4">
        <StoryCheckLight light={result.light} score={result.score} className="text-base font-semibold text-slate-900" />
        <p className="mt-1 text-base text-slate-800">
          {t.score(result.score)}. {t.lightText[result.light]}
        </p>
      </div>

      <div>
        <h3 className="text-base font-semibold text-slate-900">{t.ratioHeading}</h3>
        <p className={`mt-1 text-base ${result.ratioOk ? 'text-slate-800' : 'font-medium text-rose-800'}`}>{t.ratio(others, result.counts.vejledende)}</p>
        <h4 className="sr-only">{t.sentenceCounts}</h4>
        <ul className="mt-2 flex flex-wrap gap-2">
          {types.map((type) => (
            <li key={type} className={`rounded-full px-3 py-1 text-sm ring-1 ${typeTone[type]}`} title={t.sentenceTypeHelp[type]}>
              {t.sentenceTypes[type]}: {result.counts[type]}
            </li>
          ))}
        </ul>
      </div>

      <div>
        <h3 className="text-base font-semibold text-slate-900">{t.flagsHeading}</h3>
        {result.flags.length ? (
          <ul className="mt-2 flex flex-col gap-3">
            {result.flags.map((flag, i) => (
              <li key={`${flag.id}-${i}`} className={`rounded-xl border-l-4 bg-slate-50 px-4 py-3 ${flag.severity === 'soft' ? 'border-amber-500' : 'border-rose-600'}`}>
                <p className="text-sm font-semibold text-slate-700">
                  {t.severity[flag.severity]}
                  {flag.scene ? ` · ${t.scene(flag.scene)}` : ''}
                </p>
                <p className="mt-1 text-base text-slate-900">{flag.message}</p>
                <p className="mt-1 text-base text-slate-700">{flag.suggestion}</p>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-1 text-base text-slate-800">{t.noFlags}</p>
        )}
      </div>

      <details className="group">
        <summary className="cursor-pointer rounded-lg text-base font-semibold text-indigo-800 focus-visible:outline-3 focus-visible:outline-indigo-600">
          {t.sentencesHeading} ({result.sentences.length})
        </summary>
        <ol className="mt-3 flex flex-col gap-2">
          {result.sentences.map((sentence, i) => (
            <li key={i} className="text-base text-slate-800">
              <span className={`mr-2 inline-block rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${typeTone[sentence.type]}`}>
                {t.sentenceTypes[sentence.type]}
              </span>
              {sentence.text}
            </li>
          ))}
        </ol>
      </details>
    </section>
  );
}
