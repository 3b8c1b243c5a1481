import { AVATAR_CANDIDATES } from '@shared/constants';
import { da } from '@shared/messages.da';
import { buttonClasses } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { Sparkles, UserRound } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import type { Candidate } from '../hooks/use-avatar-candidates';
import type { CharacterFormValues } from '../schemas';
import { AvatarCredit } from './avatar-credit';

const t = da.characters;

interface AvatarChooserProps<T> {
  form: UseFormReturn<CharacterFormValues, unknown, T>;
  candidates: Candidate[];
  isGenerating: boolean;
  /** Generates candidates; answers whether some arrived. */
  onGenerate: () => Promise<boolean>;
  generateLabel: string;
  /** The saved avatar, shown until a new one is chosen (editing). */
  currentUrl?: string;
  /** An inline message about the last generation (in a dialog, where toasts cannot be seen). */
  status?: { tone: 'success' | 'error'; text: string };
  headingLevel?: 'h2' | 'h3';
}

/** "Generer avatar", the candidates as a radio group of pictures, and a larger preview of the chosen one. */
export function AvatarChooser<T>({
  form,
  candidates,
  isGenerating,
  onGenerate,
  generateLabel,
  currentUrl,
  status,
  headingLevel: Heading = 'h2',
}: AvatarChooserProps<T>) {
  const id = useId();
  const group = useRef<HTMLFieldSetElement>(null);
  const chosenId = useWatch({ control: form.control, name: 'avatar' });
  const chosen = candidates.find((c) => c.id === chosenId);
  const previewUrl = chosen?.url ?? currentUrl;
  const error = form.formState.errors.avatar?.message;
  const errorId = `${id}-error`;

  // New candidates: the chosen one gets focus, so the keyboard can go on choosing among the pictures.
  const focusChosen = useRef(false);
  const generate = async () => {
    focusChosen.current = true;
    if (!(await onGenerate())) focusChosen.current = false;
  };
  useEffect(() => {
    const chosenInput = group.current?.querySelector<HTMLInputElement>('input:checked');
    if (!focusChosen.current || isGenerating || !chosenInput) return;
    focusChosen.current = false;
    chosenInput.focus();
  }, [candidates, isGenerating, chosenId]);

  return (
    <div className="flex flex-col gap-5">
      <Heading className="text-xl font-semibold text-slate-900">{t.avatar}</Heading>

      <figure className="flex flex-col items-center gap-2">
        <div className="grid aspect-square w-full max-w-52 place-items-center sm:max-w-64 overflow-hidden rounded-3xl border border-slate-200 bg-sky-50">
          {isGenerating ? (
            <Spinner className="size-10 text-indigo-700" />
          ) : previewUrl ? (
            <img src={previewUrl} alt={chosen ? t.chosenAvatar : t.currentAvatar} className="size-full object-cover" />
          ) : (
            <UserRound aria-hidden="true" className="size-24 text-sky-300" />
          )}
        </div>
        {previewUrl && !isGenerating ? (
          <figcaption aria-hidden="true" className="text-sm font-medium text-slate-700">
            {chosen ? t.chosenAvatar : t.currentAvatar}
          </figcaption>
        ) : null}
      </figure>

      {!previewUrl && !isGenerating ? <p className="text-base text-slate-700">{t.noAvatarYet}</p> : null}

      {/* Busy, not disabled: a disabled button would drop the keyboard focus while the pictures are drawn. */}
      <button
        type="button"
        onClick={() => void (isGenerating ? undefined : generate())}
        aria-disabled={isGenerating || undefined}
        aria-describedby={error ? errorId : undefined}
        className={buttonClasses({ variant: candidates.length || currentUrl ? 'secondary' : 'primary' })}
      >
        {isGenerating ? <Spinner className="size-5" /> : <Sparkles aria-hidden="true" className="size-5" />}
        {isGenerating ? t.generating : generateLabel}
      </button>

      <div role="status" className="sr-only">
        {isGenerating ? t.generating : ''}
      </div>
      {status ? (
        <p
          role={status.tone === 'error' ? 'alert' : 'status'}
          className={`rounded-xl px-4 py-3 text-base ${status.tone === 'error' ? 'bg-rose-50 text-rose-900' : 'bg-emerald-50 text-emerald-900'}`}
        >
          {status.text}
        </p>
      ) : null}

      {isGenerating ? (
        <div aria-hidden="true" className="grid grid-cols-4 gap-2">
          {Array.from({ length: AVATAR_CANDIDATES }, (_, i) => (
            <div key={i} className="aspect-square animate-pulse rounded-2xl bg-slate-100 motion-reduce:animate-none" />
          ))}
        </div>
      ) : candidates.length ? (
        <fieldset ref={group}>
          <legend className="mb-2 text-base font-semibold text-slate-800">{t.candidates}</legend>
          <div className="grid grid-cols-4 gap-2">
            {candidates.map((c, i) => (
              <label key={c.id} className="relative block">
                <input type="radio" value={c.id} className="peer sr-only" {...form.register('avatar')} />
                <img
                  src={c.url}
                  alt={t.candidate(i + 1, candidates.length)}
                  className={
                    'aspect-square w-full cursor-pointer rounded-2xl border-2 border-transparent bg-sky-50 object-cover transition ' +
                    'hover:border-indigo-300 peer-checked:border-indigo-600 peer-checked:ring-4 peer-checked:ring-indigo-200 ' +
                    'peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-indigo-600'
                  }
                />
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}

      {error ? (
        <p id={errorId} role="alert" className="text-base font-medium text-rose-700">
          {error}
        </p>
      ) : null}

      <AvatarCredit />
    </div>
  );
}
