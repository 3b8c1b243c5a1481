import { describe, expect, it } from 'vitest';
import { checkSentence, checkStory, type FlagId, harmFlags, reviseHint } from './story-check';

/** The flags one sentence gets in a story about Emil (7). */
const idsOf = (text: string, opts = { age: 7, name: 'Emil', gender: 'dreng' as const }) => checkSentence(text, opts).map((f) => f.id);

/** For each flag: Danish sentences that must raise it, and near misses that must not. */
const CASES: { id: FlagId; must: string[]; mustNot: string[] }[] = [
  {
    id: 'threat',
    must: [
      'Hvis Emil skriger, bliver tandlægen vred.',
      'Hvis Emil ikke siger tak, bliver han ikke inviteret igen.',
      'Emil sidder stille, ellers må han ikke komme med.',
    ],
    mustNot: [
      'Hvis det bliver for larmende, kan Emil tage høreværn på.',
      'Når alarmen lyder, går klassen ud.',
      'Hvis Emil fryser, kan han tage en trøje på.',
    ],
  },
  {
    id: 'shaming',
    must: ['Emil er en dårlig taber.', 'Det er pinligt for mor og far.', 'Store drenge græder ikke.', 'Det er irriterende for de andre.'],
    mustNot: ['Nogle gange vinder man, og nogle gange taber man.', 'Måske tænker Emil på de dårlige ting.', 'Det er dårligt vejr i dag.'],
  },
  {
    id: 'frightening',
    must: ['Det er farligt at gå i skole.', 'En brand kan brænde hele skolen ned.', 'Nålen er lang og skarp.', 'Så gør det rigtig ondt.'],
    mustNot: [
      'Maskinen tjekker, at der ikke er farlige ting i taskerne.',
      'Det kan stikke lidt.',
      'Emil kan ringe til mor, hvis noget går galt.',
    ],
  },
  {
    id: 'promise',
    must: [
      'Det gør slet ikke ondt.',
      'Det er færdigt på et sekund.',
      'Det bliver sjovt.',
      'Bagefter får Emil en is.',
      'Tandlægen giver altid en gave til modige børn.',
    ],
    mustNot: ['Måske gør det lidt ondt.', 'Emil giver Karl en gave.', 'Det tager som regel kort tid.'],
  },
  {
    id: 'feeling-as-fact',
    must: [
      'Emil er bange.',
      'Emil hader lyden af støvsugeren.',
      'Han er sur og ked af det, når iPad’en skal slukkes.',
      'Emil er så stolt af sig selv.',
      'Emil er glad for at være hjemme.',
      'Emil er glad for det.',
    ],
    mustNot: [
      'Måske er Emil lidt bange.',
      'Mange børn synes, det er rart.',
      'Emil kan blive ked af det.',
      'Mor er glad.',
      // What he likes, not what he feels.
      'Emil er glad for sin nye cykel.',
    ],
  },
  {
    id: 'deficit',
    must: ['Emil har svært ved at vente.', 'Emil kan ikke finde ud af at dele.', 'Han forstår ikke reglerne.'],
    mustNot: ['Det kan være svært at vente i kø.', 'Mange har svært ved at vente.'],
  },
  {
    id: 'first-person-directive',
    must: ['Jeg vil sidde stille.', 'Jeg skal lytte til læreren.'],
    mustNot: ['Jeg skal til tandlæge.', 'Jeg vil gerne lege.', 'Jeg kan prøve at sidde stille.'],
  },
  {
    id: 'literal-absolute',
    must: ['Læreren tjekker, at alle er der.', 'Der er ingen rigtig brand.'],
    mustNot: ['Alle børn kan lide at svømme.', 'Ingen griner af Emil.'],
  },
  {
    id: 'absolute-word',
    must: ['Alle børn kan lide at svømme.', 'Ingen vil drille Emil.', 'Emil græder altid hos frisøren.'],
    mustNot: ['Læreren tjekker, at alle er der.', 'Der er ingen rigtig brand.', 'Mange synes, det er svært at huske alle ting.'],
  },
  {
    id: 'imperative',
    must: ['Sid stille.', 'Tag skoene af.'],
    mustNot: ['Emil sidder stille.', 'Emil tager skoene af.'],
  },
];

describe('flags for what harms a child, sentence by sentence', () => {
  for (const { id, must, mustNot } of CASES) {
    it.each(must)(`${id}: «%s»`, (text) => {
      expect(idsOf(text)).toContain(id);
    });
    it.each(mustNot)(`not ${id}: «%s»`, (text) => {
      expect(idsOf(text)).not.toContain(id);
    });
  }

  it('makes the story red, and a threat dressed as perspective is not a perspective sentence', () => {
    const r = checkStory(
      'TITLE: Hos tandlægen\n\n[Billede 1]\nPå fredag skal Sofie til tandlæge. Hvis Sofie skriger, bliver tandlægen vred.\n\n[Billede 2]\nSå er Sofie færdig og går hjem.',
      { age: 6, name: 'Sofie', gender: 'pige' },
    );
    expect(r.light).toBe('rød');
    expect(harmFlags(r)).toEqual(['threat']);
    expect(r.sentences[1].type).toBe('vejledende');
  });
});

