import type { Character } from '@shared/api-types';
import { characterMessages, da } from '@shared/messages.da';
import { Button, buttonClasses } from '@web/components/ui/button';
import { notify } from '@web/lib/notify';
import { Trash2 } from 'lucide-react';
import { useRef } from 'react';
import { useDeleteCharacter } from '../api/delete-character';
import { characterErrorText } from '../error-text';
import { ModalDialog } from '@web/components/ui/modal-dialog';

const t = da.characters;

interface DeleteCharacterDialogProps {
  character: Character;
  onClose: () => void;
  fallbackFocus: () => HTMLElement | null | undefined;
}

/** Asks before deleting; 'Annuller' has focus first, so Enter never deletes by accident. */
export function DeleteCharacterDialog({ character, onClose, fallbackFocus }: DeleteCharacterDialogProps) {
  const remove = useDeleteCharacter();
  const cancel = useRef<HTMLButtonElement>(null);

  const confirm = () =>
    remove.mutate(character.id, {
      onSuccess: () => {
        notify.success(characterMessages.deleted);
        onClose();
      },
      onError: (err) => {
        onClose();
        notify.error(characterErrorText(err, characterMessages.deleteFailed, { unauthorized: characterMessages.signInToDelete }));
      },
    });

  return (
    <ModalDialog title={t.deleteTitle} onClose={onClose} initialFocus={cancel} fallbackFocus={fallbackFocus} busy={remove.isPending}>
      <div className="flex flex-col gap-6 px-5 pt-3 pb-6 sm:px-8 sm:pb-8">
        <div className="flex items-center gap-4">
          <img src={character.avatarThumbUrl} alt="" className="size-20 shrink-0 rounded-2xl bg-sky-50 object-cover" />
          <p className="text-lg font-medium text-slate-900">{t.deleteConfirm(character.name)}</p>
        </div>
        <p className="text-base text-slate-700">{t.deleteText}</p>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button ref={cancel} type="button" className={buttonClasses({ variant: 'secondary' })} onClick={onClose} disabled={remove.isPending}>
            {t.cancel}
          </button>
          <Button variant="danger" onClick={confirm} busy={remove.isPending}>
            {remove.isPending ? null : <Trash2 aria-hidden="true" className="size-5" />}
            {remove.isPending ? t.deleting : t.deleteButton}
          </Button>
        </div>
      </div>
    </ModalDialog>
  );
}
