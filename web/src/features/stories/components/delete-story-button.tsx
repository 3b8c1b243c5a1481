import type { StorySummary } from '@shared/api-types';
import { storyMessages as t } from '@shared/messages.da';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { notify } from '@web/lib/notify';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useDeleteStory } from '../api/delete-story';

/** 'Slet' with its confirmation; lists and counters refresh after. */
export function DeleteStoryButton({
  story,
  className,
  fallbackFocus,
}: {
  story: StorySummary;
  className: string;
  fallbackFocus?: () => HTMLElement | null | undefined;
}) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteStory();
  // A promise, not mutate's callbacks: the card (and this button) is gone once the list has refreshed.
  const confirm = () =>
    remove.mutateAsync(story.id).then(
      () => {
        setOpen(false);
        notify.success(t.deleted);
      },
      () => notify.error(t.deleteError),
    );

  return (
    <>
      <button type="button" className={className} aria-label={t.removeNamed(story.title)} onClick={() => setOpen(true)}>
        <Trash2 aria-hidden="true" className="size-5" />
        <span aria-hidden="true">{t.remove}</span>
      </button>
      {open ? (
        <ConfirmDialog
          title={t.deleteTitle}
          question={t.deleteConfirm}
          text={t.deleteText}
          confirmLabel={t.remove}
          busyLabel={t.deleting}
          busy={remove.isPending}
          onConfirm={confirm}
          onCancel={() => setOpen(false)}
          fallbackFocus={fallbackFocus}
        />
      ) : null}
    </>
  );
}
