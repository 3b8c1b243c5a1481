import { describe, expect, it } from 'vitest';
import { redactNames } from './name-redaction';

const P = '[NAVN]';
const child = (name: string, replacement = P) => [{ name, replacement }];

describe('redactNames', () => {
  it('removes the whole name, the first name alone and its genitive, in any case', () => {
    const names = child('Sofie-Marie Hansen');
    expect(redactNames('Sofie-Marie Hansen skal til tandlæge.', names)).toBe(`${P} skal til tandlæge.`);
    expect(redactNames('Har med sig: Sofie-Maries bamse', names)).toBe(`Har med sig: ${P}s bamse`);
    expect(redactNames('sofie-marie er glad, SOFIE-MARIE HANSENS mor også', names)).toBe(`${P} er glad, ${P}S mor også`);
    // Typed with a space, or split over a line, it is still her name.
    expect(redactNames('Sofie Marie\nHansen', names)).toBe(P);
  });

  it('removes each half of a hyphenated first name in any case, and the surname only as a name is written', () => {
    const names = child('Sofie-Marie Hansen');
    expect(redactNames('Sofie og marie leger. Familien Hansen kommer.', names)).toBe(`${P} og ${P} leger. Familien ${P} kommer.`);
    // Danish surnames are often everyday words: written in lower case they are words.
    const skov = child('Ida Skov');
    expect(redactNames('Ida går i skoven med familien Skov, i skov og mark.', skov)).toBe(
      `${P} går i skoven med familien ${P}, i skov og mark.`,
    );
    expect(redactNames('Emil Hvid har en hvid kjole', child('Emil Hvid', ''))).toBe(' har en hvid kjole');
  });

  it('removes the given names together ("Anna Sofie"), and leaves particles and short parts to the whole name', () => {
    expect(redactNames('Anna Sofie skal i skole. Anna  Sofie Hansen.', child('Anna Sofie Hansen'))).toBe(`${P} skal i skole. ${P}.`);
    const vanDerBerg = child('Sofie van der Berg');
    expect(redactNames('Der er en kat hos Sofie van der Berg og Berg.', vanDerBerg)).toBe(`Der er en kat hos ${P} og ${P}.`);
    expect(redactNames('Mei Li og Li', child('Mei Li'))).toBe(`${P} og Li`);
  });

  it('matches after NFC normalisation, whichever way the name or the text was written', () => {
    const nfd = 'Zoe\u0308';
    expect(redactNames('Zoës mor siger hej til zoë', child(nfd))).toBe(`${P}s mor siger hej til ${P}`);
    expect(redactNames(`${nfd}s mor siger hej til ${nfd}`, child('Zoë'))).toBe(`${P}s mor siger hej til ${P}`);
    expect(redactNames('Zoe og Zoey', child(nfd))).toBe(`${P} og Zoey`);
  });

  it('matches a name written without its accents, in capitals, or split by an invisible character', () => {
    expect(redactNames('ZOE hjælper. Zoe og zoë. ZOË.', child('Zoë'))).toBe(`${P} hjælper. ${P} og ${P}. ${P}.`);
    expect(redactNames('Z\u200Boë og Zo\u00ADë og Z\u200C\u200Doe\u2060 og \uFEFFZoë', child('Zoë'))).toBe(`${P} og ${P} og ${P} og ${P}`);
    expect(redactNames('Soren, Søren og SØREN', child('Søren'))).toBe(`${P}, ${P} og ${P}`);
    // æ, in any case and written out: Lærke is a common name.
    expect(redactNames('Lærke leger, LÆRKE, Laerke og Larke.', child('Lærke'))).toBe(`${P} leger, ${P}, ${P} og ${P}.`);
    expect(redactNames('Æbbe og æbbe, Mæja', child('Æbbe').concat(child('Mæja')))).toBe(`${P} og ${P}, ${P}`);
    // Letters whose accent does not come apart in Unicode.
    expect(redactNames('Lukasz og ŁUKASZ', child('Łukasz'))).toBe(`${P} og ${P}`);
    expect(redactNames('Jose og José og JOSÉ', child('José'))).toBe(`${P} og ${P} og ${P}`);
    // Full-width letters are letters (NFKC).
    expect(redactNames('Ｅｍｉｌ leger', child('Emil'))).toBe(`${P} leger`);
    // Only the name is replaced: the rest of the text keeps its accents and its characters.
    expect(redactNames('Café med Zo\u200Be, naïve rødgrød', child('Zoë'))).toBe(`Café med ${P}, naïve rødgrød`);
    // A surname is still removed only with a capital, also written without its accent.
    expect(redactNames('Familien Ostergaard i østergaard', child('Ida Østergaard'))).toBe(`Familien ${P} i østergaard`);
  });

  it('never breaks a word: an English word that begins with the name stays whole', () => {
    const line = child('Line', '');
    expect(redactNames("Children's picture book illustration, soft pastel colours, clean lines, gentle shading.", line)).toBe(
      "Children's picture book illustration, soft pastel colours, clean lines, gentle shading.",
    );
    expect(redactNames('Lines bamse og LINES hue', child('Line'))).toBe(`${P}s bamse og ${P}S hue`);
    expect(redactNames('Emil i emilsvej og emil\u200Bsen', child('Emil'))).toBe(`${P} i emilsvej og emil\u200Bsen`);
    // A name that is no word keeps its genitive in lower case too: a parent may type it so.
    expect(redactNames('emils mor og ZOËS far', child('Emil').concat(child('Zoë')))).toBe(`${P}s mor og ${P}S far`);
  });

  it('matches whole words only, and keeps the verb of a name that is also an everyday word', () => {
    expect(redactNames('Emil, Emilie, Emilsen og Emils bamse', child('Emil'))).toBe(`${P}, Emilie, Emilsen og ${P}s bamse`);
    expect(redactNames('Bo skal bo hos mormor. Bos far kommer.', child('Bo'))).toBe(`${P} skal bo hos mormor. ${P}s far kommer.`);
    expect(redactNames('bo hansen skal bo hos mormor', child('Bo Hansen'))).toBe(`${P} skal bo hos mormor`);
    expect(redactNames('Ask har en kasket af ask', child('Ask', ''))).toBe(' har en kasket af ask');
  });

  it("removes a group's name only as a whole, and its children with their own replacement, in one pass", () => {
    const names = [
      { name: 'De små bier', replacement: P, wholeOnly: true },
      { name: 'Alma', replacement: 'et barn' },
      { name: 'Noah Bier', replacement: 'et barn' },
    ];
    expect(redactNames('De små bier går ud. De ser bier. Almas mor og Noah kommer.', names)).toBe(
      `${P} går ud. De ser bier. et barns mor og et barn kommer.`,
    );
    // A replacement is written as it is and never matched again.
    expect(
      redactNames('Emil og Ida', [
        { name: 'Emil', replacement: '$& Ida' },
        { name: 'Ida', replacement: 'x' },
      ]),
    ).toBe('$& Ida og x');
  });

  it('answers the text unchanged (as NFC) without names, and ignores names without letters', () => {
    expect(redactNames('En kat i en kurv', [])).toBe('En kat i en kurv');
    expect(
      redactNames('Zoe\u0308', [
        { name: ' ', replacement: P },
        { name: '-', replacement: P },
      ]),
    ).toBe('Zoë');
  });
});
