import type { StoryCheck, StoryDetail } from '@shared/api-types';
import { storyCheckMessages as t, storyMessages } from '@shared/messages.da';
import type { StorySentenceAction } from '@shared/schemas';
import type { SentenceType } from '@shared/story-check';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { LoadingState } from '@web/components/ui/states';
import { isApiError } from '@web/lib/api-client';
import { notify, notifyError } from '@web/lib/notify';
import { Check, CircleAlert, Trash2 } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useCheckSentence } from '../api/check-sentence';
import { storyKey } from '../api/get-story';
import { useStoryCheck } from '../api/get-story-check';
import { StoryCheckLight } from './story-check-light';

const m = t.plan;
const types: SentenceType[] = ['beskrivende', 'perspektiv', 'bekræftende', 'vejledende'];

const typeTone: Record<SentenceType, string> = {
  beskrivende: 'bg-sky-50 text-sky-900 ring-sky-200',
  perspektiv: 'bg-violet-50 text-violet-900 ring-violet-200',
  bekræftende: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
  vejledende: 'bg-amber-50 text-amber-900 ring-amber-200',
};

const quoted = (text: string) => `»${text}«`;
const sectionHeading = 'text-lg font-semibold text-slate-900';

/**
 * 'Historietjek' beside the editor: the server's check of the saved story (shared/plan-check.ts),
 * the light the card and the reader show. What must be put right, each sentence the parent did not
 * write with «Det passer» and «Fjern sætningen», what the story leaves out, filler, and the form
 * (Carol Gray's criteria, advice fitted to the topic). It shows what is saved, so its buttons wait
 * while the editor has unsaved changes; `onChanged` gives the editor the story after an action.
 */
export function StoryCheckPanel({
  story,
  unsaved,
  onChanged,
}: {
  story: StoryDetail;
  unsaved: boolean;
  onChanged: (story: StoryDetail) => void;
}) {
  const queryClient = useQueryClient();
  const check = useStoryCheck(story.id);
  return (
    <section
      aria-labelledby="story-check-title"
      className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div>
        <h2 id="story-check-title" className="text-xl font-semibold text-slate-900">
          {m.heading}
        </h2>
        <p className="mt-1 text-base text-slate-700">{m.intro}</p>
        {unsaved ? (
          <p className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-base text-amber-950 ring-1 ring-amber-200">{m.savedOnly}</p>
        ) : null}
      </div>
      {check.isPending ? (
        <LoadingState label={m.loading} className="py-6" />
      ) : check.isError ? (
        <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border border-rose-200 bg-rose-50 p-4">
          <p className="flex items-center gap-2 text-base text-rose-900">
            <CircleAlert aria-hidden="true" className="size-5 shrink-0" />
            {m.failed}
          </p>
          <Button variant="secondary" onClick={() => void check.refetch()}>
            {m.retry}
          </Button>
        </div>
      ) : (
        <CheckBody
          story={story}
          check={check.data}
          unsaved={unsaved}
          onChanged={onChanged}
          onStale={() => void queryClient.invalidateQueries({ queryKey: storyKey(story.id) })}
        />
      )}
    </section>
  );
}

