import { describe, expect, it } from 'vitest';
import {
  cleanPageText,
  formatStory,
  parseStory,
  previewText,
  readAloudSections,
  sceneCount,
  splitSentences,
  storyBody,
  stripMarkers,
  withTitleLine,
} from './story-text';

const story = `TITLE: Emil hos tandlægen

[Billede 1]
Emil skal til tandlæge. Mor går med.

[Billede 2]
Først sidder Emil i venteværelset.

[Billede 3]
Så åbner Emil munden.

[Billede 4]
Nu er besøget slut. Det er helt i orden.
`;

describe('parseStory', () => {
  it('takes the title from the TITLE line and drops it from the scenes', () => {
    const parsed = parseStory(story);
    expect(parsed.title).toBe('Emil hos tandlægen');
    expect(parsed.scenes.map((s) => s.text)).toEqual([
      'Emil skal til tandlæge. Mor går med.',
      'Først sidder Emil i venteværelset.',
      'Så åbner Emil munden.',
      'Nu er besøget slut. Det er helt i orden.',
    ]);
    expect(parsed.scenes.map((s) => s.index)).toEqual([1, 2, 3, 4]);
  });

  it('has no title when there is no TITLE line', () => {
    const parsed = parseStory('[Billede 1]\nEn.\n[Billede 2]\nTo.');
    expect(parsed.title).toBeNull();
    expect(parsed.scenes).toHaveLength(2);
  });

  it('accepts the TITLE line after leading blank lines, in any case, with markdown emphasis', () => {
    expect(parseStory('\n\n  title:   Til frisør  \n[Billede 1]\nHej.').title).toBe('Til frisør');
    expect(parseStory('**TITLE:** Til frisør\n[Billede 1]\nHej.').title).toBe('Til frisør');
    expect(parseStory('TITLE:\n[Billede 1]\nHej.').title).toBeNull();
  });

  it('only treats the first non-empty line as the title', () => {
    const parsed = parseStory('[Billede 1]\nTITLE: ikke en titel\nHej.');
    expect(parsed.title).toBeNull();
    expect(parsed.scenes[0].text).toBe('TITLE: ikke en titel\nHej.');
  });

  it('tolerates marker variants: case, spaces, a colon, text on the same line, emphasis, a caption', () => {
    const parsed = parseStory(
      '[billede 1]:\nEn.\n[ BILLEDE 2 ]\nTo.\n[Billede 3] Tre.\n**[Billede 4]**\nFire.\n[Billede 5: Emil i stolen]\nFem.\n### [Billede 6]\nSeks.',
    );
    expect(parsed.scenes.map((s) => s.text)).toEqual(['En.', 'To.', 'Tre.', 'Fire.', 'Fem.', 'Seks.']);
  });

  it('numbers scenes by position, not by the number written in the marker', () => {
    const parsed = parseStory('[Billede 2]\nA.\n[Billede 2]\nB.\n[Billede 7]\nC.');
    expect(parsed.scenes.map((s) => [s.index, s.text])).toEqual([
      [1, 'A.'],
      [2, 'B.'],
      [3, 'C.'],
    ]);
  });

  it('does not take a line that merely starts with the word Billede, or [Billeder ...], for a marker', () => {
    expect(sceneCount('[Billede 1]\nBillede 2 viser en hund.\n[Billeder fra ferien]')).toBe(1);
  });

  it('splits scenes on --- lines', () => {
    const parsed = parseStory('TITLE: T\nEn.\n---\nTo.\n-----\nTre.');
    expect(parsed.title).toBe('T');
    expect(parsed.scenes.map((s) => s.text)).toEqual(['En.', 'To.', 'Tre.']);
  });

  it('treats a text with neither markers nor separators as one scene', () => {
    const parsed = parseStory('TITLE: T\nEn lang tekst.\n\nMed to afsnit.');
    expect(parsed.scenes).toHaveLength(1);
    expect(parsed.scenes[0].paragraphs).toEqual(['En lang tekst.', 'Med to afsnit.']);
  });

  it('puts text before the first marker into the first scene as its introduction', () => {
    const parsed = parseStory('TITLE: T\nDer var engang.\n\n[Billede 1]\nEmil vågner.\n[Billede 2]\nEmil spiser.');
    expect(parsed.scenes).toHaveLength(2);
    expect(parsed.scenes[0].paragraphs).toEqual(['Der var engang.', 'Emil vågner.']);
  });

  it('also merges an introduction separated by --- into the first marked scene', () => {
    const parsed = parseStory('Intro.\n---\n[Billede 1]\nEn.\n---\n[Billede 2]\nTo.');
    expect(parsed.scenes.map((s) => s.text)).toEqual(['Intro.\n\nEn.', 'To.']);
  });

  it('does not count empty scenes (markers or separators without text)', () => {
    expect(sceneCount('[Billede 1]\n[Billede 2]\nTo.\n[Billede 3]\n   \n[Billede 4]\nFire.')).toBe(2);
    expect(sceneCount('---\nEn.\n---\n---\nTo.\n---')).toBe(2);
  });

  it('normalises whitespace: CRLF, tabs, non-breaking spaces, several blank lines', () => {
    const parsed = parseStory('TITLE:  Tur \r\n\r\n[Billede 1]\r\n  Emil\t går   ud. \r\n\r\n\r\n\r\n  Det  regner.\u00a0 \r\n');
    expect(parsed.title).toBe('Tur');
    expect(parsed.scenes[0].paragraphs).toEqual(['Emil går ud.', 'Det regner.']);
    expect(parsed.scenes[0].text).toBe('Emil går ud.\n\nDet regner.');
  });

  it('keeps single line breaks inside a paragraph', () => {
    expect(parseStory('[Billede 1]\nLinje et\nlinje to').scenes[0].paragraphs).toEqual(['Linje et\nlinje to']);
  });

  it('returns no scenes for empty content or only a title', () => {
    expect(parseStory('')).toEqual({ title: null, scenes: [] });
    expect(parseStory('TITLE: Kun en titel')).toEqual({ title: 'Kun en titel', scenes: [] });
    expect(parseStory(undefined as unknown as string).scenes).toEqual([]);
  });
});

