import type { StoryPicture } from '@shared/api-types';
import { mediaMessages as m } from '@shared/messages.da';
import { Button } from '@web/components/ui/button';
import { errorMessage } from '@web/lib/notify';
import { Camera, ImageMinus } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useDeletePagePhoto } from '../api/delete-page-photo';
import { useUploadPagePhoto } from '../api/upload-page-photo';
import { PHOTO_ACCEPT, photoRefusal } from '../photo-file';

interface PagePhotoControlsProps {
  storyId: string;
  /** The picture's place in the story's images: 0 the cover, i page i as saved */
  index: number;
  picture: StoryPicture | null;
}

type Status = { tone: 'info' | 'error'; text: string } | null;

/**
 * «Brug mit eget foto»: a photo from the phone's camera or the device goes on the page at once (the
 * story's text is not touched, so unsaved edits stay as they are); «Tilbage til tegningen» shows the
 * drawing again.
 */
export function PagePhotoControls({ storyId, index, picture }: PagePhotoControlsProps) {
  const upload = useUploadPagePhoto();
  const remove = useDeletePagePhoto();
  const input = useRef<HTMLInputElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const [status, setStatus] = useState<Status>(null);
  const hasPhoto = picture?.photo === true;
  const busy = upload.isPending || remove.isPending;

  // The pressed button was busy (so disabled) or is gone («Tilbage til tegningen»): when the answer
  // has come, the focus goes back to the photo button if it was lost.
  const wasBusy = useRef(busy);
  useEffect(() => {
    if (wasBusy.current === busy) return;
    wasBusy.current = busy;
    const active = document.activeElement;
    if (!busy && (active === document.body || root.current?.contains(active)))
      root.current?.querySelector<HTMLElement>('[data-photo-first]')?.focus();
  }, [busy]);

  const send = (file: File) => {
    const refusal = photoRefusal(file);
    if (refusal) return setStatus({ tone: 'error', text: refusal });
    setStatus({ tone: 'info', text: m.photoUploading });
    upload.mutate(
      { storyId, index, photo: file },
      {
        onSuccess: () => setStatus({ tone: 'info', text: m.photoSaved }),
        onError: (err) => setStatus({ tone: 'error', text: errorMessage(err, m.photoFailed) }),
      },
    );
  };

  const backToDrawing = () =>
    remove.mutate(
      { storyId, index },
      {
        onSuccess: () => setStatus({ tone: 'info', text: m.drawingBack }),
        onError: (err) => setStatus({ tone: 'error', text: errorMessage(err, m.photoFailed) }),
      },
    );

  return (
    <div ref={root} className="flex flex-col items-start gap-2">
      <input
        ref={input}
        type="file"
        accept={PHOTO_ACCEPT}
        className="hidden"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(e) => {
          const file = e.target.files?.[0];
          // The same file may be chosen again after a refusal.
          e.target.value = '';
          if (file) send(file);
        }}
      />
      <Button
        variant="secondary"
        className="px-3 text-left"
        busy={upload.isPending}
        disabled={busy}
        aria-describedby={hasPhoto ? undefined : hintId}
        data-photo-first=""
        onClick={() => input.current?.click()}
      >
        {upload.isPending ? null : <Camera aria-hidden="true" className="size-4 shrink-0" />}
        {hasPhoto ? m.replacePhoto : m.usePhoto}
      </Button>
      {hasPhoto ? (
        <Button variant="ghost" className="px-3 text-left" busy={remove.isPending} disabled={busy} onClick={backToDrawing}>
          {remove.isPending ? null : <ImageMinus aria-hidden="true" className="size-4 shrink-0" />}
          {m.backToDrawing}
        </Button>
      ) : (
        <p id={hintId} className="text-sm text-slate-600">
          {m.usePhotoHint}
        </p>
      )}
      <p
        aria-live="polite"
        className={`empty:sr-only ${status?.tone === 'error' ? 'text-base font-medium text-rose-800' : 'text-sm text-slate-700'}`}
      >
        {status?.text}
      </p>
    </div>
  );
}
