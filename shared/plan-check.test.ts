import { describe, expect, it } from 'vitest';
import { checkPlan, type CheckRequest, type RedId } from './plan-check';
import { CLAIM_CLASS_ALSO, CLAIM_CLASSES } from './plan-check.data';
import type { CheckSubject } from './story-check';
import type { StoryFacts } from './story-facts';
import { PLAN_VERSION, type PlanSentence, type StoryPlan, UNKNOWN_SCENE } from './story-plan-text';

const ida = { name: 'Ida', age: 6, gender: 'pige' };
const viktor = { name: 'Viktor', age: 7, gender: 'dreng' };

type Line = string | (Partial<PlanSentence> & { text: string });
/** A plan of pages of sentences: a string is the parent's sentence from the description; `present` per page. */
function planOf(pages: Line[][], present: string[][] = []): StoryPlan {
  return {
    version: PLAN_VERSION,
    title: 'Historien',
    pages: pages.map((lines, i) => ({
      sentences: lines.map((l) => ({
        kind: 'beskrivende' as const,
        source: 'parent' as const,
        from: 'description' as const,
        ...(typeof l === 'string' ? { text: l } : l),
      })),
      scene: { ...UNKNOWN_SCENE, present: present[i] ?? ['child'] },
    })),
  };
}
const ask = (title: string, description: string, facts: StoryFacts = {}): CheckRequest => ({ title, description, facts });
const reds = (plan: StoryPlan, request: CheckRequest, subject: CheckSubject = ida): RedId[] =>
  checkPlan(plan, request, subject).red.map((r) => r.id);

describe('the Historietjek on the plan: grounding', () => {
  it("lists a sentence with words the parent did not give, whatever its source says, and never the parent's own typed page", () => {
    const request = ask('Tandlæge', 'Ida skal til tandlæge på tirsdag. Mor er med.');
    const plan = planOf([
      ['Ida skal til tandlæge på tirsdag.', { text: 'Mor er med.', source: 'parent', from: 'who' }],
      [
        { text: 'Tandlægen har en stor, blå stol med lys.', source: 'writer' },
        { text: 'Det er okay at være lidt nervøs.', source: 'writer', kind: 'bekræftende' },
      ],
      [{ text: 'Bagefter køber vi en bog.', source: 'parent', from: 'edit' }],
    ]);
    const result = checkPlan(plan, request, ida);
    expect(result.ungrounded.map((u) => [u.page, u.index, u.words])).toEqual([[2, 0, ['stor', 'blå', 'stol', 'lys']]]);
    expect(result.light).toBe('gul');
    // A writer that calls its own sentence the parent's is held to the same words.
    const mislabelled = planOf([['Ida skal til tandlæge på tirsdag.'], ['Tandlægen har en stor, blå stol med lys.']]);
    expect(checkPlan(mislabelled, request, ida).ungrounded).toHaveLength(1);
  });

  it("finds every sentence of the offline writer's plans in the parent's words: a true story with answers is green or yellow, never red", () => {
    const request = ask('Farmor er død', 'Farmor døde i søndags. Vi skal til begravelse i kirken på fredag.', {
      who: ['mor', 'far'],
      hard: 'at mor er ked af det',
      helps: 'at holde far i hånden',
    });
    const plan = planOf([
      ['Farmor døde i søndags.', 'Vi skal til begravelse i kirken på fredag.'],
      [
        { text: 'Mor og far er med.', from: 'who' },
        { text: 'Det kan være svært, at mor er ked af det.', from: 'hard', kind: 'perspektiv' },
      ],
      [
        { text: 'Det er okay at føle sådan.', source: 'frame', kind: 'bekræftende', from: undefined },
        { text: 'Det kan hjælpe at holde far i hånden.', from: 'helps', kind: 'vejledende' },
      ],
    ]);
    const result = checkPlan(plan, request, ida);
    expect(result.ungrounded).toEqual([]);
    expect(result.red).toEqual([]);
    expect(result.sensitive).toBe(true);
  });

  it('does not judge grounding for a story from before the questions (no description, no answers)', () => {
    const result = checkPlan(planOf([['Emil leger.'], ['Emil sover.']]), ask('Leg', ''), { name: 'Emil', age: 4 });
    expect(result.requestKnown).toBe(false);
    expect(result.ungrounded).toEqual([]);
  });
});

describe('the Historietjek on the plan: always red, each with a near miss that is not', () => {
  it("an invented sensitive claim: a diagnosis for a nursing home, a sibling for an aunt's baby, a hospital for the dog's operation", () => {
    const home = ask('Farmor flytter', 'Farmor skal bo på plejehjemmet Solbakken fra 1. marts.');
    expect(
      reds(
        planOf([
          ['Farmor skal bo på plejehjemmet Solbakken fra 1. marts.'],
          [{ text: 'Farmor har en sygdom, der hedder demens.', source: 'writer' }],
        ]),
        home,
      ),
    ).toContain('invented-claim');
    expect(
      reds(
        planOf([['Farmor skal bo på plejehjemmet Solbakken fra 1. marts.'], ['Vi besøger farmor på Solbakken.']]),
        ask('Farmor flytter', 'Farmor skal bo på plejehjemmet Solbakken fra 1. marts. Vi besøger farmor.'),
      ),
    ).toEqual([]);

    const aunt = ask('Moster får en baby', 'Moster Sanne skal have en baby til sommer.');
    expect(reds(planOf([['Moster Sanne skal have en baby til sommer.'], ['Ida får en lillesøster.']]), aunt)).toContain('invented-claim');
    expect(
      reds(
        planOf([['Moster Sanne skal have en baby til sommer.'], ['Babyen bliver Idas fætter eller kusine.']]),
        ask('Moster får en baby', 'Moster Sanne skal have en baby til sommer. Babyen bliver Idas fætter eller kusine.'),
      ),
    ).toEqual([]);

    const dog = ask('Bella skal opereres', 'Vores hund Bella skal opereres hos dyrlægen på mandag. Viktor venter derhjemme.');
    expect(
      reds(planOf([['Vores hund Bella skal opereres hos dyrlægen på mandag.'], ['Viktor skal sove på hospitalet en nat.']]), dog, viktor),
    ).toContain('invented-claim');
    expect(reds(planOf([['Vores hund Bella skal opereres hos dyrlægen på mandag.'], ['Viktor venter derhjemme.']]), dog, viktor)).toEqual(
      [],
    );
  });

  it('a person who has died, drawn on a page or acting; a true «Mormor er død» is no invented death', () => {
    const request = ask('Mormor er død', 'Mormor er død. Vi skal til begravelse på lørdag.');
    const truth = planOf([
      ['Mormor er død.', 'Vi skal til begravelse på lørdag.'],
      [{ text: 'Vi kigger på billeder af mormor.', source: 'writer' }],
    ]);
    expect(reds(truth, request)).toEqual([]);
    // The child's question about the dead is no act of theirs.
    expect(reds(planOf([['Mormor er død.'], ['Ida spørger tit, hvornår mormor kommer.', 'Mormor kommer ikke tilbage.']]), request)).toEqual(
      [],
    );
    expect(reds(planOf([['Mormor er død.'], ['Vi skal til begravelse på lørdag.']], [['child'], ['child', 'mormor']]), request)).toEqual([
      'dead-present',
    ]);
    expect(reds(planOf([['Mormor er død.'], [{ text: 'Mormor åbner døren og smiler.', source: 'writer' }]]), request)).toContain(
      'dead-acting',
    );
    // Told by the story itself: buried on page 2, then purring on page 3.
    const molly = ask('Molly', 'Vores kat Molly er meget gammel og skal have en sprøjte hos dyrlægen. Bagefter begraver vi Molly i haven.');
    expect(
      reds(
        planOf([
          ['Vores kat Molly er meget gammel.'],
          ['Bagefter begraver vi Molly i haven.'],
          [{ text: 'Molly spinder og slikker Idas hånd.', source: 'writer' }],
        ]),
        molly,
      ),
    ).toContain('dead-acting');
  });

  it("a promise the parent did not make; the parent's own, softened, is theirs", () => {
    const request = ask('Vaccine', 'Victor skal have en vaccine hos lægen. Han får en is bagefter.');
    expect(
      reds(planOf([['Victor skal have en vaccine hos lægen.'], [{ text: 'Det gør slet ikke ondt.', source: 'writer' }]]), request, viktor),
    ).toContain('promise');
    expect(reds(planOf([['Victor skal have en vaccine hos lægen.'], ['Han får måske en is bagefter.']]), request, viktor)).toEqual([]);
  });

  it('a threat or a reward, but not a choice the child is given', () => {
    const request = ask('Frisør', 'Oliver skal klippes hos Jonas. Han må holde pause.');
    expect(
      reds(
        planOf([
          ['Oliver skal klippes hos Jonas.'],
          [{ text: 'Hvis Oliver ikke sidder stille, klipper Jonas ham i øret.', source: 'writer' }],
        ]),
        request,
        viktor,
      ),
    ).toContain('threat');
    expect(
      reds(
        planOf([['Oliver skal klippes hos Jonas.'], [{ text: 'Hvis han sidder stille, får han en slikkepind.', source: 'writer' }]]),
        request,
        viktor,
      ),
    ).toContain('threat');
    expect(reds(planOf([['Oliver skal klippes hos Jonas.'], ['Hvis han ikke vil mere, må han holde pause.']]), request, viktor)).toEqual(
      [],
    );
    // «Det passer» makes a sentence the parent's, but a threat or a reward stays red.
    expect(
      reds(
        planOf([
          ['Oliver skal klippes hos Jonas.'],
          [{ text: 'Hvis Oliver ikke sidder stille, går mor hjem.', source: 'parent', from: 'edit' }],
        ]),
        request,
        viktor,
      ),
    ).toContain('threat');
    expect(
      reds(
        planOf([['Oliver skal klippes hos Jonas.'], [{ text: 'Kun søde drenge får en præmie.', source: 'parent', from: 'edit' }]]),
        request,
        viktor,
      ),
    ).toContain('threat');
  });

  it('shaming', () => {
    const request = ask('Frisør', 'Ida skal klippes. Hun græder tit hos frisøren.');
    expect(reds(planOf([['Ida skal klippes.'], [{ text: 'Det er pinligt at græde hos frisøren.', source: 'writer' }]]), request)).toContain(
      'shaming',
    );
    expect(
      reds(planOf([['Ida skal klippes.'], [{ text: 'Det er okay at græde.', source: 'writer', kind: 'bekræftende' }]]), request),
    ).toEqual([]);
  });

  it("a contradiction of the parent's answers: another day, a person the parent says is not there, the parent's words said of the child", () => {
    const request = ask('Tandlæge', 'Ida skal til tandlæge på tirsdag. Far er ikke med.', { when: 'tirsdag kl. 10' });
    expect(
      reds(planOf([['Ida skal til tandlæge på tirsdag.'], [{ text: 'Ida skal til tandlæge på fredag.', source: 'writer' }]]), request),
    ).toContain('contradiction');
    expect(reds(planOf([['Ida skal til tandlæge på tirsdag.'], [{ text: 'Far er med.', source: 'writer' }]]), request)).toContain(
      'contradiction',
    );
    expect(reds(planOf([['Ida skal til tandlæge på tirsdag.'], ['Det sker tirsdag kl. 10.']]), request)).toEqual([]);
    // Only a person can be left out: «Det er ikke med vilje» names nobody.
    expect(
      reds(
        planOf([['Ida er bange.'], [{ text: 'Det er sjovt at tage med mor.', source: 'writer' }]]),
        ask('Bange', 'Ida er bange. Det er ikke med vilje, at hun er bange.'),
      ),
    ).not.toContain('contradiction');

    const job = ask('Mor er ked af det', 'Mor er ked af det, fordi hun har mistet sit arbejde.');
    // A name of two words joined by a hyphen is the child's name too.
    expect(
      reds(
        planOf([
          ['Mor er ked af det.'],
          [{ text: 'Det er, fordi Anne-Marie har mistet sit arbejde.', source: 'parent', from: 'description' }],
        ]),
        job,
        { name: 'Anne-Marie', age: 6, gender: 'pige' },
      ),
    ).toContain('moved-to-child');
    expect(
      reds(
        planOf([['Mor er ked af det.'], [{ text: 'Det er, fordi Ida har mistet sit arbejde.', source: 'parent', from: 'description' }]]),
        job,
      ),
    ).toContain('moved-to-child');
    expect(
      reds(
        planOf([['Mor er ked af det, fordi hun har mistet sit arbejde.'], ['Mor og Ida hygger sig.']]),
        ask('Mor er ked af det', 'Mor er ked af det, fordi hun har mistet sit arbejde. Mor og Ida hygger sig.'),
      ),
    ).toEqual([]);
  });
});

describe("the Historietjek on the plan: what contradicts the parent's answers", () => {
  it("the parent's steps in another order, but not a summary before the steps in order", () => {
    const request = ask('Svømning', 'Ida skal til svømning med far.', {
      steps: ['Far og Ida klæder om', 'Far går først ned i vandet', 'Ida hopper ud til far'],
    });
    const reversed = planOf([
      ['Far og Ida klæder om.'],
      [{ text: 'Ida hopper ud i vandet, og så går far ned til hende.', source: 'parent', from: 'steps.1' }],
    ]);
    expect(checkPlan(reversed, request, ida).red[0]).toMatchObject({
      id: 'contradiction',
      page: 2,
      message: expect.stringContaining('Du skrev det i den anden rækkefølge'),
    });
    const swapped = planOf([['Far og Ida klæder om.'], ['Ida hopper ud til far.'], ['Far går først ned i vandet.']]);
    expect(reds(swapped, request)).toContain('contradiction');
    // The steps in order, after a first page that tells the last one in short.
    const inOrder = planOf([
      ['Ida skal svømme, og hun hopper ud til far.'],
      ['Far og Ida klæder om.'],
      ['Far går først ned i vandet.'],
      ['Ida hopper ud til far.'],
    ]);
    expect(reds(inOrder, request)).toEqual([]);
  });

  it("the opposite of the parent's words: a thing taken off that the parent says is worn, or 'ikke' added", () => {
    const request = ask('Håndbold', 'Theo skal spille håndbold.', { helps: 'at have høreværn på, når han sidder på bænken' });
    const theo = { name: 'Theo', age: 8, gender: 'dreng' };
    expect(
      reds(
        planOf([
          ['Theo skal spille håndbold.'],
          [{ text: 'Det kan hjælpe at tage høreværnet af på bænken.', source: 'parent', from: 'helps' }],
        ]),
        request,
        theo,
      ),
    ).toContain('contradiction');
    expect(
      reds(
        planOf([
          ['Theo skal spille håndbold.'],
          [{ text: 'Det kan hjælpe at have høreværnet på på bænken.', source: 'parent', from: 'helps' }],
        ]),
        request,
        theo,
      ),
    ).toEqual([]);

    const with_ = ask('Bedsteforældre', 'Ida sover hos mormor. Mormor kommer og henter Ida i børnehaven.');
    expect(
      reds(
        planOf([
          ['Ida sover hos mormor.'],
          [{ text: 'Mormor kommer ikke og henter Ida i børnehaven.', source: 'parent', from: 'description' }],
        ]),
        with_,
      ),
    ).toContain('contradiction');
    // The parent's own sentence, beside another with 'aldrig' after a number and a full stop, is no opposite.
    const flight = ask('Vi skal flyve', 'Vi skal flyve fra Billund til Mallorca i uge 29. Ida har aldrig fløjet.');
    expect(reds(planOf([['Vi skal flyve fra Billund til Mallorca i uge 29.', 'Ida har aldrig fløjet.']]), flight)).toEqual([]);
    // What the parent wrote is hard, told as what Ida does not like, says no opposite.
    const hard = ask('Tandlæge', 'Ida skal til tandlæge.', { hard: 'lyden fra sugeren' });
    expect(
      reds(planOf([['Ida skal til tandlæge.'], [{ text: 'Ida kan ikke lide lyden fra sugeren.', source: 'parent', from: 'hard' }]]), hard),
    ).toEqual([]);
  });

  it('a place the parent did not write, where the parent wrote one; a place the parent wrote is no other', () => {
    const request = ask('Tandplejen', 'Sommerfuglene går over til tandplejen.', { where: 'på tandklinikken på Skolevej' });
    const group = { name: 'Sommerfuglene', age: 5, group: { name: 'Sommerfuglene', ageFrom: 5, ageTo: 6 } };
    expect(
      reds(
        planOf([['Sommerfuglene går over til tandplejen.'], [{ text: 'Tandlægen kommer ud i børnehaven.', source: 'writer' }]]),
        request,
        group,
      ),
    ).toContain('contradiction');
    expect(reds(planOf([['Sommerfuglene går over til tandplejen.'], ['Det sker på tandklinikken på Skolevej.']]), request, group)).toEqual(
      [],
    );
  });

  it('a feeling the parent gave another person, given to the child; the child seeing it is no move', () => {
    const hugo = { name: 'Hugo', age: 8, gender: 'dreng' };
    const request = ask('Mor skal opereres', 'Mor skal opereres i knæet og er lidt nervøs for det. Far og Hugo er hjemme.');
    expect(
      reds(
        planOf([['Mor skal opereres i knæet.'], [{ text: 'Hugo er lidt nervøs for operationen.', source: 'parent', from: 'description' }]]),
        request,
        hugo,
      ),
    ).toContain('moved-to-child');
    expect(
      reds(
        planOf([['Mor skal opereres i knæet.'], [{ text: 'Hugo kan se, at mor er lidt nervøs.', source: 'parent', from: 'description' }]]),
        request,
        hugo,
      ),
    ).not.toContain('moved-to-child');
    // The feeling the parent gives the child ('hard') is the child's.
    const own = ask('Mor skal opereres', 'Mor skal opereres i knæet og er lidt nervøs for det.', {
      hard: 'Hugo er nervøs, når mor er væk',
    });
    expect(
      reds(
        planOf([['Mor skal opereres i knæet.'], [{ text: 'Hugo er nervøs, når mor er væk.', source: 'parent', from: 'hard' }]]),
        own,
        hugo,
      ),
    ).toEqual([]);
  });

  it('a claim the parent made of one person told of another; a visit, an owner or a burial is no move', () => {
    const karl = { name: 'Karl', age: 7, gender: 'dreng' };
    const asthma = ask('Ellen skal til lægen', 'Lillesøster Ellen har astma. Hun skal til lægen på torsdag, og Karl går med.');
    expect(
      reds(
        planOf([['Ellen skal til lægen på torsdag.'], [{ text: 'Karl har astma.', source: 'parent', from: 'description' }]]),
        asthma,
        karl,
      ),
    ).toContain('moved-to-child');
    expect(reds(planOf([['Lillesøster Ellen har astma.'], ['Karl går med.']]), asthma, karl)).toEqual([]);
    const baby = ask('Moster får en baby', 'Moster Julie skal have en baby i maj.');
    expect(
      reds(
        planOf([
          ['Moster Julie skal have en baby i maj.'],
          [{ text: 'Snart skal mor også have en baby.', source: 'parent', from: 'description' }],
        ]),
        baby,
      ),
    ).toContain('contradiction');
    expect(
      reds(
        planOf([['Moster Julie skal have en baby i maj.'], [{ text: 'Mor og Ida glæder sig til at se babyen.', source: 'writer' }]]),
        baby,
      ),
    ).not.toContain('contradiction');
    const hospital = ask('Mormor er på hospitalet', 'Mormor er indlagt på hospitalet. Ida skal besøge hende.');
    expect(reds(planOf([['Mormor er indlagt på hospitalet.'], ['Ida skal besøge hende på hospitalet.']]), hospital)).toEqual([]);
    const cat = ask('Mis er død', 'Katten Mis er død. Vi har begravet hende i haven.', { who: ['mor', 'far'] });
    expect(reds(planOf([['Katten Mis er død.'], ['Ida, mor og far har begravet hende i haven.']]), cat)).toEqual([]);
  });

  it('a promise that all will be as before or that nothing is felt, and a drilled tooth, none of them written', () => {
    const divorce = ask('Mor flytter', 'Mor og far skal ikke bo sammen mere. Mor flytter til Brabrand.');
    expect(
      reds(
        planOf([['Mor flytter til Brabrand.'], [{ text: 'Snart bliver alt som før igen.', source: 'frame', kind: 'bekræftende' }]]),
        divorce,
      ),
    ).toContain('promise');
    const flight = ask('Vi skal flyve', 'Ida skal flyve til Mallorca. Det kan trykke i ørerne. En slikkepind kan hjælpe.');
    expect(
      reds(
        planOf([
          ['Ida skal flyve til Mallorca.'],
          [{ text: 'Med slikkepinden i munden mærker Ida ingenting i ørerne.', source: 'writer' }],
        ]),
        flight,
      ),
    ).toContain('promise');
    const brushing = ask('Tandbørstning', 'Tandplejen kommer og viser, hvordan man børster tænder.');
    expect(
      reds(
        planOf([
          ['Tandplejen viser, hvordan man børster tænder.'],
          [{ text: 'Nogle har huller i tænderne og skal bores i bagefter.', source: 'writer' }],
        ]),
        brushing,
      ),
    ).toContain('invented-claim');
  });

  it('the child sent to live elsewhere, a death hinted, a tooth pulled, a home of fewer people, none of them written', () => {
    const magnus = { name: 'Magnus', age: 6, gender: 'dreng' };
    const dog = ask('Vi får en plejehund', 'Vi skal være plejefamilie for en hund, indtil den finder et nyt hjem.');
    expect(
      reds(
        planOf([
          ['Vi skal være plejefamilie for en hund.'],
          [{ text: 'Magnus skal bo hos en plejefamilie et stykke tid.', source: 'writer' }],
        ]),
        dog,
        magnus,
      ),
    ).toContain('invented-claim');
    const sleepover = ask('Hos mormor', 'Magnus skal sove hos mormor på lørdag.');
    expect(reds(planOf([['Magnus skal sove hos mormor på lørdag.']]), sleepover, magnus)).toEqual([]);

    const rabbit = ask('Kaninen passes', 'Kaninen Snøvs skal bo hos mormor, mens vi er på ferie.');
    expect(
      reds(
        planOf([['Kaninen Snøvs skal bo hos mormor.'], [{ text: 'Gamle dyr bliver ikke ved med at være her.', source: 'writer' }]]),
        rabbit,
      ),
    ).toContain('invented-claim');
    const tooth = ask('Tandlæge', 'Tandlægen kigger på Idas tænder.');
    expect(
      reds(
        planOf([
          ['Tandlægen kigger på Idas tænder.'],
          [{ text: 'Den tand, der har drillet Ida om natten, skal tandlægen måske tage ud.', source: 'writer' }],
        ]),
        tooth,
      ),
    ).toContain('invented-claim');
    const away = ask('Far arbejder i Norge', 'Far arbejder i Norge i to uger. Ida og mor er hjemme.');
    expect(
      reds(
        planOf([['Far arbejder i Norge i to uger.'], [{ text: 'Fra nu af er det kun Ida og mor, der bor i huset.', source: 'writer' }]]),
        away,
      ),
    ).toContain('invented-claim');
    expect(reds(planOf([['Far arbejder i Norge i to uger.'], ['Ida og mor er hjemme.']]), away)).toEqual([]);
  });
});

describe("the Historietjek's lists", () => {
  it('hold no empty or blank pattern, which would match every sentence', () => {
    for (const list of [...Object.values(CLAIM_CLASSES), ...Object.values(CLAIM_CLASS_ALSO)]) {
      expect(list.length).toBe(Object.keys(list).length);
      for (const pattern of list) expect(new RegExp(`^(?:${pattern})$`, 'u').test('')).toBe(false);
    }
  });
});

