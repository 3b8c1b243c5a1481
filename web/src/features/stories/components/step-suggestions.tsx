import { storyFactsMessages as m } from '@shared/messages.da';
import { Check, ListPlus, Plus } from 'lucide-react';
import { useId } from 'react';
import { isKept, type StepSuggestions as Suggestions } from './suggested-steps';

const keepButton =
  'inline-flex min-h-12 shrink-0 items-center justify-center gap-2 rounded-xl border px-4 py-2 text-base font-semibold shadow-sm transition-colors ' +
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 ' +
  'border-indigo-200 bg-white text-indigo-800 hover:bg-indigo-50 ' +
  'aria-disabled:cursor-default aria-disabled:border-emerald-200 aria-disabled:bg-emerald-50 aria-disabled:text-emerald-800 aria-disabled:hover:bg-emerald-50';

interface StepSuggestionsProps {
  suggestions: Suggestions;
  /** The parent's steps: a suggestion already among them shows as kept */
  steps: readonly string[];
  onKeep: (suggestions: string[]) => void;
}

/**
 * «Forslag til trin»: a situation's typical steps, shown and never sent. The parent keeps them all
 * or one at a time; a sensitive topic only one at a time, each line read and chosen. A kept line's
 * button stays where it was (aria-disabled, so the focus stays on it) and says it is kept.
 */
export function StepSuggestions({ suggestions, steps, onKeep }: StepSuggestionsProps) {
  const id = useId();
  const headingId = `${id}-heading`;
  const noteId = `${id}-note`;
  const kept = suggestions.steps.filter((s) => isKept(steps, s));
  const allKept = kept.length === suggestions.steps.length;
  return (
    <div
      role="group"
      aria-labelledby={headingId}
      aria-describedby={noteId}
      className="flex flex-col gap-3 rounded-xl border border-indigo-100 bg-indigo-50/50 p-3 sm:p-4"
    >
      <p id={headingId} className="text-base font-semibold text-slate-900">
        {m.suggestionsHeading}
      </p>
      <div id={noteId} className="flex flex-col gap-1 text-sm text-slate-700">
        <p>{m.suggestionsNote}</p>
        {suggestions.sensitive ? <p className="font-medium text-slate-800">{m.suggestionsSensitive}</p> : null}
      </div>
      {suggestions.sensitive ? null : (
        <button
          type="button"
          className={`${keepButton} self-start`}
          aria-disabled={allKept || undefined}
          onClick={() => allKept || onKeep(suggestions.steps)}
        >
          {allKept ? <Check aria-hidden="true" className="size-5" /> : <ListPlus aria-hidden="true" className="size-5" />}
          {allKept ? m.allSuggestionsKept : m.useSuggestions}
        </button>
      )}
      <ol className="flex flex-col gap-2">
        {suggestions.steps.map((step) => {
          const done = isKept(steps, step);
          return (
            <li
              key={step}
              className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-lg bg-white px-3 py-1.5 text-base text-slate-800 shadow-sm"
            >
              <span className="min-w-0 flex-1 basis-48">{step}</span>
              <button
                type="button"
                className={keepButton}
                aria-label={done ? m.suggestionKeptLabel(step) : m.keepSuggestionLabel(step)}
                aria-disabled={done || undefined}
                onClick={() => done || onKeep([step])}
              >
                {done ? <Check aria-hidden="true" className="size-5" /> : <Plus aria-hidden="true" className="size-5" />}
                {done ? m.suggestionKept : m.keepSuggestion}
              </button>
            </li>
          );
        })}
      </ol>
      <p role="status" className="sr-only">
        {kept.length ? m.suggestionsKeptCount(kept.length) : ''}
      </p>
    </div>
  );
}
