import { PICTURE_PROMPT_MAX } from '@shared/constants';
import { pictureSceneMessages, storyMessages as t } from '@shared/messages.da';
import { Button } from '@web/components/ui/button';
import { TextAreaField } from '@web/components/ui/text-area-field';
import { isApiError } from '@web/lib/api-client';
import { notify } from '@web/lib/notify';
import { Sparkles } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { usePicturePreview } from '../api/preview-picture';
import { useRegeneratePicture } from '../api/regenerate-picture';
import { useDebouncedValue } from '../hooks/use-debounced-value';

/** How long typing rests before the dialog asks what will be drawn. */
const PREVIEW_DELAY_MS = 400;

interface PicturePromptProps {
  storyId: string;
  /** The picture's place in the story's images: 0 the cover, i page i as saved */
  index: number;
  onStarted: (jobId: string) => void;
  onClose: () => void;
}

/** 'Rediger billede': the parent describes the new picture, which is drawn as a job and saved into the story when done. */
export function PicturePrompt({ storyId, index, onStarted, onClose }: PicturePromptProps) {
  const regenerate = useRegeneratePicture();
  const [prompt, setPrompt] = useState('');
  const words = useDebouncedValue(prompt.trim(), PREVIEW_DELAY_MS);
  const preview = usePicturePreview(storyId, index, words);
  const drawn = prompt.trim() && preview.data ? preview.data.drawn : null;
  const form = useRef<HTMLFormElement>(null);

  // The whole form in view when it opens, its buttons too (not only the field that takes the focus).
  useEffect(() => {
    form.current?.scrollIntoView({ block: 'nearest' });
  }, []);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!prompt.trim() || regenerate.isPending) return;
    regenerate.mutate(
      { storyId, index, prompt: prompt.trim() },
      {
        onSuccess: ({ jobId }) => {
          onStarted(jobId);
          onClose();
        },
        // The server's Danish reason when it has one (a limit), else the general one.
        onError: (err) => notify.error(isApiError(err) && err.status >= 400 && err.status < 500 ? err.message : t.newImageFailed),
      },
    );
  };

  return (
    <form ref={form} onSubmit={submit} className="flex flex-col gap-3 rounded-xl bg-slate-50 p-4">
      <TextAreaField
        label={t.promptLabel}
        hint={t.promptHint}
        rows={3}
        maxLength={PICTURE_PROMPT_MAX}
        value={prompt}
        onChange={(e) => setPrompt(e.target.value)}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the form opens when the parent presses for a new picture; the focus goes where they are about to type
        autoFocus
      />
      {/* What will be drawn, said before the parent presses draw; read out when it changes. */}
      <p aria-live="polite" className="text-sm text-slate-700" data-testid="picture-preview">
        {drawn ?? (preview.isError && prompt.trim() ? pictureSceneMessages.previewFailed : pictureSceneMessages.previewHint)}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={!prompt.trim()} busy={regenerate.isPending}>
          {regenerate.isPending ? null : <Sparkles aria-hidden="true" className="size-5" />}
          {t.generate}
        </Button>
        <Button variant="ghost" onClick={onClose} disabled={regenerate.isPending}>
          {t.cancel}
        </Button>
      </div>
    </form>
  );
}
