import { characterMessages, da } from '@shared/messages.da';
import { paths } from '@web/lib/paths';
import { Button, ButtonLink } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { PageHeader } from '@web/components/ui/page-header';
import { ErrorState, LoadingState } from '@web/components/ui/states';
import { isApiError } from '@web/lib/api-client';
import { ArrowRight, Users } from 'lucide-react';
import { useCharacter } from '@web/lib/characters';
import { AvatarCredit } from './avatar-credit';

const t = da.characters;

/** Story mode: the character chosen beforehand, with a way on to the story and 'Skift karakter'. */
export function ChosenCharacter({ id, onChange }: { id: string; onChange: () => void }) {
  const character = useCharacter(id);
  const change = (
    <Button variant="secondary" onClick={onChange}>
      <Users aria-hidden="true" className="size-5" />
      {t.changeCharacter}
    </Button>
  );

  return (
    <>
      <PageHeader title={t.storyTitle} />
      {character.isPending ? (
        <LoadingState label={t.loadingCharacter} />
      ) : character.isError ? (
        <div className="flex flex-col items-center gap-4">
          <ErrorState
            message={isApiError(character.error) && character.error.status === 404 ? character.error.message : characterMessages.loadFailed}
            onRetry={isApiError(character.error) && character.error.status === 404 ? undefined : () => void character.refetch()}
          />
          {change}
        </div>
      ) : (
        <Card className="flex flex-col items-center gap-6 sm:flex-row sm:items-start">
          <img
            src={character.data.avatarUrl}
            alt={t.avatarOf(character.data.name)}
            className="size-48 shrink-0 rounded-3xl bg-sky-50 object-cover sm:size-56"
          />
          <div className="flex w-full flex-col gap-4">
            <div>
              <h2 className="text-3xl font-bold text-slate-900">{character.data.name}</h2>
              <p className="text-lg text-slate-700">
                {t.ageYears(character.data.age)} · {t.genders[character.data.gender]}
              </p>
            </div>
            {character.data.characteristics.length ? (
              <ul className="flex flex-wrap gap-2" aria-label={t.characteristics}>
                {character.data.characteristics.map((trait) => (
                  <li key={trait} className="rounded-full bg-amber-50 px-3 py-1 text-base text-amber-900">
                    {trait}
                  </li>
                ))}
              </ul>
            ) : null}
            <p className="text-lg text-slate-800">{t.storyIntro(character.data.name)}</p>
            <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
              <ButtonLink to={paths.storiesCreate.href(id)} size="lg">
                {t.continueWith(character.data.name)}
                <ArrowRight aria-hidden="true" className="size-5" />
              </ButtonLink>
              {change}
            </div>
            <AvatarCredit />
          </div>
        </Card>
      )}
    </>
  );
}
