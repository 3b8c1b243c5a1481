import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type PlanPage, type PlanScene, type StoryPlan, UNKNOWN_SCENE } from '../../../shared/story-plan';
import { adultFigureLook } from '../illustrator/figures/look';
import { drawCover, drawScene } from '../illustrator/scenes';
import type { AvatarLook } from '../picture-words/avatar-look';
import { offlineIllustrator } from './illustrator';
import type { SceneDrawing } from './port';
import { adultOnPage } from '../picture-words/present';

// What the offline illustrator asks to be drawn, without drawing it.
vi.mock('../illustrator/scenes', async (original) => ({
  ...(await original<typeof import('../illustrator/scenes')>()),
  drawScene: vi.fn(async () => Buffer.from('scene')),
  drawCover: vi.fn(async () => Buffer.from('cover')),
}));

const child: AvatarLook = { gender: 'dreng', age: 6, hairColor: 'brun', eyeColor: 'blå', skinColor: 'lys', outfit: 'grøn trøje' };
const page = (text: string, scene: PlanScene = UNKNOWN_SCENE): PlanPage => ({
  sentences: [{ text, kind: 'beskrivende', source: 'writer' }],
  scene,
});

const plan: StoryPlan = {
  version: 1,
  title: 'Emil skal til tandlæge',
  pages: [
    page('Emil og mor går hjemmefra.', { setting: 'home', present: ['child', 'mor'], action: 'walk', mood: 'calm', companion: false }),
    page('Mor holder Emil i hånden i venteværelset.', {
      setting: 'waiting-room',
      present: ['child', 'mor'],
      action: 'hold-hand',
      mood: 'calm',
      companion: false,
    }),
    page('Mor holder Emil i hånden i venteværelset.', {
      setting: 'waiting-room',
      present: ['child', 'tandlægen'],
      action: 'hold-hand',
      mood: 'calm',
      companion: false,
    }),
    page('Mor holder Emil i hånden i venteværelset.'),
    page('Mor holder Emil i hånden i venteværelset.', {
      setting: 'waiting-room',
      present: ['child'],
      action: 'hold-hand',
      mood: 'calm',
      companion: true,
    }),
  ],
};

function drawing(index: number): SceneDrawing {
  return {
    cover: index === 0,
    title: plan.title,
    plan,
    page: plan.pages[Math.max(0, index - 1)],
    avatars: [],
    children: [child],
    companion: null,
    prompt: '',
    negativePrompt: '',
    names: [],
    seed: `s:${index}`,
    storySeed: 's',
  };
}

const drawn = () => vi.mocked(drawScene).mock.calls.at(-1)![0];

