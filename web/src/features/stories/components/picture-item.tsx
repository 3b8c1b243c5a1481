import type { StoryPicture } from '@shared/api-types';
import { storyMessages as t } from '@shared/messages.da';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { TextAreaField } from '@web/components/ui/text-area-field';
import { notify } from '@web/lib/notify';
import { ImageOff, Pencil, Sparkles } from 'lucide-react';
import { useId, useState } from 'react';
import { storyKey } from '../api/get-story';
import { storiesKey } from '../api/get-stories';
import { useRegeneratePicture } from '../api/regenerate-picture';
import { usePictureJob } from '../hooks/use-picture-job';

interface PictureItemProps {
  storyId: string;
  index: number;
  name: string;
  picture: StoryPicture;
  /** The scene's text, to remind what the picture is for (the cover: the title). */
  caption: string;
}

/** One picture of the story: its thumbnail (opens the full picture), and 'Rediger billede' with a prompt. */
export function PictureItem({ storyId, index, name, picture, caption }: PictureItemProps) {
  const queryClient = useQueryClient();
  const regenerate = useRegeneratePicture();
  const [open, setOpen] = useState(false);
  const [prompt, setPrompt] = useState('');
  const [jobId, setJobId] = useState<string | null>(null);
  const headingId = useId();

  usePictureJob(jobId, (job) => {
    setJobId(null);
    if (job.status === 'succeeded') {
      notify.success(t.newImageDone);
      setOpen(false);
      setPrompt('');
      void queryClient.invalidateQueries({ queryKey: storyKey(storyId) });
      void queryClient.invalidateQueries({ queryKey: [...storiesKey, 'list'] });
      void queryClient.invalidateQueries({ queryKey: [...storiesKey, 'stats'] });
    } else {
      notify.error(t.newImageFailed);
    }
  });

  const drawing = regenerate.isPending || jobId !== null;
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!prompt.trim() || drawing) return;
    regenerate.mutate(
      { storyId, index, prompt: prompt.trim() },
      { onSuccess: ({ jobId: id }) => setJobId(id), onError: () => notify.error(t.newImageFailed) },
    );
  };

  return (
    <li aria-labelledby={headingId} className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row">
      <div className="relative size-36 shrink-0 self-center overflow-hidden rounded-xl sm:self-start">
        {picture.missing ? (
          <div className="flex size-full flex-col items-center justify-center gap-2 bg-gradient-to-br from-amber-50 to-sky-50 text-center text-amber-900">
            <ImageOff aria-hidden="true" className="size-8" />
            <span className="text-sm font-semibold">{t.missingPicture}</span>
          </div>
        ) : (
          <a
            href={picture.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t.openPicture(name)}
            className="block size-full rounded-xl focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-indigo-600"
          >
            <img src={picture.thumbUrl} alt="" width={144} height={144} className="size-full bg-sky-50 object-cover" />
          </a>
        )}
        {drawing ? (
          <div className="absolute inset-0 grid place-items-center bg-white/75">
            <Spinner className="size-8 text-indigo-700" />
          </div>
        ) : null}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div>
          <h3 id={headingId} className="text-lg font-semibold text-slate-900">
            {name}
          </h3>
          <p className="line-clamp-2 text-base text-slate-700">{caption}</p>
        </div>
        {drawing ? (
          <p role="status" className="text-base font-medium text-indigo-900">
            {t.generatingPicture}
          </p>
        ) : null}
        {open ? (
          <form onSubmit={submit} className="flex flex-col gap-3">
            <TextAreaField label={t.promptLabel} hint={t.promptHint} rows={3} maxLength={1000} value={prompt} onChange={(e) => setPrompt(e.target.value)} autoFocus />
            <div className="flex flex-wrap gap-2">
              <Button type="submit" disabled={!prompt.trim() || drawing} busy={drawing}>
                {drawing ? null : <Sparkles aria-hidden="true" className="size-5" />}
                {t.generate}
              </Button>
              <Button variant="ghost" onClick={() => setOpen(false)} disabled={drawing}>
                {t.cancel}
              </Button>
            </div>
          </form>
        ) : (
          <Button variant="secondary" className="self-start" aria-label={t.editPictureNamed(name)} onClick={() => setOpen(true)} disabled={drawing}>
            <Pencil aria-hidden="true" className="size-4" />
            {t.editPicture}
          </Button>
        )}
      </div>
    </li>
  );
}
