import { useEffect, useMemo, useRef } from 'react';
import { captionParts } from '../caption-sentences';
import { useReadAloud } from '../hooks/use-read-aloud';

const markClass = 'rounded-md bg-amber-100 box-decoration-clone px-1 -mx-1 text-inherit ring-1 ring-amber-300';

/**
 * A story page's text with the sentence being read marked (all of it while the parent's recording
 * of the page plays): a calm background, no motion, and `aria-current` for assistive technology.
 * The text is exactly the page's paragraphs.
 */
export function ReadAloudCaption({
  sceneIndex,
  paragraphs,
  className,
}: {
  sceneIndex: number;
  paragraphs: readonly string[];
  className?: string;
}) {
  const { state, sections } = useReadAloud();
  const section = sceneIndex - 1;
  const sentences = sections[section]?.sentences;
  const parts = useMemo(() => captionParts(paragraphs, sentences ?? []), [paragraphs, sentences]);
  const heard = state.status === 'reading' && state.active?.section === section ? state.active : null;
  const active = heard ? heard.sentence : null;
  // The parent's recording of the page is heard as one piece: all of its text is marked.
  const whole = heard?.whole === true;

  // On a small screen the caption scrolls: the sentence being read is kept in view.
  const marked = useRef<HTMLElement>(null);
  useEffect(() => {
    marked.current?.scrollIntoView?.({
      block: 'nearest',
      behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth',
    });
  }, [active, whole]);

  if (whole)
    return paragraphs.map((paragraph, i) => (
      <p key={i} className={className}>
        <mark ref={i === 0 ? marked : undefined} aria-current="true" className={markClass}>
          {paragraph}
        </mark>
      </p>
    ));

  return parts.map((paragraph, i) => (
    <p key={i} className={className}>
      {paragraph.map((part, j) =>
        part.sentence !== null && part.sentence === active ? (
          <mark key={j} ref={marked} aria-current="true" className={markClass}>
            {part.text}
          </mark>
        ) : (
          <span key={j}>{part.text}</span>
        ),
      )}
    </p>
  ));
}
