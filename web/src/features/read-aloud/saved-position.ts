import type { Position } from './machine';

/**
 * Where reading stopped, for one story at a time: kept for the tab's session so a reload resumes
 * there; opening another story or a complete read forgets it.
 */
const KEY = 'fortaellehuset.readAloud.position';

interface Saved extends Position {
  storyId: string;
}

/** This story's saved position; the position of any other story is forgotten. */
export function loadPosition(storyId: string): Position | null {
  try {
    const saved = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Saved | null;
    if (saved?.storyId !== storyId) {
      // Another story was opened: the old position is forgotten.
      if (saved) sessionStorage.removeItem(KEY);
      return null;
    }
    return { section: saved.section, sentence: saved.sentence };
  } catch {
    return null;
  }
}

/** Saves the position of this story, or forgets any (null: at the start). */
export function savePosition(storyId: string, position: Position | null) {
  try {
    if (position) sessionStorage.setItem(KEY, JSON.stringify({ storyId, ...position } satisfies Saved));
    else sessionStorage.removeItem(KEY);
  } catch {
    // storage unavailable: the position lasts as long as the page
  }
}