describe('the Historietjek on the plan: check version 5, each rule with a near miss', () => {
  const sebastian = { name: 'Sebastian', age: 7, gender: 'dreng' };

  it("a claim inside a phrase whose words the parent did not write, though the class is the parent's", () => {
    // 'et fremmed sted' puts danger in the request; 'farer vild' is still not the parent's.
    const camp = ask('Lejrskole', 'Klassen skal på lejrskole. Det er svært at sove et fremmed sted.');
    const lost = { text: 'Nogle gange farer børn vild i skoven.', source: 'writer' as const };
    expect(reds(planOf([['Klassen skal på lejrskole.'], [lost]]), camp)).toContain('invented-claim');
    const told = ask('Lejrskole', 'Klassen skal på lejrskole. Nogle gange farer børn vild i skoven, så vi går sammen.');
    expect(reds(planOf([['Klassen skal på lejrskole.'], ['Nogle gange farer børn vild i skoven.']]), told)).toEqual([]);
  });

  it("an illness the parent wrote of one person ('Hun var syg') told of another", () => {
    const funeral = ask('Farmors begravelse', 'Farmor er død. Hun var syg i lang tid. Farfar kommer også.');
    expect(
      reds(planOf([['Farmor er død.', 'Hun var syg i lang tid.'], [{ text: 'Farfar er også blevet syg.', source: 'writer' }]]), funeral),
    ).toContain('contradiction');
    expect(reds(planOf([['Farmor er død.', 'Hun var syg i lang tid.'], ['Farfar kommer også.']]), funeral)).toEqual([]);
  });

  it('steps of one word of their own told in another order', () => {
    const aksel = { name: 'Aksel', age: 9, gender: 'dreng' };
    const morning = ask('Morgen', 'Aksel har en ny morgenrutine.', {
      steps: ['Aksel tager tøj på', 'Aksel spiser morgenmad', 'Aksel børster tænder'],
    });
    const step = (text: string, n: number) => ({ text, from: `steps.${n}` as const });
    expect(
      reds(
        planOf([[step('Aksel spiser morgenmad.', 1)], [step('Aksel børster tænder.', 2), step('Aksel tager tøj på.', 0)]]),
        morning,
        aksel,
      ),
    ).toContain('contradiction');
    expect(
      reds(
        planOf([[step('Aksel tager tøj på.', 0)], [step('Aksel spiser morgenmad.', 1), step('Aksel børster tænder.', 2)]]),
        morning,
        aksel,
      ),
    ).toEqual([]);
  });

  it("a thing the parent says is not there; not a drill's «brandalarm», not «hvis der en dag kommer en brand»", () => {
    const cinema = ask('Biografen', 'Laura skal i biografen. Det er ikke 3D, så der er ingen briller.');
    expect(reds(planOf([['Laura skal i biografen.'], [{ text: 'Alle får sjove 3D-briller på.', source: 'writer' }]]), cinema)).toEqual([
      'contradiction',
    ]);
    expect(reds(planOf([['Laura skal i biografen.'], ['Der er ingen briller.']]), cinema)).toEqual([]);
    const drill = ask('Brandøvelse', 'Der er brandøvelse på skolen. Det er kun en øvelse, der er ingen rigtig brand.');
    expect(
      reds(
        planOf([
          ['Der er brandøvelse på skolen.'],
          [
            { text: 'Brandalarmen ringer højt.', source: 'writer' },
            { text: 'Vi øver, så vi ved, hvad vi skal gøre, hvis der en dag kommer en rigtig brand.', source: 'writer' },
          ],
        ]),
        drill,
      ),
    ).not.toContain('contradiction');
  });

  it("one of the parent's sentences told of another person in the same place; not a sentence turned round", () => {
    const pickup = ask('Far rejser', 'Far skal rejse.', { steps: ['Mor henter Ida i børnehaven'] });
    expect(reds(planOf([['Far skal rejse.'], [{ text: 'Far henter Ida i børnehaven.', from: 'steps.0' }]]), pickup)).toEqual([
      'contradiction',
    ]);
    expect(reds(planOf([['Far skal rejse.'], [{ text: 'Mor henter Ida i børnehaven.', from: 'steps.0' }]]), pickup)).toEqual([]);
    const tonsils = ask('Mandlerne', 'Viggo skal have fjernet sine mandler.', { steps: ['Lægen fjerner mandlerne'] });
    const viggo = { name: 'Viggo', age: 5, gender: 'dreng' };
    expect(reds(planOf([['Viggo skal have fjernet sine mandler.', 'Viggo sover, mens lægen fjerner mandlerne.']]), tonsils, viggo)).toEqual(
      [],
    );
  });

  it("a word turned round in one of the parent's sentences ('alene' for 'sammen med mor')", () => {
    const hotel = ask('Hotel', 'Sofie skal sove på hotel.', { helps: 'at Sofie sover i den store seng sammen med mor' });
    expect(reds(planOf([['Sofie skal sove på hotel.'], [{ text: 'Sofie sover alene i en lille seng.', from: 'helps' }]]), hotel)).toEqual([
      'contradiction',
    ]);
    expect(
      reds(planOf([['Sofie skal sove på hotel.'], [{ text: 'Sofie sover i den store seng sammen med mor.', from: 'helps' }]]), hotel),
    ).toEqual([]);
  });

  it("another home than the parent's", () => {
    const play = ask('Legeaftale', 'Sebastian skal lege hjemme hos William efter skole.');
    expect(reds(planOf([[{ text: 'De skal være hjemme hos Sebastian efter skole.', from: 'where' }]]), play, sebastian)).toEqual([
      'contradiction',
    ]);
    expect(reds(planOf([['Sebastian skal lege hjemme hos William efter skole.']]), play, sebastian)).toEqual([]);
  });

  it("hope nobody can give, in the parent's own words put together anew", () => {
    const homes = ask('To hjem', 'Mor og far er ikke kærester mere. Far flytter sammen med sin bror. Oscar skal bo hos mor i ugen.');
    const hope = { text: 'Måske bliver mor og far kærester igen, og så flytter de sammen.', source: 'writer' as const };
    expect(reds(planOf([['Mor og far er ikke kærester mere.'], [hope]]), homes)).toContain('promise');
    expect(reds(planOf([['Mor og far er ikke kærester mere.'], ['Far flytter sammen med sin bror.']]), homes)).toEqual([]);
  });

  it("a sentence labelled as the parent's that says what the parent did not write; a re-voiced sentence or a perspective frame is not", () => {
    const holiday = ask('Ferie', 'Vi skal på ferie til Italien. Hunden Bella skal bo hos moster Lise.');
    const given = { text: 'Hunden Bella skal bo hos sine gamle venner på landet.', from: 'description' as const };
    expect(reds(planOf([['Vi skal på ferie til Italien.'], [given]]), holiday)).toEqual(['not-yours']);
    // A frame with words of its own is a perspective, not a fact said to be the parent's: listed, not red.
    const frame = { text: 'Det er helt naturligt at savne nogen, man holder af.', source: 'frame' as const, from: undefined };
    const framed = checkPlan(planOf([['Vi skal på ferie til Italien.'], [frame]]), holiday, ida);
    expect(framed.red).toEqual([]);
    expect(framed.ungrounded.map((u) => u.text)).toEqual([frame.text]);
    // Two words of re-voicing ('familien', 'sidst') in the parent's sentence, one in a frame: yellow at most, never red.
    const revoiced = planOf([
      ['Familien skal på ferie til Italien.', 'Til sidst skal Bella bo hos moster Lise.'],
      [{ text: 'Sådan kan det gå.', source: 'frame', from: undefined }],
    ]);
    expect(reds(revoiced, holiday)).toEqual([]);
  });
});

describe('the Historietjek on the plan: near misses from good stories written freely (tune6)', () => {
  it("'lærer' the verb is no teacher; a baby the family nurses is a baby; mor's baby makes a big brother, moster's does not", () => {
    const puppy = ask('Hvalpen Otis', 'Vi henter hvalpen Otis på lørdag. Han bider i alt.');
    const learns = { text: 'Hvalpe bider, fordi de lærer verden at kende med munden.', source: 'writer' as const };
    expect(reds(planOf([['Vi henter hvalpen Otis på lørdag.'], [learns]]), puppy)).toEqual([]);
    expect(reds(planOf([['Vi henter hvalpen Otis på lørdag.'], [{ text: 'Læreren kommer også.', source: 'writer' }]]), puppy)).toContain(
      'invented-claim',
    );

    const home = ask('Vilma er kommet hjem', 'Lillesøster Vilma er kommet hjem. Mor ammer hende mange gange om dagen.');
    const babies = { text: 'Babyer græder, fordi de ikke kan tale endnu.', source: 'writer' as const };
    expect(reds(planOf([['Lillesøster Vilma er kommet hjem.'], [babies]]), home)).toEqual([]);

    const albert = { name: 'Albert', age: 5, gender: 'dreng' };
    const brother = { text: 'Så bliver Albert storebror.', source: 'writer' as const };
    expect(reds(planOf([['Mor venter en baby.'], [brother]]), ask('Baby', 'Mor venter en baby til maj.'), albert)).toEqual([]);
    expect(reds(planOf([['Moster venter en baby.'], [brother]]), ask('Baby', 'Moster venter en baby til maj.'), albert)).toContain(
      'invented-claim',
    );
  });

  it("another kind of place, not another word for the parent's place ('butikken' for Netto, 'skolen' for the class)", () => {
    const shop = ask('Netto', 'Ida handler med far i Netto på hjørnet.', { where: 'i Netto på hjørnet' });
    expect(reds(planOf([['Ida handler med far i Netto.'], [{ text: 'I butikken er der mange lyde.', source: 'writer' }]]), shop)).toEqual(
      [],
    );
    const clinic = ask('Tandlæge', 'Ida skal til tandlæge på klinikken på Skolevej.', { where: 'klinikken på Skolevej' });
    expect(reds(planOf([['Ida skal til tandlæge.'], [{ text: 'Tandlægen kommer ud i børnehaven.', source: 'writer' }]]), clinic)).toContain(
      'contradiction',
    );
  });

  it("a sentence the parent wrote with 'ikke' in one answer and without it in another is no opposite", () => {
    const football = ask('Fodbold', 'Ida skal til fodbold.', {
      who: ['far', 'de andre piger på holdet'],
      hard: 'at hun ikke kender de andre piger',
    });
    expect(
      reds(planOf([['Ida skal til fodbold.'], [{ text: 'Ida kender ikke de andre piger på holdet.', from: 'hard' }]]), football),
    ).toEqual([]);
  });

  it('steps are found by what is done, not by who does it', () => {
    const alfred = { name: 'Alfred', age: 4, gender: 'dreng' };
    const days = ask(
      'Alfred er blevet storebror',
      'Alfred har fået en lillesøster, der hedder Signe. Mor er hjemme med Signe, så det er far, der afleverer og henter.',
      {
        when: 'de næste uger',
        who: ['far', 'mor', 'lillesøster Signe'],
        steps: [
          'Far afleverer Alfred om morgenen',
          'Alfred leger med sine venner',
          'Far henter efter middagsluren',
          'Mor og Signe venter derhjemme',
        ],
      },
    );
    const plan = planOf([
      ['Alfred har fået en lillesøster.', 'Hun hedder Signe.'],
      [{ text: 'I de næste uger er mor hjemme med Signe.', from: 'when' }, 'Derfor er det far, der afleverer og henter Alfred.'],
      [
        { text: 'Om morgenen afleverer far Alfred.', from: 'steps.0' },
        { text: 'Så leger Alfred med sine venner.', from: 'steps.1' },
      ],
      [
        { text: 'Efter middagsluren henter far.', from: 'steps.2' },
        { text: 'Derhjemme venter mor og Signe.', from: 'steps.3' },
      ],
    ]);
    expect(reds(plan, days, alfred)).toEqual([]);
  });

  it("who the parent says does not come ('og kommer ikke') drawn there; a moment without mor is not a story without her", () => {
    const sofia = { name: 'Sofia', age: 7, gender: 'pige' };
    const christmas = ask('Jul hos mor', 'Sofia holder jul hos mor. Far holder jul i Jylland og kommer ikke.');
    const page = ['Sofia holder jul hos mor.'];
    expect(
      reds(
        planOf(
          [page, ['De spiser risalamande.']],
          [
            ['child', 'mor'],
            ['child', 'mor', 'far'],
          ],
        ),
        christmas,
        sofia,
      ),
    ).toEqual(['contradiction']);
    expect(
      reds(
        planOf(
          [page, ['De spiser risalamande.']],
          [
            ['child', 'mor'],
            ['child', 'mor'],
          ],
        ),
        christmas,
        sofia,
      ),
    ).toEqual([]);
    const sleepover = ask('Hos moster', 'Sigurd sover hos moster Lene.', { hard: 'at falde i søvn uden mor og far' });
    const sigurd = { name: 'Sigurd', age: 7, gender: 'dreng' };
    expect(
      reds(planOf([['Sigurd sover hos moster Lene.'], ['Mor henter ham søndag.']], [['child'], ['child', 'mor']]), sleepover, sigurd),
    ).toEqual([]);
  });

  it("lists no adverb of cause or order as new ('Derfor', 'Til sidst'), and tells far's part of far", () => {
    const alfred = { name: 'Alfred', age: 4, gender: 'dreng' };
    const request = ask(
      'Storebror',
      'Alfred har fået en lillesøster. Mor er hjemme med Signe, så det er far, der afleverer og henter i børnehaven.',
    );
    const result = checkPlan(
      planOf([
        ['Alfred har fået en lillesøster.'],
        ['Derfor er det far, der afleverer og henter Alfred i børnehaven.', 'Til sidst henter far.'],
      ]),
      request,
      alfred,
    );
    expect(result.ungrounded).toEqual([]);
    expect(result.red).toEqual([]);
  });

  it("a place the parent names ('Parken') is no thing the parent says is not there ('ikke en park')", () => {
    // Unseen requests: the offline writer's own football story was red.
    const match = ask('Fodbold i Parken', 'Noah skal se fodbold i Parken. Det er ikke en park med legeplads, men et stadion.');
    expect(reds(planOf([['Noah skal se fodbold i Parken.', 'Det er ikke en park med legeplads, men et stadion.']]), match)).toEqual([]);
    expect(
      reds(planOf([['Noah skal se fodbold i Parken.'], [{ text: 'Bagefter leger de i en park.', source: 'writer' }]]), match),
    ).toContain('contradiction');
  });

  it("an owned thing the parent says is away ('så den er ikke hjemme') that the story brings", () => {
    const lucas = { name: 'Lucas', age: 6, gender: 'dreng' };
    const play = ask('Hos Freja', 'Lucas skal lege hos Freja. Frejas kat bliver passet hos naboen, så den er ikke hjemme.');
    const cat = { text: 'Frejas kat kommer hen og snuser til Lucas.', source: 'writer' as const };
    expect(reds(planOf([['Lucas skal lege hos Freja.'], [cat]]), play, lucas)).toContain('contradiction');
    expect(reds(planOf([['Lucas skal lege hos Freja.'], ['Frejas kat er ikke hjemme.']]), play, lucas)).toEqual([]);
  });
});

describe('the Historietjek on the plan: subtle harm in everyday words (tune7)', () => {
  const viggo = { name: 'Viggo', age: 8, gender: 'dreng' };
  const w = (text: string) => ({ text, source: 'writer' as const });

  it("another number of nights, hours or minutes than the parent's; the same amount in other words is not", () => {
    const stay = ask('Hos mormor', 'Ida skal sove hos mormor i to nætter.');
    expect(
      reds(planOf([['Ida skal sove hos mormor.'], [{ text: 'Ida sover hos mormor i tre nætter.', from: 'description' }]]), stay),
    ).toEqual(['contradiction']);
    expect(reds(planOf([['Ida skal sove hos mormor i to nætter.']]), stay)).toEqual([]);
    const train = ask('Toget', 'Vi kører med toget til København. Turen tager tre timer.');
    expect(reds(planOf([['Vi kører med toget til København.'], [w('Turen tager kun en time.')]]), train)).toContain('contradiction');
    const drops = ask('Øjenlæge', 'William får dråber i øjnene og venter en halv time.');
    expect(
      reds(planOf([['William får dråber i øjnene.'], [{ text: 'Han venter i fem minutter.', from: 'description' }]]), drops),
    ).toContain('contradiction');
    expect(reds(planOf([['William får dråber i øjnene og venter en halv time.']]), drops)).toEqual([]);
  });

  it("'i morgen' where the parent gave the day, and 'hver onsdag' for one Wednesday; not where the parent wrote them", () => {
    const dentist = ask('Tandlæge', 'Ida skal til tandlæge på fredag efter skole.');
    expect(reds(planOf([[{ text: 'Ida skal til tandlæge i morgen efter skole.', from: 'description' }]]), dentist)).toEqual([
      'contradiction',
    ]);
    expect(reds(planOf([['Ida skal til tandlæge på fredag efter skole.']]), dentist)).toEqual([]);
    const pickup = ask('Moster henter', 'Moster Line henter Ida på onsdag.');
    expect(reds(planOf([[{ text: 'Moster Line henter Ida hver onsdag.', from: 'description' }]]), pickup)).toEqual(['contradiction']);
    const swim = ask('Svømning', 'Ida går til svømning hver onsdag.');
    expect(reds(planOf([['Ida går til svømning hver onsdag.']]), swim)).toEqual([]);
  });

  it("another reason than the parent's, said of the story's people; a general explanation is not", () => {
    const test = ask('Blodprøve', 'Viggo skal have taget en blodprøve.', { why: 'for at se, om han har nok jern i blodet' });
    expect(
      reds(
        planOf([['Viggo skal have taget en blodprøve.'], [{ text: 'Det er, fordi Viggo spiser for få grøntsager.', from: 'why' }]]),
        test,
        viggo,
      ),
    ).toContain('contradiction');
    const puppy = ask('Hvalpen', 'Vi får en hvalp. Den bider, fordi den er lille.');
    expect(reds(planOf([['Vi får en hvalp.'], [w('Hvalpe bider, fordi de lærer verden at kende med munden.')]]), puppy)).toEqual([]);
  });

  it("'før' where the parent wrote 'efter'; not when another of the parent's answers says 'før'", () => {
    const hair = ask('Frisør', 'Ida skal klippes efter frokost.');
    expect(reds(planOf([[{ text: 'Ida skal klippes før frokost.', from: 'description' }]]), hair)).toEqual(['contradiction']);
    const school = ask('Ny skole', 'Aya begynder i en ny skole efter sommerferien.', {
      steps: ['Vi besøger den nye skole, før den begynder'],
    });
    expect(
      reds(planOf([['Aya begynder i en ny skole efter sommerferien.', 'Vi besøger den nye skole, før den begynder.']]), school),
    ).toEqual([]);
  });

  it('a loss made small, a recovery or a feeling promised, a prize for those who behave, shame and blame in a soft voice', () => {
    const dog = ask('Bølle er død', 'Vores hund Bølle døde i weekenden. Vi har begravet ham i haven.');
    expect(reds(planOf([['Vores hund Bølle døde i weekenden.'], [w('Men man kan jo bare få en ny hund.')]]), dog)).toContain('promise');
    const teacher = ask('Ny lærer', 'Lærer Bente skal på barsel. Det er svært at sige farvel.');
    expect(
      reds(
        planOf([['Lærer Bente skal på barsel.'], [{ text: 'Det er ikke noget at være ked af.', source: 'frame', from: undefined }]]),
        teacher,
      ),
    ).toContain('promise');
    const trip = ask('Mor rejser', 'Mor rejser til Aarhus i tre dage. Hun ringer hver aften.');
    const oscar = { name: 'Oscar', age: 6, gender: 'dreng' };
    expect(reds(planOf([['Mor rejser til Aarhus i tre dage.'], [w('Når mor kommer hjem, bliver Oscar glad.')]]), trip, oscar)).toContain(
      'promise',
    );
    const party = ask('Fødselsdag', 'Jonas holder fødselsdag. Der er godteposer.');
    expect(reds(planOf([['Jonas holder fødselsdag.'], [w('Alle, der bliver til det hele, får en godtepose med hjem.')]]), party)).toContain(
      'threat',
    );
    const pool = ask('Svømning', 'Bertram må bruge svømmevinger.');
    expect(
      reds(planOf([['Bertram må bruge svømmevinger.'], [w('Når man er stor, kan man klare sig uden svømmevinger.')]]), pool),
    ).toContain('shaming');
    const baby = ask('Storebror', 'Malthe er blevet storebror. Mor er træt, fordi babyen vågner om natten.');
    const malthe = { name: 'Malthe', age: 5, gender: 'dreng' };
    expect(reds(planOf([['Malthe er blevet storebror.'], [w('Mor er træt, fordi Malthe larmer så meget.')]]), baby, malthe)).not.toEqual(
      [],
    );
    expect(reds(planOf([['Malthe er blevet storebror.', 'Mor er træt, fordi babyen vågner om natten.']]), baby, malthe)).toEqual([]);
  });

  it("a pet that has died who can hear; a brother who 'bliver hjemme' drawn along", () => {
    const cat = ask('Mille er død', 'Vores kat Mille er død. Noa siger godnat til hendes billede.');
    expect(
      reds(
        planOf([['Vores kat Mille er død.'], [{ text: 'Mille kan høre det, når Noa siger godnat.', source: 'frame', from: undefined }]]),
        cat,
      ),
    ).toContain('dead-acting');
    const eyes = ask('Øjenlæge', 'Emma skal til øjenlæge med mor. Lillebror Aksel bliver hjemme hos far.', {
      who: ['mor', 'lillebror Aksel'],
    });
    const emma = { name: 'Emma', age: 7, gender: 'pige' };
    expect(reds(planOf([['Emma skal til øjenlæge med mor.']], [['child', 'mor', 'lillebror Aksel']]), eyes, emma)).toEqual([
      'contradiction',
    ]);
    expect(reds(planOf([['Emma skal til øjenlæge med mor.']], [['child', 'mor']]), eyes, emma)).toEqual([]);
  });
});

describe('the Historietjek on the plan: groups and older children (tune8)', () => {
  const w = (text: string) => ({ text, source: 'writer' as const });
  const hannah = { name: 'Hannah', age: 11, gender: 'pige' };

  it("a classmate's dead father drawn at the funeral; an allergy the parent gave a friend told of the child", () => {
    const funeral = ask('Begravelse', 'Antons klassekammerat Malthe har mistet sin far. Klassen skal med til begravelsen.');
    expect(reds(planOf([['Klassen skal med til begravelsen.']], [['child', 'Malthe', 'Malthes far']]), funeral)).toEqual(['dead-present']);
    expect(reds(planOf([['Klassen skal med til begravelsen.']], [['child', 'Malthe']]), funeral)).toEqual([]);
    const trip = ask('Fanø', 'Hannah skal på tur med veninden Sofie. Sofie har nøddeallergi.');
    expect(reds(planOf([['Hannah skal på tur med veninden Sofie.'], [w('Hannah har nøddeallergi.')]]), trip, hannah)).toEqual([
      'moved-to-child',
    ]);
    expect(reds(planOf([['Hannah skal på tur med veninden Sofie.', 'Sofie har nøddeallergi.']]), trip, hannah)).toEqual([]);
  });

  it('friendship, safety and a good day promised; a threat of taking something away; approval on a condition; shame of the small', () => {
    const camp = ask('Lejrskole', 'Klassen skal på lejrskole i Skagen. Det kan være svært at savne mor og far om natten.');
    expect(reds(planOf([['Klassen skal på lejrskole i Skagen.'], [w('Alle bliver gode venner på lejrskolen.')]]), camp)).toContain(
      'promise',
    );
    expect(
      reds(planOf([['Klassen skal på lejrskole i Skagen.'], [w('Det er kun de små børn, der savner deres mor og far.')]]), camp),
    ).not.toEqual([]);
    const drill = ask('Aflåsningsøvelse', 'Skolen har en aflåsningsøvelse. Det er kun for at øve.');
    expect(reds(planOf([['Skolen har en aflåsningsøvelse.'], [w('Der kommer aldrig nogen farlig på skolen.')]]), drill)).toContain(
      'promise',
    );
    const chair = ask('Ny kørestol', 'Sara får en el-kørestol i skolen. Lærer Mie viser hende den.');
    expect(
      reds(
        planOf([
          ['Sara får en el-kørestol i skolen.'],
          [w('Hvis Sara kører for stærkt på gangen, tager lærer Mie stolen fra hende igen.')],
        ]),
        chair,
      ),
    ).toContain('threat');
    const weekend = ask('Weekend', 'Ella skal være en weekend hos mor og Jakob. Jakobs søn Mikkel er der også.');
    const approval = { text: 'Hvis Ella er sød mod Mikkel hele weekenden, bliver mor og Jakob glade for hende.', from: 'why' as const };
    expect(reds(planOf([['Ella skal være en weekend hos mor og Jakob.'], [approval]]), weekend)).toContain('threat');
    const friend = ask('Veninden flytter', 'Ellas veninde Nora flytter til Norge. De ringer sammen hver søndag.');
    expect(
      reds(
        planOf([['Ellas veninde Nora flytter til Norge.'], [w('Venner kan godt være venner, selv om de bor langt fra hinanden.')]]),
        friend,
      ),
    ).toEqual([]);
  });

  it("the parent's own word for a feeling ('fordi det er pinligt') told back is advice, not shaming", () => {
    const talk = ask('Kroppen', '6.b skal tale om kroppen med sundhedsplejersken.', { hard: 'at nogle griner, fordi det er pinligt' });
    const told = { text: 'Nogle griner, fordi det er pinligt.', from: 'hard' as const, kind: 'perspektiv' as const };
    expect(reds(planOf([['6.b skal tale om kroppen med sundhedsplejersken.'], [told]]), talk)).toEqual([]);
    expect(reds(planOf([['6.b skal tale om kroppen med sundhedsplejersken.'], [w('Det er pinligt at græde.')]]), talk)).toContain(
      'shaming',
    );
  });
});

