import type { Character } from '@shared/api-types';
import { characterMessages, da } from '@shared/messages.da';
import { Button } from '@web/components/ui/button';
import { notify } from '@web/lib/notify';
import { useState } from 'react';
import { useUpdateCharacter } from '../api/update-character';
import { characterErrorText } from '../error-text';
import { useAvatarCandidates } from '../hooks/use-avatar-candidates';
import { useEditCharacterForm } from '../hooks/use-character-form';
import { characterFormValues } from '../schemas';
import { AvatarChooser } from './avatar-chooser';
import { CharacterFields } from './character-fields';
import { ModalDialog } from '@web/components/ui/modal-dialog';

const t = da.characters;

interface EditCharacterDialogProps {
  character: Character;
  onClose: () => void;
  fallbackFocus: () => HTMLElement | null | undefined;
}

type Status = { tone: 'success' | 'error'; text: string };

/**
 * 'Rediger Avatar': the form prefilled, 'Generer ny avatar', 'Annuller' and 'Gem ændringer'.
 * Toasts sit behind a modal dialog, so what happens inside it is said inside it; the toast
 * comes when the dialog has closed.
 */
export function EditCharacterDialog({ character, onClose, fallbackFocus }: EditCharacterDialogProps) {
  const form = useEditCharacterForm(characterFormValues(character));
  const avatars = useAvatarCandidates(form);
  const update = useUpdateCharacter();
  const [avatarStatus, setAvatarStatus] = useState<Status>();
  const [saveError, setSaveError] = useState<string>();

  const generate = async () => {
    setAvatarStatus(undefined);
    const result = await avatars.generate();
    if (result.outcome === 'generated') setAvatarStatus({ tone: 'success', text: characterMessages.avatarGenerated });
    if (result.outcome === 'failed')
      setAvatarStatus({ tone: 'error', text: characterErrorText(result.error, characterMessages.regenerateFailed) });
    return result.outcome === 'generated';
  };

  const save = form.handleSubmit((patch) => {
    setSaveError(undefined);
    update.mutate(
      { id: character.id, patch },
      {
        onSuccess: () => {
          notify.success(patch.avatar ? characterMessages.avatarUpdated : characterMessages.updated);
          onClose();
        },
        onError: (err) => setSaveError(characterErrorText(err, characterMessages.updateFailed)),
      },
    );
  });

  const busy = update.isPending || avatars.isGenerating;

  return (
    <ModalDialog
      title={t.editTitle}
      onClose={onClose}
      fallbackFocus={fallbackFocus}
      busy={update.isPending}
      className="max-w-5xl scroll-pb-28"
    >
      <form noValidate onSubmit={save}>
        <div className="grid items-start gap-8 px-5 pt-4 pb-6 sm:px-8 lg:grid-cols-[minmax(0,1fr)_18rem]">
          <CharacterFields form={form} />
          <AvatarChooser
            form={form}
            candidates={avatars.candidates}
            isGenerating={avatars.isGenerating}
            onGenerate={generate}
            generateLabel={t.regenerate}
            currentUrl={character.avatarUrl}
            status={avatarStatus}
            headingLevel="h3"
          />
        </div>
        <div className="sticky bottom-0 flex flex-col gap-3 border-t border-slate-200 bg-white px-5 py-4 sm:px-8">
          {saveError ? (
            <p role="alert" className="rounded-xl bg-rose-50 px-4 py-3 text-base text-rose-900">
              {saveError}
            </p>
          ) : null}
          <div className="flex gap-3 sm:justify-end">
            <Button variant="secondary" onClick={onClose} disabled={update.isPending} className="flex-1 whitespace-nowrap sm:flex-none">
              {t.cancel}
            </Button>
            <Button type="submit" busy={update.isPending} disabled={busy} className="flex-1 whitespace-nowrap sm:flex-none">
              {update.isPending ? t.saving : t.saveChanges}
            </Button>
          </div>
        </div>
      </form>
    </ModalDialog>
  );
}
