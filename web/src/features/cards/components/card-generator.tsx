import { type CardStyleId, cardStyle, DEFAULT_CARD_STYLE } from '@shared/cards';
import { CARD_DESCRIPTION_MAX, CARD_TITLE_MAX } from '@shared/constants';
import { cardMessages } from '@shared/messages.da';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { TextField } from '@web/components/ui/text-field';
import { isApiError } from '@web/lib/api-client';
import { errorMessage, notify } from '@web/lib/notify';
import { CircleAlert, Wand2 } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@web/lib/query-keys';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useCreateCard } from '../api/create-card';
import { AvatarChoice } from './avatar-choice';
import { StylePicker } from './style-picker';

const t = cardMessages;

interface CardGeneratorProps {
  /** From /api/me: false once a free user has made all free cards. */
  canCreateCard: boolean;
  /** Free cards left, or null without a limit. */
  cardsLeft: number | null;
  /** The refresh signal for the card list, sent after a card is saved. */
  onSaved: () => void;
  /** What to say in place at the free limit (`alert`: the user just pressed 'Generer billede'). */
  limitNotice: (options: { alert: boolean }) => ReactNode;
}

/**
 * The image generator: style, optional title and a description; idle, generating, saved or error.
 * At the free limit the form keeps what was typed and says so in place, with the way on.
 */
export function CardGenerator({ canCreateCard, cardsLeft, onSaved, limitNotice }: CardGeneratorProps) {
  const [style, setStyle] = useState<CardStyleId>(DEFAULT_CARD_STYLE);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  // «Med min avatar»: none at first; the child chosen stays chosen for the next card.
  const [characterId, setCharacterId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useCreateCard();
  // The server's answer (or this page's own knowledge) that no free card is left; `tried`: since a press of the button.
  const [limit, setLimit] = useState<{ reached: boolean; tried: boolean }>({ reached: false, tried: false });
  const descriptionField = useRef<HTMLTextAreaElement>(null);
  const descriptionId = useId();
  const blank = description.trim() === '';
  const busy = create.isPending;

  const queryClient = useQueryClient();
  const quotaUsed = () => setLimit({ reached: true, tried: true });
  // Premium or unlimited access arrived (the page heard it): the limit is gone.
  useEffect(() => {
    if (canCreateCard) setLimit({ reached: false, tried: false });
  }, [canCreateCard]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (busy || blank) return;
    if (!canCreateCard) return quotaUsed();
    setError(null);
    setLimit({ reached: false, tried: false });
    create.mutate(
      { title: title.trim() || undefined, description: description.trim(), style, characterId: characterId || undefined },
      {
        onSuccess: () => {
          notify.success(t.generated);
          setTitle('');
          setDescription('');
          onSaved();
          // Ready for the next card (the button is disabled while the description is blank).
          descriptionField.current?.focus();
        },
        onError: (err) => {
          if (isApiError(err) && err.code === 'CARD_QUOTA') {
            // What the page knows of the quota follows the server's word.
            void queryClient.invalidateQueries({ queryKey: queryKeys.me });
            return quotaUsed();
          }
          setError(errorMessage(err, t.generateFailed));
        },
      },
    );
  };

  return (
    <form onSubmit={submit} aria-busy={busy || undefined} className="flex flex-col gap-6" noValidate>
      <StylePicker value={style} onChange={setStyle} />
      <AvatarChoice value={characterId} onChange={setCharacterId} />
      <TextField
        label={t.titleLabel}
        hint={t.titleHint}
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        maxLength={CARD_TITLE_MAX}
        autoComplete="off"
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={descriptionId} className="text-base font-semibold text-slate-800">
          {t.descriptionLabel}
        </label>
        <p id={`${descriptionId}-hint`} className="text-sm text-slate-600">
          {t.descriptionHint}
        </p>
        <textarea
          id={descriptionId}
          ref={descriptionField}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          placeholder={cardStyle(style).placeholder}
          rows={4}
          required
          maxLength={CARD_DESCRIPTION_MAX}
          aria-describedby={`${descriptionId}-hint`}
          className="rounded-xl border border-slate-300 bg-white px-4 py-3 text-lg leading-relaxed text-slate-900 shadow-sm placeholder:text-slate-500 focus:outline-3 focus:outline-offset-1 focus:outline-indigo-600"
        />
      </div>

      {limit.reached || !canCreateCard ? limitNotice({ alert: limit.tried }) : null}

      {error ? (
        <div role="alert" className="flex items-start gap-3 rounded-xl border border-rose-200 bg-rose-50 px-4 py-3 text-rose-900">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-rose-700" />
          <p className="text-base">{error}</p>
        </div>
      ) : null}

      <div className="flex flex-wrap items-center gap-4">
        <Button
          type="submit"
          size="lg"
          disabled={blank}
          // Not `disabled` while busy: the button keeps keyboard focus and says what is happening.
          aria-disabled={busy || undefined}
          className="w-full sm:w-auto"
        >
          {busy ? <Spinner className="size-5" /> : <Wand2 aria-hidden="true" className="size-5" />}
          {busy ? t.generating : t.generate}
        </Button>
        {cardsLeft !== null && cardsLeft > 0 ? <p className="text-base text-slate-700">{t.cardsLeft(cardsLeft)}</p> : null}
      </div>
      <p role="status" className="sr-only">
        {busy ? t.generating : ''}
      </p>
    </form>
  );
}
