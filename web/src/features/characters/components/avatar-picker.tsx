import type { Character } from '@shared/api-types';
import { characterMessages, da } from '@shared/messages.da';
import { paths } from '@web/lib/paths';
import { ButtonLink, buttonClasses } from '@web/components/ui/button';
import { PageHeader } from '@web/components/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '@web/components/ui/states';
import { isApiError } from '@web/lib/api-client';
import { LogIn, Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import { useCharacters } from '@web/lib/characters';
import { AvatarCard } from './avatar-card';
import { AvatarCredit } from './avatar-credit';
import { DeleteCharacterDialog } from './delete-character-dialog';
import { EditCharacterDialog } from './edit-character-dialog';

const t = da.characters;

/** Select mode: how to begin, 'Opret ny karakter', and the user's avatars to choose, edit or delete. */
export function AvatarPicker({ onCreate }: { onCreate: () => void }) {
  const characters = useCharacters();
  const [editing, setEditing] = useState<Character>();
  const [deleting, setDeleting] = useState<Character>();
  const createButton = useRef<HTMLButtonElement>(null);
  const signedOut = isApiError(characters.error) && characters.error.status === 401;

  return (
    <>
      <PageHeader title={t.pickerTitle} />
      <div className="mb-10 flex flex-col gap-6 rounded-3xl border border-indigo-100 bg-indigo-50/60 p-6 sm:flex-row sm:items-end sm:justify-between">
        <ol className="flex flex-col gap-3">
          {t.pickerSteps.map((step, i) => (
            <li key={step} className="flex items-start gap-3 text-lg text-slate-800">
              <span
                aria-hidden="true"
                className="grid size-8 shrink-0 place-items-center rounded-full bg-white font-semibold text-indigo-800 shadow-sm"
              >
                {i + 1}
              </span>
              <span className="pt-0.5">{step}</span>
            </li>
          ))}
        </ol>
        {signedOut ? null : (
          <button ref={createButton} type="button" onClick={onCreate} className={buttonClasses({ size: 'lg', className: 'shrink-0' })}>
            <Plus aria-hidden="true" className="size-5" />
            {t.createCharacter}
          </button>
        )}
      </div>

      <section aria-labelledby="your-avatars">
        <h2 id="your-avatars" className="text-2xl font-semibold text-slate-900">
          {t.yourAvatars}
        </h2>
        <div className="mt-4">
          {characters.isPending ? (
            <LoadingState label={t.loadingList} />
          ) : signedOut ? (
            <div
              role="alert"
              className="flex flex-col items-center gap-4 rounded-2xl border border-slate-200 bg-white px-6 py-10 text-center"
            >
              <p className="text-lg text-slate-800">{characterMessages.signInToSee}</p>
              <ButtonLink to={paths.login.href({ next: paths.newStory.href() })}>
                <LogIn aria-hidden="true" className="size-5" />
                {t.signIn}
              </ButtonLink>
            </div>
          ) : characters.isError ? (
            <ErrorState message={characterMessages.loadListFailed} onRetry={() => void characters.refetch()} />
          ) : characters.data.length === 0 ? (
            <EmptyState title={t.empty} />
          ) : (
            <>
              <p className="mb-4 text-base text-slate-700">{t.chooseHint}</p>
              <ul className="grid grid-cols-1 gap-4 md:grid-cols-2">
                {characters.data.map((character) => (
                  <AvatarCard
                    key={character.id}
                    character={character}
                    onEdit={() => setEditing(character)}
                    onDelete={() => setDeleting(character)}
                  />
                ))}
              </ul>
              <AvatarCredit className="mt-6" />
            </>
          )}
        </div>
      </section>

      {editing ? (
        <EditCharacterDialog character={editing} onClose={() => setEditing(undefined)} fallbackFocus={() => createButton.current} />
      ) : null}
      {deleting ? (
        <DeleteCharacterDialog character={deleting} onClose={() => setDeleting(undefined)} fallbackFocus={() => createButton.current} />
      ) : null}
    </>
  );
}
