import type { Character } from '@shared/api-types';
import { characterMessages, da } from '@shared/messages.da';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { notify } from '@web/lib/notify';
import { Trash2 } from 'lucide-react';
import { useDeleteCharacter } from '../api/delete-character';
import { characterErrorText } from '../error-text';

const t = da.characters;

interface DeleteCharacterDialogProps {
  character: Character;
  onClose: () => void;
  fallbackFocus: () => HTMLElement | null | undefined;
}

export function DeleteCharacterDialog({ character, onClose, fallbackFocus }: DeleteCharacterDialogProps) {
  const remove = useDeleteCharacter();

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
    <ConfirmDialog
      title={t.deleteTitle}
      question={t.deleteConfirm(character.name)}
      text={t.deleteText}
      picture={<img src={character.avatarThumbUrl} alt="" className="size-20 shrink-0 rounded-2xl bg-sky-50 object-cover" />}
      confirmLabel={t.deleteButton}
      confirmIcon={<Trash2 aria-hidden="true" className="size-5" />}
      busyLabel={t.deleting}
      busy={remove.isPending}
      onConfirm={confirm}
      onCancel={onClose}
      fallbackFocus={fallbackFocus}
    />
  );
}