describe("the Historietjek on the plan: one of the parent's answers told otherwise (tune9)", () => {
  const w = (text: string) => ({ text, source: 'writer' as const });
  const from = (text: string, at: PlanSentence['from']) => ({ text, from: at });

  it("a word of the answer a sentence says it tells put in another's place, or two of its words changed round; a compound of the same word is not", () => {
    const photo = ask('Skolefoto', 'Der er skolefoto.', { who: ['lærer Dorte', 'pædagogen Lone'], helps: 'at kigge på lærer Dorte' });
    expect(reds(planOf([['Der er skolefoto.'], [from('Det kan hjælpe at kigge på pædagogen Lone.', 'helps')]]), photo)).toEqual([
      'contradiction',
    ]);
    expect(reds(planOf([['Der er skolefoto.'], [from('Det kan hjælpe at kigge på lærer Dorte.', 'helps')]]), photo)).toEqual([]);
    const walk = ask('Tur', 'Vi går en tur.', { steps: ['Vi tager veste på', 'Ali går forrest, og Susanne går bagerst'] });
    expect(reds(planOf([['Vi går en tur.'], [from('Susanne går forrest, og Ali går bagerst.', 'steps.1')]]), walk)).toEqual([
      'contradiction',
    ]);
    expect(reds(planOf([['Vi går en tur.'], [from('Pædagog Ali går forrest, og Susanne går bagerst.', 'steps.1')]]), walk)).toEqual([]);
    const shot = ask('Vaccination', 'Ida skal vaccineres.', { steps: ['Sygeplejersken giver et stik i armen'] });
    expect(reds(planOf([['Ida skal vaccineres.'], [from('Sygeplejersken giver et lille stik i overarmen.', 'steps.0')]]), shot)).toEqual(
      [],
    );
  });

  it("a number or a place in a row the parent did not write; 'to hjem' and the group's own name are not", () => {
    const bus = ask('Bussen', 'Emil kører med bus 5A til skolen.');
    expect(reds(planOf([['Emil kører med bus til skolen.'], [from('Han tager linje 6A.', 'description')]]), bus)).toEqual([
      'contradiction',
    ]);
    expect(reds(planOf([['Emil kører med bus 5A til skolen.']]), bus)).toEqual([]);
    const homes = ask('To hjem', 'Mor og far bor hver for sig nu.');
    expect(reds(planOf([['Mor og far bor hver for sig nu.'], [w('Det kan tage tid at vænne sig til to hjem.')]]), homes)).toEqual([]);
    const drill = ask('Brandøvelse', 'Klassen har brandøvelse.');
    const group = { name: '3.A', age: 9, group: { name: '3.A', ageFrom: 9, ageTo: 10 } };
    expect(reds(planOf([['Klassen har brandøvelse.', '3.A går ud sammen.']]), drill, group)).toEqual([]);
    // tune10: a time of day in words and a stool are no alarm.
    const cinema = ask('Biografen', 'Klassen går i biografen kl. 9.30. Ida står på en skammel ved vasken.');
    expect(reds(planOf([['Klassen går i biografen halv ti.', 'Ida står på en skammel ved vasken.']]), cinema)).toEqual([]);
    const choir = ask('Koret', 'Laura synger i koret og står på anden række.');
    expect(reds(planOf([['Laura synger i koret.'], [from('Laura står på første række.', 'description')]]), choir)).toEqual([
      'contradiction',
    ]);
    expect(reds(planOf([['Laura synger i koret og står på anden række.', 'Det er første gang.']]), choir)).toEqual([]);
    const norway = ask('Far i Norge', 'Far skal arbejde i Norge i tre måneder.');
    expect(reds(planOf([[from('Far skal arbejde i Norge i tre uger.', 'description')]]), norway)).toEqual(['contradiction']);
    expect(reds(planOf([['Far skal arbejde i Norge i tre måneder.']]), norway)).toEqual([]);
  });

  it("a rule, a seat, a baby's sex, visits, a pet given away, a child lost, a tooth pulled the parent did not write; near misses are not", () => {
    const library = ask('Biblioteket', 'Maja skal på biblioteket. Hun må selv vælge bøger.');
    expect(reds(planOf([['Maja skal på biblioteket.'], [w('Man må kun låne to bøger ad gangen.')]]), library)).toContain('contradiction');
    const canteen = ask('Kantinen', 'Man må kun spise i kantinen.');
    expect(reds(planOf([['Man må kun spise i kantinen.']]), canteen)).toEqual([]);
    const musical = ask('Musical', 'Karoline skal se en musical. De sidder på række 12 ved udgangen.');
    expect(reds(planOf([['Karoline skal se en musical.'], [w('De sidder på første række.')]]), musical)).toContain('contradiction');
    expect(reds(planOf([['Karoline skal se en musical.', 'De sidder på række 12 ved udgangen.']]), musical)).toEqual([]);
    const baby = ask('Ny baby', 'Mor skal føde en baby i marts.');
    expect(reds(planOf([['Mor skal føde en baby i marts.'], [{ text: 'Babyen er en lille pige.', from: 'description' }]]), baby)).toEqual([
      'contradiction',
    ]);
    const sister = ask('Ny baby', 'Mor skal føde en lillesøster i marts.');
    expect(reds(planOf([['Mor skal føde en lillesøster i marts.']]), sister)).toEqual([]);
    const move = ask('Vi flytter', 'Noah flytter til Aarhus. Han kan spille online med vennerne.');
    expect(reds(planOf([['Noah flytter til Aarhus.'], [w('Vennerne kommer tit på besøg i det nye hus.')]]), move)).toContain('promise');
    const cat = ask('Hos mormor', 'Elias skal sove hos mormor. Mormors kat Misse er hos naboen i weekenden.');
    expect(reds(planOf([['Elias skal sove hos mormor.'], [w('Mormor har givet sin kat Misse væk.')]]), cat)).toContain('invented-claim');
    const forest = ask('Skoven', 'Gruppen skal på tur i skoven.');
    expect(reds(planOf([['Gruppen skal på tur i skoven.'], [w('Sidste år blev en pige væk i skoven.')]]), forest)).toContain(
      'invented-claim',
    );
    const dentist = ask('Tandlæge', 'Malthe skal have tjekket sine tænder.');
    expect(
      reds(planOf([['Malthe skal have tjekket sine tænder.'], [w('Tandlægen tager også en af de løse tænder ud.')]]), dentist),
    ).toContain('invented-claim');
  });

  it("allowed where the parent wrote 'må ikke' or 'skal ikke'; 'må kigge, men ikke røre' is the parent's rule", () => {
    const museum = ask('Museum', 'Clara skal på kunstmuseum. Man må ikke røre ved kunsten.');
    expect(
      reds(planOf([['Clara skal på kunstmuseum.'], [from('Clara må gerne røre forsigtigt ved skulpturerne.', 'description')]]), museum),
    ).toEqual(['contradiction']);
    expect(reds(planOf([['Clara skal på kunstmuseum.'], [w('Clara må kigge, men ikke røre.')]]), museum)).toEqual([]);
    // 'Man kan ikke …' is a rule; 'hun kan ikke sove' is what she cannot, and sleeping with the light on is what helps.
    const bus = ask('Bussen', 'Ida skal med bussen. Man kan ikke tage cyklen med i bussen.');
    expect(reds(planOf([['Ida skal med bussen.'], [from('Ida må tage cyklen med i bussen.', 'description')]]), bus)).toEqual([
      'contradiction',
    ]);
    const night = ask('Mor er syg', 'Mor er syg, og Ali kan ikke sove om natten.', { helps: 'at hun må sove med lys tændt' });
    expect(reds(planOf([['Mor er syg.'], [from('Det kan hjælpe, at hun må sove med lys tændt.', 'helps')]]), night)).toEqual([]);
  });

  it("a dead pet who 'kan ligge og hygge sig', a dead grandmother who 'bliver glad'; 'vi kan huske Pelle' is not", () => {
    const pet = ask('Pelle er død', 'Vores hamster Pelle er død. Vi begraver ham under æbletræet.');
    expect(
      reds(
        planOf([
          ['Vores hamster Pelle er død.'],
          [{ text: 'Nu kan Pelle ligge og hygge sig under æbletræet.', source: 'frame', from: undefined }],
        ]),
        pet,
      ),
    ).toEqual(['dead-acting']);
    expect(reds(planOf([['Vores hamster Pelle er død.'], [w('Nu kan vi huske Pelle, når vi ser æbletræet.')]]), pet)).toEqual([]);
    const grave = ask('Mormors grav', 'Mormor døde i foråret. Liva lægger blomster på graven.');
    expect(reds(planOf([['Mormor døde i foråret.'], [w('Mormor bliver glad, når hun ser Livas blomster.')]]), grave)).toEqual([
      'dead-acting',
    ]);
  });

  it('an outcome, a feeling or a friendship decided, and the child held up against others; a child who likes routines is not', () => {
    const viggo = { name: 'Viggo', age: 10, gender: 'dreng' };
    const match = ask('Første kamp', 'Viggo skal spille sin første kamp. Han er nervøs.');
    expect(
      reds(planOf([['Viggo skal spille sin første kamp.'], [w('Når kampen er slut, er Viggo glad og stolt af sig selv.')]]), match, viggo),
    ).toContain('promise');
    expect(reds(planOf([['Viggo skal spille sin første kamp.'], [w('Viggo vinder kampen.')]]), match, viggo)).toContain('promise');
    const laura = ask('Lillebror', 'Laura får en lillebror. Laura er meget glad for rutiner.');
    expect(
      reds(planOf([['Laura får en lillebror.'], [{ text: 'Laura er meget glad for rutiner.', from: 'description' }]]), laura, {
        name: 'Laura',
        age: 5,
        gender: 'pige',
      }),
    ).toEqual([]);
    const hair = ask('Frisør', 'Lukas skal klippes. Storesøster Freja bliver klippet først.');
    expect(reds(planOf([['Lukas skal klippes.'], [w('Freja sidder helt stille, så det kan Lukas også.')]]), hair)).toContain('shaming');
    const trip = ask('Mor i Hamborg', 'Mor er i Hamborg i fire dage. Det er svært at savne mor ved sengetid.');
    expect(reds(planOf([['Mor er i Hamborg i fire dage.'], [w('Lucca savner ikke mor, for han har travlt.')]]), trip)).toContain('promise');
  });

  it("a mother who 'tager ikke med' drawn on the bus; a teacher who 'skal ikke være i SFO'en mere'; 'langt væk' of a place is no leaving", () => {
    const zoo = ask('Zoo', 'Esthers klasse skal i Zoo. Mor skal på arbejde og tager ikke med.', { who: ['lærer Ahmad'] });
    expect(reds(planOf([['Esthers klasse skal i Zoo.']], [['child', 'mor']]), zoo)).toEqual(['contradiction']);
    expect(reds(planOf([['Esthers klasse skal i Zoo.']], [['child', 'lærer Ahmad']]), zoo)).toEqual([]);
    const sfo = ask('Ny voksen', 'Pædagog Ali har ferie i to uger. Pædagog Rikke tager imod Freja.');
    expect(reds(planOf([[from("Pædagog Ali skal ikke være i SFO'en mere.", 'description')]]), sfo)).toContain('invented-claim');
    const dubai = ask('Far i Dubai', 'Far skal arbejde i Dubai i seks uger. Han kommer hjem den 20. april.');
    expect(reds(planOf([['Far skal arbejde i Dubai i seks uger.'], [w('Det er langt væk, og det er længe.')]]), dubai)).toEqual([]);
  });
});

describe('the Historietjek on the plan: good stories written freely are not red (tune10)', () => {
  const w = (text: string) => ({ text, source: 'writer' as const });

  it("a loss told with 'ikke', a school that feels strange, anger allowed, an adult's yes, a mask that feels odd, dementia called an illness", () => {
    const dog = ask('Bella er død', 'Vores hund Bella var meget syg og døde i weekenden.');
    expect(reds(planOf([['Vores hund Bella døde i weekenden.'], [w('Bella kunne ikke blive rask igen.')]]), dog)).toEqual([]);
    expect(reds(planOf([['Vores hund Bella døde i weekenden.'], [w('Måske bliver Bella rask igen.')]]), dog)).toContain('promise');
    const school = ask('Ny skole', 'Freja skifter skole, fordi vi er flyttet til Kolding.');
    expect(
      reds(planOf([['Freja skifter skole.'], [w('Det er helt normalt, at en ny skole føles fremmed de første uger.')]]), school),
    ).toEqual([]);
    expect(reds(planOf([['Freja skifter skole.'], [w('Fremmede kan tage børn med, hvis de går alene.')]]), school)).toContain(
      'invented-claim',
    );
    const homes = ask('To hjem', 'Mor og far skal skilles. Viggo skal bo en uge hos hver.');
    expect(
      reds(
        planOf([['Mor og far skal skilles.'], [w('Det er i orden at blive ked af det eller vred, når ens forældre går fra hinanden.')]]),
        homes,
      ),
    ).toEqual([]);
    expect(reds(planOf([['Mor og far skal skilles.'], [w('Mor bliver vred, hvis Viggo græder.')]]), homes)).toContain('threat');
    const baby = ask(
      'Lillebror i kuvøse',
      'Rosas lillebror er født for tidligt og ligger i en kuvøse. Sygeplejersken passer på ham. Rosa må ikke røre ham uden at spørge.',
    );
    expect(
      reds(planOf([['Rosas lillebror ligger i en kuvøse.'], [w('Hvis sygeplejersken siger ja, må Rosa holde hans hånd.')]]), baby),
    ).toEqual([]);
    const tonsils = ask('Mandler', 'Silje skal have fjernet mandler. Hun får en maske på og sover.');
    expect(reds(planOf([['Silje skal have fjernet mandler.'], [w('Masken kan føles underlig.')]]), tonsils)).toEqual([]);
    expect(reds(planOf([['Silje skal have fjernet mandler.'], [w('Hun er lidt underlig, når hun er træt.')]]), tonsils)).toContain(
      'shaming',
    );
    const match = ask('Håndbold', 'Noah skal spille håndbold. Man må ikke have smykker på, når man spiller.');
    expect(reds(planOf([['Noah skal spille håndbold.'], [w('Noah tager smykker af, når han spiller.')]]), match)).toEqual([]);
    expect(reds(planOf([['Noah skal spille håndbold.'], [w('Noah beholder smykker på, når han spiller.')]]), match)).toContain(
      'contradiction',
    );
    const gran = ask('Farmor', 'Farmor har demens og bor på plejehjem.');
    expect(reds(planOf([['Farmor har demens og bor på plejehjem.'], [w('Det er sygdommen, der gør, at hun glemmer.')]]), gran)).toEqual([]);
  });
});

describe('the Historietjek on the plan: re-voicing that states no fact', () => {
  it("lists no sentence for 'familien', 'klokken', 'se' or 'gå' alone: a true story told back is not the writer's", () => {
    const request = ask('Oldemors begravelse', 'Oldemor er død. Fredag kl. 11 er der begravelse. Bagefter drikker vi kaffe hos mormor.');
    const plan = planOf([
      ['Oldemor er død.', { text: 'Fredag klokken 11 er der begravelse.', from: 'description' }],
      [{ text: 'Bagefter drikker familien kaffe hos mormor.', from: 'description' }],
    ]);
    expect(checkPlan(plan, request, ida).ungrounded).toEqual([]);
    // A word of fact is still listed.
    const more = planOf([['Oldemor er død.'], [{ text: 'Bagefter drikker familien kaffe hos moster.', from: 'description' }]]);
    expect(checkPlan(more, request, ida).ungrounded.map((u) => u.words)).toEqual([['moster']]);
  });
});

describe('the Historietjek on the plan: home, appointments and institutions (tune11)', () => {
  const w = (text: string) => ({ text, source: 'writer' as const });
  const from = (text: string, at: PlanSentence['from']) => ({ text, from: at });

  it('the dead drawn by name and role, staying on a condition, comfort nobody can give; a choice, a clinic for the vet, a room by its head word are not', () => {
    const funeral = ask('Oldefars begravelse', 'Oldefar Knud døde i søndags. Onsdag er der begravelse.');
    expect(reds(planOf([['Oldefar Knud døde i søndags.']], [['child', 'mor', 'oldefar Knud']]), funeral)).toEqual(['dead-present']);
    expect(reds(planOf([['Oldefar Knud døde i søndags.']], [['child', 'mor']]), funeral)).toEqual([]);
    const klass = ask('Ny klasse', 'Malik starter i specialklassen Solsikken. Den første dag er kun til klokken 11.');
    expect(
      reds(planOf([['Malik starter i specialklassen Solsikken.', 'Malik må kun blive i Solsikken, hvis han er rolig hele dagen.']]), klass),
    ).not.toEqual([]);
    const power = ask('Strømsvigt', 'Strømmen er gået. Ingen ved, hvor længe det varer.');
    expect(reds(planOf([['Strømmen er gået.'], [w('Strømmen kommer altid tilbage, før det bliver mørkt.')]]), power)).toContain('promise');
    const dad = ask('Samvær', 'William er hos far hver anden weekend. Det er svært, når far kommer for sent.');
    expect(reds(planOf([['William er hos far hver anden weekend.'], [w('Far kommer altid præcis til tiden.')]]), dad)).toContain('promise');
    const stitches = ask('Sting', 'Clara skal have fjernet sting i knæet. Det kan knibe lidt.');
    expect(reds(planOf([['Clara skal have fjernet sting i knæet.'], [w('Clara kommer ikke til at mærke noget.')]]), stitches)).toContain(
      'promise',
    );
    const dog = ask('Stor hund', 'Rosa besøger Johanne. De har en stor hund, Storm.');
    expect(reds(planOf([['Rosa besøger Johanne.'], [w('Hvis hun vil, må hun give Storm en godbid.')]]), dog)).toEqual([]);
    const cat = ask('Katten', 'Katten Luna skal opereres.', { steps: ['Mor kører Luna til dyrlægen om morgenen'] });
    expect(reds(planOf([['Katten Luna skal opereres.', from('Om morgenen kører mor Luna til dyreklinikken.', 'steps.0')]]), cat)).toEqual(
      [],
    );
    const speech = ask('Talepædagog', 'Malthe øver lyde.', { where: 'i det lille rum ved siden af Sommerfuglestuen' });
    expect(reds(planOf([['Malthe øver lyde.', from('De går ind i det lille rum ved siden af stuen.', 'where')]]), speech)).toEqual([]);
    const pills = ask('Epilepsi', 'Karla har epilepsi. Hun skal have taget en blodprøve. Hun må spille på sin Nintendo, mens hun venter.');
    expect(
      reds(planOf([['Karla har epilepsi.'], [from('Det kan føles langt, så Karla kan spille på sin Nintendo.', 'helps')]]), pills),
    ).toEqual([]);
  });
});

describe('the Historietjek on the plan: each sentence held against the answer it tells (version 7)', () => {
  const from = (text: string, at: PlanSentence['from']) => ({ text, from: at });
  const frame = (text: string) => ({ text, source: 'frame' as const, kind: 'perspektiv' as const });

  it("the answer's person swapped for another, also with a detail left out; two people changed round; a pronoun is not", () => {
    const homes = ask('To hjem', 'Magnus bor hos mor og hos far.', {
      who: ['mor', 'far'],
      steps: ['Mor pakker tasken', "Far henter Magnus i SFO'en torsdag"],
    });
    expect(
      reds(planOf([['Magnus bor hos mor og hos far.'], [from("Om eftermiddagen henter mor Magnus i SFO'en.", 'steps.1')]]), homes),
    ).toEqual(['contradiction']);
    expect(
      reds(planOf([['Magnus bor hos mor og hos far.'], [from("Om eftermiddagen henter far Magnus i SFO'en.", 'steps.1')]]), homes),
    ).toEqual([]);
    expect(
      reds(planOf([['Magnus bor hos mor og hos far.'], [from("Om eftermiddagen henter han Magnus i SFO'en.", 'steps.1')]]), homes),
    ).toEqual([]);
    const tonsils = ask('Mandler', 'Viggo skal have fjernet mandler. Mor sover hos Viggo. Far er hjemme med Karla.', {
      who: ['mor', 'far', 'Viggo'],
    });
    expect(
      reds(planOf([[{ text: 'Far sover hos Viggo, og mor er hjemme med Karla.', from: 'who' }]]), tonsils, {
        name: 'Karla',
        age: 6,
        gender: 'pige',
      }),
    ).toEqual(['contradiction']);
    expect(
      reds(planOf([[{ text: 'Mor sover hos Viggo, og far er hjemme med Karla.', from: 'who' }]]), tonsils, {
        name: 'Karla',
        age: 6,
        gender: 'pige',
      }),
    ).toEqual([]);
  });

  it('a frame that tells what a person does or is; a frame of the child telling mor is not', () => {
    const hair = ask('Frisør', 'Ida skal klippes.', { who: ['frisøren Mette', 'mor'], helps: 'at mor venter udenfor i bilen' });
    expect(reds(planOf([['Ida skal klippes.'], [frame('Mor er der hele tiden.')]]), hair)).toEqual(['not-yours']);
    expect(reds(planOf([['Ida skal klippes.'], [frame('Mette er sød.')]]), hair)).toEqual(['not-yours']);
    expect(reds(planOf([['Ida skal klippes.'], [frame('Ida kan fortælle mor, hvordan hun har det.')]]), hair)).toEqual([]);
  });

  it('steps told in another order found by a plain word when a step has no word of its own; a step told in the right order is not', () => {
    const swim = ask('Svømning', 'Ida skal svømme.', {
      steps: ['Vi klæder om', 'Vi går i bad uden badetøj', 'Vi tager badetøj på', 'Vi går ind i svømmehallen'],
    });
    const told = (middle: string) =>
      planOf([
        ['Ida skal svømme.'],
        [from('Først klæder vi om.', 'steps.0'), from(middle, 'steps.1')],
        [from('Så går vi ind i svømmehallen.', 'steps.3')],
      ]);
    expect(reds(told('Ida tager badetøj på, og så går hun i bad.'), swim)).toEqual(['contradiction']);
    expect(reds(told('Ida går i bad uden badetøj, og så tager hun badetøj på.'), swim)).toEqual([]);
  });

  it("a place after another preposition that the parent never wrote; the corridor is a place; 'uden' for 'med'", () => {
    const drill = ask('Brandøvelse', 'Klassen har brandøvelse.', { where: 'samlingspladsen ved cykelskuret' });
    expect(reds(planOf([['Klassen har brandøvelse.'], [from('Klassen samles på fodboldbanen.', 'where')]]), drill)).toEqual([
      'contradiction',
    ]);
    expect(reds(planOf([['Klassen har brandøvelse.'], [from('Klassen samles ved cykelskuret.', 'where')]]), drill)).toEqual([]);
    expect(
      reds(planOf([['Klassen har brandøvelse.'], [from('Klassen samles på samlingspladsen ved cykelskuret.', 'where')]]), drill),
    ).toEqual([]);
    const week = ask('Temauge', 'Klassen har temauge.', { helps: 'Hvis det bliver for meget, må Noah gå ud på gangen og sidde lidt' });
    const noah = { name: 'Noah', age: 11, gender: 'dreng' };
    expect(
      reds(
        planOf([['Klassen har temauge.'], [from('Hvis det bliver for meget, bliver Noah siddende på sin plads.', 'helps')]]),
        week,
        noah,
      ),
    ).toEqual(['contradiction']);
    expect(
      reds(
        planOf([['Klassen har temauge.'], [from('Hvis det bliver for meget, må Noah gå ud på gangen og sidde lidt.', 'helps')]]),
        week,
        noah,
      ),
    ).toEqual([]);
    const vet = ask('Dyrlægen', 'Bella skal vaccineres.', {
      who: ['mor', 'Bella'],
      steps: ['Dyrlægen giver Bella en sprøjte', 'Vi kører hjem med Bella'],
    });
    expect(reds(planOf([['Bella skal vaccineres.'], [from('Ida og mor kører hjem uden Bella.', 'steps.1')]]), vet)).toEqual([
      'contradiction',
    ]);
    expect(reds(planOf([['Bella skal vaccineres.'], [from('Ida og mor kører hjem med Bella.', 'steps.1')]]), vet)).toEqual([]);
  });
});