describe('sceneCount', () => {
  it.each([1, 3, 4, 5, 6, 12])('counts %i scenes', (n) => {
    const content = formatStory({ title: 'T', scenes: Array.from({ length: n }, (_, i) => `Scene ${i + 1}.`) });
    expect(sceneCount(content)).toBe(n);
  });

  it('counts --- separated scenes the same way', () => {
    expect(sceneCount('TITLE: T\nA\n---\nB\n---\nC\n---\nD')).toBe(4);
  });
});

describe('formatStory', () => {
  it('writes the TITLE line and a marker per scene', () => {
    expect(formatStory({ title: 'Emil', scenes: ['En.', 'To.'] })).toBe('TITLE: Emil\n\n[Billede 1]\nEn.\n\n[Billede 2]\nTo.\n');
  });

  it('leaves out the TITLE line without a title and keeps a one-line title', () => {
    expect(formatStory({ title: null, scenes: ['En.'] })).toBe('[Billede 1]\nEn.\n');
    expect(formatStory({ title: 'To\nlinjer', scenes: ['En.'] }).split('\n')[0]).toBe('TITLE: To linjer');
  });

  it('round-trips with parseStory', () => {
    const input = {
      title: 'Lea i svømmehallen',
      scenes: ['Lea skal svømme.\n\nMor går med.', 'Vandet er varmt.', 'Lea hopper.', 'Slut. Godt gået.'],
    };
    const parsed = parseStory(formatStory(input));
    expect(parsed.title).toBe(input.title);
    expect(parsed.scenes.map((s) => s.text)).toEqual(input.scenes);
    expect(formatStory({ title: parsed.title, scenes: parsed.scenes.map((s) => s.text) })).toBe(formatStory(input));
  });

  it('round-trips a parsed story written in the loose form', () => {
    const loose = 'title: T\nIntro\n[billede 1]:\n  A  \n[Billede 2] B\n';
    const once = parseStory(loose);
    const twice = parseStory(formatStory({ title: once.title, scenes: once.scenes.map((s) => s.text) }));
    expect(twice).toEqual(once);
  });

  it('keeps marker and separator lines inside a scene from creating new scenes', () => {
    const content = formatStory({ title: 'T', scenes: ['En.\n---\nTo.', '[Billede 9]\nTre.', ''] });
    expect(parseStory(content).scenes.map((s) => s.text)).toEqual(['En.\nTo.', 'Tre.']);
  });
});

