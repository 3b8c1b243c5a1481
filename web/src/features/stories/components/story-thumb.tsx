import { BookOpen } from 'lucide-react';

/** A story's first picture as a thumbnail, or a calm placeholder when it has none yet. Decorative: the title says what it is. */
export function StoryThumb({ src, className = '' }: { src: string | null; className?: string }) {
  if (!src) {
    return (
      <div
        aria-hidden="true"
        className={`grid place-items-center bg-gradient-to-br from-amber-50 via-orange-50 to-sky-50 text-amber-700/70 ${className}`}
      >
        <BookOpen className="size-10" />
      </div>
    );
  }
  return (
    <img src={src} alt="" loading="lazy" decoding="async" width={320} height={320} className={`bg-sky-50 object-cover ${className}`} />
  );
}
