import type { Character } from '@shared/api-types';
import { da } from '@shared/messages.da';
import { paths } from '@web/lib/paths';
import { Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';

const t = da.characters;

interface AvatarCardProps {
  character: Character;
  onEdit: () => void;
  onDelete: () => void;
}

const iconButton =
  'grid size-11 place-items-center rounded-xl text-slate-600 transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';

/** One avatar: the whole card chooses it for a story; edit and delete sit on top as their own buttons. */
export function AvatarCard({ character, onEdit, onDelete }: AvatarCardProps) {
  const { id, name, age, gender, characteristics, avatarThumbUrl } = character;
  return (
    <li className="group relative flex items-center gap-4 rounded-3xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-indigo-300 hover:shadow-md motion-reduce:transition-none">
      <img src={avatarThumbUrl} alt="" className="size-24 shrink-0 rounded-2xl bg-sky-50 object-cover sm:size-28" />
      <div className="min-w-0 flex-1">
        <Link
          to={paths.storiesCreate.href(id)}
          aria-label={t.choose(name)}
          className="block truncate text-xl font-semibold text-slate-900 after:absolute after:inset-0 after:rounded-3xl focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-offset-2 focus-visible:after:outline-indigo-600"
        >
          {name}
        </Link>
        <p className="text-base text-slate-700">
          {t.ageYears(age)} · {t.genders[gender]}
        </p>
        {characteristics.length ? (
          <ul className="mt-2 flex flex-wrap gap-1.5" aria-label={t.characteristics}>
            {characteristics.slice(0, 3).map((trait) => (
              <li key={trait} className="rounded-full bg-amber-50 px-2.5 py-0.5 text-sm text-amber-900">
                {trait}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="relative z-10 flex shrink-0 flex-col gap-1">
        <button
          type="button"
          onClick={onEdit}
          aria-label={t.edit(name)}
          title={t.edit(name)}
          className={`${iconButton} hover:bg-indigo-50 hover:text-indigo-800`}
        >
          <Pencil aria-hidden="true" className="size-5" />
        </button>
        <button
          type="button"
          onClick={onDelete}
          aria-label={t.remove(name)}
          title={t.remove(name)}
          className={`${iconButton} hover:bg-rose-50 hover:text-rose-800`}
        >
          <Trash2 aria-hidden="true" className="size-5" />
        </button>
      </div>
    </li>
  );
}