describe('the Historietjek on the plan: bans, titles, clauses and re-voicing (version 7, tune12)', () => {
  const from = (text: string, at: PlanSentence['from']) => ({ text, from: at });

  it("a ban where the answer allows, and an allowance where the parent forbids; a ban of the parent's, or another time, is not", () => {
    const camp = ask('Lejrskole', 'Ida skal på lejrskole.', { helps: 'at ringe hjem til mor om aftenen kl. 19' });
    expect(reds(planOf([['Ida skal på lejrskole.'], [from('Ida må ikke ringe hjem, mens hun er på lejrskole.', 'helps')]]), camp)).toEqual([
      'contradiction',
    ]);
    expect(reds(planOf([['Ida skal på lejrskole.'], [from('Om aftenen kl. 19 må Ida ringe hjem til mor.', 'helps')]]), camp)).toEqual([]);
    const sea = ask('Sommerhus', 'Ida skal i sommerhus. Ida må ikke gå i vandet uden en voksen.');
    expect(reds(planOf([['Ida skal i sommerhus.', 'Ida må gerne gå i vandet alene.']]), sea)).toEqual(['contradiction']);
    expect(reds(planOf([['Ida skal i sommerhus.', 'Ida må gerne gå i vandet sammen med en voksen.']]), sea)).toEqual([]);
    const tonsils = ask('Mandler', 'Ida skal opereres for mandler.', { steps: ['Ida må ikke spise morgenmad'] });
    const after = { text: 'Ida kan tænke på, at hun må spise og drikke igen efter operationen.', source: 'writer' as const };
    expect(reds(planOf([['Ida skal opereres for mandler.', after]]), tonsils)).toEqual([]);
  });

  it("one of two with the same title swapped for the other; a class's name before a place; a claim held by the clause's person", () => {
    const sfo = ask('SFO', 'Ida starter i SFO.', {
      who: ['pædagog Mikkel', 'pædagog Rikke'],
      steps: ['Pædagog Mikkel tager imod Ida ved porten'],
    });
    expect(reds(planOf([['Ida starter i SFO.'], [from('Pædagog Rikke tager imod Ida ved porten.', 'steps.0')]]), sfo)).toEqual([
      'contradiction',
    ]);
    expect(reds(planOf([['Ida starter i SFO.'], [from('Pædagog Mikkel tager imod Ida ved porten.', 'steps.0')]]), sfo)).toEqual([]);
    const visit = ask('Skolebesøg', 'Ida skal besøge skolen.', { where: "i 0.A's klasselokale på Bakkeskolen" });
    expect(reds(planOf([['Ida skal besøge skolen.'], [from('Besøget foregår i gymnastiksalen på Bakkeskolen.', 'where')]]), visit)).toEqual(
      ['contradiction'],
    );
    expect(reds(planOf([['Ida skal besøge skolen.'], [from("Besøget foregår i 0.A's lokale på Bakkeskolen.", 'where')]]), visit)).toEqual(
      [],
    );
    const knee = ask('Naboen', 'Idas storesøster Sofie skal opereres i knæet. Imens skal Ida passes hos naboen.', {
      steps: ['Far henter Ida, når han kommer hjem fra sygehuset'],
    });
    expect(reds(planOf([['Ida skal opereres i knæet.']]), knee)).toEqual(['moved-to-child']);
    expect(reds(planOf([['Storesøster Sofie skal opereres i knæet.', 'Imens skal Ida passes hos naboen.']]), knee)).toEqual([]);
  });

  it("nothing of what the parent says is there; a thing the parent says is not there told as not there is the parent's", () => {
    const pass = ask('Pas', 'Ida skal have nyt pas.', { hard: 'at vente i kø' });
    expect(reds(planOf([['Ida skal have nyt pas.', { text: 'Der er ingen kø, så Ida skal ikke vente.', source: 'frame' }]]), pass)).toEqual(
      ['contradiction'],
    );
    const bed = ask('Stor seng', 'Ida får en stor seng.', { hard: 'at der ikke er tremmer' });
    expect(reds(planOf([['Ida får en stor seng.', from('Der er ingen tremmer på den store seng.', 'hard')]]), bed)).toEqual([]);
  });

  it("the parent's words said otherwise are the parent's: a compound's head, 'klassen' for '4.B', a time in words, a hard word the parent used", () => {
    const match = ask('Håndbold', 'Ida skal spille sin første håndboldkamp.', { steps: ['Vi mødes kl. 8.30'] });
    expect(
      checkPlan(
        planOf([['Ida skal spille sin første håndboldkamp.', 'Kampen starter, og holdet mødes halv ni.']]),
        match,
        ida,
      ).ungrounded.map((u) => u.words),
    ).toEqual([['starter', 'holdet']]);
    const zoo = ask('Zoo', '4.B skal i Zoo.');
    expect(checkPlan(planOf([['4.B skal i Zoo.', 'Klassen skal i Zoo.']]), zoo, ida).ungrounded).toEqual([]);
    const eyes = ask('Øjenlæge', 'Ida skal til øjenlæge, fordi hun har svært ved at se tavlen.');
    expect(reds(planOf([['Ida har svært ved at se, hvad der står på tavlen.']]), eyes)).toEqual([]);
    expect(reds(planOf([['Ida har svært ved at se, hvad der står på tavlen.']]), ask('Øjenlæge', 'Ida skal til øjenlæge.'))).toContain(
      'form-harm',
    );
  });
});

describe('the Historietjek on the plan: who stays home, moved days, what only might happen (version 7)', () => {
  const from = (text: string, at: PlanSentence['from']) => ({ text, from: at });

  it('a brother the parent says stays home or has a day off, told along or drawn; the same brother at home is not', () => {
    const eyes = ask('Øjenlæge', 'Ida skal til øjenlæge. Lillebror Aksel bliver hjemme hos far.', { who: ['mor'] });
    expect(
      reds(planOf([['Ida skal til øjenlæge.'], [from('Mor, Ida og lillebror Aksel kører sammen til øjenlægen.', 'who')]]), eyes),
    ).toEqual(['contradiction']);
    expect(
      reds(
        planOf([['Ida skal til øjenlæge.'], ['Lillebror Aksel bliver hjemme hos far.']], [['child'], ['child', 'lillebror Aksel']]),
        eyes,
      ),
    ).toEqual(['contradiction']);
    expect(
      reds(planOf([['Ida skal til øjenlæge.'], ['Lillebror Aksel bliver hjemme hos far.']], [['child', 'mor'], ['child']]), eyes),
    ).toEqual([]);
    const bus = ask('Skolebus', 'Storebror Malte har fri på torsdag, så Ida kører alene med skolebussen.');
    expect(
      reds(planOf([['Ida kører med skolebussen.', { text: 'Storebror Malte kører med, som han plejer.', from: 'who' }]]), bus),
    ).toEqual(['contradiction']);
  });

  it("the day a thing moved from told as its day; the move told is not; 'hver dag' of 'fra mandag til fredag' is not", () => {
    const plan = ask('Nyt skema', 'Ida får et nyt skema. Svømning flytter fra tirsdag til torsdag.');
    expect(reds(planOf([['Ida får et nyt skema.', 'Nu har Ida svømning om tirsdagen.']]), plan)).toEqual(['contradiction']);
    expect(reds(planOf([['Ida får et nyt skema.', 'Svømning flytter fra tirsdag til torsdag.']]), plan)).toEqual([]);
    expect(reds(planOf([['Ida får et nyt skema.', 'Nu har Ida svømning om torsdagen.']]), plan)).toEqual([]);
    const week = ask('Mormor henter', 'Mormor henter Ida i skolen.', { when: 'fra mandag til fredag kl. 15.30' });
    expect(reds(planOf([['Mormor henter Ida i skolen hver dag.']]), week)).toEqual([]);
    expect(reds(planOf([['Mormor henter Ida i skolen hver dag.']]), ask('Mormor henter', 'Mormor henter Ida i skolen på mandag.'))).toEqual(
      ['contradiction'],
    );
  });

  it("what the parent says only might happen told as what happened; told as what might happen, or a party of the parent's 'sommerfest', is not", () => {
    const drill = ask('Brandøvelse', 'Der er brandøvelse på skolen.', {
      why: 'så alle ved, hvad man skal gøre, hvis der en dag skulle gå ild i noget',
    });
    expect(
      reds(
        planOf([['Der er brandøvelse på skolen.', from('Sidste år gik der ild i skolens køkken, og derfor øver de nu.', 'why')]]),
        drill,
      ),
    ).toEqual(['invented-claim']);
    expect(
      reds(
        planOf([['Der er brandøvelse på skolen.', from('Så ved alle, hvad de skal gøre, hvis der en dag går ild i noget.', 'why')]]),
        drill,
      ),
    ).toEqual([]);
    const party = ask('Sommerfest', 'Der er sommerfest på skolen.');
    expect(reds(planOf([['Der er sommerfest på skolen.', 'Festen begynder kl. 17.']]), party)).toEqual([]);
    expect(reds(planOf([['Der er sommerfest på skolen.', 'Ida får et nyt hjem.']]), party)).toEqual(['invented-claim']);
    expect(
      reds(
        planOf([
          ['Der er sommerfest på skolen.', { text: 'Et nyt sted kan føles fremmed, og et nyt hjem kan føles stort.', source: 'writer' }],
        ]),
        party,
      ),
    ).toEqual([]);
  });
});

describe("the Historietjek on the plan: beside the answer's word, on for off, whose check-up (version 7)", () => {
  const from = (text: string, at: PlanSentence['from']) => ({ text, from: at });

  it("another person beside the answer's verb, though the answer's person is named elsewhere in the sentence; the answer's person beside it is not", () => {
    const weekend = ask('Weekend hos mor', 'Ida er hos mor og Jakob i weekenden.', {
      who: ['mor', 'Jakob', 'far'],
      steps: ['Søndag henter far Ida igen'],
    });
    expect(
      reds(
        planOf([['Ida er hos mor og Jakob i weekenden.'], [from('Søndag henter Jakob Ida og kører hende hjem til far.', 'steps.0')]]),
        weekend,
      ),
    ).toEqual(['contradiction']);
    expect(
      checkPlan(
        planOf([['Ida er hos mor og Jakob i weekenden.'], [from('Søndag henter Jakob Ida og kører hende hjem til far.', 'steps.0')]]),
        weekend,
        ida,
      ).red[0].message,
    ).toContain('om Jakob, men du skrev det om far');
    expect(
      reds(planOf([['Ida er hos mor og Jakob i weekenden.'], [from('Søndag henter far Ida og kører hende hjem.', 'steps.0')]]), weekend),
    ).toEqual([]);
  });

  it("kept on where the answer takes them off; a pet that lives elsewhere from now on; a sibling's check-up told of the child", () => {
    const aids = ask('Høreapparat', 'Ida skal have høreapparat på begge ører.', { helps: 'at hun må tage dem af i frikvarteret' });
    expect(
      reds(
        planOf([['Ida skal have høreapparat på begge ører.'], [from('Ida skal beholde høreapparaterne på i frikvarteret.', 'helps')]]),
        aids,
      ),
    ).toEqual(['contradiction']);
    expect(
      reds(planOf([['Ida skal have høreapparat på begge ører.'], [from('I frikvarteret må Ida tage høreapparaterne af.', 'helps')]]), aids),
    ).toEqual([]);
    const dog = ask('Bella hos farmor', 'Bella skal bo hos farmor, mens vi er på ferie i en uge.');
    expect(reds(planOf([['Bella skal bo hos farmor fra nu af.']]), dog)).toEqual(['invented-claim']);
    expect(reds(planOf([['Bella skal bo hos farmor, mens vi er på ferie i en uge.']]), dog)).toEqual([]);
    const asthma = ask('Frida tager med til Emils astmakontrol', 'Frida tager med, når lillebror Emil skal til kontrol for sin astma.', {
      who: ['mor', 'Emil'],
    });
    const frida = { name: 'Frida', age: 7, gender: 'pige' };
    expect(reds(planOf([['Emil har astma.', 'Frida har også astma.']]), asthma, frida)).toEqual(['moved-to-child']);
    expect(reds(planOf([['Emil har astma.', 'Frida tager med til kontrollen.']]), asthma, frida)).toEqual([]);
  });
});

describe('the Historietjek on the plan: false alarms of good stories (version 7)', () => {
  const w = (text: string) => ({ text, source: 'writer' as const, kind: 'perspektiv' as const });

  it("the parent's hospital by its head word, and the parent's own sentence beside a 'nothing'; a night at the hospital is not the parent's", () => {
    const baby = ask('Lillebror', 'Lillebror Elias er født for tidligt. Han ligger i en kuvøse på Odense Universitetshospital.');
    expect(reds(planOf([['Lillebror Elias er født for tidligt.', 'Han ligger i en kuvøse på hospitalet i Odense.']]), baby)).toEqual([]);
    const eeg = ask('EEG', 'Ida skal have lavet EEG på Rigshospitalet. Bagefter kører vi hjem.');
    expect(reds(planOf([['Ida skal have lavet EEG på Rigshospitalet.', 'Bagefter skal Ida sove på hospitalet i en nat.']]), eeg)).toContain(
      'invented-claim',
    );
    const storm = ask('Storm', 'I aften kommer der en storm. Det blæser meget.', { why: 'så intet blæser væk' });
    expect(reds(planOf([['I aften kommer der en storm.', 'Det blæser meget.']]), storm)).toEqual([]);
  });

  it("'irriterende' of what happens and 'med det samme' of what need not be right away; of others and as a promise they are red", () => {
    const knee = ask('Mors knæ', 'Mor skal opereres i knæet.');
    expect(reds(planOf([['Mor skal opereres i knæet.', w('Mor kan ikke køre Ida til håndbold, og det er irriterende.')]]), knee)).toEqual(
      [],
    );
    expect(reds(planOf([['Mor skal opereres i knæet.', w('Når Ida råber, er det irriterende for de andre.')]]), knee)).toEqual(['shaming']);
    const visit = ask('Besøg', 'Ida skal besøge en ny klasse.');
    expect(
      reds(planOf([['Ida skal besøge en ny klasse.', w('Det er i orden ikke at vide, hvad man synes, med det samme.')]]), visit),
    ).toEqual([]);
    expect(reds(planOf([['Ida skal besøge en ny klasse.', w('Ida får nye venner med det samme.')]]), visit)).toContain('promise');
  });
});

describe('the Historietjek on the plan: must for need not, the hard thing denied, the other door (version 7, tune13)', () => {
  const from = (text: string, at: PlanSentence['from']) => ({ text, from: at });

  it("a must where the parent says there is none; the hard thing told as not happening; a return 'snart' nobody knows", () => {
    const photo = ask('Skolefoto', 'Der er skolefoto.', { helps: 'at Ida ikke behøver at smile, hvis hun ikke vil' });
    expect(reds(planOf([['Der er skolefoto.'], [from('Ida skal smile, når fotografen siger det.', 'helps')]]), photo)).toEqual([
      'contradiction',
    ]);
    expect(reds(planOf([['Der er skolefoto.'], [from('Ida behøver ikke at smile, hvis hun ikke vil.', 'helps')]]), photo)).toEqual([]);
    const hair = ask('Frisør', 'Ida skal klippes.', {
      hard: 'at maskinen summer og det kilder i nakken',
      helps: 'at hun må holde sin bil',
    });
    expect(reds(planOf([['Ida skal klippes.'], [from('Frisøren passer på, så det slet ikke kilder i nakken.', 'helps')]]), hair)).toEqual([
      'contradiction',
    ]);
    expect(reds(planOf([['Ida skal klippes.'], [from('Det kan kilde lidt i nakken.', 'hard')]]), hair)).toEqual([]);
    const prison = ask('Vi besøger far', 'Idas far er i fængsel. Vi ved ikke endnu, hvornår han kommer ud.');
    expect(reds(planOf([['Idas far er i fængsel.', 'Far kommer snart hjem igen.']]), prison)).toEqual(['promise']);
    expect(reds(planOf([['Idas far er i fængsel.', 'Ingen ved endnu, hvornår far kommer hjem.']]), prison)).toEqual([]);
  });

  it('parents who do not come along, one who comes; the other door out; in front of the school for behind it', () => {
    const cup = ask('Gothia Cup', 'Ida skal med sit hold til Gothia Cup. Mor og far tager ikke med.', { who: ['træner Mads'] });
    expect(
      reds(planOf([['Ida skal med sit hold til Gothia Cup.', { text: 'Mor kommer og ser den sidste kamp.', from: 'who' }]]), cup),
    ).toEqual(['contradiction']);
    expect(reds(planOf([['Ida skal med sit hold til Gothia Cup.', 'Mor og far tager ikke med.']]), cup)).toEqual([]);
    const alarm = ask('Røgalarm', 'Vi øver, hvad vi gør, når røgalarmen hyler.', {
      steps: ['Røgalarmen hyler', 'Vi går ud ad hoveddøren'],
    });
    expect(
      reds(planOf([['Vi øver, hvad vi gør, når røgalarmen hyler.'], [from('Alle går ud ad bagdøren og ud i haven.', 'steps.1')]]), alarm),
    ).toEqual(['contradiction']);
    expect(
      reds(planOf([['Vi øver, hvad vi gør, når røgalarmen hyler.'], [from('Alle går stille ud ad hoveddøren.', 'steps.1')]]), alarm),
    ).toEqual([]);
    const drill = ask('Brandøvelse', 'Der er brandøvelse.', { where: 'vi mødes på fodboldbanen bag skolen' });
    expect(reds(planOf([['Der er brandøvelse.'], [from('Vi mødes i skolegården foran skolen.', 'where')]]), drill)).toEqual([
      'contradiction',
    ]);
    expect(reds(planOf([['Der er brandøvelse.'], [from('Vi mødes på fodboldbanen bag skolen.', 'where')]]), drill)).toEqual([]);
  });
});

describe('the Historietjek on the plan: two people exchanged, a rule as a frame, another day than the answer (version 7)', () => {
  const from = (text: string, at: PlanSentence['from']) => ({ text, from: at });
  const frame = (text: string) => ({ text, source: 'frame' as const, kind: 'perspektiv' as const });

  it("two of the answer's people in each other's place; both as the answer has them are not", () => {
    const night = ask('Mor arbejder om natten', 'Mor arbejder om natten.', {
      who: ['mor', 'far'],
      steps: ['Om morgenen sover mor, og far følger Ida i børnehaven'],
    });
    expect(
      reds(planOf([['Mor arbejder om natten.'], [from('Om morgenen sover far, og mor følger Ida i børnehaven.', 'steps.0')]]), night),
    ).toEqual(['contradiction']);
    expect(
      reds(planOf([['Mor arbejder om natten.'], [from('Om morgenen sover mor, og far følger Ida i børnehaven.', 'steps.0')]]), night),
    ).toEqual([]);
  });

  it('a rule as a frame; a frame that allows or comforts is not', () => {
    const bus = ask('Museum', 'Klassen skal med bus til museum.');
    expect(reds(planOf([['Klassen skal med bus til museum.', frame('I bussen må man ikke sige noget.')]]), bus)).toEqual(['not-yours']);
    expect(reds(planOf([['Klassen skal med bus til museum.', frame('Man skal smage på alt.')]]), bus)).toEqual(['not-yours']);
    expect(reds(planOf([['Klassen skal med bus til museum.', frame('Her må man gerne spørge.')]]), bus)).toEqual([]);
  });

  it("another weekday, part of the day or time than the answer's, also one the parent wrote elsewhere", () => {
    const swim = ask('Svømning', 'Svømning var om tirsdagen.', { when: 'om torsdagen kl. 10' });
    expect(reds(planOf([['Svømning var om tirsdagen.'], [from('Ida har svømning om tirsdagen kl. 10.', 'when')]]), swim)).toEqual([
      'contradiction',
    ]);
    expect(reds(planOf([['Svømning var om tirsdagen.'], [from('Ida har svømning om torsdagen kl. 10.', 'when')]]), swim)).toEqual([]);
  });
});

describe('the Historietjek on the plan: tune14, a week of small changes and institutions (version 7)', () => {
  const from = (text: string, at: PlanSentence['from']) => ({ text, from: at });
  const frame = (text: string) => ({ text, source: 'frame' as const, kind: 'perspektiv' as const });
  const w = (text: string) => ({ text, source: 'writer' as const });

  it("what the parent says is not there ('at der ikke er wifi') said to be there; a place 'hvor der ikke er røg' is no such thing", () => {
    const camp = ask('Ridelejr', 'Ida skal på ridelejr.', { hard: 'at der ikke er wifi' });
    expect(reds(planOf([['Ida skal på ridelejr.'], [from('Der er wifi på lejren, så Ida kan ringe hjem.', 'hard')]]), camp)).toEqual([
      'contradiction',
    ]);
    const fire = ask('Bål', 'Ida laver bål med spejderne.', {
      helps: 'at sætte sig på den anden side af bålet, hvor der ikke er røg',
      hard: 'røgen',
    });
    expect(reds(planOf([['Ida laver bål med spejderne.'], [from('Røgen fra bålet kan være svær.', 'hard')]]), fire)).toEqual([]);
  });

  it("a sibling's hearing aid said of the child, a sister's allowance banned, a night the parent never wrote; the parent's own are not", () => {
    const room = ask('Det stille rum', 'Ida og Malik må bruge det stille rum. Malik har høreapparat.', { who: ['Malik', 'lærer Camilla'] });
    expect(reds(planOf([['Ida må bruge det stille rum.', 'Ida har høreapparat.']]), room)).toEqual(['moved-to-child']);
    expect(reds(planOf([['Ida må bruge det stille rum.', 'Malik har høreapparat.']]), room)).toEqual([]);
    const eggs = ask('Æg', 'Lillesøster Sofie tåler ikke æg.', { steps: ['Ida må spise æg i skolen og hos bedstemor'] });
    expect(reds(planOf([['Lillesøster Sofie tåler ikke æg.', w('Ida må heller ikke spise æg.')]]), eggs)).toEqual(['contradiction']);
    expect(reds(planOf([['Lillesøster Sofie tåler ikke æg.', w('Ida må gerne spise æg i skolen.')]]), eggs)).toEqual([]);
    const op = ask('Mors operation', 'Mor skal have en lille operation på hospitalet. Hun kommer hjem samme aften.');
    expect(
      reds(planOf([['Mor skal have en lille operation på hospitalet.', w('Mor skal blive på hospitalet i mange dage.')]]), op),
    ).toEqual(['invented-claim']);
    const knee = ask('Mors knæ', 'Mor skal opereres på hospitalet. Hun skal blive der i to dage.');
    expect(reds(planOf([['Mor skal opereres på hospitalet.', 'Mor skal blive på hospitalet i to dage.']]), knee)).toEqual([]);
  });

  it("a frame about a named pet, a child lost 'sidste år', a sprøjte not felt; the parent's own night away and afternoon are not", () => {
    const vet = ask('Rollo', 'Kaninen Rollo skal vaccineres.');
    expect(reds(planOf([['Kaninen Rollo skal vaccineres.', frame('Rollo mærker slet ikke sprøjten.')]]), vet)).toContain('not-yours');
    const flight = ask('Italien', 'Ida skal flyve til Italien.');
    expect(reds(planOf([['Ida skal flyve til Italien.', w('Sidste år blev Ida væk i lufthavnen.')]]), flight)).toEqual(['invented-claim']);
    const wedding = ask('Bryllup', 'Ida skal til bryllup.', { helps: 'at hun må sove med far på hotelværelset' });
    expect(reds(planOf([['Ida skal til bryllup.'], [from('Ida må sove på hotelværelset med far.', 'helps')]]), wedding)).toEqual([]);
    const dog = ask('Bamse', 'Bamse skal sove ind hos dyrlægen.', {
      when: 'fredag eftermiddag',
      who: ['mor', 'far'],
      steps: ['Vi siger farvel om formiddagen'],
    });
    expect(reds(planOf([['Bamse skal sove ind hos dyrlægen.', 'Om eftermiddagen kører mor og far med Bamse til dyrlægen.']]), dog)).toEqual(
      [],
    );
    const yard = ask('Frikvarter', 'I skolen må man ikke gå uden for hegnet.');
    expect(reds(planOf([['I skolen må man ikke gå uden for hegnet.', w('Hegnet viser, hvor skolegården slutter.')]]), yard)).toEqual([]);
  });
});

