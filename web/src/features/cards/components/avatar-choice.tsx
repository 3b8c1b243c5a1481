import { cardMessages as t } from '@shared/messages.da';
import { ErrorState, LoadingState } from '@web/components/ui/states';
import { useCharacters } from '@web/lib/characters';
import { UserRound } from 'lucide-react';
import { useEffect, useId } from 'react';

interface AvatarChoiceProps {
  /** The chosen character's id, or '' for «Uden avatar». */
  value: string;
  onChange: (characterId: string) => void;
}

const optionClasses =
  'flex h-full w-full cursor-pointer flex-col items-center gap-2 rounded-2xl border-2 border-slate-200 bg-white p-3 text-center transition-colors motion-reduce:transition-none ' +
  'hover:border-indigo-300 peer-checked:border-indigo-600 peer-checked:bg-indigo-50 ' +
  'peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-indigo-600';

/**
 * «Med min avatar»: one of the user's children to draw on the card, or none (the default). Real
 * radios, so arrow keys move between the children and a screen reader names each one.
 */
export function AvatarChoice({ value, onChange }: AvatarChoiceProps) {
  const characters = useCharacters();
  const name = useId();
  const hintId = useId();
  // A child deleted elsewhere is no longer a choice.
  useEffect(() => {
    if (value && characters.data && !characters.data.some((c) => c.id === value)) onChange('');
  }, [characters.data, value, onChange]);
  const chosen = characters.data?.find((c) => c.id === value);

  let body;
  if (characters.isPending) body = <LoadingState label={t.avatarLoading} className="py-4" />;
  else if (characters.isError) body = <ErrorState message={t.avatarLoadFailed} onRetry={() => void characters.refetch()} />;
  else if (!characters.data.length) body = <p className="text-base text-slate-700">{t.avatarEmpty}</p>;
  else
    body = (
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        <li>
          <label className="relative block h-full">
            <input
              type="radio"
              name={name}
              value=""
              checked={value === ''}
              onChange={() => onChange('')}
              aria-describedby={hintId}
              className="peer sr-only"
            />
            <span className={optionClasses}>
              <span aria-hidden="true" className="grid size-20 place-items-center rounded-2xl bg-slate-100 text-slate-500">
                <UserRound className="size-10" />
              </span>
              <span className="font-semibold text-slate-900">{t.avatarNone}</span>
            </span>
          </label>
        </li>
        {characters.data.map((c) => (
          <li key={c.id}>
            <label className="relative block h-full">
              <input
                type="radio"
                name={name}
                value={c.id}
                checked={value === c.id}
                onChange={() => onChange(c.id)}
                aria-describedby={hintId}
                className="peer sr-only"
              />
              <span className={optionClasses}>
                <img
                  src={c.avatarThumbUrl || c.avatarUrl}
                  alt=""
                  width={96}
                  height={96}
                  className="size-20 rounded-2xl bg-sky-50 object-cover"
                />
                <span className="font-semibold text-slate-900">{c.name}</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
    );

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-base font-semibold text-slate-800">{t.avatarLegend}</legend>
      <p id={hintId} className="text-sm text-slate-600">
        {t.avatarHint}
      </p>
      {body}
      <p aria-live="polite" className="sr-only">
        {chosen ? t.avatarChosen(chosen.name) : ''}
      </p>
    </fieldset>
  );
}
