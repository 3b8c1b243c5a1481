/**
 * The optional fact questions of the story form (shared/story-facts.ts): where, when, who, the steps,
 * what is hard, what helps and why. The answers live in the form as a `FactsDraft` (the who-field as
 * one line, the steps as a list of lines); `factsDraftSchema` checks them by the server's limits and
 * turns them into the request's `StoryFacts`.
 *
 * The steps are the parent's alone. A situation the title names offers its typical steps beside them,
 * as «Forslag til trin» (suggested-steps.ts): the offer follows the title and description, and only
 * what the parent keeps becomes a step; nothing the parent has is ever replaced.
 *
 * The three answers that matter most (the steps, what is hard, what helps) are always shown; where,
 * who and why fold away. «Hvornår» is asked with the date, in StoryWhenFields.
 */
import { storyFactsMessages as m } from '@shared/messages.da';
import { cleanFacts, FACT_LIMITS, splitPeople, type StoryFacts } from '@shared/story-facts';
import { controlClasses, Field } from '@web/components/ui/field';
import { TextField } from '@web/components/ui/text-field';
import { ArrowUp, ChevronDown, Plus, Trash2 } from 'lucide-react';
import { type ChangeEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { z } from 'zod';
import { StepSuggestions } from './step-suggestions';
import { keepSuggestions, NO_SUGGESTIONS, suggestSteps, type StepSuggestions as Suggestions } from './suggested-steps';

/** The answers as the form holds them. */
export interface FactsDraft {
  where: string;
  when: string;
  /** One line: 'mor, pædagogen Jonas og en voksen' (split with splitPeople when sent) */
  who: string;
  steps: string[];
  hard: string;
  helps: string;
  why: string;
}

export type TextKey = 'where' | 'when' | 'who' | 'hard' | 'helps' | 'why';

/** How long the title and description rest before the suggested steps follow them. */
export const SUGGEST_DELAY_MS = 400;

/** Nothing answered: one empty step to fill in. */
export function newFactsDraft(): FactsDraft {
  return { where: '', when: '', who: '', hard: '', helps: '', why: '', steps: [''] };
}

/** The suggestions the parent keeps, added to the steps without changing any the parent has. */
export function keepSteps(draft: FactsDraft, suggestions: readonly string[]): FactsDraft {
  const steps = keepSuggestions(draft.steps, suggestions);
  return steps.length === draft.steps.length && steps.every((s, i) => s === draft.steps[i]) ? draft : { ...draft, steps };
}

export function setAnswer(draft: FactsDraft, key: TextKey, text: string): FactsDraft {
  return { ...draft, [key]: text };
}

export function editStep(draft: FactsDraft, index: number, text: string): FactsDraft {
  return { ...draft, steps: draft.steps.map((s, i) => (i === index ? text : s)) };
}

export function addStep(draft: FactsDraft): FactsDraft {
  if (draft.steps.length >= FACT_LIMITS.steps) return draft;
  return { ...draft, steps: [...draft.steps, ''] };
}

export function removeStep(draft: FactsDraft, index: number): FactsDraft {
  return { ...draft, steps: draft.steps.filter((_, i) => i !== index) };
}

export function moveStepUp(draft: FactsDraft, index: number): FactsDraft {
  if (index <= 0 || index >= draft.steps.length) return draft;
  const steps = [...draft.steps];
  [steps[index - 1], steps[index]] = [steps[index], steps[index - 1]];
  return { ...draft, steps };
}

/** The facts to send: empty answers left out, who split into people; undefined when nothing was answered. */
export function factsFromDraft(draft: FactsDraft): StoryFacts | undefined {
  const facts = cleanFacts({
    where: draft.where,
    when: draft.when,
    who: splitPeople(draft.who),
    steps: draft.steps,
    hard: draft.hard,
    helps: draft.helps,
    why: draft.why,
  });
  return Object.keys(facts).length ? facts : undefined;
}

/** The length the server counts: white space collapsed and trimmed. */
const counted = (s: string) => s.replace(/\s+/g, ' ').trim().length;
const answer = z.string().refine((s) => counted(s) <= FACT_LIMITS.text, { error: m.answerTooLong(FACT_LIMITS.text) });

/** The server's rules (storyFactsSchema) on the form's answers, each error on its own field; the output is the request's facts. */
export const factsDraftSchema = z
  .object({
    where: answer,
    when: answer,
    who: answer.superRefine((text, ctx) => {
      const people = splitPeople(text);
      if (people.length > FACT_LIMITS.people) ctx.addIssue({ code: 'custom', message: m.tooManyPeople(FACT_LIMITS.people) });
      else if (people.some((p) => counted(p) > FACT_LIMITS.person))
        ctx.addIssue({ code: 'custom', message: m.answerTooLong(FACT_LIMITS.person) });
    }),
    steps: z.array(z.string()).superRefine((steps, ctx) => {
      steps.forEach((step, i) => {
        if (counted(step) > FACT_LIMITS.step) ctx.addIssue({ code: 'custom', message: m.stepTooLong(FACT_LIMITS.step), path: [i] });
      });
      if (steps.filter((s) => s.trim()).length > FACT_LIMITS.steps)
        ctx.addIssue({ code: 'custom', message: m.tooManySteps(FACT_LIMITS.steps), path: ['root'] });
    }),
    hard: answer,
    helps: answer,
    why: answer,
  })
  .transform(factsFromDraft);

export type FactsErrors = FieldErrors<FactsDraft>;

/** The errors to show, as text: one per answer, per step and for the list. */
function errorTexts(errors: FactsErrors | undefined) {
  const steps = errors?.steps as
    (Record<number, { message?: string } | undefined> & { root?: { message?: string }; message?: string }) | undefined;
  return {
    text: (key: TextKey) => errors?.[key]?.message,
    step: (i: number) => steps?.[i]?.message,
    list: steps?.root?.message ?? steps?.message,
  };
}

const iconButton =
  'inline-flex min-h-12 min-w-12 shrink-0 items-center justify-center rounded-xl border border-slate-300 bg-white text-slate-700 shadow-sm transition-colors ' +
  'hover:bg-slate-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';
const secondaryButton =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-xl border border-indigo-200 bg-white px-4 py-2 text-base font-semibold text-indigo-800 shadow-sm transition-colors ' +
  'hover:bg-indigo-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:cursor-not-allowed disabled:opacity-60';

type Focus = { index: number; on: 'input' | 'up' } | 'add';

/** The ordered, editable list of steps. */
function StepsList({
  draft,
  onChange,
  errors,
  suggestions,
}: {
  draft: FactsDraft;
  onChange: StoryFactsFieldsProps['onChange'];
  errors: ReturnType<typeof errorTexts>;
  suggestions: Suggestions;
}) {
  const id = useId();
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const ups = useRef<(HTMLButtonElement | null)[]>([]);
  const add = useRef<HTMLButtonElement>(null);
  const pendingFocus = useRef<Focus | null>(null);
  const { steps } = draft;

  // After adding, removing or moving a step the focus follows it (the list is keyed by position).
  useEffect(() => {
    const focus = pendingFocus.current;
    if (!focus) return;
    pendingFocus.current = null;
    if (focus === 'add') add.current?.focus();
    else (focus.on === 'up' ? ups.current[focus.index] : inputs.current[focus.index])?.focus();
  }, [steps]);

  const full = steps.length >= FACT_LIMITS.steps;
  const noteId = `${id}-note`;
  const listErrorId = `${id}-error`;
  return (
    <fieldset className="flex min-w-0 flex-col gap-3" aria-describedby={[noteId, errors.list ? listErrorId : ''].filter(Boolean).join(' ')}>
      <legend className="mb-1.5 text-base font-semibold text-slate-800">{m.stepsLegend}</legend>
      <p id={noteId} className="text-sm text-slate-600">
        {m.stepsAsk}
      </p>
      {suggestions.steps.length ? (
        <StepSuggestions suggestions={suggestions} steps={steps} onKeep={(kept) => onChange((d) => keepSteps(d, kept))} />
      ) : null}
      {steps.length ? (
        <ol className="flex flex-col gap-3">
          {steps.map((step, i) => {
            const n = i + 1;
            return (
              <li key={i}>
                <Field label={m.stepLabel(n)} error={errors.step(i)}>
                  {(control) => (
                    <div className="flex items-start gap-2">
                      <input
                        {...control}
                        ref={(el) => {
                          inputs.current[i] = el;
                        }}
                        type="text"
                        autoComplete="off"
                        maxLength={FACT_LIMITS.step}
                        placeholder={i === 0 ? m.stepPlaceholder : undefined}
                        value={step}
                        onChange={(e) => onChange((d) => editStep(d, i, e.target.value))}
                        className={`min-h-12 min-w-0 flex-1 py-2 ${controlClasses(errors.step(i))}`}
                      />
                      {i > 0 ? (
                        <button
                          type="button"
                          ref={(el) => {
                            ups.current[i] = el;
                          }}
                          className={iconButton}
                          aria-label={m.moveUp(n)}
                          onClick={() => {
                            pendingFocus.current = i - 1 > 0 ? { index: i - 1, on: 'up' } : { index: 0, on: 'input' };
                            onChange((d) => moveStepUp(d, i));
                          }}
                        >
                          <ArrowUp aria-hidden="true" className="size-5" />
                        </button>
                      ) : null}
                      <button
                        type="button"
                        className={iconButton}
                        aria-label={m.removeStep(n)}
                        onClick={() => {
                          pendingFocus.current = steps.length > 1 ? { index: Math.min(i, steps.length - 2), on: 'input' } : 'add';
                          onChange((d) => removeStep(d, i));
                        }}
                      >
                        <Trash2 aria-hidden="true" className="size-5" />
                      </button>
                    </div>
                  )}
                </Field>
              </li>
            );
          })}
        </ol>
      ) : null}
      {errors.list ? (
        <p id={listErrorId} className="text-sm font-medium text-rose-700">
          {errors.list}
        </p>
      ) : null}
      <button
        ref={add}
        type="button"
        className={`${secondaryButton} self-start`}
        disabled={full}
        onClick={() => {
          pendingFocus.current = { index: steps.length, on: 'input' };
          onChange(addStep);
        }}
      >
        <Plus aria-hidden="true" className="size-5" />
        {m.addStep}
      </button>
    </fieldset>
  );
}

export interface StoryFactsFieldsProps {
  value: FactsDraft;
  /** Changes the answers from the latest ones (an update may come after a pause, so it must not use a stale draft). */
  onChange: (update: (draft: FactsDraft) => FactsDraft) => void;
  /** The story's title and description, to suggest a situation's typical steps */
  title: string;
  description: string;
  errors?: FactsErrors;
}

/** The suggestions for the title and description once they have rested a moment, so the list does not flicker while typing. */
function useSuggestedSteps(title: string, description: string): Suggestions {
  const [text, setText] = useState({ title, description });
  useEffect(() => {
    const timer = setTimeout(() => setText({ title, description }), SUGGEST_DELAY_MS);
    return () => clearTimeout(timer);
  }, [title, description]);
  return useMemo(
    () => (text.title.trim() || text.description.trim() ? suggestSteps(text.title, text.description) : NO_SUGGESTIONS),
    [text],
  );
}

/**
 * The fact questions. The steps, what is hard and what helps are always shown; where, who and why
 * are folded until the parent opens them (their answers are sent either way), and open when one is wrong.
 */
export function StoryFactsFields({ value, onChange, title, description, errors }: StoryFactsFieldsProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const e = errorTexts(errors);
  const shown = open || !!(e.text('where') || e.text('who') || e.text('why'));
  const suggestions = useSuggestedSteps(title, description);

  const text = (key: TextKey) => ({
    value: value[key],
    onChange: (ev: ChangeEvent<HTMLInputElement>) => {
      const next = ev.target.value;
      onChange((d) => setAnswer(d, key, next));
    },
    error: e.text(key),
    autoComplete: 'off',
    maxLength: FACT_LIMITS.text,
  });

  const introId = `${id}-intro`;
  const regionId = `${id}-questions`;
  return (
    <fieldset
      className="flex min-w-0 flex-col gap-5 rounded-2xl border border-slate-200 bg-slate-50/60 p-4 sm:p-5"
      aria-describedby={introId}
    >
      <legend className="px-1 text-lg font-semibold text-slate-900">
        {m.legend} <span className="text-base font-normal text-slate-600">({m.optional})</span>
      </legend>
      <p id={introId} className="text-base text-slate-700">
        {m.intro}
      </p>
      <StepsList draft={value} onChange={onChange} errors={e} suggestions={suggestions} />
      <TextField label={m.hardLabel} placeholder={m.hardPlaceholder} {...text('hard')} />
      <TextField label={m.helpsLabel} placeholder={m.helpsPlaceholder} {...text('helps')} />
      <button
        type="button"
        className={`${secondaryButton} self-start text-left`}
        aria-expanded={shown}
        aria-controls={regionId}
        onClick={() => setOpen(!shown)}
      >
        <ChevronDown aria-hidden="true" className={`size-5 shrink-0 transition-transform ${shown ? 'rotate-180' : ''}`} />
        {shown ? m.hide : m.show}
      </button>
      <div id={regionId} hidden={!shown} className={shown ? 'flex flex-col gap-5' : 'hidden'}>
        <TextField label={m.whereLabel} placeholder={m.wherePlaceholder} {...text('where')} />
        <TextField label={m.whoLabel} hint={m.whoHint} placeholder={m.whoPlaceholder} {...text('who')} />
        <TextField label={m.whyLabel} placeholder={m.whyPlaceholder} {...text('why')} />
      </div>
    </fieldset>
  );
}
