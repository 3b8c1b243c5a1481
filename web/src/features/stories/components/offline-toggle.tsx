import { offlineMessages as t } from '@shared/messages.da';
import { Spinner } from '@web/components/ui/spinner';
import type { SavedRef } from '@web/lib/offline/saved-stories';
import { useIsSaved, useRemoveSaved, useSaveOffline } from '@web/lib/offline/use-offline';
import { CircleCheck, HardDriveDownload, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useReaderAddOns } from '../reader-add-ons';

interface OfflineToggleProps {
  story: SavedRef;
  /** Classes of each button: a menu item in 'Flere valg', a button of the shared reader's top bar */
  itemClassName: string;
  /** Labels hidden on a phone (the top bar), the icons stay */
  compact?: boolean;
  /** After the choice was made (the menu closes and takes the focus); without it, focus moves to the button that takes the place of the one pressed. */
  onChosen?: () => void;
}

/**
 * 'Gem til offline' for the open story: its text, pictures and the sentences of the chosen voice go
 * into this browser; once saved, it says so and offers 'Fjern fra enheden'.
 */
export function OfflineToggle({ story, itemClassName, compact = false, onChosen }: OfflineToggleProps) {
  const voice = useReaderAddOns().useVoice();
  const saved = useIsSaved(story);
  const save = useSaveOffline();
  const remove = useRemoveSaved();
  const label = compact ? 'max-sm:sr-only' : '';
  // The pressed button goes away when the choice is done: focus follows to the one that replaces it.
  const [focusNext, setFocusNext] = useState<'save' | 'remove' | null>(null);
  const saveButton = useRef<HTMLButtonElement>(null);
  const removeButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const target = focusNext === 'remove' ? removeButton.current : focusNext === 'save' ? saveButton.current : null;
    if (!target) return;
    target.focus();
    setFocusNext(null);
  }, [focusNext, saved]);
  const chosen = (next: 'save' | 'remove') => () => (onChosen ? onChosen() : setFocusNext(next));

  if (saved === undefined) return null;
  if (!saved) {
    return (
      <button
        ref={saveButton}
        type="button"
        className={itemClassName}
        aria-disabled={save.isPending || undefined}
        aria-busy={save.isPending || undefined}
        onClick={() => {
          if (!save.isPending) save.mutate({ ref: story, voice }, { onSuccess: chosen('remove'), onError: onChosen });
        }}
      >
        {save.isPending ? <Spinner className="size-5" /> : <HardDriveDownload aria-hidden="true" className="size-5 text-stone-600" />}
        <span className={label}>{save.isPending ? t.saving : t.save}</span>
      </button>
    );
  }
  return (
    <>
      <p className={`${itemClassName} pointer-events-none text-teal-800`} data-testid="saved-offline">
        <CircleCheck aria-hidden="true" className="size-5 text-teal-700" />
        <span className={label}>{t.savedOnDevice}</span>
      </p>
      <button
        ref={removeButton}
        type="button"
        className={itemClassName}
        aria-disabled={remove.isPending || undefined}
        onClick={() => {
          if (!remove.isPending) remove.mutate(story, { onSuccess: chosen('save'), onError: onChosen });
        }}
      >
        <Trash2 aria-hidden="true" className="size-5 text-stone-600" />
        <span className={label}>{t.remove}</span>
      </button>
    </>
  );
}
