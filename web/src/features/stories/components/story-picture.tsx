import type { StoryPicture as Picture } from '@shared/api-types';
import { storyMessages as t } from '@shared/messages.da';
import { ImageOff } from 'lucide-react';

/** A full picture of the story, or a calm placeholder while it has none. */
export function StoryPicture({ picture, alt, className = '' }: { picture: Picture | undefined; alt: string; className?: string }) {
  if (!picture || picture.missing) {
    return (
      <div
        className={`flex flex-col items-center justify-center gap-3 bg-gradient-to-br from-amber-50 via-orange-50 to-sky-50 text-amber-900/80 ${className}`}
      >
        <ImageOff aria-hidden="true" className="size-12" />
        <p className="text-lg">{t.pictureMissing}</p>
      </div>
    );
  }
  return <img src={picture.url} alt={alt} decoding="async" className={className} />;
}
