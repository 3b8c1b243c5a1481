/**
 * Finds the read-aloud sentences in the caption's text, so the sentence being read can be marked
 * where it stands. The sentences come from the story's plan (`planReadAloudSections`); this only locates
 * them: white space may differ (a line break read as a space) and emphasis marks (`**`, `_`, `#`)
 * are in the caption but not in the sentence. A sentence that cannot be found is simply not marked.
 */
export interface CaptionPart {
  text: string;
  /** index of the sentence in its section, or null for text between sentences */
  sentence: number | null;
}

const SPACE = /\s/;
const MARK = /[*_#]/;

/** The end of `sentence` in `text` when it begins at `from`, else -1. */
function matchAt(text: string, from: number, sentence: string): number {
  let i = from;
  for (let j = 0; j < sentence.length; j++) {
    const ch = sentence[j];
    if (SPACE.test(ch)) {
      while (j + 1 < sentence.length && SPACE.test(sentence[j + 1])) j++;
      while (i < text.length && MARK.test(text[i]) && text[i] !== sentence[j + 1]) i++;
      if (!SPACE.test(text[i] ?? '')) return -1;
      while (i < text.length && SPACE.test(text[i])) i++;
      continue;
    }
    while (i < text.length && text[i] !== ch && MARK.test(text[i])) i++;
    if (text[i] !== ch) return -1;
    i++;
  }
  // Closing emphasis marks belong to the sentence.
  while (i < text.length && MARK.test(text[i])) i++;
  return i;
}

export function captionParts(paragraphs: readonly string[], sentences: readonly string[]): CaptionPart[][] {
  let next = 0;
  return paragraphs.map((paragraph) => {
    const parts: CaptionPart[] = [];
    let cursor = 0;
    while (next < sentences.length) {
      let start = cursor;
      while (
        start < paragraph.length &&
        (SPACE.test(paragraph[start]) || (MARK.test(paragraph[start]) && paragraph[start] !== sentences[next][0]))
      )
        start++;
      const end = matchAt(paragraph, start, sentences[next]);
      if (end < 0) break;
      if (start > cursor) parts.push({ text: paragraph.slice(cursor, start), sentence: null });
      parts.push({ text: paragraph.slice(start, end), sentence: next });
      cursor = end;
      next++;
    }
    if (cursor < paragraph.length) parts.push({ text: paragraph.slice(cursor), sentence: null });
    return parts;
  });
}
