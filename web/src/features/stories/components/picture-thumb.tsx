import type { StoryPicture } from '@shared/api-types';
import { mediaMessages as m, storyMessages as t, storyPageMessages as p } from '@shared/messages.da';
import { Spinner } from '@web/components/ui/spinner';
import { ImageOff, ImagePlus } from 'lucide-react';

interface PictureThumbProps {
  /** null: a page not saved yet (its picture is drawn when it is) */
  picture: StoryPicture | null;
  /** What the picture is, e.g. 'Billede til side 2' */
  name: string;
  drawing: boolean;
}

/**
 * A page's or the cover's picture in the editor: the thumbnail opens the full picture; a spinner while
 * a new one is drawn; «Eget foto» on a parent's own photo.
 */
export function PictureThumb({ picture, name, drawing }: PictureThumbProps) {
  return (
    <div className="relative size-28 shrink-0 overflow-hidden rounded-xl sm:size-36">
      {picture === null ? (
        <div className="flex size-full flex-col items-center justify-center gap-1.5 border-2 border-dashed border-indigo-200 bg-indigo-50/60 px-2 text-center text-indigo-900">
          <ImagePlus aria-hidden="true" className="size-7" />
          <span className="text-sm font-medium">{p.newPagePicture}</span>
        </div>
      ) : picture.missing ? (
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
      {picture?.photo && !picture.missing ? (
        <span className="pointer-events-none absolute bottom-1.5 left-1.5 rounded-md bg-white/90 px-1.5 py-0.5 text-xs font-semibold text-slate-900 shadow-sm">
          {m.photoBadge}
        </span>
      ) : null}
      {drawing ? (
        <div className="absolute inset-0 grid place-items-center bg-white/75">
          <Spinner className="size-8 text-indigo-700" />
        </div>
      ) : null}
    </div>
  );
}