function CheckBody({
  story,
  check,
  unsaved,
  onChanged,
  onStale,
}: {
  story: StoryDetail;
  check: StoryCheck;
  unsaved: boolean;
  onChanged: (story: StoryDetail) => void;
  onStale: () => void;
}) {
  return (
    <>
      <div role="status" className="rounded-xl bg-slate-50 p-4">
        <StoryCheckLight light={check.light} score={check.score} className="text-base font-semibold text-slate-900" />
        <p className="mt-1 text-base text-slate-800">
          {t.score(check.score)}. {m.lightText[check.light]}
        </p>
      </div>
      {check.red.length ? <RedFlags check={check} /> : null}
      {check.requestKnown ? (
        <Ungrounded story={story} check={check} unsaved={unsaved} onChanged={onChanged} onStale={onStale} />
      ) : (
        <p className="rounded-xl bg-slate-50 px-4 py-3 text-base text-slate-800">{m.requestUnknown}</p>
      )}
      {check.leftOut.length ? (
        <div>
          <h3 className={sectionHeading}>{m.leftOutHeading}</h3>
          <p className="mt-1 text-base text-slate-700">{m.leftOutIntro}</p>
          <ul className="mt-2 flex flex-col gap-2">
            {check.leftOut.map((part, i) => (
              <li key={i} className="rounded-xl bg-slate-50 px-4 py-2 text-base text-slate-900">
                {quoted(part)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {check.filler.length ? (
        <div>
          <h3 className={sectionHeading}>{m.fillerHeading}</h3>
          <p className="mt-1 text-base text-slate-700">{m.fillerIntro}</p>
          <ul className="mt-2 flex flex-col gap-2">
            {check.filler.map((s) => (
              <li key={`${s.page}/${s.index}`} className="rounded-xl bg-slate-50 px-4 py-2 text-base text-slate-900">
                {m.sentenceOn(s.page, s.text)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <FormAndLanguage form={check.form} />
    </>
  );
}

/** «Skal rettes»: each red flag with its page, the sentence, and why, in one line. */
function RedFlags({ check }: { check: StoryCheck }) {
  return (
    <div>
      <h3 className={sectionHeading}>{m.redHeading}</h3>
      <p className="mt-1 text-base text-slate-700">{m.redIntro}</p>
      <ul className="mt-2 flex flex-col gap-3">
        {check.red.map((flag, i) => {
          // Most reasons quote their sentence already; the others get it here.
          const sentence = flag.text && !flag.message.includes(quoted(flag.text)) ? quoted(flag.text) : null;
          return (
            <li key={`${flag.id}-${i}`} className="rounded-xl border-l-4 border-rose-600 bg-rose-50 px-4 py-3">
              {flag.page ? <p className="text-sm font-semibold text-rose-900">{m.page(flag.page)}</p> : null}
              {sentence ? <p className="mt-1 text-base text-slate-900">{sentence}</p> : null}
              <p className="mt-1 text-base text-slate-900">{flag.message}</p>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** «Det har du ikke skrevet»: each sentence with words the parent did not give, kept («Det passer») or removed. */
function Ungrounded({
  story,
  check,
  unsaved,
  onChanged,
  onStale,
}: {
  story: StoryDetail;
  check: StoryCheck;
  unsaved: boolean;
  onChanged: (story: StoryDetail) => void;
  onStale: () => void;
}) {
  const act = useCheckSentence();
  const heading = useRef<HTMLHeadingElement>(null);
  // Two clicks in one tick see the same render: the second must not send a second action.
  const sending = useRef(false);
  const pending = act.isPending ? act.variables.action : null;

  const run = (action: StorySentenceAction) => {
    if (act.isPending || sending.current) return;
    if (unsaved) {
      notify.info(m.saveFirst);
      return;
    }
    sending.current = true;
    act.mutate(
      { id: story.id, action },
      {
        onSettled: () => {
          sending.current = false;
        },
        onSuccess: (edit) => {
          notify.success(action.action === 'confirm' ? m.confirmed : m.removed);
          onChanged(edit.story);
          // The sentence and its buttons are gone: the list's heading keeps the place.
          heading.current?.focus();
        },
        onError: (err) => {
          if (isApiError(err) && err.status === 409) onStale();
          notifyError(err, storyMessages.saveError);
        },
      },
    );
  };

  return (
    <div>
      <h3 ref={heading} tabIndex={-1} className={`${sectionHeading} rounded focus-visible:outline-3 focus-visible:outline-indigo-600`}>
        {m.ungroundedHeading}
      </h3>
      {check.ungrounded.length ? (
        <>
          <p className="mt-1 text-base text-slate-700">{m.ungroundedIntro}</p>
          {unsaved ? (
            <p id="story-check-save-first" className="mt-2 text-base font-medium text-amber-900">
              {m.saveFirst}
            </p>
          ) : null}
          <ul className="mt-2 flex flex-col gap-3">
            {check.ungrounded.map((s) => {
              const only = (story.plan.pages[s.page - 1]?.sentences.length ?? 0) <= 1;
              const at = { page: s.page, index: s.index, text: s.text };
              const busy = (action: 'confirm' | 'remove') =>
                pending?.page === s.page && pending.index === s.index && pending.action === action;
              const waiting = unsaved || act.isPending;
              const onlyId = `story-check-only-${s.page}-${s.index}`;
              return (
                <li key={`${s.page}/${s.index}/${s.text}`} className="rounded-xl border-l-4 border-amber-500 bg-amber-50/60 px-4 py-3">
                  <p className="text-sm font-semibold text-slate-700">{m.page(s.page)}</p>
                  <p className="mt-1 text-base text-slate-900">{quoted(s.text)}</p>
                  <p className="mt-1 text-sm text-slate-700">{m.ungroundedWords(s.words.join(', '))}</p>
                  {only ? (
                    <p id={onlyId} className="mt-1 text-sm text-slate-700">
                      {m.onlySentence}
                    </p>
                  ) : null}
                  <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
                    <Button
                      variant="secondary"
                      aria-label={m.confirmNamed(s.text)}
                      aria-disabled={waiting || undefined}
                      aria-describedby={unsaved ? 'story-check-save-first' : undefined}
                      aria-busy={busy('confirm') || undefined}
                      onClick={() => run({ ...at, action: 'confirm' })}
                    >
                      {busy('confirm') ? <Spinner className="size-5" /> : <Check aria-hidden="true" className="size-5" />}
                      {m.confirm}
                    </Button>
                    <Button
                      variant="secondary"
                      className="text-rose-800"
                      aria-label={m.removeNamed(s.text)}
                      aria-disabled={waiting || only || undefined}
                      aria-describedby={only ? onlyId : unsaved ? 'story-check-save-first' : undefined}
                      aria-busy={busy('remove') || undefined}
                      onClick={() => (only ? void notify.info(m.onlySentence) : run({ ...at, action: 'remove' }))}
                    >
                      {busy('remove') ? <Spinner className="size-5" /> : <Trash2 aria-hidden="true" className="size-5" />}
                      {m.remove}
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        </>
      ) : (
        <p className="mt-1 text-base text-slate-800">{m.allGrounded}</p>
      )}
    </div>
  );
}

/** «Form og sprog»: Carol Gray's criteria on the plan's sentences, with advice that fits the topic. */
function FormAndLanguage({ form }: { form: StoryCheck['form'] }) {
  const others = form.counts.beskrivende + form.counts.perspektiv + form.counts.bekræftende;
  return (
    <div className="flex flex-col gap-4">
      <h3 className={sectionHeading}>{m.formHeading}</h3>
      <div>
        <h4 className="text-base font-semibold text-slate-900">{t.ratioHeading}</h4>
        <p className={`mt-1 text-base ${form.ratioOk ? 'text-slate-800' : 'font-medium text-rose-800'}`}>
          {t.ratio(others, form.counts.vejledende)}
        </p>
        <h5 className="sr-only">{t.sentenceCounts}</h5>
        <ul className="mt-2 flex flex-wrap gap-2">
          {types.map((type) => (
            <li key={type} className={`rounded-full px-3 py-1 text-sm ring-1 ${typeTone[type]}`} title={t.sentenceTypeHelp[type]}>
              {t.sentenceTypes[type]}: {form.counts[type]}
            </li>
          ))}
        </ul>
      </div>
      <div>
        <h4 className="text-base font-semibold text-slate-900">{t.flagsHeading}</h4>
        {form.flags.length ? (
          <ul className="mt-2 flex flex-col gap-3">
            {form.flags.map((flag, i) => (
              <li
                key={`${flag.id}-${i}`}
                className={`rounded-xl border-l-4 bg-slate-50 px-4 py-3 ${flag.severity === 'soft' ? 'border-amber-500' : 'border-rose-600'}`}
              >
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
      <details>
        <summary className="cursor-pointer rounded-lg text-base font-semibold text-indigo-800 focus-visible:outline-3 focus-visible:outline-indigo-600">
          {t.sentencesHeading} ({form.sentences.length})
        </summary>
        <ol className="mt-3 flex flex-col gap-2">
          {form.sentences.map((sentence, i) => (
            <li key={i} className="text-base text-slate-800">
              <span className={`mr-2 inline-block rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${typeTone[sentence.type]}`}>
                {t.sentenceTypes[sentence.type]}
              </span>
              {sentence.text}
            </li>
          ))}
        </ol>
      </details>
    </div>
  );
}