describe('the Historietjek on the plan: another kind of place, an allergen, a night away, a hard thing liked (version 7)', () => {
  const from = (text: string, at: PlanSentence['from']) => ({ text, from: at });
  const w = (text: string) => ({ text, source: 'writer' as const });

  it("a place of another kind than the answer's; the same kind, or an answer with no place, is not", () => {
    const trip = ask('Skovtur', 'Gruppen skal i skoven.', {
      steps: ['Vi leder efter smådyr', 'Vi spiser madpakker, når vi kommer tilbage til børnehaven'],
    });
    expect(reds(planOf([['Gruppen skal i skoven.'], [from('Så spiser børnene madpakker i skoven.', 'steps.1')]]), trip)).toEqual([
      'contradiction',
    ]);
    expect(reds(planOf([['Gruppen skal i skoven.'], [from('Tilbage i børnehaven spiser de madpakker.', 'steps.1')]]), trip)).toEqual([]);
    expect(reds(planOf([['Gruppen skal i skoven.'], [from('I skoven leder børnene efter smådyr.', 'steps.0')]]), trip)).toEqual([]);
  });

  it('what the child is allergic to allowed; a room of their own for a shared one; a night away for a day camp', () => {
    const nuts = ask('Fødselsdag', 'Ida er allergisk over for nødder. Hun har sin egen kage med.');
    expect(
      reds(planOf([['Ida er allergisk over for nødder.', w('Hvis kagen ikke har nødder i, kan Ida godt smage en bid.')]]), nuts),
    ).toEqual(['contradiction']);
    expect(reds(planOf([['Ida er allergisk over for nødder.', w('Ida spiser sin egen kage uden nødder.')]]), nuts)).toEqual([]);
    const move = ask('Flytning', 'Vi flytter til et hus. Ida og Oliver skal dele værelse, ligesom nu.', { who: ['Oliver'] });
    expect(reds(planOf([['Vi flytter til et hus.', w('I huset får Ida og Oliver hver deres værelse.')]]), move)).toEqual(['contradiction']);
    expect(reds(planOf([['Vi flytter til et hus.', 'Ida og Oliver skal dele værelse, ligesom nu.']]), move)).toEqual([]);
    const camp = ask('Dagslejr', 'Ida skal på dagslejr. Hun sover hjemme hver nat.');
    expect(reds(planOf([['Ida skal på dagslejr.', 'Om natten sover Ida i en hytte med de andre børn.']]), camp)).toEqual(['contradiction']);
    expect(reds(planOf([['Ida skal på dagslejr.', 'Om natten sover Ida hjemme i sin egen seng.']]), camp)).toEqual([]);
  });

  it('the hard thing told as liked in the sentence that tells it; liked beside what is hard is not', () => {
    const glasses = ask('Briller', 'Ida får briller.', { hard: 'at brillerne kradser bag ørerne' });
    expect(reds(planOf([['Ida får briller.'], [from('Ida kan godt lide, at brillerne sidder tæt bag ørerne.', 'hard')]]), glasses)).toEqual(
      ['contradiction'],
    );
    expect(
      reds(planOf([['Ida får briller.'], [from('Ida kan godt lide brillerne, men de kan kradse bag ørerne.', 'hard')]]), glasses),
    ).toEqual([]);
  });
});

describe('the Historietjek on the plan: tune15, health and family (version 7)', () => {
  const from = (text: string, at: PlanSentence['from']) => ({ text, from: at });
  const w = (text: string) => ({ text, source: 'writer' as const });

  it("what the answer says only might be, told as certain; told with 'måske' or 'kan få' it is not", () => {
    const ears = ask('Høreprøve', 'Ida skal til høreprøve.', { why: 'Hvis Ida ikke hører godt nok, kan hun måske få et høreapparat.' });
    expect(reds(planOf([['Ida skal til høreprøve.'], [from('Ida skal have et høreapparat, så hun kan høre godt.', 'why')]]), ears)).toEqual(
      ['contradiction'],
    );
    expect(
      checkPlan(planOf([['Ida skal til høreprøve.'], [from('Ida skal have et høreapparat, så hun kan høre godt.', 'why')]]), ears, ida)
        .red[0].message,
    ).toContain('høreapparat«.');
    expect(reds(planOf([['Ida skal til høreprøve.'], [from('Måske kan Ida få et høreapparat.', 'why')]]), ears)).toEqual([]);
  });

  it("an aunt's baby told as mor's; everything made easy, a move home hoped for, an ache only the first evening", () => {
    const eid = ask('Eid', 'Vi fejrer Eid hos moster Amina. Moster Amina venter en baby, så hun skal hvile sig.', {
      who: ['moster Amina', 'mor'],
    });
    expect(
      checkPlan(planOf([['Vi fejrer Eid hos moster Amina.', 'Mor venter en baby, så hun skal hvile sig.']]), eid, ida).red.map(
        (r) => r.message,
      ),
    ).toEqual(['»Mor venter en baby, så hun skal hvile sig.« siger det om mor, men du skrev det om moster Amina.']);
    expect(reds(planOf([['Vi fejrer Eid hos moster Amina.', 'Moster Amina venter en baby.']]), eid)).toEqual([]);
    const pill = ask('Ny medicin', 'Ida skal tage en ny medicin hver morgen før skole.');
    expect(
      reds(planOf([['Ida skal tage en ny medicin hver morgen før skole.', w('Når medicinen virker, bliver alt i skolen nemt.')]]), pill),
    ).toEqual(['promise']);
    const move = ask('Far flytter', 'Mor og far har besluttet ikke at bo sammen mere. Far flytter i et rækkehus.');
    expect(reds(planOf([['Far flytter i et rækkehus.', w('Når alle er gode venner igen, kan far flytte hjem igen.')]]), move)).toEqual([
      'promise',
    ]);
    const leg = ask('Mors ben', 'Mor gled på isen på vej til arbejde og brækkede benet.');
    expect(
      reds(
        planOf([['Mor gled på isen og brækkede benet.', w('Mor havde travlt, fordi hun skulle nå at hente Ida, og derfor gled hun.')]]),
        leg,
      ),
    ).toEqual(['shaming']);
    const baby = ask('Lillesøster', 'Lillesøster Alma er født. Det kan være svært, at mor har travlt med Alma.');
    const frame = (text: string) => ({ text, source: 'frame' as const, kind: 'perspektiv' as const });
    expect(reds(planOf([['Lillesøster Alma er født.', frame('Storebrødre bliver ikke jaloux på deres søskende.')]]), baby)).toEqual([
      'promise',
    ]);
    expect(reds(planOf([['Lillesøster Alma er født.', w('Det bliver en god uge.')]]), baby)).toEqual(['promise']);
    expect(reds(planOf([['Lillesøster Alma er født.', w('Det er i orden at blive jaloux.')]]), baby)).toEqual([]);
    const brace = ask('Bøjle', 'Ida får bøjle.', { hard: 'at tænderne kan ømme i nogle dage' });
    expect(reds(planOf([['Ida får bøjle.'], [from('Tænderne ømmer kun den første aften.', 'hard')]]), brace)).toEqual(['promise']);
    expect(reds(planOf([['Ida får bøjle.'], [from('Tænderne kan ømme i nogle dage.', 'hard')]]), brace)).toEqual([]);
  });
});

describe('the Historietjek on the plan: tune16, one writer sentence or one mislabelled sentence (version 7)', () => {
  const w = (text: string) => ({ text, source: 'writer' as const });
  const oliver = { name: 'Oliver', age: 8, gender: 'dreng' };

  it("a sister's ADHD or blood sugar told of the child; deep water for shallow; the sister's own are not", () => {
    const adhd = ask('Maja og hendes ADHD', 'Olivers storesøster Maja har ADHD.', { who: ['Maja', 'mor'] });
    expect(reds(planOf([['Oliver har en storesøster, der hedder Maja.', 'Oliver har ADHD.']]), adhd, oliver)).toEqual(['moved-to-child']);
    expect(reds(planOf([['Oliver har en storesøster, der hedder Maja.', 'Maja har ADHD.']]), adhd, oliver)).toEqual([]);
    const sugar = ask(
      'Maja har sukkersyge',
      'Olivers storesøster Maja har fået sukkersyge. Hun skal måle sit blodsukker flere gange om dagen.',
    );
    expect(
      reds(planOf([['Maja har fået sukkersyge.', w('Oliver skal også have målt sit blodsukker, når Maja får målt sit.')]]), sugar, oliver),
    ).toEqual(['moved-to-child']);
    expect(reds(planOf([['Maja har fået sukkersyge.', w('Oliver kigger på, når Maja måler sit blodsukker.')]]), sugar, oliver)).toEqual([]);
    const pool = ask('Svømning', 'Oliver skal til svømning. I det lille bassin er vandet lavt, så Oliver kan bunde.');
    expect(
      reds(planOf([['Oliver skal til svømning.', 'I det lille bassin er vandet dybt, så Oliver kan ikke bunde.']]), pool, oliver),
    ).toEqual(['contradiction']);
  });

  it("a prognosis nobody gave, a teacher's new job, a call every evening, nobody laughing, a comparison by age; the parent's own prognosis is not", () => {
    const home = ask('Farfar', 'Farfar bor på et plejehjem, fordi han glemmer mange ting.');
    expect(reds(planOf([['Farfar bor på et plejehjem.', w('Farfar bliver nok ikke rask igen.')]]), home)).toEqual(['invented-claim']);
    const told = ask('Farmor', 'Farmor har Alzheimers. Hun bliver ikke rask igen.');
    expect(reds(planOf([['Farmor har Alzheimers.', 'Hun bliver ikke rask igen.']]), told)).toEqual([]);
    const sfo = ask('SFO', 'Ida går i SFO hos pædagogen Jonas.');
    expect(reds(planOf([['Ida går i SFO hos pædagogen Jonas.', w('Jonas skal snart have nyt arbejde.')]]), sfo)).toEqual([
      'invented-claim',
    ]);
    const trip = ask('Mor rejser', 'Mor skal på arbejdsrejse. Hun ringer, når hun kan.');
    expect(reds(planOf([['Mor skal på arbejdsrejse.', w('Mor ringer hver aften klokken syv.')]]), trip)).toEqual(['promise']);
    const talk = ask('Fremlæggelse', 'Ida skal fremlægge for klassen.');
    expect(reds(planOf([['Ida skal fremlægge for klassen.', w('Ingen vil grine.')]]), talk)).toEqual(['promise']);
    const sleep = ask('Overnatning', 'Ida skal sove hos en veninde.');
    expect(reds(planOf([['Ida skal sove hos en veninde.', w('De fleste piger på ti år synes, det er nemt.')]]), sleep)).toEqual([
      'shaming',
    ]);
    expect(reds(planOf([['Ida skal sove hos en veninde.', w('Mange børn synes, det er spændende første gang.')]]), sleep)).toEqual([]);
  });

  it("'ingen er syge' in a game, and the child's own tiredness, are neither illness nor threat", () => {
    const play = ask('Vi leger læge', 'Ida og Emil leger læge med bamserne.');
    expect(reds(planOf([['Ida og Emil leger læge med bamserne.', w('Det er kun for sjov, og ingen er syge.')]]), play)).toEqual([]);
    const xmas = ask('Jul', 'Der kommer mange gæster juleaften hos mor og far.');
    expect(reds(planOf([['Der kommer mange gæster juleaften.', w('Måske bliver Ida træt af alle stemmerne.')]]), xmas)).toEqual([]);
    expect(reds(planOf([['Der kommer mange gæster juleaften.', w('Hvis Ida råber, bliver mor træt.')]]), xmas)).toEqual(['threat']);
  });
});

describe('the Historietjek on the plan: the review of version 7, good sentences that are not red', () => {
  const from = (text: string, at: PlanSentence['from']) => ({ text, from: at });
  const w = (text: string) => ({ text, source: 'writer' as const });
  const frame = (text: string) => ({ text, source: 'frame' as const, kind: 'perspektiv' as const });
  const clean = (plan: StoryPlan, request: CheckRequest) => expect(reds(plan, request)).toEqual([]);

  it('a ban of the allergen, the own bed at home, the child with a day off, who fetches or stays at home', () => {
    clean(
      planOf([['Ida er allergisk over for nødder.', w('Ida må ikke spise kagen med nødder.')]]),
      ask('Kage', 'Ida er allergisk over for nødder.'),
    );
    clean(
      planOf([['Ida skal på dagslejr.', 'Om natten sover Ida i sin egen seng.']]),
      ask('Dagslejr', 'Ida skal på dagslejr. Hun sover hjemme hver nat.'),
    );
    clean(
      planOf([['Ida tager med mor på arbejde.']]),
      ask('Fridag', 'Ida har fri fra skole på fredag. Hun tager med mor på arbejde.', { who: ['mor'] }),
    );
    clean(
      planOf([['Ida kører med bussen.', w('Mor kommer og henter Ida, når bussen er tilbage.')]]),
      ask('Tur', 'Ida kører med bussen. Mor tager ikke med.'),
    );
    clean(
      planOf([['Ida skal til øjenlæge.', 'Aksel er hjemme sammen med far.']]),
      ask('Øjenlæge', 'Ida skal til øjenlæge. Lillebror Aksel bliver hjemme hos far.', { who: ['mor'] }),
    );
  });

  it('words that look like opposites, a stay that is not at the hospital, a word that is not a name, a comparison that is no comparison', () => {
    clean(
      planOf([['Ida skal lave pandekager med mormor.', w('Mormor finder en dyb skål til pandekagerne.')]]),
      ask('Pandekager', 'Ida skal lave pandekager med mormor.'),
    );
    clean(
      planOf([['Ida og Oliver skal dele værelse.', w('I det nye værelse sover Ida og Oliver hver nat.')]]),
      ask('Flytning', 'Vi flytter. Ida og Oliver skal dele værelse.', { who: ['Oliver'] }),
    );
    const op = ask('Mor opereres', 'Mor skal opereres på hospitalet. Ida skal være hos mormor.');
    clean(planOf([['Mor skal opereres på hospitalet.', w('Mens mor er på hospitalet, sover Ida hos mormor.')]]), op);
    clean(planOf([['Ida var urolig.', w('Efter lidt tid blev uroen væk igen.')]]), ask('Uro', 'Ida var urolig i klassen.'));
    clean(
      planOf([['Ida skal starte i skole.', w('Mange børn på seks år synes, det er spændende at starte i skole.')]]),
      ask('Skolestart', 'Ida skal starte i skole.'),
    );
  });

  it("a 'hvis' in a frame, 'kan være' for 'måske', a detail added after 'med', a helmet for safety, what is annoying for the child", () => {
    clean(planOf([['Ida skal i skole.', frame('Det er okay, hvis man skal have en pause.')]]), ask('Skole', 'Ida skal i skole.'));
    const airport = ask('Lufthavn', 'Ida skal flyve.', { hard: 'at der måske er mange mennesker i lufthavnen' });
    clean(planOf([['Ida skal flyve.'], [from('Der kan være mange mennesker i lufthavnen.', 'hard')]]), airport);
    const swim = ask('Svømning', 'Ida skal svømme.', { where: 'i den store svømmehal ved skolen' });
    clean(planOf([['Ida skal svømme.'], [from('Svømningen foregår i den store svømmehal med vipper.', 'where')]]), swim);
    const bike = ask('Cykel', 'Ida skal cykle til skole.');
    clean(planOf([['Ida skal cykle til skole.', w('Ida tager hjelm på, for ellers kan hun slå hovedet.')]]), bike);
    clean(planOf([['Ida skal cykle til skole.', w('Det kan være irriterende for Ida at vente ved lyset.')]]), bike);
  });

  it("words of the parent's own story: blood sugar of diabetes, a school day that ends, 'i morgen aften'; names keep their capital", () => {
    const diabetes = ask('Diabetes', 'Ida har type 1-diabetes.');
    clean(planOf([['Ida har type 1-diabetes.', w('Sensoren måler Idas blodsukker.')]]), diabetes);
    clean(planOf([['Ida skal i skole.', w('Skoledagen slutter klokken 12.')]]), ask('Kort dag', 'Ida skal i skole.'));
    const night = ask('Mormor', 'Ida skal sove hos mormor.', { when: 'om aftenen' });
    clean(planOf([['Ida skal sove hos mormor.'], [from('I morgen aften sover Ida hos mormor.', 'when')]]), night);
    const eyes = ask('Øjenlæge', 'Ida skal til øjenlæge. Aksel bliver hjemme hos far.', { who: ['mor'] });
    expect(checkPlan(planOf([['Ida skal til øjenlæge.']], [['child', 'Aksel']]), eyes, ida).red[0].message).toContain(
      'at Aksel ikke er med',
    );
  });
});

describe('the Historietjek on the plan: the title the child sees (version 7)', () => {
  const titled = (title: string, pages: Line[][]) => ({ ...planOf(pages), title });
  const patch = ask('Asger skal have øjenklap', 'Asger skal have klap for øjet to timer hver dag i tre måneder.');
  const asger = { name: 'Asger', age: 6, gender: 'dreng' };

  it('another length of time, or a claim the parent did not make, in a title the writer changed; a faithful title is not', () => {
    const long = checkPlan(
      titled('Asger har øjenklap i en uge', [['Asger skal have klap for øjet to timer hver dag i tre måneder.']]),
      patch,
      asger,
    );
    expect(long.red.map((r) => [r.id, r.message, r.text])).toEqual([
      ['contradiction', 'Historien siger en uge, men du skrev tre måneder.', 'Asger har øjenklap i en uge'],
    ]);
    expect(
      reds(titled('Asger skal opereres i øjet', [['Asger skal have klap for øjet to timer hver dag i tre måneder.']]), patch, asger),
    ).toEqual(['invented-claim']);
    expect(
      reds(titled('Asger får øjenklap i tre måneder', [['Asger skal have klap for øjet to timer hver dag i tre måneder.']]), patch, asger),
    ).toEqual([]);
    expect(reds(planOf([['Asger skal have klap for øjet to timer hver dag i en uge.']]), patch, asger)).toEqual(['contradiction']);
  });
});

describe('the Historietjek on the plan: a claim nobody has (the review of ten new requests)', () => {
  it("the parent's own 'Hun får IKKE noget stik' told of the child is not moved to her; a sibling's stik told of her is", () => {
    const check = ask(
      'Alma skal til læge',
      'Alma skal til 3 års undersøgelse hos læge Hansen. Hun får IKKE noget stik denne gang, det er bare tjek.',
    );
    const alma = { name: 'Alma', age: 3, gender: 'pige' };
    expect(
      reds(
        planOf([['Alma skal til 3 års undersøgelse hos læge Hansen.', 'Alma får IKKE noget stik denne gang, det er bare tjek.']]),
        check,
        alma,
      ),
    ).toEqual([]);
    const sister = ask('Alma tager med', 'Lillesøster Ella skal have et stik hos lægen. Alma tager med.');
    expect(reds(planOf([['Alma tager med til lægen.', 'Alma skal have et stik.']]), sister, alma)).toEqual(['moved-to-child']);
  });
});

describe('the Historietjek on the plan: advice that fits', () => {
  it('never asks a sensitive story to end positively or to soften a true sentence, and gives no example from another situation', () => {
    const result = checkPlan(
      planOf([['Morfar er død.'], ['Han kommer ikke tilbage.', 'Morfar var meget gammel.']]),
      ask('Morfar er død', 'Morfar er død. Han kommer ikke tilbage. Morfar var meget gammel.'),
      ida,
    );
    expect(result.red).toEqual([]);
    const advice = result.form.flags.map((f) => `${f.message} ${f.suggestion}`).join(' ');
    expect(advice).not.toMatch(/gik godt|positivt|tandlæge/i);
    expect(result.form.flags.some((f) => f.id === 'negative' || f.id === 'tense-change')).toBe(false);
  });

  it('makes a story yellow that leaves out most of what the parent wrote, or pads it with the title again', () => {
    const request = ask(
      'Svømning',
      'Klassen skal til svømning i Vejle Svømmehal. Vi går derhen med Tom. Der er bad før og efter. Alle får svømmebriller.',
    );
    const thin = checkPlan(
      planOf([
        ['Klassen skal til svømning i Vejle Svømmehal.'],
        [{ text: 'Nu ved Ida mere om svømning.', source: 'frame', from: undefined }],
      ]),
      request,
      ida,
    );
    expect(thin.light).toBe('gul');
    expect(thin.leftOut.length).toBeGreaterThanOrEqual(2);
    expect(thin.filler.map((f) => f.text)).toEqual(['Nu ved Ida mere om svømning.']);
  });
});

describe("the Historietjek on the plan: a clause of the parent's with its 'not' turned round (version 8)", () => {
  const w = (text: string) => ({ text, source: 'writer' as const });
  const from = (text: string, at: PlanSentence['from']) => ({ text, from: at });

  it('a song the parent says is not sung, a jetty the child may not go on alone, a song the parent says is sung told as not', () => {
    const birthday = ask('Fødselsdag i klassen', 'Liva har fødselsdag og holder fødselsdag i klassen.', {
      helps: 'at vi ikke synger fødselsdagssang, for det kan Liva ikke lide',
    });
    expect(reds(planOf([['Liva har fødselsdag.', w('Så synger hele klassen fødselsdagssang for Liva.')]]), birthday)).toContain(
      'contradiction',
    );
    const jetty = ask('Sommerhus', 'Asger skal i sommerhus ved en sø med en badebro.', {
      hard: 'at Asger ikke må gå ud på badebroen uden en voksen',
    });
    expect(reds(planOf([['Asger skal i sommerhus.', from('Asger må gerne gå ud på badebroen alene.', 'hard')]]), jetty)).toContain(
      'contradiction',
    );
    const party = ask('Fest', 'Vi holder fest for mormor. Der kommer mange gæster, og vi synger altid fødselsdagssang for hende.');
    expect(reds(planOf([['Vi holder fest for mormor.', w('Der bliver ikke sunget fødselsdagssang for hende.')]]), party)).toContain(
      'contradiction',
    );
  });

  it("not where the story keeps the parent's rule or tells another time, a wish, a move or what is no more", () => {
    const clean = (plan: StoryPlan, request: CheckRequest) => expect(reds(plan, request)).toEqual([]);
    // The parent's ban in the sentence's other clause.
    clean(
      planOf([['Maja har diabetes.', w('Druesukkeret er Majas, og Thea må ikke tage af det.')]]),
      ask('Diabetes', 'Maja har diabetes.', { hard: 'at Thea ikke må tage af Majas druesukker' }),
    );
    // 'uden en voksen' kept by 'med en voksen'.
    clean(
      planOf([['Asger skal i sommerhus.', w('Asger må gå ud på badebroen sammen med en voksen.')]]),
      ask('Sommerhus', 'Asger skal i sommerhus.', { hard: 'at Asger ikke må gå ud på badebroen uden en voksen' }),
    );
    // Another time.
    clean(
      planOf([['Ida skal opereres.', w('Efter operationen må Ida spise is.')]]),
      ask('Operation', 'Ida skal opereres. Hun må ikke spise før operationen.'),
    );
    // A wish or a feeling.
    clean(
      planOf([['Ida skal klippes.', w('Frisøren klipper Idas hår med en saks.')]]),
      ask('Frisør', 'Ida skal klippes. Hun kan ikke lide, at frisøren klipper hendes hår med maskinen.'),
    );
    // Moved from a day is not on that day.
    clean(
      planOf([['Ida har en anderledes uge.', w('Svømning er ikke om torsdagen denne uge.')]]),
      ask('Ugen', 'Ida har en anderledes uge.', { steps: ['Svømning er flyttet fra torsdag til fredag'] }),
    );
    // What is no more.
    clean(
      planOf([['Bonnie skal aflives.', w('Det er godt, at Bonnie ikke skal have ondt mere.')]]),
      ask('Bonnie', 'Bonnie skal aflives.', { why: 'Bonnie har ondt, og kræften kan ikke fjernes' }),
    );
  });
});