describe('cleanPageText', () => {
  it("keeps a page's paragraphs and line breaks, trimmed", () => {
    expect(cleanPageText('  Emil venter.  \nHan tæller til ti.\n\n\n  Så er det hans tur. ')).toBe(
      'Emil venter.\nHan tæller til ti.\n\nSå er det hans tur.',
    );
  });

  it("leaves out lines that would start a new page, keeping a marker's own text", () => {
    expect(cleanPageText('En.\n---\n[Billede 3] To.\n[Billede 4]\nTre.')).toBe('En.\nTo.\nTre.');
  });

  it('is empty for a page of nothing but markers, separators and spaces', () => {
    expect(cleanPageText(' \n[Billede 2]\n---\n  ')).toBe('');
  });
});

describe('storyBody and withTitleLine', () => {
  const stored = 'TITLE: Emil hos tandlægen\n\n[Billede 1]\nEmil venter.\n\n[Billede 2]\nEmil går ind.\n';

  it('storyBody is the stored text as written, without the TITLE line', () => {
    expect(storyBody(stored)).toBe('[Billede 1]\nEmil venter.\n\n[Billede 2]\nEmil går ind.');
    expect(storyBody('[Billede 1]\nA')).toBe('[Billede 1]\nA');
  });

  it('withTitleLine replaces the TITLE line, or adds one, and leaves the pages as written', () => {
    expect(withTitleLine(stored, 'Emil er modig')).toBe(
      'TITLE: Emil er modig\n\n[Billede 1]\nEmil venter.\n\n[Billede 2]\nEmil går ind.\n',
    );
    const added = withTitleLine('[billede 1]:  A\n---\nB', 'Ny\ntitel');
    expect(added).toBe('TITLE: Ny titel\n\n[billede 1]:  A\n---\nB\n');
    expect(parseStory(added)).toEqual({ title: 'Ny titel', scenes: parseStory('[billede 1]:  A\n---\nB').scenes });
  });
});

describe('stripMarkers', () => {
  it('removes the title, markers and separators', () => {
    expect(stripMarkers(story)).toBe(
      'Emil skal til tandlæge. Mor går med.\n\nFørst sidder Emil i venteværelset.\n\nSå åbner Emil munden.\n\nNu er besøget slut. Det er helt i orden.',
    );
    expect(stripMarkers('TITLE: T\nA\n---\nB')).toBe('A\n\nB');
  });
});