describe('the offline illustrator draws from the plan', () => {
  beforeEach(() => vi.clearAllMocks());

  it("draws a page from its own words, and the cover from the plan's first page", async () => {
    await offlineIllustrator().scene(drawing(2));
    expect(drawn()).toMatchObject({
      setting: 'waiting-room',
      people: { pose: 'hold-hand', adult: expect.objectContaining({ age: 'adult' }) },
    });
    await offlineIllustrator().scene(drawing(0));
    expect(vi.mocked(drawCover).mock.calls[0][0]).toMatchObject({ setting: 'home', title: plan.title });
  });

  it('draws the adult the scene says is there, not one the page only names', async () => {
    // The words say «mor», the scene says the dentist is there: the dentist is drawn (issue 29: `present` decides).
    await offlineIllustrator().scene(drawing(3));
    expect(drawn().people.adult).toEqual(adultFigureLook('s', 'dentist'));
    // The same page with a scene that names no one but the child (it says nothing, or its writer knew no names): its words decide, as before the plan.
    for (const index of [4, 5]) {
      await offlineIllustrator().scene(drawing(index));
      expect(drawn().people.adult).toEqual(expect.objectContaining({ age: 'adult' }));
    }
  });

  it('knows the people of `present` by the words that name their role', () => {
    const scene = (present: string[]): PlanScene => ({ ...UNKNOWN_SCENE, setting: 'school', present });
    const mor = { role: 'parent', variant: 'mor' } as const;
    expect(adultOnPage(mor, scene(['child', 'mor']))).toEqual(mor);
    expect(adultOnPage(mor, scene(['child', 'far']))).toBeNull();
    expect(adultOnPage({ role: 'parent', variant: '' }, scene(['child', 'Far']))).toEqual({ role: 'parent', variant: '' });
    expect(adultOnPage({ role: 'pedagogue', variant: '' }, scene(['child', 'pædagogen Lone']))).toEqual({ role: 'pedagogue', variant: '' });
    expect(adultOnPage({ role: 'teacher', variant: '' }, scene(['child', 'klasselæreren']))).toEqual({ role: 'teacher', variant: '' });
    expect(adultOnPage({ role: 'teacher', variant: '' }, scene(['child', 'mor']))).toBeNull();
    expect(adultOnPage({ role: 'teacher', variant: '' }, scene(['child']))).toEqual({ role: 'teacher', variant: '' });
    expect(adultOnPage(mor, UNKNOWN_SCENE)).toEqual(mor);
    expect(adultOnPage(null, scene(['child', 'mor']))).toBeNull();
  });

  it('never draws a person the story says has died, on any page', async () => {
    const grief: StoryPlan = {
      version: 1,
      title: 'Mormor er død',
      pages: [page('Mormor er død. Hun kommer ikke tilbage.'), page('Vi tænker på mormor og kigger på billeder af hende.')],
    };
    for (const [i, p] of grief.pages.entries()) {
      await offlineIllustrator().scene({ ...drawing(i + 1), title: grief.title, plan: grief, page: p });
      expect(drawn().people.adult).toBeNull();
    }
    // A living grandmother on the same words is drawn.
    const visit: StoryPlan = {
      version: 1,
      title: 'Besøg hos mormor',
      pages: [page('Vi tænker på mormor og kigger på billeder af hende.')],
    };
    await offlineIllustrator().scene({ ...drawing(1), title: visit.title, plan: visit, page: visit.pages[0] });
    expect(drawn().people.adult).toEqual(expect.objectContaining({ age: 'adult' }));
  });

  it("draws the page's setting and action from its scene, and the living adult of `present`", async () => {
    const dentist: StoryPlan = {
      version: 1,
      title: 'Oliver skal til tandlæge',
      pages: [
        page('Oliver ligger i stolen. Mor er med.', {
          setting: 'dentist',
          present: ['child', 'tandlægen', 'mor'],
          action: 'treatment-chair',
          mood: 'calm',
          companion: true,
        }),
      ],
    };
    await offlineIllustrator().scene({ ...drawing(1), title: dentist.title, plan: dentist, page: dentist.pages[0], companion: 'bamse' });
    // The dentist is the setting's own: the adult beside the child is mor.
    expect(drawn()).toMatchObject({
      setting: 'dentist',
      people: {
        action: 'treatment-chair',
        companion: 'teddy',
        adult: adultFigureLook('s', 'parent', 'mor', drawn().people.children[0].skin),
      },
    });
  });

  it('never puts a person who has died in the picture, even where a scene names them', async () => {
    const grief: StoryPlan = {
      version: 1,
      title: 'Morfar er død',
      pages: [
        page('Morfar er død.', { setting: null, present: ['child', 'morfar'], action: null, mood: 'calm', companion: false }),
        page('Vi er i kirken til morfars begravelse. Mor er med.', {
          setting: 'church',
          present: ['child', 'morfar', 'mor'],
          action: 'sit-in-pew',
          mood: 'calm',
          companion: false,
        }),
      ],
    };
    await offlineIllustrator().scene({ ...drawing(1), title: grief.title, plan: grief, page: grief.pages[0] });
    expect(drawn().people.adult).toBeNull();
    await offlineIllustrator().scene({ ...drawing(2), title: grief.title, plan: grief, page: grief.pages[1] });
    expect(drawn()).toMatchObject({
      setting: 'church',
      people: { action: 'sit-in-pew', adult: adultFigureLook('s', 'parent', 'mor', drawn().people.children[0].skin) },
    });
  });

  it("reads the parent's «Rediger billede» words into the scene it draws", async () => {
    const visit: StoryPlan = {
      version: 1,
      title: 'Oliver skal til tandlæge',
      pages: [
        page('Oliver er hos tandlægen.', {
          setting: 'dentist',
          present: ['child', 'tandlægen'],
          action: null,
          mood: 'calm',
          companion: false,
        }),
      ],
    };
    const base = { ...drawing(1), title: visit.title, plan: visit, page: visit.pages[0], companion: 'bamse' };
    await offlineIllustrator().scene(base);
    expect(drawn()).toMatchObject({ setting: 'dentist', people: { action: null, adult: null, companion: null } });
    await offlineIllustrator().scene({ ...base, request: 'ligger i stolen med bamsen i hånden, mor sidder ved siden af' });
    expect(drawn()).toMatchObject({
      setting: 'dentist',
      people: { action: 'treatment-chair', companion: 'teddy', adult: expect.objectContaining({ age: 'adult', gender: 'pige' }) },
    });
    await offlineIllustrator().scene({ ...base, request: 'Oliver venter i venteværelset' });
    expect(drawn()).toMatchObject({ setting: 'waiting-room', people: { action: 'wait-with-book' } });
  });

  const scene = (setting: string | null, present: string[] = ['child'], action: string | null = null): PlanScene => ({
    setting,
    present,
    action,
    mood: 'calm',
    companion: false,
  });
  const drawPage = async (story: StoryPlan, index: number) => {
    await offlineIllustrator().scene({ ...drawing(1), title: story.title, plan: story, page: story.pages[index] });
    return drawn();
  };

  it('draws a stadium called «Parken» in the neutral room, never as a green park', async () => {
    // A person reading the stories: «Vi skal se fodbold i Parken» was drawn as a park.
    const football: StoryPlan = {
      version: 1,
      title: 'Vi skal til fodbold',
      pages: [page('Vi skal se fodbold i Parken.', scene(null, ['child', 'far'])), page('Vi leger i parken bagefter.', scene('outdoors'))],
    };
    expect((await drawPage(football, 0)).setting).toBe('neutral');
    expect((await drawPage(football, 1)).setting).toBe('outdoors');
  });

  it("draws a page with no place of its own at the story's place: the fire drill's alarm at school", async () => {
    // A person reading the stories: «Alarmen lyder» on a school's fire drill was drawn in a living room.
    const drill: StoryPlan = {
      version: 1,
      title: 'Brandøvelse',
      pages: [
        page('Ida går i skole. I dag har vi brandøvelse.', scene('school')),
        page('Alarmen lyder.', scene(null)),
        page('Brandalarmen hyler.', scene(null)),
        page('Klokken ringer.', scene(null)),
        page('Vi går ud i skolegården med læreren.', scene('school', ['child', 'læreren'], 'walk')),
      ],
    };
    for (const index of [1, 2, 3]) expect((await drawPage(drill, index)).setting).toBe('school');
    // The story goes where its pages go: after coming home, a page of no place is at home.
    const home: StoryPlan = { ...drill, pages: [drill.pages[0], page('Ida går hjem.', scene('home')), drill.pages[1]] };
    expect((await drawPage(home, 2)).setting).toBe('home');
    // A plan whose pages name no place (from before the scene) is drawn at its situation's place, as before.
    const old: StoryPlan = { version: 1, title: 'Emil skal til tandlæge', pages: [page('Emil trækker vejret roligt.')] };
    expect((await drawPage(old, 0)).setting).toBe('dentist');
  });

  it('draws the zoo where the bus went, not at the bus stop, and football training outdoors, not at the pool', async () => {
    // Unseen requests: the zoo's elephants and lunch were drawn at a bus stop, football training in a swimming pool.
    const zoo: StoryPlan = {
      version: 1,
      title: 'Tur i Zoo',
      pages: [
        page('Ida skal i Zoologisk Have med sin klasse.', scene('outdoors', ['child', 'klassen'])),
        page('Klassen tager bussen.', scene('transport', ['child', 'klassen'])),
        page('De ser elefanterne.', scene(null)),
        page('De spiser madpakker.', scene(null, ['child'], 'eat-at-table')),
      ],
    };
    expect((await drawPage(zoo, 2)).setting).toBe('outdoors');
    expect((await drawPage(zoo, 3)).setting).toBe('outdoors');
    // A journey with nowhere after it stays the journey.
    const ride: StoryPlan = { ...zoo, pages: [page('Vi tager bussen.', scene('transport')), page('Vi ser ud ad vinduet.', scene(null))] };
    expect((await drawPage(ride, 1)).setting).toBe('transport');
    const football: StoryPlan = {
      version: 1,
      title: 'Fodboldtræning',
      pages: [
        page('Træningen er på kunstgræsbanen ved hallen.', scene('outdoors')),
        page('Oliver tager fodboldstøvler på i omklædningsrummet.', scene(null)),
      ],
    };
    expect((await drawPage(football, 1)).setting).toBe('outdoors');
  });

  it('draws a game of doctor where it is played, also on a page with a stethoscope; a real visit to the doctor stays there', async () => {
    // picture-places (tune half): «Lily lytter på bamsens hjerte med stetoskopet» was drawn at the doctor's.
    const game: StoryPlan = {
      version: 1,
      title: 'Vi leger læge i børnehaven',
      pages: [page('I børnehaven leger vi læge.', scene('kindergarten')), page('Lily lytter på bamsens hjerte.', scene('doctor'))],
    };
    expect((await drawPage(game, 1)).setting).toBe('kindergarten');
    const visit: StoryPlan = { ...game, title: 'Ida skal til lægen', pages: [page('Ida leger.', scene('home')), game.pages[1]] };
    expect((await drawPage(visit, 1)).setting).toBe('doctor');
  });

  it("draws a page at a museum, a cinema or a library in the neutral room, not at the story's school", async () => {
    // picture-places (tune half): «På museet ser de vikingeskjolde» on a school trip was drawn in a classroom.
    const trip: StoryPlan = {
      version: 1,
      title: 'Museum med klassen',
      pages: [page('Klassen går i skole.', scene('school')), page('På museet ser de vikingeskjolde og sværd.', scene(null))],
    };
    expect((await drawPage(trip, 1)).setting).toBe('neutral');
    expect((await drawPage(trip, 0)).setting).toBe('school');
    // Ten new requests (session 4): the dog's visit to the vet was drawn in the child's bedroom at night.
    const vet: StoryPlan = {
      version: 1,
      title: 'Bella skal opereres',
      pages: [page('Vores hund Bella skal steriliseres ved dyrlægen på onsdag.', scene(null)), page('Noah går i seng.', scene('bedroom'))],
    };
    expect((await drawPage(vet, 0)).setting).toBe('neutral');
  });

  it('draws a cousin, a sibling or a friend as a child beside the child, never as an adult', async () => {
    // A person reading the stories: «kusine Sara» was drawn as a grown-up.
    const visit: StoryPlan = {
      version: 1,
      title: 'Kusine Sara kommer på besøg',
      pages: [
        page('Kusine Sara kommer på besøg.', scene(null, ['child', 'kusine Sara'])),
        page('Ida leger med lillebror og veninden Maja.', scene(null, ['child', 'lillebror', 'veninden Maja'])),
        page('Moster Hanne kommer også.', scene(null, ['child', 'moster Hanne'])),
      ],
    };
    const cousin = await drawPage(visit, 0);
    expect(cousin.people.adult).toBeNull();
    expect(cousin.people.children).toHaveLength(2);
    expect(cousin.people.children[1]).toMatchObject({ gender: 'pige', age: expect.any(Number) });
    // The same cousin on every page of the story.
    expect((await drawPage(visit, 0)).people.children[1]).toEqual(cousin.people.children[1]);
    const siblings = await drawPage(visit, 1);
    expect(siblings.people.children.map((c) => c.age)).toEqual([6, expect.any(Number), expect.any(Number)]);
    expect(siblings.people.children[1]).toMatchObject({ gender: 'dreng' });
    expect(siblings.people.children[1].age).toBeLessThan(6);
    // An aunt is a grown-up.
    const aunt = await drawPage(visit, 2);
    expect(aunt.people.children).toHaveLength(1);
    expect(aunt.people.adult).toEqual(expect.objectContaining({ age: 'adult' }));
  });
});