describe('the Historietjek on the plan: version 8, the first runs of tune17 and tune18', () => {
  const w = (text: string) => ({ text, source: 'writer' as const });
  const from = (text: string, at: PlanSentence['from']) => ({ text, from: at });
  const clean = (plan: StoryPlan, request: CheckRequest) => expect(reds(plan, request)).toEqual([]);

  it("what the parent says is hard told as easy or nice; the parent's own 'svært', and what helps told as nice, are not", () => {
    const wedding = ask('Bryllup', 'Asta skal til bryllup.', {
      hard: 'at sidde stille under de lange taler',
      helps: 'at gå en tur med far',
    });
    expect(
      reds(planOf([['Asta skal til bryllup.', from('Det er let for Asta at sidde stille under de lange taler.', 'hard')]]), wedding),
    ).toEqual(['contradiction']);
    const haircut = ask('Frisør', 'Theo skal klippes.', { hard: 'at det kilder i nakken, og at maskinen summer højt' });
    expect(reds(planOf([['Theo skal klippes.', from('Theo synes, det er hyggeligt, når maskinen summer.', 'hard')]]), haircut)).toEqual([
      'contradiction',
    ]);
    clean(planOf([['Asta skal til bryllup.', from('Det kan være svært at sidde stille under de lange taler.', 'hard')]]), wedding);
    clean(planOf([['Asta skal til bryllup.', w('Det er rart at gå en tur med far.')]]), wedding);
  });

  it("a 'måske' of the parent's told as certain; the same told with a hedge, or one word of it in another sense, is not", () => {
    const visit = ask('Moster', 'Ida skal besøge moster Bente. Måske kommer fætter Anton også, men det ved vi ikke endnu.');
    expect(reds(planOf([['Ida skal besøge moster Bente.', 'Fætter Anton kommer også.']]), visit)).toEqual(['contradiction']);
    clean(planOf([['Ida skal besøge moster Bente.', 'Måske kommer fætter Anton også.']]), visit);
    const eyes = ask('Øjenlæge', 'Bjørn skal til øjenlæge. Måske skal han have briller.');
    expect(
      reds(planOf([['Bjørn skal til øjenlæge.', from('Bagefter fortæller øjenlægen, at Bjørn skal have briller.', 'steps.2')]]), eyes),
    ).toEqual(['contradiction']);
    clean(planOf([['Bjørn skal til øjenlæge.', w('Mange børn synes, det er sjovt at se sig selv med briller.')]]), eyes);
    clean(planOf([['Bjørn skal til øjenlæge.', w('Øjenlægen finder ud af, om Bjørn skal have briller.')]]), eyes);
  });

  it("'hver lørdag' for 'hver anden lørdag', and 'skal spise hele' for 'behøver ikke at spise det'; the parent's own are not", () => {
    const respite = ask('Aflaster', 'Ida får en aflaster, der hedder Mikkel.', { when: 'hver anden lørdag fra kl. 10 til 15' });
    expect(
      reds(planOf([['Ida får en aflaster, der hedder Mikkel.', from('Mikkel kommer hver lørdag fra kl. 10 til 15.', 'when')]]), respite),
    ).toEqual(['contradiction']);
    clean(
      planOf([['Ida får en aflaster, der hedder Mikkel.', from('Mikkel kommer hver anden lørdag fra kl. 10 til 15.', 'when')]]),
      respite,
    );
    const fish = ask('Fisk', 'Der er fiskefrikadeller til frokost.', {
      helps: 'Ella behøver ikke at spise det. Hun må bare kigge eller lugte.',
    });
    expect(
      reds(planOf([['Der er fiskefrikadeller til frokost.', from('Ella skal spise hele sin fiskefrikadelle.', 'helps')]]), fish),
    ).toContain('contradiction');
    clean(planOf([['Der er fiskefrikadeller til frokost.', from('Ella behøver ikke at spise den.', 'helps')]]), fish);
  });

  it("everybody's feelings promised, a separation nobody wrote, a harm for not sitting still; a wedding the parent wrote is not invented", () => {
    const daycare = ask('Ny børnehave', 'Sigrid skal begynde i en ny børnehave.');
    expect(
      reds(
        planOf([
          [
            'Sigrid skal begynde i en ny børnehave.',
            { text: 'Alle børnene bliver glade for at lege med Sigrid.', source: 'frame' as const },
          ],
        ]),
        daycare,
        { name: 'Sigrid', age: 4, gender: 'pige' },
      ),
    ).toContain('promise');
    expect(
      reds(planOf([['Sigrid skal begynde i en ny børnehave.', w('Alle børnene vil gerne være Sigrids ven.')]]), daycare, {
        name: 'Sigrid',
        age: 4,
        gender: 'pige',
      }),
    ).toContain('promise');
    const easter = ask('Påske', 'Ida og mor kører til mormor i påskeferien. Far skal arbejde.');
    expect(reds(planOf([['Ida og mor kører til mormor i påskeferien.', w('Mor og far bor ikke sammen mere.')]]), easter)).toContain(
      'invented-claim',
    );
    const nails = ask('Tånegle', 'Mor klipper Idas tånegle.');
    expect(
      reds(planOf([['Mor klipper Idas tånegle.', w('Hvis Ida ikke sidder stille, kan saksen klippe hende i tåen.')]]), nails),
    ).toContain('threat');
    clean(planOf([['Mor klipper Idas tånegle.', w('Hvis Ida ikke kan lide det, kan hun sige stop.')]]), nails);
    const bride = ask('Brudepige', 'Ida skal være brudepige, når moster Sara bliver gift.', { when: 'lørdag klokken 13' });
    clean(planOf([['Ida skal være brudepige, når moster Sara bliver gift.', from('Brylluppet er lørdag klokken 13.', 'when')]]), bride);
  });
});

describe('the Historietjek on the plan: version 8, counts, places and people', () => {
  const w = (text: string) => ({ text, source: 'writer' as const });
  const from = (text: string, at: PlanSentence['from']) => ({ text, from: at });
  const clean = (plan: StoryPlan, request: CheckRequest) => expect(reds(plan, request)).toEqual([]);

  it("two of what the parent wrote one of, two nights for 'én nat'; the parent's own count is not", () => {
    const shot = ask('Vaccination', 'Ida skal vaccineres hos lægen. Hun får et stik i armen.');
    expect(reds(planOf([['Ida skal vaccineres hos lægen.', 'Ida får to stik, et i hver arm.']]), shot)).toEqual(['contradiction']);
    clean(planOf([['Ida skal vaccineres hos lægen.', 'Ida får et stik i armen.']]), shot);
    const camp = ask('Lejr', 'Ida skal på lejr med spejderne. Hun skal sove i telt én nat.');
    expect(reds(planOf([['Ida skal på lejr med spejderne.', from('Hun skal sove i telt i to nætter.', 'when')]]), camp)).toEqual([
      'contradiction',
    ]);
    clean(planOf([['Ida skal på lejr med spejderne.', 'Hun skal sove i telt én nat.']]), camp);
  });

  it("a person doing the parent's thing in a place the parent never wrote; the parent's place in more words is not", () => {
    const swim = ask('Svømning', 'Ida skal starte på svømmehold. Mor venter på bænken ved bassinet hele tiden.');
    expect(reds(planOf([['Ida skal starte på svømmehold.', 'Mor venter ude i bilen.']]), swim)).toEqual(['contradiction']);
    clean(planOf([['Ida skal starte på svømmehold.', w('Mor venter på bænken ved bassinet.')]]), swim);
    clean(planOf([['Ida skal starte på svømmehold.', w('Mor sidder på bænken og venter.')]]), swim);
  });

  it('a person who stays at home told going where the story goes; the same person driving them to the train is not', () => {
    const norway = ask('Norge', 'Ida skal til Norge i vinterferien. Far bliver hjemme og arbejder.', { where: 'i en hytte i Trysil' });
    expect(reds(planOf([['Ida skal til Norge i vinterferien.', from('Far kører bilen hele vejen til Norge.', 'who')]]), norway)).toContain(
      'contradiction',
    );
    clean(planOf([['Ida skal til Norge i vinterferien.', w('Far kører dem til færgen.')]]), norway);
  });

  it("a sentence told of one parent that another of the parent's answers says of that parent; an answer after a description sentence is its own", () => {
    const homes = ask('To hjem', 'Mor og far skal ikke bo sammen mere.', {
      steps: ['Kasper bor hos mor fra mandag til torsdag', 'Kasper bor hos far fra torsdag til mandag'],
    });
    const kasper = { name: 'Kasper', age: 7, gender: 'dreng' };
    expect(
      reds(
        planOf([['Mor og far skal ikke bo sammen mere.', from('Fra mandag til torsdag bor Kasper hos mor.', 'steps.0')]]),
        homes,
        kasper,
      ),
    ).toEqual([]);
    const sweater = ask('Ny trøje', 'Saga har fået en ny trøje af farmor. Mor har vasket den to gange.', {
      when: 'på torsdag til Sagas fødselsdag',
    });
    const saga = { name: 'Saga', age: 6, gender: 'pige' };
    expect(
      reds(
        planOf([['Saga har fået en ny trøje af farmor.', from('Saga skal have den på til sin fødselsdag på torsdag.', 'when')]]),
        sweater,
        saga,
      ),
    ).toEqual([]);
  });
});

describe('the Historietjek on the plan: version 8, good stories of the tune sets that are not red', () => {
  const from = (text: string, at: PlanSentence['from']) => ({ text, from: at });
  const clean = (plan: StoryPlan, request: CheckRequest) => expect(reds(plan, request)).toEqual([]);

  it('steps that are states have no order, and a sentence of what is tells no step; a swapped step of what happens is still red', () => {
    const trip = ask('Klassetur', 'Ida skal på klassetur.', {
      steps: ['Ida spørger altid, om der er nødder i maden', 'Lærer Morten har en ekstra pen i sin taske', 'Ida har et kort på tysk'],
    });
    clean(
      planOf([
        [
          'Ida skal på klassetur.',
          from('Ida har et kort på tysk.', 'steps.2'),
          from('Lærer Morten har en ekstra pen i sin taske.', 'steps.1'),
        ],
      ]),
      trip,
    );
    const shop = ask('Indkøb', 'Ida og far skal handle.', {
      steps: ['Vi tager en indkøbsvogn', 'Ida finder mælk, brød og bananer', 'Vi betaler ved kassen'],
    });
    clean(
      planOf([
        [
          'Ida og far skal handle.',
          from('Ida har en liste med mælk, brød og bananer.', 'steps.1'),
          from('De tager en indkøbsvogn.', 'steps.0'),
        ],
      ]),
      shop,
    );
    expect(
      reds(
        planOf([['Ida og far skal handle.', from('De betaler ved kassen.', 'steps.2'), from('De tager en indkøbsvogn.', 'steps.0')]]),
        shop,
      ),
    ).toEqual(['contradiction']);
  });

  it("'hver tirsdag' of what the child 'går til', and 'fire nætter' of four days named; 'hver dag' of one day is still red", () => {
    clean(
      planOf([['Ida går til svømning i klubben.', from('Hver tirsdag kl. 17 svømmer hun i klubben.', 'when')]]),
      ask('Svømning', 'Ida går til svømning i klubben.', { when: 'tirsdag kl. 17' }),
    );
    expect(
      reds(
        planOf([['Ida skal til tandlæge på tirsdag.', { text: 'Hver tirsdag skal Ida til tandlæge.', source: 'writer' as const }]]),
        ask('Tandlæge', 'Ida skal til tandlæge på tirsdag.'),
      ),
    ).toEqual(['contradiction']);
    clean(
      planOf([
        ['Ida bor hos far fra torsdag til mandag.', from('Hun sover hos far fire nætter: torsdag, fredag, lørdag og søndag.', 'steps.0')],
      ]),
      ask('To hjem', 'Ida bor hos far fra torsdag til mandag.', { steps: ['Ida sover hos far torsdag, fredag, lørdag og søndag'] }),
    );
  });
});

describe('the Historietjek on the plan: version 8, a device of a diagnosis, a threat after «for ellers»', () => {
  it("a hearing aid nobody wrote is a diagnosis; the parent's own is not; 'for ellers' is a threat", () => {
    const ears = ask('Ørelæge', 'Ida skal til ørelæge. Lægen kigger i ørerne.');
    expect(reds(planOf([['Ida skal til ørelæge.', 'Bagefter får Ida et høreapparat.']]), ears)).toContain('invented-claim');
    expect(reds(planOf([['Ida skal have et høreapparat.']]), ask('Høreapparat', 'Ida skal have et høreapparat.'))).toEqual([]);
    const ot = ask('Ergoterapi', 'Ida skal til ergoterapeut i skolen.');
    expect(
      reds(
        planOf([
          [
            'Ida skal til ergoterapeut i skolen.',
            { text: 'Øvelserne er vigtige, for ellers kan Ida ikke følge med i klassen.', source: 'writer' as const },
          ],
        ]),
        ot,
      ),
    ).toContain('threat');
  });
});

describe('the Historietjek on the plan: version 8, numbers in words and a turned rule of one verb (tune19, tune20)', () => {
  const w = (text: string) => ({ text, source: 'writer' as const });
  const from = (text: string, at: PlanSentence['from']) => ({ text, from: at });
  const clean = (plan: StoryPlan, request: CheckRequest) => expect(reds(plan, request)).toEqual([]);

  it("the parent's numbers said in words are the parent's, and 'tyve' is no thief; another number is still red", () => {
    const bus = ask('Bussen', 'Ida tager bus 5A kl. 7.40 fra stoppestedet.');
    clean(planOf([['Ida tager bus 5A fra stoppestedet.', from('Bussen kører tyve minutter i otte.', 'when')]]), bus);
    const party = ask('Fødselsdag', 'Kusine Sigrid bliver 6 år. Festen er lørdag den 5. juli.');
    clean(planOf([['Kusine Sigrid bliver seks år.', 'Festen er lørdag den femte juli.']]), party);
    expect(reds(planOf([['Kusine Sigrid bliver syv år.']]), party)).toEqual(['contradiction']);
  });

  it("a ban of one verb turned round under the same modal, a ban of going in to the horses; the parent's own 'not' in another clause is not", () => {
    const beach = ask('Stranden', 'Idas klasse skal til stranden. Vi skal ikke bade, men gå ved vandet og samle skaller.');
    expect(reds(planOf([['Idas klasse skal til stranden.', 'Alle skal bade i vandet.']]), beach)).toEqual(['contradiction']);
    const farm = ask('Bondegård', '3.A skal besøge en bondegård. Vi må klappe kaninerne, men vi må ikke gå ind til hestene.');
    expect(reds(planOf([['3.A skal besøge en bondegård.', w('Vi må også gerne gå ind til hestene og klappe dem.')]]), farm)).toEqual([
      'contradiction',
    ]);
    const cat = ask('Hos moster', 'Ida skal sove hos moster. Mosters kat bliver passet af naboen, så den er der ikke.');
    clean(planOf([['Ida skal sove hos moster.', 'Mosters kat er der ikke.']]), cat);
    const dog = ask('Flytning', 'Vi flytter til en lejlighed, hvor vi ikke må have hund.', { who: ['mor', 'hunden Bella'] });
    clean(planOf([['Vi flytter til en lejlighed.', 'Der må de ikke have hund.']]), dog);
  });

  it('clothes kept on taken off, a father at work told watching, a maybe of who told as certain', () => {
    const nurse = ask('Sundhedsplejerske', 'Ida skal måles og vejes.', { steps: ['Birthe måler og vejer Ida med tøjet på'] });
    expect(
      reds(planOf([['Ida skal måles og vejes.', from('Birthe måler og vejer Ida, når hun har taget tøjet af.', 'steps.0')]]), nurse),
    ).toEqual(['contradiction']);
    const sports = ask('Idrætsdag', 'Det er idrætsdag. Far kan ikke komme, for han er på arbejde. Mormor kommer og ser på.');
    expect(reds(planOf([['Det er idrætsdag.', from('Far og mormor står ved hegnet og ser på.', 'who')]]), sports)).toEqual([
      'contradiction',
    ]);
    clean(planOf([['Det er idrætsdag.', 'Mormor står ved hegnet og ser på.']]), sports);
    const sub = ask('Vikar', 'Lærer Bente er på kursus. Derfor kommer der en vikar.', { who: ["måske Lone fra SFO'en"] });
    expect(reds(planOf([['Lærer Bente er på kursus.', from("Det er Lone fra SFO'en, der er vikar.", 'who')]]), sub)).toEqual([
      'contradiction',
    ]);
    clean(planOf([['Lærer Bente er på kursus.', from("Måske er det Lone fra SFO'en, der er vikar.", 'who')]]), sub);
  });
});

describe('the Historietjek on the plan: version 8, a rule the writer made', () => {
  const w = (text: string) => ({ text, source: 'writer' as const });
  it("'Alle skal blive ved med at løbe' and 'Amir skal altid sidde ved siden af Ida' from the writer; what someone knows they must, a condition or the parent's own rule are not", () => {
    const day = ask('Idrætsdag', 'Det er idrætsdag. Ida må hvile sig på bænken, hvis hun er træt.');
    expect(reds(planOf([['Det er idrætsdag.', w('Alle skal blive ved med at løbe, til de er i mål.')]]), day)).toEqual(['contradiction']);
    expect(reds(planOf([['Det er idrætsdag.', w('Amir skal altid sidde ved siden af Ida.')]]), day)).toEqual(['contradiction']);
    expect(reds(planOf([['Det er idrætsdag.', w('Man øver sig, så alle ved, hvad de skal gøre.')]]), day)).toEqual([]);
    expect(reds(planOf([['Det er idrætsdag.', w('Det er okay, hvis man skal vente lidt.')]]), day)).toEqual([]);
    const lunch = ask('Frokost', 'Børnene skal spise deres madpakke ved bordet.');
    expect(reds(planOf([['Der er frokost.', w('Alle skal spise ved bordet.')]]), lunch)).toEqual([]);
  });
});

describe('the Historietjek on the plan: version 8, a rule after a word in front, another outcome of the same condition', () => {
  const w = (text: string) => ({ text, source: 'writer' as const });
  it("'Når fotografen siger tre, skal Mathilde smile stort'; the parent's 'må selv bestemme' is no such rule", () => {
    const photo = ask('Skolefoto', 'Der er skolefoto. Mathilde må selv bestemme, om hun vil smile.');
    expect(reds(planOf([['Der er skolefoto.', w('Når fotografen siger tre, skal Mathilde smile stort.')]]), photo)).toEqual([
      'contradiction',
    ]);
    expect(reds(planOf([['Der er skolefoto.', w('Mathilde må selv bestemme, om hun vil smile.')]]), photo)).toEqual([]);
  });

  it("the parent's condition with another outcome; the same outcome in other words, or another condition, is not", () => {
    const bus = ask('Bussen', 'Alma tager bus 14 hjem. Hvis bussen ikke kommer, ringer hun til mor fra stoppestedet.');
    const alma = { name: 'Alma', age: 9, gender: 'pige' };
    expect(reds(planOf([['Alma tager bus 14 hjem.', w('Hvis bussen ikke kommer, kan Alma bare gå hjem selv.')]]), bus, alma)).toEqual([
      'contradiction',
    ]);
    expect(reds(planOf([['Alma tager bus 14 hjem.', w('Hvis bussen ikke kommer, kan Alma ringe til mor.')]]), bus, alma)).toEqual([]);
    expect(reds(planOf([['Alma tager bus 14 hjem.', w('Hvis det regner, kan Alma stå under taget.')]]), bus, alma)).toEqual([]);
  });

  it('a person who moves to another class, where the parent wrote that she stays', () => {
    const group = ask('Ny pædagog', 'Der kommer en ny pædagog i Gruppen. Han hedder Ali. Pernille er stadig i Gruppen.');
    expect(reds(planOf([['Der kommer en ny pædagog i Gruppen.', w('Pernille skal snart over i en anden klasse.')]]), group)).toContain(
      'invented-claim',
    );
  });
});

describe('the Historietjek on the plan: version 8, what the parent says will not happen, a choice made a must, «Hvor?» moved', () => {
  const w = (text: string) => ({ text, source: 'writer' as const });
  const from = (text: string, at: PlanSentence['from']) => ({ text, from: at });
  const clean = (plan: StoryPlan, request: CheckRequest) => expect(reds(plan, request)).toEqual([]);

  it("a vaccine the parent says he will not get; the same told with 'ikke' is not", () => {
    const check = ask('Lægen', 'Adam skal til 5-årsundersøgelse hos lægen. Han skal ikke have en vaccine i dag.');
    const adam = { name: 'Adam', age: 5, gender: 'dreng' };
    expect(
      reds(planOf([['Adam skal til 5-årsundersøgelse hos lægen.', w('Til sidst giver lægen Adam en vaccine i armen.')]]), check, adam),
    ).toEqual(['contradiction']);
    expect(reds(planOf([['Adam skal til 5-årsundersøgelse hos lægen.', 'Adam skal ikke have en vaccine i dag.']]), check, adam)).toEqual(
      [],
    );
  });

  it('a must where the parent leaves the choice to the child; the choice told is not', () => {
    const period = ask('Menstruation', 'Ida har fået menstruation. Det er Idas eget valg, om hun vil fortælle det til nogen.');
    expect(reds(planOf([['Ida har fået menstruation.', from('Ida skal fortælle sin lærer det.', 'helps')]]), period)).toContain(
      'contradiction',
    );
    clean(planOf([['Ida har fået menstruation.', 'Ida bestemmer selv, om hun vil fortælle det til nogen.']]), period);
  });

  it('«Hvor?» told as a place the parent never wrote; the place said shorter is not', () => {
    const exam = ask('Prøve', 'Ida skal til prøve i fysik.', { where: 'i gymnastiksalen' });
    expect(reds(planOf([['Ida skal til prøve i fysik.', from("Prøven er i 9.B's eget klasselokale.", 'where')]]), exam)).toEqual([
      'contradiction',
    ]);
    clean(planOf([['Ida skal til prøve i fysik.', from('Prøven er i gymnastiksalen.', 'where')]]), exam);
  });

  it("a sister's illness told of the child, when the parent's sentence begins with the child's name as owner", () => {
    const sugar = ask('Sukkersyge', "Idas storesøster Freja har fået sukkersyge. Mathias' storesøster er rask.");
    const mathias = { name: 'Mathias', age: 9, gender: 'dreng' };
    const diabetes = ask('Sukkersyge', "Mathias' storesøster Freja har fået sukkersyge.", { who: ['Freja'] });
    expect(
      reds(planOf([["Mathias' storesøster Freja har fået sukkersyge.", 'Mathias har også sukkersyge.']]), diabetes, mathias),
    ).toContain('moved-to-child');
    expect(reds(planOf([['Idas storesøster Freja har fået sukkersyge.']]), sugar, mathias)).toEqual([]);
    // 'én dag ad gangen' is no count of days.
    clean(planOf([['Ida skal på lejr i fem dage.', w('Ida kan tage én dag ad gangen.')]]), ask('Lejr', 'Ida skal på lejr i fem dage.'));
  });
});

describe('the Historietjek on the plan: version 8, good stories of tune19 and tune20 that are not red', () => {
  const w = (text: string) => ({ text, source: 'writer' as const });
  const from = (text: string, at: PlanSentence['from']) => ({ text, from: at });
  const frame = (text: string) => ({ text, source: 'frame' as const, kind: 'bekræftende' as const });
  const clean = (plan: StoryPlan, request: CheckRequest) => expect(reds(plan, request)).toEqual([]);

  it('what may not be known, glasses on where he may take them off, the class that walks there, a teacher named by his title', () => {
    clean(
      planOf([['Klassekammeraten Miras far er død.', frame('Det er i orden ikke at vide, hvad man skal sige.')]]),
      ask('Mira', 'Klassekammeraten Miras far er død.'),
    );
    const photo = ask('Skolefoto', 'Ida skal have taget skolefoto. Hun har briller.', {
      helps: 'at Ida må tage brillerne af, hvis de spejler',
    });
    clean(planOf([['Ida skal have taget skolefoto.', 'Hun har briller på.']]), photo);
    expect(reds(planOf([['Ida skal have taget skolefoto.', w('Ida skal beholde brillerne på hele tiden.')]]), photo)).toEqual([
      'contradiction',
    ]);
    const walk = ask('Skolefoto', 'Ida skal have taget skolefoto.', { steps: ['Vi går til biblioteket', 'Ida sætter sig'] });
    clean(planOf([['Ida skal have taget skolefoto.', from('Klassen går derhen sammen.', 'steps.0')]]), walk);
    const teacher = ask('Ny lærer', 'Ida får en ny lærer efter ferien.', { helps: 'at se et billede af Jonas før ferien' });
    clean(planOf([['Ida får en ny lærer efter ferien.', from('Før ferien kan Ida se et billede af den nye lærer.', 'helps')]]), teacher);
  });

  it("the care of what the parent named: doctors at the hospital, 'syg' of a vaccination; a country is no name", () => {
    clean(
      planOf([
        [
          'Ida er blevet opereret for blindtarmsbetændelse på hospitalet.',
          w('Der arbejder læger og sygeplejersker, som passer på børnene.'),
        ],
      ]),
      ask('Hospital', 'Ida er blevet opereret for blindtarmsbetændelse på hospitalet.'),
    );
    clean(
      planOf([['Katten skal vaccineres.', w('Vaccinationen hjælper katten med ikke at blive syg.')]]),
      ask('Dyrlæge', 'Katten skal vaccineres.'),
    );
    clean(
      planOf([['Ida skal til 5-årsundersøgelse.', w('Alle børn i Danmark bliver tilbudt den samme undersøgelse.')]]),
      ask('Lægen', 'Ida skal til 5-årsundersøgelse.'),
    );
    expect(reds(planOf([['Ida skal til frisør.', w('Frisøren er syg i dag.')]]), ask('Frisør', 'Ida skal til frisør.'))).toContain(
      'invented-claim',
    );
  });
});

