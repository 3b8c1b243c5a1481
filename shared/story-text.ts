/**
 * The one story-text parser. The reader's pages, the read-aloud sections, the print paragraphs and the
 * server's scene-count check all come from `parseStory`, so the page shown is the section being read.
 *
 * Format (docs/architecture.md, section 5):
 *
 *     TITLE: Emil hos tandlægen        <- optional, first non-empty line; dropped when shown
 *     [Billede 1]                      <- scene marker: any case, spaces and a trailing ':' tolerated,
 *     Emil skal til tandlæge. ...          text may follow on the same line
 *     [Billede 2]
 *     ...
 *
 * Scenes may instead (or as well) be separated by lines of three or more dashes (`---`).
 *
 * Decisions:
 * - Scenes are numbered by position (1..n), not by the number written in the marker, so a
 *   misnumbered marker never hides a scene; `scenes[i - 1].index === i` and `images[i]` is its image.
 * - Text before the first `[Billede i]` marker (other than the TITLE line) is an introduction and
 *   belongs to the first scene. Without any marker, text before the first `---` is simply the first
 *   scene, and a text with neither is one scene.
 * - A scene without any text does not count: `[Billede 1]` directly followed by `[Billede 2]`, or a
 *   `---` right before a marker, adds no empty page. A story missing a scene's text therefore fails
 *   the server's scene-count check instead of showing a blank page.
 * - Paragraphs are separated by blank lines; single line breaks inside a paragraph are kept.
 */

export interface Scene {
  /** 1-based position: page i of the reader, section i of the read-aloud, `images[i]` */
  index: number;
  /** paragraphs joined by a blank line */
  text: string;
  paragraphs: string[];
}

export interface ParsedStory {
  title: string | null;
  scenes: Scene[];
}

export interface ReadAloudSection {
  /** equals `Scene.index`, so the reader shows page `sceneIndex` while this section is read */
  sceneIndex: number;
  sentences: string[];
}