describe('flags for content the check can see', () => {
  const opts = { age: 7, name: 'Emil', gender: 'dreng' as const };

  it('flags a title whose subject disappears after the first scene, not one that stays', () => {
    const lost = checkStory(
      'TITLE: Brandøvelse\n\n[Billede 1]\nPå torsdag er der brandøvelse på skolen.\n\n[Billede 2]\nEmil har dansk og matematik.\n\n[Billede 3]\nI frikvarteret leger Emil. Så går han hjem.',
      opts,
    );
    expect(lost.flags.find((f) => f.id === 'topic-lost')?.excerpt).toBe('brandøvelse');
    const kept = checkStory(
      'TITLE: Brandøvelse\n\n[Billede 1]\nPå torsdag er der brandøvelse på skolen.\n\n[Billede 2]\nUnder brandøvelsen lyder alarmen.\n\n[Billede 3]\nSå er brandøvelsen slut.',
      opts,
    );
    expect(kept.flags.map((f) => f.id)).not.toContain('topic-lost');
  });

  it('flags a dead person who acts alive, not one who is remembered', () => {
    const alive = checkStory(
      'TITLE: Mormors begravelse\n\n[Billede 1]\nPå fredag er der begravelse.\n\n[Billede 2]\nMormor åbner døren og siger hej.',
      opts,
    );
    expect(alive.flags.find((f) => f.id === 'sensitive-contradiction')?.severity).toBe('harm');
    const dead = checkStory(
      'TITLE: Mormor er død\n\n[Billede 1]\nMormor er død. Mormor kommer ikke tilbage.\n\n[Billede 2]\nFamilien taler om mormor og kigger på billeder.',
      opts,
    );
    expect(dead.flags.map((f) => f.id)).not.toContain('sensitive-contradiction');
    const pet = checkStory('TITLE: Bella er død\n\n[Billede 1]\nBella er gammel.\n\n[Billede 2]\nNu venter Bella derhjemme.', opts);
    expect(pet.flags.map((f) => f.id)).toContain('sensitive-contradiction');
  });

  it('flags the same sentence told twice', () => {
    const r = checkStory(
      'TITLE: Frisør\n\n[Billede 1]\nEmil skal til frisøren. Det er helt i orden.\n\n[Billede 2]\nFrisøren klipper. Det er helt i orden.',
      opts,
    );
    expect(r.flags.find((f) => f.id === 'repeated-sentence')?.excerpt).toBe('Det er helt i orden.');
  });
});

describe('the revision advice', () => {
  it('sends only what the model should fix, and says an accurate «alle» may stay', () => {
    const r = checkStory(
      'TITLE: Brandøvelse\n\n[Billede 1]\nPå torsdag er der brandøvelse. Læreren tjekker, at alle er der.\n\n[Billede 2]\nDu skal gå stille ud. Under brandøvelsen går klassen ud.',
      { age: 7, name: 'Emil' },
    );
    const hint = reviseHint(r);
    expect(hint).toContain('Du skal');
    expect(hint).not.toContain('»alle« er et absolut ord');
    expect(hint).toContain('bogstaveligt sandt');
    expect(hint).not.toMatch(/de fleste/);
  });
});

describe('sentence types where words overlap', () => {
  const r = checkStory(
    'TITLE: Håndvask\n\n[Billede 1]\nEmil vasker hænder på badeværelset. Kom sæbe på hænderne. Emil gnider hænderne sammen.\n\n[Billede 2]\nI går kom Emil hjem fra skole. Hvis det bliver for varmt, kan Emil skrue ned for vandet.',
    { age: 6, name: 'Emil', gender: 'dreng' },
  );
  const sentence = (start: string) => r.sentences.find((s) => s.text.startsWith(start))!;

  it('reads «Kom sæbe på» as an order, not as the past of «komme»', () => {
    expect(sentence('Kom sæbe').flags).toEqual(['imperative']);
    expect(sentence('Kom sæbe').type).toBe('vejledende');
  });

  it('reads «I går» as a time, not as «you»', () => {
    expect(sentence('I går').flags).not.toContain('person-change');
  });

  it('reads a condition with an option as coaching, not as a threat', () => {
    expect(sentence('Hvis det bliver').type).toBe('vejledende');
    expect(sentence('Hvis det bliver').flags).toEqual([]);
  });
});
