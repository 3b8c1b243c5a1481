/**
 * The plan of a story written before plans (migration 0070_story_plan), from its title and text.
 * Only that migration uses this file, and it imports no product module: a migration must do the
 * same thing on every later version of the app, so the format is read here with its own small
 * parser (the `TITLE:` line and the `[Billede N]` or `---` page breaks) and a simple sentence split.
 * Nothing in old text says where a sentence came from or what a picture shows: every sentence is
 * the writer's of unknown kind, and every page has the calm unknown scene.
 */

const TITLE_LINE = /^[\s#*_]*(?:TITLE|TITEL)\s*:\s*(.*)$/i;
const MARKER_LINE = /^[\s#*_]*\[\s*billede\s*\d*\b[^\]\n]*\][*_]*\s*:?\s*(.*)$/i;
const SEPARATOR_LINE = /^\s*-{3,}\s*$/;
/** A sentence ends at . ! ? or … (with a closing quote) before white space and a capital, a digit or a quote. */
const SENTENCE_END = /(?<=[.!?…]["'”’»)]*)\s+(?=[\p{Lu}\p{N}"“„«])/u;

/** The limits of plan version 1: more pages, sentences or characters would not be a valid plan. */
const LIMITS = { pages: 10, sentencesPerPage: 12, sentence: 600, title: 200 };

const SCENE = { setting: null, present: ['child'], action: null, mood: 'calm', companion: false };

function sentencesOf(text: string): string[] {
  const short = text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .flatMap((paragraph) => paragraph.split(SENTENCE_END))
    .map((s) => s.trim())
    .filter((s) => /[\p{L}\p{N}]/u.test(s))
    .flatMap((sentence) => {
      const parts: string[] = [];
      let rest = sentence;
      while (rest.length > LIMITS.sentence) {
        const space = rest.lastIndexOf(' ', LIMITS.sentence);
        const at = space > 0 ? space : LIMITS.sentence;
        parts.push(rest.slice(0, at).trim());
        rest = rest.slice(at).trim();
      }
      return rest ? [...parts, rest] : parts;
    });
  if (short.length <= LIMITS.sentencesPerPage) return short;
  const joined: string[] = [];
  for (const sentence of short) {
    const last = joined[joined.length - 1];
    if (last !== undefined && last.length + 1 + sentence.length <= LIMITS.sentence) joined[joined.length - 1] = `${last} ${sentence}`;
    else joined.push(sentence);
  }
  return joined.slice(0, LIMITS.sentencesPerPage);
}

export function oldStoryPlan(storedTitle: string, content: string) {
  const lines = content.replace(/\r\n?/g, '\n').split('\n');
  let title = storedTitle;
  const first = lines.findIndex((line) => line.trim() !== '');
  const titleLine = first >= 0 ? TITLE_LINE.exec(lines[first]) : null;
  if (titleLine) {
    lines.splice(first, 1);
    const written = titleLine[1].replace(/[*_]+/g, ' ').replace(/\s+/g, ' ').trim();
    if (written) title = written;
  }
  const chunks: { marker: boolean; lines: string[] }[] = [{ marker: false, lines: [] }];
  for (const line of lines) {
    const marker = MARKER_LINE.exec(line);
    if (marker) chunks.push({ marker: true, lines: [marker[1]] });
    else if (SEPARATOR_LINE.test(line)) chunks.push({ marker: false, lines: [] });
    else chunks[chunks.length - 1].lines.push(line);
  }
  // With `[Billede N]` markers, all text before the first one belongs to the first page.
  const firstMarker = chunks.findIndex((chunk) => chunk.marker);
  const pages =
    firstMarker > 0
      ? [chunks.slice(0, firstMarker + 1).flatMap((chunk) => [...chunk.lines, '']), ...chunks.slice(firstMarker + 1).map((c) => c.lines)]
      : chunks.map((c) => c.lines);
  const texts = pages.map((page) => sentencesOf(page.join('\n'))).filter((sentences) => sentences.length > 0);
  const cleanTitle = title.replace(/\s+/g, ' ').trim().slice(0, LIMITS.title).trim() || 'Historie';
  // A story without any text (never written by the app) keeps its title as its one page.
  const kept = texts.length ? texts.slice(0, LIMITS.pages) : [[cleanTitle]];
  return {
    version: 1,
    title: cleanTitle,
    pages: kept.map((sentences) => ({
      sentences: sentences.map((text) => ({ text, kind: 'ukendt', source: 'writer' })),
      scene: { ...SCENE, present: [...SCENE.present] },
    })),
  };
}