describe('the Historietjek on the plan: version 8, times said in words', () => {
  const from = (text: string, at: PlanSentence['from']) => ({ text, from: at });
  const clean = (plan: StoryPlan, request: CheckRequest) => expect(reds(plan, request)).toEqual([]);
  it("'halv ni' for kl. 19.30, 'eftermiddag' for 'lørdag formiddag'; the parent's own time in words, the end of a range, minutes of a clock are not", () => {
    const bed = ask('Sengetid', 'Ida skal i seng klokken 19.30.', { steps: ['Moster kommer klokken halv syv'] });
    expect(reds(planOf([[from('Ida skal i seng klokken halv ni.', 'when')]]), bed)).toEqual(['contradiction']);
    clean(planOf([[from('Ida skal i seng klokken halv otte.', 'when')]]), bed);
    clean(planOf([['Moster kommer klokken halv syv.']]), bed);
    const hair = ask('Frisør', 'Ida skal klippes.', { when: 'lørdag formiddag' });
    expect(reds(planOf([['Ida skal klippes.', from('Det sker lørdag eftermiddag hos frisøren.', 'when')]]), hair)).toEqual([
      'contradiction',
    ]);
    const party = ask('Fødselsdag', 'Ida holder fødselsdag onsdag fra 14 til 17.', { when: 'onsdag kl. 14-17' });
    clean(planOf([['Ida holder fødselsdag onsdag.', 'Klokken 17 henter forældrene.']]), party);
    const flight = ask('Fly', 'Ida skal flyve.', { when: 'mandag klokken 10.05', steps: ['Turen tager to timer'] });
    clean(planOf([['Ida skal flyve.', from('Flyet går mandag klokken fem minutter over ti.', 'when'), 'Turen tager to timer.']]), flight);
  });
});

describe('the Historietjek on the plan: version 8, promises and shame of tune22 and tune23', () => {
  const w = (text: string) => ({ text, source: 'writer' as const });
  it("others' joy, a visit every weekend, everything better, a balloon, rudeness, an adult's sadness on the child's pace; a game of doctor and an adult's 'if' are not", () => {
    const club = ask('Teater', 'Leo skal starte i teaterklubben.');
    const leo = { name: 'Leo', age: 8, gender: 'dreng' };
    expect(
      reds(planOf([['Leo skal starte i teaterklubben.', w('Alle de andre børn i klubben glæder sig til at møde Leo.')]]), club, leo),
    ).toContain('promise');
    const move = ask('Flytning', 'Liva flytter til Odense. Liva og Clara kan ringe sammen og ses i efterårsferien.');
    expect(reds(planOf([['Liva flytter til Odense.', w('Clara kommer på besøg hver weekend.')]]), move)).toContain('promise');
    expect(reds(planOf([['Liva flytter til Odense.', w('Snart bliver alt bedre, og hun får hurtigt mange nye venner.')]]), move)).toContain(
      'promise',
    );
    const dentist = ask('Tandlæge', 'Elias skal til tandlæge.');
    expect(reds(planOf([['Elias skal til tandlæge.', w('Bagefter giver tandlægen Elias en ballon.')]]), dentist)).toContain('promise');
    const dinner = ask('Middag', 'Alma skal til middag hos farmor. Hun må sige nej tak til at snakke.');
    expect(reds(planOf([['Alma skal til middag hos farmor.', w('Det er uhøfligt ikke at svare, når farmor spørger.')]]), dinner)).toContain(
      'shaming',
    );
    const bike = ask('Cykeltur', 'Oskar og far cykler til skolen. Oskar cykler langsomt.');
    expect(reds(planOf([['Oskar og far cykler til skolen.', w('Far bliver ked af det, hvis Oskar cykler langsomt.')]]), bike)).toContain(
      'threat',
    );
    expect(
      reds(
        planOf([['Ida leger bamsehospital.', w('Mange børn synes, det er sjovt at lege læge.')]]),
        ask('Bamsehospital', 'Ida leger bamsehospital.'),
      ),
    ).toEqual([]);
    const visit = ask('Morfar', 'Måske kommer morfar på besøg. Ellers ringer han.');
    expect(reds(planOf([['Måske kommer morfar på besøg.', w('Hvis morfar ikke kommer, ringer han i stedet.')]]), visit)).toEqual([]);
  });
});

describe('the Historietjek on the plan: version 8, a name is no thing forbidden', () => {
  it("'Viggo må ikke løfte Kaffe op' does not forbid 'Hjemme må Kaffe snuse rundt'; 'Viggo må løfte Kaffe op' is still red", () => {
    const puppy = ask('Hvalpen', 'Vi henter hvalpen Kaffe. Viggo må ikke løfte Kaffe op selv.');
    const viggo = { name: 'Viggo', age: 5, gender: 'dreng' };
    expect(
      reds(
        planOf([['Vi henter hvalpen Kaffe.', { text: 'Hjemme må Kaffe snuse rundt og lære huset at kende.', source: 'writer' as const }]]),
        puppy,
        viggo,
      ),
    ).toEqual([]);
    expect(
      reds(planOf([['Vi henter hvalpen Kaffe.', { text: 'Viggo må gerne løfte Kaffe op.', source: 'writer' as const }]]), puppy, viggo),
    ).toContain('contradiction');
  });
});

describe('the Historietjek on the plan: version 8, sometimes told as always, every day for one weekday, an outcome called off', () => {
  const w = (text: string) => ({ text, source: 'writer' as const });
  it("each is red; the parent's own words are not", () => {
    const nights = ask(
      'Far arbejder om natten',
      'Far arbejder om natten. Nogle morgener er far hjemme, når Ida vågner, andre morgener kommer han senere.',
    );
    expect(reds(planOf([['Far arbejder om natten.', 'Far er altid hjemme, når Ida vågner.']]), nights)).toContain('contradiction');
    expect(reds(planOf([['Far arbejder om natten.', 'Nogle morgener er far hjemme, når Ida vågner.']]), nights)).toEqual([]);
    const granny = ask('Mormor henter', 'Mormor henter Ida i SFO om tirsdagen.');
    expect(reds(planOf([['Mormor henter Ida i SFO hver dag.']]), granny)).toContain('contradiction');
    expect(reds(planOf([['Mormor henter Ida i SFO om tirsdagen.']]), granny)).toEqual([]);
    const party = ask('Fødselsdag', 'Ida holder fødselsdag i haven. Hvis det regner, holder vi festen i stuen i stedet.');
    expect(reds(planOf([['Ida holder fødselsdag i haven.', w('Hvis det regner, bliver festen aflyst.')]]), party)).toContain(
      'contradiction',
    );
    expect(reds(planOf([['Ida holder fødselsdag i haven.', w('Hvis det regner, holder de festen i stuen.')]]), party)).toEqual([]);
  });
});

describe('the Historietjek on the plan: version 8, a parent who writes «jeg», a maybe of its clause, a run-on sentence', () => {
  const w = (text: string) => ({ text, source: 'writer' as const });
  it('none is red; what they guard is', () => {
    const split = ask('To hjem', 'jeg og theos far skal skilles. theo skal bo en uge hos mig og en uge hos sin far.');
    const theo = { name: 'Theo', age: 7, gender: 'dreng' };
    expect(reds(planOf([['Mor og far skal skilles.']]), split, theo)).toEqual([]);
    expect(reds(planOf([['Mor og far skal skilles.', w('Mormor kommer også.')]]), split, theo)).toContain('invented-claim');
    const eyes = ask('Øjenlæge', 'elvira skal til øjenlæge på onsdag fordi hun måske skal have briller');
    expect(reds(planOf([['På onsdag skal Elvira til øjenlæge.']]), eyes)).toEqual([]);
    expect(reds(planOf([['På onsdag skal Elvira til øjenlæge.', 'Elvira skal have briller.']]), eyes)).toEqual(['contradiction']);
    const friend = ask(
      'Jakob',
      'mors kæreste jakob kommer til middag søndag. storm må gå ind på sit værelse hvis han har brug for det, jakob skal ikke sove her',
    );
    expect(
      reds(planOf([['Jakob kommer til middag søndag.', w('Hvis Storm har brug for det, må han gå ind på sit værelse.')]]), friend),
    ).toEqual([]);
    const knee = ask('Fysioterapi', 'Oscar skal til fysioterapeut Line med sit knæ.');
    expect(
      reds(
        planOf([
          ['Oscar skal til fysioterapeut Line med sit knæ.', w('Gør det ondt under en øvelse, stopper Oscar og siger det til Line.')],
        ]),
        knee,
      ),
    ).toEqual([]);
    expect(reds(planOf([['Oscar skal til fysioterapeut Line med sit knæ.', w('Line stopper snart.')]]), knee)).toContain('invented-claim');
  });
});

describe('the Historietjek on the plan: version 8, what nobody knows yet told as certain; others promised', () => {
  const w = (text: string) => ({ text, source: 'writer' as const });
  it("'Morfar kommer hjem på fredag' where the doctors do not know when; the other children who want to play; the parents who will find it the best play", () => {
    const grandad = ask('Morfar', 'Morfar er på hospitalet. Lægerne ved endnu ikke, hvornår morfar kan komme hjem.');
    expect(reds(planOf([['Morfar er på hospitalet.', 'Morfar kommer hjem på fredag.']]), grandad)).toContain('contradiction');
    expect(reds(planOf([['Morfar er på hospitalet.', 'Lægerne ved ikke endnu, hvornår morfar kan komme hjem.']]), grandad)).toEqual([]);
    const club = ask('Ny klub', 'Ida skal starte i en ny klub.');
    expect(
      reds(planOf([['Ida skal starte i en ny klub.', { text: 'De andre børn vil gerne lege med Ida.', source: 'frame' as const }]]), club),
    ).toContain('promise');
    const play = ask('Skolekomedie', 'Klassen spiller skolekomedie.');
    expect(reds(planOf([['Klassen spiller skolekomedie.', w('Alle forældrene synes, det er den bedste forestilling.')]]), play)).toContain(
      'promise',
    );
  });
});

describe('the Historietjek on the plan: version 8, good stories of tune25 that are not red', () => {
  const w = (text: string) => ({ text, source: 'writer' as const });
  const clean = (plan: StoryPlan, request: CheckRequest) => expect(reds(plan, request)).toEqual([]);
  it('a time range the parent wrote without «kl.», a comfort on a condition, a mixed feeling of many, a habit among steps, a limit, a perspective of sadness', () => {
    clean(
      planOf([['Ida skal til Halloween.', 'Det er fra klokken fem til klokken seks.']]),
      ask('Halloween', 'Ida skal til Halloween.', { when: '31. oktober, fra 17 til 18' }),
    );
    clean(
      planOf([['Vi leger doktor.', 'Ingen bliver undersøgt, hvis de ikke har lyst.']]),
      ask('Doktor', 'Vi leger doktor. Ingen skal undersøges, hvis de ikke vil.'),
    );
    clean(
      planOf([['Ida holder jul hos farmor.', w('Mange synes, at juleaften er både hyggelig og lidt overvældende.')]]),
      ask('Jul', 'Ida holder jul hos farmor.', { hard: 'at juleaften er overvældende' }),
    );
    clean(
      planOf([['Ida skal passe høns.', w('Ida må ikke spise mere end to æg.')]]),
      ask('Høns', 'Ida skal passe høns.', { helps: 'at Ida må spise to æg' }),
    );
    clean(
      planOf([['Katten Mis er død.', w('Mange børn bliver meget kede af det, når deres kæledyr dør.')]]),
      ask('Mis', 'Katten Mis er død.'),
    );
  });
});

describe('the Historietjek on the plan: version 8, the review of version 8, good sentences that are not red', () => {
  const w = (text: string) => ({ text, source: 'writer' as const });
  const clean = (plan: StoryPlan, request: CheckRequest) => expect(reds(plan, request)).toEqual([]);
  it("another person than the ban is of, a step to come, the parent's own «hver fredag», a choice of another thing", () => {
    const concert = ask(
      'Koncert',
      'Ida skal til koncert med skolen. Far kan ikke komme med til koncerten, fordi han er på arbejde. Mor kommer med.',
    );
    clean(planOf([['Ida skal til koncert med skolen.', 'Mor kommer med til koncerten.']]), concert);
    const swim = ask('Svømning', 'Ida må ikke bade i svømmehallen i dag, fordi hun har et sår på knæet. Hun sidder på bænken.');
    clean(planOf([['Ida sidder på bænken.', w('De andre børn bader i svømmehallen.')]]), swim);
    const dentist = ask('Tandlæge', 'Ida skal til tandlæge på tirsdag. Mor er med.');
    clean(
      planOf([['Ida skal til tandlæge på tirsdag.', w('Ida skal sidde i en stor stol.'), w('Bagefter skal vi gå hjem sammen.')]]),
      dentist,
    );
    const dance = ask('Mormor', 'Mormor henter Ida hver anden fredag. Ida går til dans hver fredag.');
    clean(planOf([['Mormor henter Ida hver anden fredag.', 'Ida danser hver fredag.']]), dance);
    const party = ask(
      'Fest hos mormor',
      'Vi skal til fest hos mormor på lørdag. Ida må selv bestemme, hvilken kjole hun vil have på til festen.',
    );
    clean(planOf([['Vi skal til fest hos mormor på lørdag.']]), party);
  });

  it('a coping sentence, another condition, who comes, another day, one in each arm, someone who sees it at home, a gift the child gives', () => {
    clean(
      planOf([['Ida skal til tandlæge.', w('Ida kan godt lide at tegne, mens hun venter i venteværelset.')]]),
      ask('Tandlæge', 'Ida skal til tandlæge.', { hard: 'at vente i venteværelset', helps: 'at tegne' }),
    );
    clean(
      planOf([['Ida skal til fødselsdag.', w('Hele klassen kommer til fødselsdagen.')]]),
      ask('Fødselsdag', 'Ida holder fødselsdag på lørdag. Hele klassen er inviteret. Måske kommer farmor også til fødselsdagen.'),
    );
    clean(
      planOf([['Far henter Ida om mandagen.', 'Om mandagen henter far altid Ida.']]),
      ask('Hentning', 'Far henter Ida om mandagen. Nogle gange henter far også Ida om fredagen.'),
    );
    clean(
      planOf([['Ida skal vaccineres.', 'Ida får to stik, et i hver arm.']]),
      ask('Vaccination', 'Ida skal vaccineres. Hun får et stik i hver arm.'),
    );
    clean(
      planOf([['Ida synger med koret.', 'Far ser videoen af koret, når han kommer hjem.']]),
      ask('Koncert', 'Ida synger med koret i kirken på søndag. Far kan ikke komme, for han er på arbejde. Mor er med.'),
    );
    clean(
      planOf([['Ida skal til fødselsdag hos Emma.', w('Ida giver Emma en gave.')]]),
      ask('Fødselsdag', 'Ida skal til fødselsdag hos Emma på lørdag. Vi har købt en gave til Emma.'),
    );
    clean(
      planOf([['Ida holder fødselsdag i haven.', w('Hvis det regner, er festen ikke i haven, men i stuen.')]]),
      ask('Fødselsdag', 'Ida holder fødselsdag i haven. Hvis det regner, holder vi festen i stuen.'),
    );
    clean(planOf([['Ida skal vente.', w('Vi venter ti minutter i et lille rum.')]]), ask('Vente', 'Ida skal vente kl. 10.'));
  });
});

describe('the Historietjek on the plan: version 9, good stories of tune26 and tune27 that are not red', () => {
  const w = (text: string) => ({ text, source: 'writer' as const });
  const clean = (plan: StoryPlan, request: CheckRequest) => expect(reds(plan, request)).toEqual([]);

  it('a time or a place reached is no condition, praise is no reward; behaviour for a prize still is', () => {
    const blood = ask('Blodprøve', 'Ida skal have taget en blodprøve. Hun får et lille stik. Det stikker lidt.');
    clean(planOf([['Ida skal have taget en blodprøve.', 'Når tiden er gået, får Ida et lille stik i armen.']]), {
      ...blood,
      description: `${blood.description} Først venter vi en halv time. Så får hun et stik i armen.`,
    });
    const walk = ask('Tur med hunden', 'Ida og far går tur med hunden Bølle.', {
      steps: ['Far holder snoren over vejen', 'Ida må holde snoren på stien'],
    });
    clean(planOf([['Ida og far går tur med Bølle.', 'Når de er nået ned til stien, får Ida lov at holde snoren.']]), walk);
    const show = ask('Opvisning', 'Ida skal til opvisning med sit gymnastikhold. Folk klapper.');
    clean(planOf([['Ida skal til opvisning med sit gymnastikhold.', w('Folk klapper, fordi de synes, holdet har været gode.')]]), show);
    expect(reds(planOf([['Ida skal have taget en blodprøve.', w('Når Ida sidder stille, får hun en is.')]]), blood)).toContain('threat');
    expect(reds(planOf([['Ida skal til opvisning.', w('Hvis Ida har været stille, får hun en is.')]]), show)).toContain('threat');
  });

  it("'den, der er død' names nobody, the dead feel no pain, 'det går fint at' gives leave, a game stops; the dead who act, a promise, a teacher who stops are still red", () => {
    const funeral = ask('Morfars begravelse', 'Morfar døde i sidste uge. På lørdag er hans begravelse i kirken.', {
      steps: ['Der står en kiste med blomster'],
    });
    clean(
      planOf([
        ['Morfar døde i sidste uge.', w('Når man er død, trækker man ikke vejret og har ikke ondt mere.')],
        [
          w('En begravelse er der, hvor man siger farvel til den, der er død.'),
          { text: 'Der står en kiste med blomster.', from: 'steps.0' },
        ],
      ]),
      funeral,
    );
    expect(reds(planOf([['Morfar døde i sidste uge.', w('Morfar står ved kisten og vinker.')]]), funeral)).toContain('dead-acting');
    const train = ask('Toget', 'Gruppen skal med toget. Der er mange lyde i toget.');
    clean(planOf([['Gruppen skal med toget.', w('Det går fint at kigge ud ad vinduet.')]]), train);
    expect(reds(planOf([['Gruppen skal med toget.', w('Det går fint.')]]), train)).toContain('promise');
    const doctor = ask('Doktorleg', 'Ida leger doktor i børnehaven med pædagog Nikolaj. Hun må sige stop.');
    clean(planOf([['Ida leger doktor i børnehaven.', 'Hun må sige stop, og så stopper legen.']]), doctor);
    expect(reds(planOf([['Ida leger doktor i børnehaven.', w('Pædagog Nikolaj stopper snart i børnehaven.')]]), doctor)).toContain(
      'invented-claim',
    );
  });

  it('a step told in a sentence with words of another step, or in the description, places no other step; steps told in another order are red', () => {
    const teddy = ask('Bamsen', 'Idas bamse Brum er revnet. Vi køber ikke en ny Brum.', {
      steps: ['Ida vælger en ny plads til Brum på hylden', 'Ida vælger en anden bamse at sove med', 'Brum bliver på hylden'],
    });
    clean(
      planOf([
        ['Idas bamse Brum er revnet.', 'Der bliver ikke købt en ny Brum.'],
        [
          { text: 'Ida finder en ny plads til Brum på hylden.', from: 'steps.0' },
          { text: 'Hun vælger en anden bamse at sove med.', from: 'steps.1' },
        ],
      ]),
      teddy,
    );
    const morning = ask('Morgen', 'Ida skal i børnehave.', { steps: ['Ida tager tøj på', 'Ida spiser morgenmad ved bordet'] });
    expect(reds(planOf([[{ text: 'Ida spiser morgenmad, før hun tager tøj på.', from: 'steps.0' }]]), morning)).toContain('contradiction');
  });

  it('the same thing in other words: asleep, until, nobody knows how long, wants to, keeps out of a room, fetches; a ban turned and three new words still are red', () => {
    const bed = ask('Sengetid', 'Når Ida skal sove, sidder mor ved sengen, til Ida sover.');
    clean(planOf([['Mor bliver siddende ved Idas seng, indtil Ida er faldet i søvn.']]), bed);
    expect(reds(planOf([['Mor bliver siddende ved Idas seng, indtil Ida har drukket varm kakao.']]), bed)).toContain('not-yours');
    const power = ask('Strømsvigt', 'Hvis strømmen går, bliver det mørkt. Vi ved ikke, hvor længe det varer. Mor henter lommelygten.');
    clean(planOf([['Ingen ved, hvor lang tid der går, før lyset kommer igen.']]), power);
    const sleepover = ask(
      'Overnatning',
      'Ida skal sove hos Maja. Hvis Ida gerne vil hjem om aftenen, kan hun ringe, og så henter far hende.',
      {
        who: ['Maja', 'Majas mor', 'far'],
        steps: ['Far kører Ida hen til Maja'],
      },
    );
    clean(
      planOf([
        [
          { text: 'Fredag kører far hende over til Majas hus.', from: 'steps.0' },
          'Får Ida lyst til at komme hjem om aftenen, kan hun ringe til far, og så kommer han og henter hende.',
        ],
      ]),
      sleepover,
    );
    expect(reds(planOf([[{ text: 'Fredag kører Majas mor Ida over til Maja.', from: 'steps.0' }]]), sleepover)).toContain('contradiction');
    const room = ask('Legeaftale', 'Drengene må ikke gå ind på lillesøster Olivias værelse, for hun sover til middag.');
    clean(planOf([['Olivias værelse skal drengene holde sig ude af, fordi hun sover til middag.']]), room);
    expect(reds(planOf([['Drengene må gerne gå ind på Olivias værelse, selv om hun sover til middag.']]), room)).toContain('contradiction');
  });

  it("an answer told with a pronoun for the people, with both named for «begge», or in part; a time of day of the parent's clock; another place or time still red", () => {
    const team = ask('Fodbold', 'Ida skifter hold. Hun kender Mathilde og Ronja fra skolen.', {
      helps: 'at hun kan stå ved Mathilde og Ronja',
    });
    clean(planOf([[{ text: 'Hun kan stå ved siden af dem ved målet.', from: 'helps' }]]), team);
    const homes = ask('To hjem', 'Ida bor hos mor og hos far.', { helps: 'kalenderen på køleskabet hos begge' });
    clean(planOf([[{ text: 'Kalenderen på køleskabet hjælper, både hos mor og hos far.', from: 'helps' }]]), homes);
    const show = ask('Opvisning', 'Ida skal til opvisning.', {
      helps: 'at hun må have hørebøffer på, mens hun venter, og at mor og far sidder på første række',
    });
    clean(planOf([[{ text: 'Mor og far sidder på første række på tribunen.', from: 'helps' }]]), show);
    expect(reds(planOf([[{ text: 'Mor og far sidder i bilen på parkeringspladsen.', from: 'helps' }]]), show)).toContain('contradiction');
    const camp = ask('Første nat i spejderhytten', 'Ida skal sove i spejderhytten.', {
      when: 'fra lørdag klokken 14 til søndag klokken 10',
      hard: 'at det er mørkt om natten',
      steps: ['Vi bygger en hule'],
    });
    clean(planOf([[{ text: 'Om eftermiddagen bygger de en hule.', from: 'steps.0' }]]), camp);
    expect(reds(planOf([[{ text: 'Om aftenen bygger de en hule.', from: 'steps.0' }]]), camp)).toContain('contradiction');
  });
});

