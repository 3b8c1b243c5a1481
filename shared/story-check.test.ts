import { describe, expect, it } from 'vitest';
import { checkOptionsFor, checkStory, hardFailures, reviseHint, scoreOf, type FlagId, type StoryCheckResult } from './story-check';

const ids = (r: StoryCheckResult) => r.flags.map((f) => f.id);
const flagsOf = (r: StoryCheckResult, id: FlagId) => r.flags.filter((f) => f.id === id);

/** A story written to follow every criterion. */
const GOOD = `TITLE: Emil skal til tandlægen

[Billede 1]
I morgen skal Emil til tandlægen. Tandlægen hjælper børn med at passe på tænderne. Mor går med Emil hen til tandlægen. Mange børn synes, at det er lidt spændende.

[Billede 2]
Først venter Emil og mor i venteværelset. Der er bøger og legetøj i venteværelset. Emil kan kigge i en bog, mens han venter. Det er helt i orden at vente lidt.

[Billede 3]
Så sætter Emil sig i den store stol. Tandlægen kigger på tænderne, fordi de skal være sunde. Spejlet kan føles lidt koldt. Emil kan løfte hånden, hvis han har brug for en pause.

[Billede 4]
Til sidst er besøget slut, og Emil og mor går hjem. Emil gør det godt på sin egen måde. Måske føler han sig glad og lidt stolt.
`;

/** Wraps scene texts in the story format with a title that does not itself break a rule. */
const story = (scenes: string[], title: string | null = 'Emil i skolen') =>
  `${title ? `TITLE: ${title}\n\n` : ''}${scenes.map((s, i) => `[Billede ${i + 1}]\n${s}`).join('\n\n')}\n`;

/** Scenes that answer every question and open and close the story; a test swaps one part out. */
const INTRO = 'I dag skal Emil i skole. Mor følger Emil hen til skolen, fordi skolen ligger tæt på.';
const MIDDLE = 'Først hænger Emil jakken på knagen. Læreren siger godmorgen til børnene.';
const ENDING = 'Til sidst er skoledagen slut, og Emil går hjem. Det er helt i orden at være lidt træt.';

describe('checkStory: a good story', () => {
  const result = checkStory(GOOD, { age: 6, name: 'Emil', gender: 'dreng' });

  it('is green with a high score and no flags that matter', () => {
    expect(result.light).toBe('grøn');
    expect(result.score).toBeGreaterThanOrEqual(90);
    expect(hardFailures(result)).toEqual([]);
    expect(ids(result)).toEqual([]);
  });

  it('labels each sentence with its type', () => {
    expect(result.sentences.map((s) => [s.scene, s.type])).toEqual([
      [1, 'beskrivende'],
      [1, 'beskrivende'],
      [1, 'beskrivende'],
      [1, 'perspektiv'],
      [2, 'beskrivende'],
      [2, 'beskrivende'],
      [2, 'vejledende'],
      [2, 'bekræftende'],
      [3, 'beskrivende'],
      [3, 'beskrivende'],
      [3, 'perspektiv'],
      [3, 'vejledende'],
      [4, 'beskrivende'],
      [4, 'bekræftende'],
      [4, 'perspektiv'],
    ]);
  });

  it('counts the types and describes more than it directs', () => {
    expect(result.counts).toEqual({ beskrivende: 8, perspektiv: 3, vejledende: 2, bekræftende: 2 });
    expect(result.ratio).toBe(6.5);
    expect(result.ratioOk).toBe(true);
    expect(result.voice).toBe('third');
  });

  it('guesses the child from the text when no name is given', () => {
    const unnamed = checkStory(GOOD, { age: 6 });
    expect(unnamed.light).toBe('grøn');
    expect(unnamed.sentences.map((s) => s.type)).toEqual(result.sentences.map((s) => s.type));
  });

  it('has no coaching sentence and an infinite ratio when it only describes', () => {
    const r = checkStory(story([INTRO, MIDDLE, ENDING]), { age: 7, name: 'Emil' });
    expect(r.counts.vejledende).toBe(0);
    expect(r.ratio).toBe(Infinity);
    expect(r.ratioOk).toBe(true);
    expect(r.light).toBe('grøn');
  });
});

