import { storyFactsMessages as m } from '@shared/messages.da';
import { FACT_LIMITS } from '@shared/story-facts';
import { TextField } from '@web/components/ui/text-field';
import { type InputHTMLAttributes, type Ref, useId } from 'react';

interface StoryWhenFieldsProps {
  /** The date, registered with the form (the story's `eventDate`) */
  date: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };
  dateError?: string;
  /** The time in the parent's words (the facts' `when`) */
  words: string;
  onWords: (text: string) => void;
  wordsError?: string;
}

/**
 * One question, «Hvornår sker det?», answered with a date, in words, or both: the date puts the
 * story under «Læs i dag» the week before; the words are what the story says.
 */
export function StoryWhenFields({ date, dateError, words, onWords, wordsError }: StoryWhenFieldsProps) {
  const hintId = useId();
  return (
    <fieldset className="flex min-w-0 flex-col gap-3" aria-describedby={hintId}>
      <legend className="mb-1.5 text-lg font-semibold text-slate-900">{m.whenLegend}</legend>
      <p id={hintId} className="-mt-1.5 text-sm text-slate-600">
        {m.whenHint}
      </p>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <TextField type="date" label={m.whenDateLabel} hint={m.whenDateHint} className="sm:w-56 sm:shrink-0" error={dateError} {...date} />
        <TextField
          label={m.whenLabel}
          placeholder={m.whenPlaceholder}
          className="min-w-0 sm:flex-1"
          autoComplete="off"
          maxLength={FACT_LIMITS.text}
          value={words}
          onChange={(e) => onWords(e.target.value)}
          error={wordsError}
        />
      </div>
    </fieldset>
  );
}