describe('previewText', () => {
  const long =
    'TITLE: Lang\n[Billede 1]\nEmil skal til tandlæge på tirsdag, og mor går med ind. Først sidder Emil i venteværelset og kigger i en bog.\n[Billede 2]\nSå kommer tandlægen og siger hej til Emil. Emil sætter sig i en stor stol, der kan køre op og ned.';

  it('returns short text whole, without title or markers, whitespace collapsed', () => {
    expect(previewText('TITLE: T\n[Billede 1]\nKort   tekst.\n\n[Billede 2]\nMere.', 150)).toBe('Kort tekst. Mere.');
  });

  it.each([150, 100, 60, 20])('cuts at %i characters on a word boundary and adds an ellipsis', (max) => {
    const preview = previewText(long, max);
    const full = stripMarkers(long).replace(/\s+/g, ' ');
    expect(preview.endsWith('…')).toBe(true);
    expect(preview.length).toBeLessThanOrEqual(max + 1);
    const head = preview.slice(0, -1);
    expect(full.startsWith(head)).toBe(true);
    // the cut falls between words: the next character of the full text is a space or punctuation
    expect(full.charAt(head.length)).toMatch(/[\s,.;:]/);
    expect(head).not.toContain('TITLE');
    expect(head).not.toContain('[Billede');
  });

  it('gives exactly the expected 100- and 150-character previews', () => {
    expect(previewText(long, 100)).toBe(
      'Emil skal til tandlæge på tirsdag, og mor går med ind. Først sidder Emil i venteværelset og kigger i…',
    );
    expect(previewText(long, 150)).toBe(
      'Emil skal til tandlæge på tirsdag, og mor går med ind. Først sidder Emil i venteværelset og kigger i en bog. Så kommer tandlægen og siger hej til…',
    );
  });

  it('never cuts an emoji in half', () => {
    const text = `${'a'.repeat(9)}🦷${'b'.repeat(20)}`;
    expect(previewText(text, 10)).toBe(`${'a'.repeat(9)}…`);
    expect(previewText(text, 11)).toBe(`${'a'.repeat(9)}🦷…`);
    expect(previewText(`Tandlæge 🦷 og Zoë ${'x'.repeat(40)}`, 12)).toBe('Tandlæge 🦷…');
  });

  it('keeps a text of exactly maxChars whole', () => {
    const text = 'a'.repeat(100);
    expect(previewText(text, 100)).toBe(text);
  });

  it('cuts inside a single very long word when there is no space', () => {
    expect(previewText('x'.repeat(200), 100)).toBe(`${'x'.repeat(100)}…`);
  });

  it('does not leave a dangling comma before the ellipsis', () => {
    expect(previewText('Emil går, og så går mor hjem igen.', 9)).toBe('Emil går…');
  });
});