describe('checkStory: stories that break a rule', () => {
  it('flags absolute words as hard, with gentler words', () => {
    const r = checkStory(story([INTRO, 'Emil græder altid hos frisøren. Alle børn kan lide at lege i frikvarteret.', ENDING]), {
      age: 7,
      name: 'Emil',
    });
    const absolutes = flagsOf(r, 'absolute-word');
    expect(absolutes.map((f) => [f.excerpt, f.severity, f.scene])).toEqual([
      ['altid', 'hard', 2],
      ['Alle', 'hard', 2],
    ]);
    expect(absolutes[0].message).toContain('»altid«');
    expect(absolutes[0].suggestion).toContain('»som regel«');
    expect(absolutes[1].suggestion).toContain('»de fleste«');
    expect(hardFailures(r)).toEqual(['absolute-word']);
    // Two absolutes make a poorly written story, not a harmful one: yellow (red is for harm).
    expect(r.light).toBe('gul');
  });

  it("flags 'hver gang', 'aldrig' and 'ingen'", () => {
    const r = checkStory(story([INTRO, 'Hver gang Emil er i skolen, leger han. Emil er aldrig alene. Ingen griner af Emil.', ENDING]), {
      name: 'Emil',
    });
    expect(flagsOf(r, 'absolute-word').map((f) => f.excerpt)).toEqual(['Hver gang', 'aldrig', 'Ingen']);
  });

  it('flags second-person commands as hard and calls them coaching', () => {
    const r = checkStory(story([INTRO, 'Du skal sidde stille på din stol. Du må ikke råbe i klassen.', ENDING]), { age: 7, name: 'Emil' });
    expect(flagsOf(r, 'second-person-command').map((f) => [f.excerpt, f.severity])).toEqual([
      ['Du skal', 'harm'],
      ['Du må ikke', 'harm'],
    ]);
    expect(r.sentences.filter((s) => s.scene === 2).map((s) => s.type)).toEqual(['vejledende', 'vejledende']);
    // One rule at a time: the command is not also a change of person, a prohibition or a negation.
    expect(ids(r)).not.toContain('prohibition');
    expect(ids(r)).not.toContain('negative');
    expect(flagsOf(r, 'second-person-command')[0].suggestion).toContain('»Emil kan prøve at …«');
    expect(r.light).toBe('rød');
  });

  it('flags negative and commanding phrasing as soft, with a positive rewrite', () => {
    const r = checkStory(
      story([
        INTRO,
        'Emil må ikke løbe på gangen. Emil skal sidde stille ved bordet. Sid stille, når læreren taler. Det gør ikke ondt.',
        ENDING,
      ]),
      { age: 8, name: 'Emil' },
    );
    const soft = r.flags.filter((f) => ['prohibition', 'command', 'imperative', 'negative', 'promise'].includes(f.id));
    // An imperative orders the child about, and «Det gør ikke ondt» is a promise: both can hurt.
    expect(soft.map((f) => [f.id, f.excerpt, f.severity])).toEqual([
      ['imperative', 'Sid', 'harm'],
      ['promise', 'gør ikke ondt', 'harm'],
      ['prohibition', 'må ikke', 'soft'],
      ['command', 'Emil skal sidde', 'soft'],
      ['negative', 'ikke', 'soft'],
    ]);
    expect(r.sentences.filter((s) => s.scene === 2).map((s) => s.type)).toEqual(['vejledende', 'vejledende', 'vejledende', 'beskrivende']);
    expect(soft.find((f) => f.id === 'command')?.suggestion).toContain('kan prøve at');
    expect(hardFailures(r)).toEqual(['imperative', 'promise', 'low-ratio']);
    expect(r.light).toBe('rød');
  });

  it("does not read a plan with 'skal' as a command", () => {
    const r = checkStory(
      story(['Emil skal til tandlægen i morgen. Emil skal have kigget på tænderne, så de bliver ved med at være sunde.', MIDDLE, ENDING]),
      { name: 'Emil' },
    );
    expect(ids(r)).not.toContain('command');
    expect(r.sentences[0].type).toBe('beskrivende');
  });

  it('flags a change of person in a third-person story', () => {
    const r = checkStory(story([INTRO, 'Du kan holde mor i hånden. Jeg kan godt lide skolen. Læreren siger hej.', ENDING]), {
      age: 7,
      name: 'Emil',
    });
    expect(flagsOf(r, 'person-change').map((f) => [f.excerpt, f.scene, f.severity])).toEqual([
      ['Du', 2, 'soft'],
      ['Jeg', 2, 'soft'],
    ]);
    expect(r.voice).toBe('third');
    expect(flagsOf(r, 'person-change')[0].message).toContain('tredje person');
  });

  it('accepts a story told in the first person throughout, and flags a slip into the third', () => {
    const firstPerson = story(
      [
        'I morgen skal jeg til tandlægen. Mor går med mig, fordi hun gerne vil hjælpe.',
        'Først venter jeg i venteværelset. Så sætter jeg mig i tandlægens store stol.',
        'Til sidst er jeg færdig, og vi går hjem. Det er helt i orden at være lidt træt.',
      ],
      'Jeg skal til tandlægen',
    );
    const ok = checkStory(firstPerson, { age: 6, name: 'Emil' });
    expect(ok.voice).toBe('first');
    expect(ids(ok)).not.toContain('person-change');
    expect(ok.light).toBe('grøn');

    const slip = checkStory(firstPerson.replace('Så sætter jeg mig', 'Så sætter Emil sig'), { age: 6, name: 'Emil' });
    expect(flagsOf(slip, 'person-change').map((f) => f.excerpt)).toEqual(['Emil']);
    expect(flagsOf(slip, 'person-change')[0].message).toContain('jeg-form');
  });

  it('leaves quoted speech out of the voice', () => {
    const r = checkStory(story([INTRO, 'Læreren siger: »Godmorgen, jeg er glad for at se dig.« Emil vinker til læreren.', ENDING]), {
      name: 'Emil',
    });
    expect(ids(r)).not.toContain('person-change');
  });

  it('flags a change of tense', () => {
    const r = checkStory(story([INTRO, 'Emil gik hen til bussen. Chaufføren sagde hej til Emil. Emil sætter sig ved vinduet.', ENDING]), {
      age: 9,
      name: 'Emil',
    });
    expect(flagsOf(r, 'tense-change').map((f) => [f.excerpt, f.scene])).toEqual([
      ['gik', 2],
      ['sagde', 2],
    ]);
    expect(flagsOf(r, 'tense-change')[0].suggestion).toContain('nutid');
  });

  it('accepts a story told in the past tense throughout', () => {
    const r = checkStory(
      story([
        'I går var Emil hos tandlægen. Mor gik med, fordi hun gerne ville hjælpe.',
        'Først ventede de i venteværelset. Så kiggede tandlægen på tænderne.',
        'Til sidst var besøget slut, og de gik hjem. Emil klarede det godt.',
      ]),
      { name: 'Emil' },
    );
    expect(ids(r)).not.toContain('tense-change');
  });

  it('flags a missing title', () => {
    const r = checkStory(story([INTRO, MIDDLE, ENDING], null), { name: 'Emil' });
    expect(ids(r)).toEqual(['missing-title']);
    expect(r.flags[0].suggestion).toContain('TITLE:');
    expect(r.light).toBe('grøn');
  });

  it('flags a story that does not introduce where, when or what', () => {
    const r = checkStory(story(['Emil tager jakken. Emil lukker lynlåsen.', MIDDLE, ENDING]), { name: 'Emil' });
    expect(flagsOf(r, 'missing-introduction').map((f) => f.scene)).toEqual([1]);
  });

  it('flags a story that never says what happens (hvad), and not one that says it in its own words', () => {
    const vague = story(['I dag tager Emil jakken på. Mor hjælper Emil, fordi det blæser.', MIDDLE, ENDING], 'Emil og svømmehallen');
    expect(ids(checkStory(vague, { name: 'Emil' }))).toContain('unanswered-what');
    expect(flagsOf(checkStory(vague, { name: 'Emil' }), 'unanswered-what')[0].message).toBe('Historien fortæller ikke, hvad der skal ske.');
    // The title's subject in the story (another ending of the word) or a plan answers it.
    const told = story(
      ['I dag tager Emil jakken på. Mor kører Emil til svømmehal, fordi det blæser.', MIDDLE, ENDING],
      'Emil og svømmehallen',
    );
    expect(ids(checkStory(told, { name: 'Emil' }))).not.toContain('unanswered-what');
    const planned = story(['I morgen skal Emil i svømmehallen. Mor hjælper Emil, fordi det blæser.', MIDDLE, ENDING], null);
    expect(ids(checkStory(planned, { name: 'Emil' }))).not.toContain('unanswered-what');
  });

  it('flags a story that stops without a conclusion', () => {
    const r = checkStory(story([INTRO, MIDDLE, 'Læreren tæller børnene. Emil sidder ved sit bord.']), { name: 'Emil' });
    expect(flagsOf(r, 'missing-conclusion').map((f) => f.scene)).toEqual([3]);
  });

  it('flags sentences too long for a three-year-old, but not for a ten-year-old', () => {
    const text = story([
      INTRO,
      'Først hænger Emil sin varme vinterjakke på den lille knage ved døren i gangen. Læreren siger godmorgen.',
      ENDING,
    ]);
    const young = checkStory(text, { age: 3, name: 'Emil' });
    const long = flagsOf(young, 'sentence-too-long');
    expect(long.length).toBeGreaterThanOrEqual(3);
    expect(young.wordLimit).toBe(8);
    expect(long.every((f) => f.severity === 'soft')).toBe(true);
    // 14 words for a three-year-old is half as long again as the limit: too long to follow, a hard flag.
    const far = flagsOf(young, 'sentence-far-too-long');
    expect(far.map((f) => [f.scene, f.severity])).toEqual([[2, 'hard']]);
    expect(far[0].message).toContain('14 ord');
    expect(far[0].message).toContain('3 år');
    expect(long[0].suggestion).toContain('to korte sætninger');
    // A soft rule broken many times costs at most 15 points.
    expect(young.score).toBe(70);

    const older = checkStory(text, { age: 10, name: 'Emil' });
    expect(ids(older)).not.toContain('sentence-too-long');
    expect(ids(older)).not.toContain('sentence-far-too-long');
  });

  it('flags the questions a story leaves open', () => {
    const r = checkStory(story(['Emil leger med klodser.', 'Emil bygger et højt tårn.', 'Emil er glad.'], 'Emil og klodserne'), {
      age: 4,
      name: 'Emil',
    });
    expect(
      ids(r)
        .filter((id) => id.startsWith('unanswered'))
        .sort(),
    ).toEqual(['unanswered-how', 'unanswered-when', 'unanswered-where', 'unanswered-who', 'unanswered-why']);
    // A missing why is the one a careful reader weighs most (version 2): it is a hard flag.
    expect(flagsOf(r, 'unanswered-why')[0].severity).toBe('hard');
    expect(flagsOf(r, 'unanswered-where')[0].message).toContain('hvor');
    expect(r.light).not.toBe('grøn');
  });

  it('flags a story that directs more than it describes (ratio below 2)', () => {
    const coaching = 'Emil kan sidde på sin stol. Emil kan række hånden op. Emil kan vente på sin tur. Læreren smiler. Tavlen er grøn.';
    // 3 coaching sentences, 6 others: exactly 2 others per coaching sentence is enough.
    const enough = checkStory(story([INTRO, coaching, ENDING]), { age: 7, name: 'Emil' });
    expect(enough.counts.vejledende).toBe(3);
    expect(enough.ratio).toBe(2);
    expect(enough.ratioOk).toBe(true);
    expect(ids(enough)).not.toContain('low-ratio');

    const fewer = checkStory(story([INTRO, coaching.replace(' Læreren smiler. Tavlen er grøn.', ''), ENDING]), { age: 7, name: 'Emil' });
    expect(fewer.ratio).toBeCloseTo(4 / 3);
    expect(fewer.ratioOk).toBe(false);
    expect(flagsOf(fewer, 'low-ratio')).toMatchObject([{ severity: 'hard' }]);
    expect(flagsOf(fewer, 'low-ratio')[0].message).toContain('3 vejledende sætninger og 4 andre');
    expect(hardFailures(fewer)).toEqual(['low-ratio']);
    expect(fewer.light).toBe('gul');
  });
});