describe('the Historietjek on the plan: version 9, harm of tune26 and tune27 that is red', () => {
  const w = (text: string) => ({ text, source: 'writer' as const });
  const clean = (plan: StoryPlan, request: CheckRequest) => expect(reds(plan, request)).toEqual([]);

  it("never, forever, as new again, a condition before a leave, a pet given away, a teacher who stops, glasses; the parent's own words are not", () => {
    const hair = ask('Hårvask', 'Ida skal have vasket hår. Far hjælper.', { hard: 'at få vand i øjnene', helps: 'en klud for øjnene' });
    expect(
      reds(planOf([['Ida skal have vasket hår.', { text: 'Med kluden for øjnene kommer der aldrig vand i dem.', from: 'helps' }]]), hair),
    ).toContain('promise');
    clean(planOf([['Ida skal have vasket hår.', { text: 'Ida kan holde en klud for øjnene.', from: 'helps' }]]), hair);
    const dog = ask('Plejehund', 'Vi passer en plejehund, Rufus. Vi ved ikke, hvor længe han bliver.');
    expect(reds(planOf([['Vi passer en plejehund, Rufus.', 'Rufus skal bo hos dem for altid.']]), dog)).toContain('promise');
    const toy = ask('Brandbilen', 'Idas brandbil er gået i stykker. Far prøver at lime den, men måske bliver den ikke hel igen.');
    expect(reds(planOf([['Far limer den, og så bliver brandbilen helt som ny igen.']]), toy)).toContain('promise');
    const dinner = ask('Aftensmad', 'Ida spiser aftensmad.', { helps: 'Hvis Ida ikke kan lide maden, må hun spise rugbrød i stedet.' });
    expect(
      reds(planOf([['Ida spiser aftensmad.', { text: 'Ida skal smage på maden, før hun kan få rugbrød.', from: 'helps' }]]), dinner),
    ).toContain('threat');
    clean(planOf([['Ida spiser aftensmad.', { text: 'Kan Ida ikke lide maden, må hun spise rugbrød i stedet.', from: 'helps' }]]), dinner);
    const rabbit = ask('Kaninburet', 'Hver lørdag gør Ida og mor buret rent for kaninen Snuse.');
    expect(reds(planOf([['Hver lørdag gør Ida og mor buret rent.', w('Snart skal Snuse bo hos en anden familie.')]]), rabbit)).toContain(
      'invented-claim',
    );
    const teacher = ask('Ny pædagog', 'Der kommer en ny pædagog, Kasper. Lone og Mia er der også stadig.');
    expect(reds(planOf([['Der kommer en ny pædagog, Kasper.', w('Lone har valgt at stoppe.')]]), teacher)).toContain('invented-claim');
    clean(planOf([['Der kommer en ny pædagog, Kasper.', w('Man kan sige stop, og så skal legen stoppe.')]]), teacher);
    const eyes = ask('Øjenlæge', 'Ida skal have tjekket sine øjne. Det er et almindeligt tjek.');
    expect(reds(planOf([['Ida skal have tjekket sine øjne.', 'Bagefter skal Ida have briller.']]), eyes)).toContain('invented-claim');
    const glasses = ask('Briller', 'Ida skal have briller. Vi henter dem hos optikeren på fredag.');
    clean(planOf([['Ida skal have briller.', 'På fredag henter de brillerne hos optikeren.']]), glasses);
  });

  it("the dead who still hear, or watch from heaven by a pronoun; a sister's anxiety and moster's baby moved; a true grief story is not red", () => {
    const grief = ask('Mormor er død', 'Mormor døde i sidste uge. På fredag er der begravelse. Ida skal med.');
    expect(reds(planOf([['Mormor døde i sidste uge.', w('Mormor kan stadig høre Ida, når hun synger.')]]), grief)).toContain('dead-acting');
    expect(
      reds(
        planOf([['Mormor døde i sidste uge.', 'Hun havde glædet sig til at se Ida.', w('I dag kigger hun ned fra himlen og er glad.')]]),
        grief,
      ),
    ).toContain('dead-acting');
    clean(planOf([['Mormor døde i sidste uge.', w('Ida kan kigge op på himlen og tænke på mormor.')]]), grief);
    const psych = ask('Psykolog', 'Storesøster Alma går til psykolog, fordi hun har angst. Ida venter med far.', {
      who: ['far', 'storesøster Alma'],
    });
    expect(reds(planOf([['Storesøster Alma går til psykolog.', 'Ida skal også tale med psykologen om sin angst.']]), psych)).toContain(
      'moved-to-child',
    );
    const baby = ask('Moster Line', 'Moster Line har fået en lille dreng. Vi skal besøge dem på lørdag.', { who: ['mor', 'moster Line'] });
    const moved = checkPlan(planOf([['Mor har fået en lille dreng.', 'Vi skal besøge dem på lørdag.']]), baby, ida).red;
    expect(moved.map((r) => r.message)).toContain('»Mor har fået en lille dreng.« siger det om mor, men du skrev det om moster Line.');
    clean(planOf([['Moster Line har fået en lille dreng.', 'Ida og mor skal besøge dem på lørdag.']]), baby);
  });

  it('who stays told going along, who goes home told staying; even if; a length nobody knows; every single weekend; a thing that may not come; two steps in one sentence in the other order', () => {
    const wedding = ask('Mormor passer', 'Mor og far skal til bryllup. Ida bliver hjemme, og mormor passer hende.');
    expect(reds(planOf([['Ida kører med til brylluppet.']]), wedding)).toContain('contradiction');
    clean(planOf([['Mor og far skal til bryllup.', 'Ida bliver hjemme med mormor.']]), wedding);
    const visit = ask('Mormor', 'Ida skal sove hos mormor. Mor og far kører hjem igen og henter hende søndag.');
    expect(reds(planOf([['Ida skal sove hos mormor.', 'Mor bliver også og sover i huset.']]), visit)).toContain('contradiction');
    clean(planOf([['Ida skal sove hos mormor.', 'Mor og far kører hjem og henter hende søndag.']]), visit);
    const zoo = ask('Zoo', 'På søndag tager vi i zoo, hvis vejret er godt. Hvis det regner, bliver vi hjemme.');
    expect(reds(planOf([['Selv hvis det regner, kører de af sted.']]), zoo)).toContain('contradiction');
    clean(planOf([['Hvis det regner, bliver de hjemme.']]), zoo);
    const power = ask('Strømmen', 'Nogle gange går strømmen. Vi ved ikke, hvor længe den er væk.');
    expect(reds(planOf([['Strømmen er væk i fem minutter.']]), power)).toContain('contradiction');
    clean(planOf([['Ingen ved, hvor længe strømmen er væk.']]), power);
    const gran = ask('Farmor', 'Farmor kommer på besøg hver anden weekend.');
    expect(reds(planOf([[w('Farmor kommer på besøg hver eneste weekend.')]]), gran)).toContain('contradiction');
    const camp = ask('Lejr', 'Ida skal på lejr. Der må ikke være telefoner med på lejren.');
    expect(reds(planOf([['Ida skal på lejr.', w('Hver aften må Ida ringe til mor på sin telefon.')]]), camp)).toContain('contradiction');
    const move = ask('Flytning', 'Vi flytter i juli.', { steps: ['Vi flytter ind i det nye hus', 'Ida begynder i sin nye klasse'] });
    expect(reds(planOf([['Før familien flytter, begynder Ida i sin nye klasse.']]), move)).toContain('contradiction');
    clean(planOf([['Når familien er flyttet ind i det nye hus, begynder Ida i sin nye klasse.']]), move);
  });
});

describe('the Historietjek on the plan: version 9, what is not bought told allowed, what is often told once, glasses as a result', () => {
  it("each is red; the parent's own words, the sweets that stand at the till, and a parent's glasses beside an eye disease are read right", () => {
    const shop = ask('Indkøb', 'Ida skal med far i supermarkedet. Vi køber ikke slik i dag.', { hard: 'at der står slik ved kassen' });
    expect(reds(planOf([['I dag må Ida selv tage en pose slik med op til kassen.']]), shop)).toContain('contradiction');
    expect(reds(planOf([['Ida skal med far i supermarkedet.', { text: 'Ved kassen står der slik.', from: 'hard' }]]), shop)).toEqual([]);
    const night = ask('Sove selv', 'Mor kigger ind til Ida hvert tiende minut, til hun sover.');
    expect(reds(planOf([['Når Ida er faldet i søvn, kigger mor ind til hende én gang.']]), night)).toContain('contradiction');
    expect(reds(planOf([['Mor kigger ind til Ida hvert tiende minut.']]), night)).toEqual([]);
    const glasses = ask('Briller', 'Ida skal have briller. Hun henter dem hos optikeren.');
    expect(reds(planOf([['Ida skal have briller.', 'Ida har en sygdom i øjnene.']]), glasses)).toContain('invented-claim');
  });
});

describe('the Historietjek on the plan: version 9, the review of version 9', () => {
  const w = (text: string) => ({ text, source: 'writer' as const });
  const clean = (plan: StoryPlan, request: CheckRequest) => expect(reds(plan, request)).toEqual([]);

  it('good sentences that are not red', () => {
    clean(
      planOf([['Ida får ikke lov til at gå ind i køkkenet, når mor laver mad.']]),
      ask('Køkken', 'Ida må ikke gå ind i køkkenet, når mor laver mad.'),
    );
    const doctor = ask('Lægen', 'Ida skal til lægen med mor.');
    clean(planOf([['Ida skal til lægen med mor.', w('Når de er inde hos lægen, må Ida sidde på mors skød.')]]), doctor);
    const team = ask('Håndbold', 'Ida spiller håndbold med holdet. Træneren er glad.');
    clean(planOf([['Ida spiller håndbold med holdet.', w('Træneren synes, at Ida og holdet har været gode.')]]), team);
    const grief = ask('Morfar', 'Morfar døde i sidste uge.');
    clean(planOf([['Morfar døde i sidste uge.', w('Han har ikke ondt mere.'), w('Når man er død, er man død for altid.')]]), grief);
    const fair = ask('Tivoli', 'Ida skal i Tivoli med mor. Tandlægen er ikke med.');
    clean(
      planOf([
        ['Ida skal i Tivoli med mor.', w('Bagefter stopper karrusellen, og de går hjem.'), w('Når regnen stopper, kan Ida gå ud igen.')],
      ]),
      fair,
    );
    const bus = ask('Bussen', 'Ida kører med bussen til svømmehallen.');
    clean(planOf([['Ida kører med bussen til svømmehallen.', w('Bussen skal stoppe på stoppestedet ved svømmehallen.')]]), bus);
    const film = ask('Biografen', 'Ida skal se en 3D-film i biografen.');
    clean(planOf([['Ida skal se en 3D-film i biografen.', w('I biografen får alle briller på, så filmen bliver 3D.')]]), film);
    const klasse = ask('Ny pige', 'Der kommer en ny pige, Sara, i Idas klasse.');
    clean(planOf([['Der kommer en ny pige i Idas klasse.', w('Klassen har fået en ny pige, der hedder Sara.')]]), klasse);
    const gran = ask('Mormor', 'Mormor døde i sidste uge.');
    clean(
      planOf([
        [
          'Mormor døde i sidste uge.',
          w('Ida kan tænke på hende, når hun ser en stjerne.'),
          w('Nogle mennesker tror, at hun er i himlen nu.'),
        ],
      ]),
      gran,
    );
    const pool = ask('Svømmehal', 'Ida skal i svømmehallen. Man må ikke løbe på kanten.');
    clean(planOf([['Ida skal i svømmehallen.', w('Man løber aldrig på kanten i svømmehallen.')]]), pool);
    const hair = ask('Hårvask', 'Ida skal have vasket hår. Med en klud for øjnene kommer der aldrig vand i dem.');
    clean(planOf([[w('Når Ida holder kluden for øjnene, kommer der aldrig vand i dem.')]]), hair);
    const meal = ask('Mad', 'Ida skal vaske hænder før maden.');
    clean(planOf([[w('Ida skal vaske hænder, før hun kan spise.')]]), meal);
    const home = ask('Bryllup', 'Mor og far skal til bryllup. Ida bliver hjemme, og mormor passer hende.');
    clean(planOf([['Mor og far skal til bryllup.', w('Ida går med mormor en tur i haven.')]]), home);
    const rain = ask('Tur', 'Vi går en tur. Hvis det regner, tager vi regntøj på.');
    clean(planOf([['Vi går en tur.', w('Selv hvis det regner, går de en tur, for de har regntøj.')]]), rain);
    const ward = ask(
      'Hospital',
      'Morfar er på hospitalet. Vi ved ikke, hvor længe han skal være der. Ida og mor besøger ham en time på lørdag.',
    );
    clean(planOf([['Morfar er på hospitalet.', w('Besøget varer en time.')]]), ward);
    const hall = ask('Gymnastik', 'Ida skal til opvisning. Hun må ikke have far med ind i hallen. Far venter i cafeen.');
    clean(planOf([['Ida skal til opvisning.', 'Imens venter far i cafeen ved siden af.']]), hall);
    const bed = ask('Sengetid', 'Ida skal i seng.', { steps: ['Ida børster tænder', 'Ida går i seng'] });
    clean(planOf([[w('Ida går ikke i seng, før hun har børstet tænder.')]]), bed);
    const beach = ask('Stranden', 'Vi kører til stranden.', { steps: ['Alle spænder selen', 'Vi kører til stranden'] });
    clean(planOf([[w('Inden de kører til stranden, spænder alle selen.')]]), beach);
  });

  it('harm the review found that is red', () => {
    const kinder = ask('Børnehaven', 'Ida går i børnehave hos Lone og Mia.');
    expect(reds(planOf([['Ida går i børnehave hos Lone og Mia.', w('Lone stopper den 1. august.')]]), kinder)).toContain('invented-claim');
    expect(reds(planOf([['Ida går i børnehave.', w('Efter sommerferien stopper de begge to i børnehaven.')]]), kinder)).toContain(
      'invented-claim',
    );
    const tv = ask('Efter skole', 'Ida kommer hjem fra skole og ser tv.');
    expect(reds(planOf([[w('Når Ida er kommet hjem og har ryddet sit værelse, må hun se tv.')]]), tv)).toContain('threat');
    const team = ask('Fodbold', 'Ida skifter hold.', { helps: 'at hun kan stå ved Mathilde og Ronja' });
    expect(reds(planOf([[{ text: 'Hun kan stå ved træneren, langt fra dem.', from: 'helps' }]]), team)).toContain('contradiction');
  });
});

describe('the Historietjek on the plan: version 9, tune28 and tune29', () => {
  const w = (text: string) => ({ text, source: 'writer' as const });
  const clean = (plan: StoryPlan, request: CheckRequest) => expect(reds(plan, request)).toEqual([]);

  it('a pulled tooth, a new class teacher, «barnligt», a gift or a call only on a condition, a class sent home, an illness blamed on noise, nothing ever happening, old told as new, order with «bagefter», a chair moved to the child', () => {
    const bus = ask('Tandlægebussen', 'Tandlægebussen kommer, og Ida skal have tjekket tænder. Det er kun et tjek.');
    expect(reds(planOf([['Tandlægebussen kommer.', w('Nogle børn skal have trukket en tand ud.')]]), bus)).toContain('invented-claim');
    const sub = ask('Vikar', 'Lærer Jonas er væk en uge. Vikaren hedder Amalie.');
    expect(reds(planOf([['Vikaren hedder Amalie.', w('Amalie bliver jeres nye klasselærer.')]]), sub)).toContain('invented-claim');
    const school = ask('Ny skole', 'Ida skal gå i 5.B på en ny skole.');
    expect(reds(planOf([['Ida skal gå i 5.B.', w('Det er barnligt at være nervøs, når man er 11 år.')]]), school)).toContain('shaming');
    const conf = ask('Konfirmation', 'Ida bliver konfirmeret.', { helps: 'at hun ikke behøver holde tale' });
    expect(reds(planOf([['Ida bliver konfirmeret.', 'Ida får kun sine gaver, hvis hun holder en tale.']]), conf)).toContain('threat');
    const dad = ask('Far arbejder væk', 'Far arbejder i Hamborg. Far ringer hver aften.');
    expect(reds(planOf([['Far ringer hver aften.', w('Men far ringer kun, hvis Ida har været sød den dag.')]]), dad)).toContain('threat');
    const museum = ask('Museum', 'Klassen tager bussen til museet.', { hard: 'at der kan være larm' });
    expect(
      reds(planOf([[{ text: 'Der kan være larm, og hvis nogen løber væk, skal hele klassen tage hjem.', from: 'hard' }]]), museum),
    ).toContain('threat');
    const migraine = ask('Migræne', 'Mor har migræne nogle gange. Far passer Ida imens.');
    expect(reds(planOf([['Mor har migræne nogle gange.', w('Hvis Ida larmer, bliver mor mere syg.')]]), migraine)).toContain('threat');
    const soldier = ask('Mor er udsendt', 'Mor er soldat og skal være udsendt i fire måneder.');
    expect(reds(planOf([['Mor er soldat.', w('Der sker hende aldrig noget, og hun kommer altid hjem til tiden.')]]), soldier)).toContain(
      'promise',
    );
    const move = ask('Flytning', 'Vi flytter til Nordvest. Ida fortsætter i sin gamle skole og tager bussen.');
    expect(reds(planOf([['Efter flytningen skal Ida begynde i en ny skole.']]), move)).toContain('contradiction');
    const braces = ask('Tandregulering', 'Ida skal til kontrol.', { steps: ['Susan tager de gamle elastikker af', 'Susan sætter nye på'] });
    clean(planOf([['Ida skal til kontrol.', w('Det mærker mange, når de har fået nye elastikker.')]]), braces);
    const op = ask('Operation', 'Mor skal opereres.', { steps: ['Mor bliver opereret torsdag', 'Ida og morfar besøger mor fredag'] });
    expect(reds(planOf([['Først besøger Ida og morfar mor, og bagefter bliver hun opereret.']]), op)).toContain('contradiction');
    const newBoy = ask('Lukas er ny', 'Lukas begynder i Gruppen. Han har en storebror, der sidder i kørestol.', { who: ['Lukas'] });
    expect(reds(planOf([['Lukas begynder i Gruppen.', 'Lukas sidder i kørestol.']]), newBoy, { name: 'Gruppen', age: 5 })).toContain(
      'contradiction',
    );
  });

  it("good sentences of tune29: a feeling as a reason, the head of the parent's ward, a time beside a place, a maybe left out, a dentist who stops on a sign", () => {
    const funeral = ask('Farfars begravelse', 'Farfar døde i sidste uge. På fredag er der begravelse.', {
      hard: 'at de voksne græder',
      why: 'så vi kan sige farvel til farfar',
    });
    clean(planOf([['Farfar døde i sidste uge.', w('De græder, fordi de savner farfar.')]]), funeral);
    const clot = ask('Blodprop', 'Far fik en blodprop. Nu ligger han på hjerteafdelingen.', {
      hard: 'at far ligger i en seng med ledninger',
    });
    clean(planOf([['Nu ligger far på hjerteafdelingen.', w('Så kører de hjem, og far bliver på afdelingen.')]]), clot);
    const chemo = ask('Far er syg', 'Far har kræft og skal have kemo på Herlev Hospital.', {
      when: 'hver tredje uge, første gang på mandag',
    });
    clean(planOf([[{ text: 'Far skal have kemo hver tredje uge på Herlev Hospital.', from: 'when' }]]), chemo);
    const birth = ask('Mor skal føde', 'Mor skal føde snart.', { steps: ['Farmor kommer og henter Ida, måske om natten'] });
    clean(planOf([['Mor skal føde snart.', { text: 'Når det sker, kommer farmor og henter Ida.', from: 'steps.0' }]]), birth);
    expect(reds(planOf([['Mor skal føde snart.', { text: 'Farmor kommer og henter Ida om natten.', from: 'steps.0' }]]), birth)).toContain(
      'contradiction',
    );
    const filling = ask('Fyldning', 'Ida skal have en fyldning hos tandlæge Nadia. Hun kan række hånden op.');
    clean(planOf([['Ida skal have en fyldning.', w('Nadia stopper, når hun ser hånden.')]]), filling);
  });
});

describe('the Historietjek on the plan: version 9, an answer to «Hvem er med?» that says the person is away', () => {
  it("'lærer Hanne der er på kursus' told there is red; the others told there are not", () => {
    const sub = ask('Vikar', 'Der kommer en vikar, Jesper.', { who: ['vikar Jesper', 'pædagog Camilla', 'lærer Hanne der er på kursus'] });
    const group = { name: 'Regnbuen', age: 10 };
    expect(
      reds(planOf([[{ text: 'Vikar Jesper, pædagog Camilla og lærer Hanne der er på kursus er der også.', from: 'who' }]]), sub, group),
    ).toContain('contradiction');
    expect(reds(planOf([[{ text: 'Vikar Jesper og pædagog Camilla er der også.', from: 'who' }]]), sub, group)).toEqual([]);
  });
});

describe('the Historietjek on the plan: version 9, the second review', () => {
  const w = (text: string) => ({ text, source: 'writer' as const });
  const clean = (plan: StoryPlan, request: CheckRequest) => expect(reds(plan, request)).toEqual([]);
  it('good sentences the latest rules made red are not', () => {
    clean(
      planOf([[w('Mormor har taget tandbørsten ud af tasken.')]]),
      ask('Mormor', 'Ida skal sove hos mormor. Mor pakker hendes taske med tandbørste.'),
    );
    clean(
      planOf([[w('Bagefter har tandlægen trukket tanden ud.')]]),
      ask('Tandlæge', 'Ida skal til tandlæge. Tandlægen skal trække en tand ud.'),
    );
    clean(
      planOf([[w('Camilla er den nye pædagog på stuen.')]]),
      ask('Ny pædagog', 'Der kommer en ny pædagog på stuen. Hun hedder Camilla.'),
    );
    clean(planOf([[w('Imens skal Simba bo hos naboen.')]]), ask('Ferie', 'Vi skal på ferie. Naboen passer katten Simba imens.'));
    clean(planOf([[w('Det er slet ikke barnligt at have en bamse med.')]]), ask('Lejr', 'Ida skal på lejr. Hun har sin bamse med.'));
    clean(planOf([[w('Bussen kommer kun, hvis man står ved stoppestedet.')]]), ask('Bussen', 'Ida tager bussen fra stoppestedet.'));
    clean(planOf([[w('Det har været godt at se mormor.')]]), ask('Mormor', 'Ida besøger mormor.'));
    clean(planOf([[w('Weekenden har været god.')]]), ask('Weekend', 'Ida har været hos mormor i weekenden.'));
    clean(planOf([[w('Hvis far glemmer sin medicin, bliver han dårlig.')]]), ask('Far', 'Far har sukkersyge og tager medicin.'));
    clean(planOf([[w('Ida synes, at der aldrig sker noget i sommerferien.')]]), ask('Sommerferie', 'Ida keder sig i sommerferien.'));
    clean(
      planOf([[w('Idas gamle cykel er for lille, så hun får en ny cykel.')]]),
      ask('Cykel', 'Idas gamle cykel er blevet for lille. Vi køber en større.'),
    );
    clean(
      planOf([[w('Hos far får Ida et nyt værelse.')]]),
      ask('To hjem', 'Ida bor hos mor og hos far. Ida beholder sit gamle værelse hos mor.'),
    );
    const sub = ask('Vikar', 'Der kommer en vikar.', { who: ['lærer Hanne der er på kursus', 'vikar Jesper'] });
    clean(planOf([[w('Hanne er på kursus, men Jesper er der også.')]]), sub);
    const cause = ask('Vikar', 'Der kommer en vikar.', { who: ['vikar Jesper, fordi Hanne er på kursus'] });
    clean(planOf([[w('Jesper kommer ind i klassen.')]]), cause);
    const sick = ask('Mor er syg', 'Mor er syg og ligger i sengen.', { who: ['mor, der er syg'] });
    clean(planOf([[w('Mor kommer ind og siger godnat til Ida.')]]), sick);
    const filling = ask('Fyldning', 'Ida skal have en fyldning hos tandlæge Nadia. Hun kan række hånden op.');
    clean(planOf([[w('Nadia stopper, hvis det gør ondt.'), w('Nadia stopper, så snart hånden kommer op.')]]), filling);
  });
});

describe('the Historietjek on the plan: version 9, tune30', () => {
  const w = (text: string) => ({ text, source: 'writer' as const });
  it('who fetches stays in the paraphrase, a new teacher is a new adult, «er brug for ro» is no condition, lost children are danger', () => {
    const nursery = ask('Vuggestue', 'Ida skal starte i vuggestuen. Far henter hende kl. 14.', { who: ['far'] });
    expect(reds(planOf([['Klokken to kommer mor og henter hende.']]), nursery)).toContain('invented-claim');
    expect(reds(planOf([['Klokken to kommer far og henter hende.']]), nursery)).toEqual([]);
    const teacher = ask('Ny lærer', 'Klassen får en ny dansklærer, Anne.');
    expect(
      reds(planOf([['Klassen får en ny dansklærer, Anne.', w('Det tager lidt tid at lære en ny voksen at kende.')]]), teacher),
    ).toEqual([]);
    const xmas = ask('Jul', 'Vi holder jul hos farmor.', { helps: 'at Ida må gå ind i farmors soveværelse' });
    expect(reds(planOf([[{ text: 'Når der er brug for ro, må Ida gå ind i farmors soveværelse.', from: 'helps' }]]), xmas)).toEqual([]);
    const flight = ask('Flyvetur', 'Ida skal flyve til London med far.');
    expect(
      reds(
        planOf([['Ida skal flyve til London med far.', w('Nogle gange bliver børn væk i lufthavnen og bliver aldrig fundet igen.')]]),
        flight,
      ),
    ).toContain('invented-claim');
  });
});

describe('the Historietjek on the plan: version 9, someone away who comes back', () => {
  it("'at Hanne kommer torsdag' and 'Torsdag er Hanne tilbage' are no presence; 'Hanne kommer ind i klassen' is", () => {
    const sub = ask('Vikar', 'Der kommer en vikar, Jesper.', { who: ['vikar Jesper', 'lærer Hanne der er på kursus'] });
    const group = { name: 'Regnbuen', age: 10 };
    expect(reds(planOf([['Det kan hjælpe, at Hanne kommer torsdag.', 'Torsdag er Hanne tilbage.']]), sub, group)).toEqual([]);
    expect(reds(planOf([['Hanne kommer ind i klassen.']]), sub, group)).toContain('contradiction');
  });
});
