import type { Character } from '@shared/api-types';
import { storyMessages as t } from '@shared/messages.da';
import { paths } from '@web/lib/paths';
import { Card } from '@web/components/ui/card';
import { Users } from 'lucide-react';
import { Link } from 'react-router';

/** The avatar the story is about: picture, name, age, gender and traits. */
export function CharacterSummary({ character }: { character: Character }) {
  return (
    <Card className="flex flex-col items-center gap-5 sm:flex-row sm:items-start">
      <img
        src={character.avatarThumbUrl || character.avatarUrl}
        alt={t.avatarOf(character.name)}
        width={160}
        height={160}
        className="size-32 shrink-0 rounded-3xl bg-sky-50 object-cover sm:size-40"
      />
      <div className="flex w-full flex-col gap-3 text-center sm:text-left">
        <div>
          <p className="text-sm font-semibold tracking-wide text-indigo-800 uppercase">{t.aboutCharacter}</p>
          <h2 className="text-2xl font-bold text-slate-900">{character.name}</h2>
          <p className="text-lg text-slate-700">
            {t.ageYears(character.age)} · {t.genders[character.gender] ?? character.gender}
          </p>
        </div>
        {character.characteristics.length ? (
          <ul className="flex flex-wrap justify-center gap-2 sm:justify-start" aria-label={t.traits}>
            {character.characteristics.map((trait) => (
              <li key={trait} className="rounded-full bg-amber-50 px-3 py-1 text-base text-amber-900">
                {trait}
              </li>
            ))}
          </ul>
        ) : null}
        <Link
          to={paths.newStory.href()}
          className="inline-flex min-h-11 items-center gap-2 self-center rounded-xl px-2 font-semibold text-indigo-800 underline-offset-4 hover:underline focus-visible:outline-3 focus-visible:outline-indigo-600 sm:self-start"
        >
          <Users aria-hidden="true" className="size-5" />
          {t.changeCharacter}
        </Link>
      </div>
    </Card>
  );
}