describe('checkStory: a group story', () => {
  const GROUP = `TITLE: Vi tager på tur i skoven

[Billede 1]
I dag skal vi i skoven med klassen. Vi kører med bussen, fordi skoven ligger langt væk. Mange børn synes, at det er spændende.

[Billede 2]
Først finder vi vores pladser i bussen. Læreren tæller børnene. Vi kan holde en voksen i hånden, når vi går over vejen.

[Billede 3]
I skoven leder vi efter blade og kogler. Børnene samler dem i en kurv. Det er helt i orden at gå lidt langsomt.

[Billede 4]
Til sidst kører vi hjem til skolen. Vi gør det godt på vores egen måde. Måske er vi lidt trætte.
`;

  it("passes in the 'vi' form", () => {
    const r = checkStory(GROUP, { age: 7, storyType: 'group' });
    expect(r.voice).toBe('group');
    expect(ids(r)).toEqual([]);
    expect(r.light).toBe('grøn');
    expect(r.counts.vejledende).toBe(1);
  });

  it("reads the same text as a change of person when it is an individual's story", () => {
    const r = checkStory(GROUP, { age: 7, name: 'Emil' });
    expect(flagsOf(r, 'person-change').length).toBeGreaterThan(5);
  });

  it("flags 'du' and 'jeg' in a group story", () => {
    const r = checkStory(GROUP.replace('Læreren tæller børnene.', 'Du tæller børnene. Jeg sidder ved vinduet.'), { storyType: 'group' });
    expect(flagsOf(r, 'person-change').map((f) => f.excerpt)).toEqual(['Du', 'Jeg']);
  });
});

