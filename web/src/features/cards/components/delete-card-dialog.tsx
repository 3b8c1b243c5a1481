import type { Card } from '@shared/api-types';
import { cardMessages } from '@shared/messages.da';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { notify } from '@web/lib/notify';
import { Trash2 } from 'lucide-react';
import { useDeleteCard } from '../api/delete-card';

const t = cardMessages;

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
      question={t.deleteConfirm}
      subject={card.title}
      text={t.deleteText}
      picture={<img src={card.thumbUrl} alt="" className="size-20 shrink-0 rounded-2xl bg-slate-100 object-cover" />}
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