describe('splitSentences', () => {
  it.each<[string, string[]]>([
    ['Emil går ind. Han sætter sig.', ['Emil går ind.', 'Han sætter sig.']],
    ['Hej! Er du klar? Ja.', ['Hej!', 'Er du klar?', 'Ja.']],
    ['Vent lidt… Nu kommer bussen.', ['Vent lidt…', 'Nu kommer bussen.']],
    ['Vent lidt... Nu kommer bussen.', ['Vent lidt...', 'Nu kommer bussen.']],
    ['Hvad?! Nej.', ['Hvad?!', 'Nej.']],
    ['Der er 3 stole. 2 af dem er røde.', ['Der er 3 stole.', '2 af dem er røde.']],
    ['Emil smiler. "Hej," siger han.', ['Emil smiler.', '"Hej," siger han.']],
    ['Mor siger: "Nu går vi." Så går de.', ['Mor siger: "Nu går vi."', 'Så går de.']],
    ['"Hej!" siger Emil.', ['"Hej!" siger Emil.']],
    ['Han smiler. – Hej, siger han.', ['Han smiler.', '– Hej, siger han.']],
    ['Vi bor på en ø. Den er lille.', ['Vi bor på en ø.', 'Den er lille.']],
    ['Emil er 7. Han går i skole.', ['Emil er 7.', 'Han går i skole.']],
    ['Vi leger, spiser kage osv. Bagefter går vi hjem.', ['Vi leger, spiser kage osv.', 'Bagefter går vi hjem.']],
  ])('splits %j', (text, expected) => {
    expect(splitSentences(text)).toEqual(expected);
  });

  it.each([
    'Emil kan f.eks. tegne en tegning.',
    'Han tager f.eks. Bamse med.',
    'Der er bl.a. Mor og Far.',
    'Han er tandlæge, dvs. Han kigger på tænder.',
    'Vi leger, spiser osv. og så går vi hjem.',
    'Det tager ca. 20 minutter.',
    'Vi går kl. 8 om morgenen.',
    'Vi går Kl. 8.30 om morgenen.',
    'Emil bor i nr. 12 på vejen.',
    'Emil siger hej til hr. Jensen.',
    'Emil siger hej til fru. Hansen.',
    'Emil kan evt. Tage bussen.',
    'Der er nyt mht. Skolen.',
    'Emil går i 1. klasse.',
    'Det er den 24. december.',
    'Vandet er 27.5 grader varmt.',
    'Bogen er skrevet af H. C. Andersen.',
    'Bogen er skrevet af H.C. Andersen.',
    'Læreren hedder Anna B. Jensen.',
    'Mødet er pga. Sygdom flyttet.',
  ])('keeps %j as one sentence', (text) => {
    expect(splitSentences(text)).toEqual([text]);
  });

  it('splits after an abbreviation only at a real sentence end', () => {
    expect(splitSentences('Kl. 8 kører bussen. Emil står på f.eks. ved skolen. Så er de der.')).toEqual([
      'Kl. 8 kører bussen.',
      'Emil står på f.eks. ved skolen.',
      'Så er de der.',
    ]);
  });

  it('does not split numbered list items after the number', () => {
    expect(splitSentences('1. Vi går ind.\n2. Vi sætter os.')).toEqual(['1. Vi går ind.', '2. Vi sætter os.']);
  });

  it('treats a new line as a sentence break unless it continues a wrapped sentence', () => {
    expect(splitSentences('Emil går ud\nMor venter')).toEqual(['Emil går ud', 'Mor venter']);
    expect(splitSentences('Emil går ud i haven, hvor\nhan leger med bolden.')).toEqual(['Emil går ud i haven, hvor han leger med bolden.']);
    expect(splitSentences('En.\n\nto.')).toEqual(['En.', 'to.']);
  });

  it('ignores empty input and punctuation-only pieces', () => {
    expect(splitSentences('')).toEqual([]);
    expect(splitSentences('   \n  ')).toEqual([]);
    expect(splitSentences('…')).toEqual([]);
  });

  it('does not split before a lower-case word', () => {
    expect(splitSentences('Hurra! sagde Emil.')).toEqual(['Hurra! sagde Emil.']);
  });

  it('handles Danish capital letters at the start of the next sentence', () => {
    expect(splitSentences('Emil ser en fugl. Ænderne svømmer. Øen er grøn. Åen er kold.')).toHaveLength(4);
  });
});

describe('readAloudSections', () => {
  it('gives one section per scene, section i for scene i', () => {
    const sections = readAloudSections(story);
    expect(sections.map((s) => s.sceneIndex)).toEqual(parseStory(story).scenes.map((s) => s.index));
    expect(sections[0].sentences).toEqual(['Emil skal til tandlæge.', 'Mor går med.']);
    expect(sections[3].sentences).toEqual(['Nu er besøget slut.', 'Det er helt i orden.']);
  });

  it('uses the same scenes for --- separated text and leaves out the title', () => {
    const sections = readAloudSections('TITLE: Titel\nEn. To.\n---\nTre.');
    expect(sections).toEqual([
      { sceneIndex: 1, sentences: ['En.', 'To.'] },
      { sceneIndex: 2, sentences: ['Tre.'] },
    ]);
  });

  it('reads the introduction with the first scene, so pages and sections stay aligned', () => {
    const content = 'TITLE: T\nIntro.\n[Billede 1]\nEn.\n[Billede 2]\nTo.';
    expect(readAloudSections(content).map((s) => s.sentences)).toEqual([['Intro.', 'En.'], ['To.']]);
    expect(readAloudSections(content)).toHaveLength(sceneCount(content));
  });

  it('keeps paragraphs apart and drops markdown emphasis', () => {
    expect(readAloudSections('[Billede 1]\n**Emil** går ind\n\nMor venter')[0].sentences).toEqual(['Emil går ind', 'Mor venter']);
  });
});
