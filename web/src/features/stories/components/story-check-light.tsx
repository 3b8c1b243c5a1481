import type { Light } from '@shared/story-check';
import { storyCheckMessages as t } from '@shared/messages.da';

const dot: Record<Light, string> = {
  grøn: 'bg-emerald-600',
  gul: 'bg-amber-500',
  rød: 'bg-rose-600',
};

/**
 * The story check's traffic light for the adults (story cards, the reader's 'Flere valg', the
 * editor): the colour in words as well, and the score on hover. Never on the child's pages.
 */
export function StoryCheckLight({ light, score, className = '' }: { light: Light; score: number; className?: string }) {
  return (
    <span className={`inline-flex items-center gap-1.5 ${className}`} title={t.score(score)}>
      <span aria-hidden="true" className={`size-2.5 shrink-0 rounded-full ${dot[light]}`} />
      {t.badge(t.lights[light])}
    </span>
  );
}
