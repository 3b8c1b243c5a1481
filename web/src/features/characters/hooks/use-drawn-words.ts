import { drawnWords, type FreeTextField } from '@shared/avatar-features';
import { useEffect, useState } from 'react';
import { type Control, useWatch } from 'react-hook-form';
import type { CharacterFormValues } from '../schemas';

/** How long typing must pause before the note changes: a half-typed word is not called undrawable. */
const SETTLE_MS = 400;

/**
 * Which words of a free-text field the picture shows and which it cannot, as the parent types
 * (shared/avatar-features.ts decides, the same rules the illustrator draws by). Each word once.
 */
export function useDrawnWords<T>(control: Control<CharacterFormValues, unknown, T>, field: FreeTextField) {
  const text = useWatch({ control, name: field }) ?? '';
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const { drawn, notDrawn } = drawnWords(field, settled);
  return { drawn: [...new Set(drawn)], notDrawn: [...new Set(notDrawn)] };
}
