import { characterMessages, groupStoryMessages as g, storyMessages as t } from '@shared/messages.da';
import { GROUP_LIMITS } from '@shared/schemas';
import { ErrorState, LoadingState } from '@web/components/ui/states';
import { Check } from 'lucide-react';
import { useId } from 'react';
import { useCharacters } from '@web/lib/characters';

/** The user's avatars as checkable cards: up to four appear together in a group story's pictures. */
export function GroupMembersPicker({ chosen, onChange }: { chosen: string[]; onChange: (ids: string[]) => void }) {
  const characters = useCharacters();
  const hintId = useId();
  const max = GROUP_LIMITS.members;
  const full = chosen.length >= max;
  const toggle = (id: string) => onChange(chosen.includes(id) ? chosen.filter((c) => c !== id) : full ? chosen : [...chosen, id]);

  let body;
  if (characters.isPending) body = <LoadingState label={g.loadingMembers} className="py-4" />;
  else if (characters.isError) body = <ErrorState message={characterMessages.loadListFailed} onRetry={() => void characters.refetch()} />;
  else if (!characters.data.length) body = <p className="text-base text-slate-700">{g.membersNone}</p>;
  else
    body = (
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {characters.data.map((c) => {
          const checked = chosen.includes(c.id);
          return (
            <li key={c.id}>
              <label className="relative block">
                <input
                  type="checkbox"
                  checked={checked}
                  disabled={!checked && full}
                  onChange={() => toggle(c.id)}
                  aria-describedby={hintId}
                  className="peer sr-only"
                />
                <span
                  className={
                    'flex cursor-pointer flex-col items-center gap-2 rounded-2xl border-2 border-slate-200 bg-white p-3 text-center transition-colors motion-reduce:transition-none ' +
                    'hover:border-indigo-300 peer-checked:border-indigo-600 peer-checked:bg-indigo-50 peer-disabled:cursor-not-allowed peer-disabled:opacity-50 ' +
                    'peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-indigo-600'
                  }
                >
                  <img
                    src={c.avatarThumbUrl || c.avatarUrl}
                    alt=""
                    width={96}
                    height={96}
                    className="size-20 rounded-2xl bg-sky-50 object-cover"
                  />
                  <span className="font-semibold text-slate-900">{c.name}</span>
                  <span className="text-sm text-slate-600">{t.ageYears(c.age)}</span>
                </span>
                {checked ? (
                  <span
                    aria-hidden="true"
                    className="absolute top-2 right-2 grid size-7 place-items-center rounded-full bg-indigo-700 text-white"
                  >
                    <Check className="size-4" />
                  </span>
                ) : null}
              </label>
            </li>
          );
        })}
      </ul>
    );

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-base font-semibold text-slate-800">{g.membersLegend}</legend>
      <p id={hintId} className="text-sm text-slate-600">
        {g.membersHint(max)}
      </p>
      {body}
      {characters.data?.length ? (
        <p aria-live="polite" className="text-sm font-medium text-slate-700">
          {full ? g.membersFull(max) : g.membersChosen(chosen.length, max)}
        </p>
      ) : null}
    </fieldset>
  );
}