const TITLE_LINE = /^[\s#*_]*(?:TITLE|TITEL)\s*:\s*(.*)$/i;
/** `[Billede 1]`, `[ billede 2 ]:`, `**[Billede 3]**`, `[Billede 4: et billede af ...]` (the caption is dropped) */
const MARKER_LINE = /^[\s#*_]*\[\s*billede\s*\d*\b[^\]\n]*\][*_]*\s*:?\s*(.*)$/i;
const SEPARATOR_LINE = /^\s*-{3,}\s*$/;

type Boundary = { kind: 'marker'; rest: string } | { kind: 'separator' };

function boundaryOf(line: string): Boundary | null {
  if (SEPARATOR_LINE.test(line)) return { kind: 'separator' };
  const marker = MARKER_LINE.exec(line);
  return marker ? { kind: 'marker', rest: marker[1] } : null;
}

function cleanTitle(raw: string): string | null {
  const title = raw.replace(/[*_]+/g, ' ').replace(/\s+/g, ' ').trim();
  return title === '' ? null : title;
}

/** Splits into paragraphs on blank lines; each line trimmed and its spaces collapsed. */
function toParagraphs(lines: string[]): string[] {
  const paragraphs: string[] = [];
  let current: string[] = [];
  for (const raw of lines) {
    const line = raw.replace(/[ \t\u00a0]+/g, ' ').trim();
    if (line === '') {
      if (current.length) paragraphs.push(current.join('\n'));
      current = [];
    } else {
      current.push(line);
    }
  }
  if (current.length) paragraphs.push(current.join('\n'));
  return paragraphs;
}

export function parseStory(content: string): ParsedStory {
  const lines = (content ?? '').replace(/\r\n?/g, '\n').split('\n');

  let title: string | null = null;
  const firstText = lines.findIndex((line) => line.trim() !== '');
  if (firstText >= 0) {
    const match = TITLE_LINE.exec(lines[firstText]);
    if (match) {
      title = cleanTitle(match[1]);
      lines.splice(firstText, 1);
    }
  }

  const chunks: { marker: boolean; lines: string[] }[] = [{ marker: false, lines: [] }];
  let sawMarker = false;
  for (const line of lines) {
    const boundary = boundaryOf(line);
    if (!boundary) {
      chunks[chunks.length - 1].lines.push(line);
    } else if (boundary.kind === 'separator') {
      chunks.push({ marker: false, lines: [] });
    } else {
      sawMarker = true;
      chunks.push({ marker: true, lines: boundary.rest.trim() ? [boundary.rest] : [] });
    }
  }

  let texts = chunks.map((chunk) => ({ marker: chunk.marker, paragraphs: toParagraphs(chunk.lines) }));
  if (sawMarker) {
    // Everything before the first marker is the first scene's introduction.
    const first = texts.findIndex((chunk) => chunk.marker);
    const intro = texts.slice(0, first).flatMap((chunk) => chunk.paragraphs);
    texts = texts.slice(first);
    texts[0] = { marker: true, paragraphs: [...intro, ...texts[0].paragraphs] };
  }

  const scenes = texts
    .filter((chunk) => chunk.paragraphs.length > 0)
    .map((chunk, i) => ({ index: i + 1, text: chunk.paragraphs.join('\n\n'), paragraphs: chunk.paragraphs }));
  return { title, scenes };
}

export function sceneCount(content: string): number {
  return parseStory(content).scenes.length;
}

/**
 * A page's text as it is written inside a story: marker and `---` lines left out (a marker's own
 * text kept), lines trimmed, paragraphs split on blank lines. '' when nothing is left, which is
 * not a page. The page editor's texts go through this before they become the stored format.
 */
export function cleanPageText(text: string): string {
  const lines = text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .flatMap((line) => {
      if (SEPARATOR_LINE.test(line)) return [];
      const marker = MARKER_LINE.exec(line);
      if (marker) return marker[1].trim() ? [marker[1]] : [];
      return [line];
    });
  return toParagraphs(lines).join('\n\n');
}

/**
 * Writes the format above: `TITLE: ...` (when there is a title), a blank line, then `[Billede i]` and
 * the scene's text for each scene. `parseStory(formatStory(x))` gives back the title and the scenes
 * (whitespace normalised; empty scenes and marker or `---` lines inside a scene are left out).
 */
export function formatStory(story: { title?: string | null; scenes: string[] }): string {
  const title = cleanTitle((story.title ?? '').replace(/[\r\n]+/g, ' '));
  const scenes = story.scenes.map(cleanPageText).filter((text) => text !== '');
  const parts = scenes.map((text, i) => `[Billede ${i + 1}]\n${text}`);
  if (title) parts.unshift(`TITLE: ${title}`);
  return parts.join('\n\n') + '\n';
}

/** Splits off the optional TITLE line (as `parseStory` reads it); `body` is the rest, trimmed. */
function splitTitleLine(content: string): { titleLine: string | null; body: string } {
  const lines = (content ?? '').replace(/\r\n?/g, '\n').split('\n');
  const first = lines.findIndex((line) => line.trim() !== '');
  if (first >= 0 && TITLE_LINE.test(lines[first])) {
    return {
      titleLine: lines[first],
      body: lines
        .slice(first + 1)
        .join('\n')
        .trim(),
    };
  }
  return { titleLine: null, body: lines.join('\n').trim() };
}

/** The stored text without its TITLE line, as written (markers kept): what the advanced raw mode edits. */
export function storyBody(content: string): string {
  return splitTitleLine(content).body;
}

/**
 * The stored text with its TITLE line saying `title` (added when there was none); the scenes are
 * left exactly as written. The title column and the text's TITLE line so never disagree.
 */
export function withTitleLine(content: string, title: string): string {
  const clean = cleanTitle(title.replace(/[\r\n]+/g, ' '));
  const { body } = splitTitleLine(content);
  return clean ? `TITLE: ${clean}\n\n${body}\n` : `${body}\n`;
}

/** The story's text without the TITLE line, markers and separators; scenes joined by a blank line. */
export function stripMarkers(content: string): string {
  return parseStory(content)
    .scenes.map((scene) => scene.text)
    .join('\n\n');
}

/**
 * Card preview: markers and title removed, whitespace collapsed; when longer than `maxChars` it is cut
 * at the last word boundary within `maxChars` and ends in '…' (so at most maxChars + 1 characters).
 */
export function previewText(content: string, maxChars: number): string {
  const text = stripMarkers(content).replace(/\s+/g, ' ').trim();
  if (text.length <= maxChars) return text;
  if (maxChars <= 0) return '…';
  // A cut inside a word must not split an emoji (two UTF-16 units) into a broken half.
  const wordCut = /[\uDC00-\uDFFF]/.test(text.charAt(maxChars)) ? maxChars - 1 : maxChars;
  let cut = text.lastIndexOf(' ', maxChars);
  if (cut <= 0) cut = wordCut;
  const head = text.slice(0, cut).replace(/[\s,;:.–—-]+$/u, '');
  return `${head || text.slice(0, wordCut)}…`;
}

// ---------------------------------------------------------------------------------------------
// Sentences

/**
 * Abbreviations (lower case, without the final period) after which a period does not end a
 * sentence, even before a capital letter: in Danish a capital after them is a proper noun or a
 * number ('kl. 8', 'f.eks. Emil', 'hr. Jensen').
 */
export const DANISH_ABBREVIATIONS: readonly string[] = [
  'f.eks',
  'f.ex',
  'fx',
  'bl.a',
  'dvs',
  'd.v.s',
  'ca',
  'kl',
  'nr',
  'hr',
  'fr',
  'fru',
  'frk',
  'evt',
  'mht',
  'm.h.t',
  'pga',
  'p.g.a',
  'jf',
  'jvf',
  'iflg',
  'ifm',
  'ift',
  'vedr',
  'inkl',
  'ekskl',
  'ang',
  'tlf',
  'st',
  'sdr',
  'gl',
  'dr',
  'prof',
  'mr',
  'mrs',
  'ms',
  'årh',
  'd',
  'ff',
  'pt',
  'p.t',
  'hhv',
  'henh',
  'ppt',
  'osv',
  'o.s.v',
  'etc',
  'mv',
  'm.m',
  'm.fl',
  'o.l',
  'e.l',
];

/**
 * Abbreviations that also end many sentences ('Vi leger, spiser kage osv. Bagefter går vi hjem.').
 * Before a capital letter they end the sentence (see above: mid-sentence, a capital after them is
 * rare in Danish); before a lower-case word they never do, like every other abbreviation.
 */
export const SENTENCE_FINAL_ABBREVIATIONS: readonly string[] = ['osv', 'o.s.v', 'etc', 'mv', 'm.m', 'm.fl', 'o.l', 'e.l'];

const abbreviations = new Set(DANISH_ABBREVIATIONS.filter((a) => !SENTENCE_FINAL_ABBREVIATIONS.includes(a)));

/** A sentence end candidate: terminal punctuation, closing quotes/brackets, whitespace, then a new sentence's first character. */
const BOUNDARY = /([.!?…]+)(["'”’»)\]]*)(\s+)(?=[\p{Lu}\p{N}"“„«'‘–—-])/gu;

function endsSentence(before: string, punctuation: string, isSentenceStart: boolean): boolean {
  if (punctuation !== '.') return true;
  const token = /(\S+)$/.exec(before)?.[1] ?? '';
  const word = token.replace(/^["'“„«‘([]+/u, '');
  // Initials: 'H. C. Andersen', 'H.C. Andersen', 'Emil B. Hansen'.
  if (/^(\p{Lu}\.)*\p{Lu}$/u.test(word)) return false;
  // A numbered list item: '1. Vi går ind.'
  if (/^\d+$/.test(word) && isSentenceStart) return false;
  return !abbreviations.has(word.toLowerCase());
}

function splitLine(line: string): string[] {
  const sentences: string[] = [];
  let start = 0;
  for (const match of line.matchAll(BOUNDARY)) {
    const end = match.index + match[1].length + match[2].length;
    const before = line.slice(0, match.index);
    const tokenStart = before.search(/\S+$/);
    const isSentenceStart = line.slice(start, Math.max(tokenStart, start)).trim() === '';
    if (!endsSentence(before, match[1], isSentenceStart)) continue;
    sentences.push(line.slice(start, end));
    start = end + match[3].length;
  }
  sentences.push(line.slice(start));
  return sentences;
}

/**
 * Danish-aware sentence splitting for the read-aloud. A sentence ends at . ! ? or … (with any closing
 * quote) followed by white space and an upper-case letter, a digit, a quote or a dash. A period does
 * not end a sentence after an abbreviation in DANISH_ABBREVIATIONS, an initial, or a list number at
 * the start of a sentence; decimals ('2.5') and ordinals before a lower-case word ('1. klasse') never
 * qualify. A blank line always ends a sentence; a single line break does unless the next line starts
 * with a lower-case letter (a wrapped line) and the line before has no terminal punctuation.
 */
export function splitSentences(text: string): string[] {
  return sentenceLines(text)
    .flatMap(splitLine)
    .map((s) => s.trim())
    .filter((s) => /[\p{L}\p{N}]/u.test(s));
}

/**
 * The text's lines as `splitSentences` reads them: a line wrapped onto the next (that line starts
 * with a lower-case letter and this one has no terminal punctuation) is one line; blank lines go.
 */
export function sentenceLines(text: string): string[] {
  const lines = (text ?? '')
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim());
  const blocks: string[] = [];
  let previousBlank = true;
  for (const line of lines) {
    if (line === '') {
      previousBlank = true;
      continue;
    }
    const last = blocks[blocks.length - 1];
    const continues = !previousBlank && last !== undefined && /^\p{Ll}/u.test(line) && !/[.!?…]["'”’»)\]]*$/u.test(last);
    if (continues) blocks[blocks.length - 1] = `${last} ${line}`;
    else blocks.push(line);
    previousBlank = false;
  }
  return blocks;
}

/** Markdown emphasis and heading marks are not read aloud. */
export function speakable(text: string): string {
  return text.replace(/(\*\*|__|\*|_)(?=\S)([^*_\n]+?)\1/g, '$2').replace(/^#+\s*/gm, '');
}

/** Section i is scene i: the reader shows page `sceneIndex` while its sentences are read. */
export function readAloudSections(content: string): ReadAloudSection[] {
  return parseStory(content).scenes.map((scene) => ({
    sceneIndex: scene.index,
    sentences: scene.paragraphs.flatMap((paragraph) => splitSentences(speakable(paragraph))),
  }));
}