describe('score and traffic light', () => {
  const soft = (id: FlagId) => ({ id, severity: 'soft' as const });
  const hard = (id: FlagId) => ({ id, severity: 'hard' as const });

  it('starts at 100 and takes 15 per hard flag and 5 per soft flag', () => {
    expect(scoreOf([])).toEqual({ score: 100, light: 'grøn' });
    expect(scoreOf([soft('missing-title')])).toEqual({ score: 95, light: 'grøn' });
    expect(scoreOf([soft('missing-title'), soft('negative'), soft('imperative'), soft('tense-change')])).toEqual({
      score: 80,
      light: 'grøn',
    });
    expect(scoreOf([soft('missing-title'), soft('negative'), soft('imperative'), soft('tense-change'), soft('command')])).toEqual({
      score: 75,
      light: 'gul',
    });
  });

  it('is yellow with hard flags and red with anything that can hurt a child', () => {
    expect(scoreOf([hard('absolute-word')])).toEqual({ score: 85, light: 'gul' });
    expect(scoreOf([hard('absolute-word'), hard('absolute-word')])).toEqual({ score: 70, light: 'gul' });
    expect(scoreOf([{ id: 'threat', severity: 'harm' }])).toEqual({ score: 60, light: 'rød' });
  });

  it('caps each soft rule at 15 points, and a low score alone stays yellow', () => {
    expect(scoreOf(Array.from({ length: 10 }, () => soft('sentence-too-long'))).score).toBe(85);
    const many = (['negative', 'command', 'imperative', 'person-change'] as FlagId[]).flatMap((id) => [soft(id), soft(id), soft(id)]);
    // A low score alone is poor writing, not harm: yellow.
    expect(scoreOf(many)).toEqual({ score: 40, light: 'gul' });
  });
});

