import type { Card } from '@shared/api-types';
import { cardMessages } from '@shared/messages.da';
import { Button, buttonClasses } from '@web/components/ui/button';
import { notify } from '@web/lib/notify';
import { Trash2 } from 'lucide-react';
import { useDeleteCard } from '../api/delete-card';
import { ConfirmDialog } from './confirm-dialog';

const t = cardMessages;

/** Asks before deleting; 'Annuller' has focus first, so Enter never deletes by accident. */
interface DeleteCardDialogProps {
  card: Card;
  onClose: () => void;
  fallbackFocus: () => HTMLElement | null | undefined;
}

export function DeleteCardDialog({ card, onClose, fallbackFocus }: DeleteCardDialogProps) {
  const remove = useDeleteCard();

  const confirm = () =>
    remove.mutate(card.id, {
      onSuccess: () => {
        notify.success(t.deleted);
        onClose();
      },
      onError: () => {
        onClose();
        notify.error(t.deleteFailed);
      },
    });

  return (
    <ConfirmDialog
      title={t.deleteTitle}
      onClose={onClose}
      busy={remove.isPending}
      fallbackFocus={fallbackFocus}
      actions={
        <>
          <button data-autofocus type="button" className={buttonClasses({ variant: 'secondary' })} onClick={onClose} disabled={remove.isPending}>
            {t.cancel}
          </button>
          <Button variant="danger" onClick={confirm} busy={remove.isPending}>
            {remove.isPending ? null : <Trash2 aria-hidden="true" className="size-5" />}
            {remove.isPending ? t.deleting : t.deleteButton}
          </Button>
        </>
      }
    >
      <div className="flex items-center gap-4">
        <img src={card.thumbUrl} alt="" className="size-20 shrink-0 rounded-2xl bg-slate-100 object-cover" />
        <div>
          <p className="text-lg font-medium text-slate-900">{t.deleteConfirm}</p>
          <p className="mt-1 text-base break-words text-slate-700">{card.title}</p>
        </div>
      </div>
      <p className="text-base text-slate-700">{t.deleteText}</p>
    </ConfirmDialog>
  );
}