describe('hardFailures and reviseHint', () => {
  it('names each hard rule once and says what to change, in Danish', () => {
    const r = checkStory(story([INTRO, 'Du skal altid sidde stille. Alle børn sidder stille. Emil løber ikke. Læreren smiler.', ENDING]), {
      name: 'Emil',
    });
    expect(hardFailures(r).sort()).toEqual(['absolute-word', 'second-person-command']);
    const hint = reviseHint(r);
    expect(hint).toContain('Skriv historien om');
    expect(hint).toContain('»altid«');
    expect(hint).toContain('(scene 2: »Du skal«)');
    expect(hint).toContain('[Billede i]');
    expect(hint).not.toContain('»ikke«');
    expect(reviseHint(r, { includeSoft: true })).toContain('»ikke« gør sætningen negativ');
  });

  it('is empty for a story without hard flags', () => {
    expect(reviseHint(checkStory(GOOD, { age: 6, name: 'Emil' }))).toBe('');
  });
});

describe("checkOptionsFor: how a story's kept child or group is read", () => {
  it("reads a child's snapshot as one child, and a group's as the group at its youngest age", () => {
    expect(checkOptionsFor({ name: 'Emil', age: 7, gender: 'dreng', avatar: 'x.webp' } as { name: string; age: number })).toEqual({
      age: 7,
      name: 'Emil',
      gender: 'dreng',
    });
    expect(checkOptionsFor({ name: 'Alma', age: 4, gender: 'ukendt' })).toEqual({ age: 4, name: 'Alma', gender: undefined });
    const group = { name: 'Sommerfuglene', age: 3, group: { name: 'Sommerfuglene', ageFrom: 3, ageTo: 5 }, members: [] };
    expect(checkOptionsFor(group)).toEqual({ age: 3, name: 'Sommerfuglene', storyType: 'group' });
  });
});
