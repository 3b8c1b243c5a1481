import { describe, expect, it } from 'vitest';
import { classifySituation, companionPhrase, describeScene, describeStoryScenes, picturePlan, sceneSetting } from './scene-words';

describe('classifySituation', () => {
  it.each([
    ['Tandlægebesøg', 'dentist'],
    ['Emil skal have en vaccine', 'doctor'],
    ['Første skoledag i 0. klasse', 'school'],
    ['Start i vuggestuen', 'kindergarten'],
    ['Klipning hos frisøren', 'hairdresser'],
    ['Vi skal handle i Netto, indkøb', 'shop'],
    ['Flyrejse til Spanien', 'transport'],
    ['Bustur', 'transport'],
    ['Emil har fødselsdag', 'party'],
    ['Brandøvelse i skolen', 'noise'],
    ['Tandbørstning hver aften', 'hygiene'],
    ['Emil skal i bad', 'hygiene'],
    ['Vi skal flytte', 'moving'],
    ['Vi skal besøge mormor i weekenden', 'general'],
    // A weak word alone ('klasse') does not make a zoo trip a school day.
    ['Emil skal i zoo med sin klasse', 'outdoors'],
    ['Skoleudflugt med klassen', 'school'],
    ['', 'general'],
  ] as const)('%s -> %s', (text, id) => {
    expect(classifySituation(text)).toBe(id);
  });
});

describe('sceneSetting', () => {
  it.each([
    ['Emil sidder i tandlægestolen og gaber.', 'dentist', 'dentist'],
    ['Bagefter går Emil og mor hjem.', 'dentist', 'home'],
    ['Nu er tandlægebesøget slut, og Emil går hjem.', 'dentist', 'home'],
    ['Lægen lytter til Emils hjerte.', 'doctor', 'doctor'],
    ['Emil sætter sig på sin plads i klassen.', 'school', 'school'],
    ['Pædagogen siger godmorgen i børnehaven.', 'kindergarten', 'kindergarten'],
    ['Om eftermiddagen leger børnene udenfor på legepladsen.', 'kindergarten', 'playground'],
    ['Emil lægger varerne i indkøbsvognen i supermarkedet.', 'shop', 'shop'],
    ['Emil gynger på legepladsen.', 'playground', 'playground'],
    ['Emil sidder i bussen og kigger ud ad vinduet.', 'transport', 'transport'],
    ['Gæsterne synger fødselsdagssang, og der er kage.', 'party', 'party'],
    ['Emil går ned i bassinet i svømmehallen.', 'swimming', 'swimming'],
    ['I svømmehallen tager Emil et brusebad.', 'swimming', 'swimming'],
    ['Emil lægger sig i sengen under dynen.', 'bedtime', 'bedroom'],
    ['På badeværelset børster Emil tænder.', 'bedtime', 'bathroom'],
    ['Frisøren klipper Emils hår med en saks.', 'hairdresser', 'hairdresser'],
    ['Far skal klippe håret kort.', 'general', 'hairdresser'],
    // Cutting that is not the hair's: a label out of a hoodie, paper in class.
    ['Vi kan klippe mærket ud af hoodien.', 'general', 'home'],
    ['Idas negle skal klippes i aften.', 'general', 'home'],
    ['Emil klipper en stjerne med saksen i klassen.', 'school', 'school'],
    // A shelf of one's own at home is no shop; the shop's shelves are.
    ['Emil har sin egen hylde og sin egen seng.', 'general', 'home'],
    ['Emil kigger på hylderne med slik.', 'general', 'shop'],
    ['Emil og far går en tur i skoven.', 'general', 'outdoors'],
    ['Emil trækker vejret roligt.', 'dentist', 'dentist'],
    ['Høje lyde varer for det meste kun et lille stykke tid.', 'noise', 'home'],
  ] as const)('%s (%s) -> %s', (text, situation, setting) => {
    expect(sceneSetting(text, situation)).toBe(setting);
  });

  it('reads a capitalised place name inside a sentence as a name: no park for «Parken»', () => {
    expect(classifySituation('Vi skal se fodbold i Parken')).toBe('general');
    expect(sceneSetting('Vi skal se fodbold i Parken.', 'school')).toBe('school');
    expect(sceneSetting('Vi leger i parken.', 'school')).toBe('outdoors');
    expect(picturePlan('Ida står.', { request: 'Vi er i Parken' }).setting).toBe('home');
    expect(picturePlan('Ida står.', { request: 'Vi er i parken' }).setting).toBe('outdoors');
  });

  it('without a situation, a scene with no place words is at home', () => {
    expect(sceneSetting('Emil trækker vejret roligt.')).toBe('home');
  });
});

describe('companionPhrase', () => {
  it.each([
    ['bamse', 'bamsen'],
    ['en kanin', 'kaninen'],
    ['et tæppe', 'tæppet'],
    ['sit tøjdyr', 'tøjdyret'],
    ['Bjørn', 'Bjørn'],
    ['bamsen Bjørn', 'bamsen Bjørn'],
    ['en bamse der hedder Bjørn', 'bamsen Bjørn'],
    ['min hund Max', 'hunden Max'],
    ['storebror', 'storebror'],
    ['en giraf', 'giraffen'],
  ])('%s -> %s', (raw, phrase) => {
    expect(companionPhrase(raw)).toEqual({ phrase });
  });

  it('keeps what it cannot fit in a sentence for a safe wording', () => {
    expect(companionPhrase('blå bamse med prikker')).toEqual({ fallback: 'blå bamse med prikker' });
    expect(companionPhrase('')).toBeNull();
  });
});

describe('describeStoryScenes', () => {
  const character = { name: 'Emil', gender: 'dreng' as const, age: 7, companion: 'bamsen Bjørn' };
  const scenes = [
    'Emil skal til tandlæge.',
    'Emil sidder i tandlægestolen, og tandlægen kigger på hans tænder.',
    'Emil holder bamsen Bjørn.',
    'Bagefter går Emil og mor hjem.',
  ];
  const prompts = describeStoryScenes(scenes, character, { title: 'Hos tandlægen', description: 'Emil skal til tandlæge.' });

  it("describes each scene in English for the illustrator, without the child's name", () => {
    expect(prompts).toHaveLength(4);
    for (const prompt of prompts) {
      expect(prompt).toMatch(/^A 7-year-old boy /);
      expect(prompt).not.toContain('Emil');
      expect(prompt).not.toMatch(/[æøå]/i);
    }
    expect(prompts[1]).toMatch(/dentist/);
    expect(prompts[2]).toContain('holding a favourite cuddly toy');
    expect(prompts[3]).toContain('at home');
    expect(prompts[3]).not.toContain('dentist');
  });

  it('says "an" before 8 and 11, "girl" for a girl, and names the vehicle of a journey', () => {
    const girl = { name: 'Ida', gender: 'pige' as const, age: 8 };
    expect(describeScene('Ida går ned i bassinet i svømmehallen.', girl, 'swimming')).toMatch(/^An 8-year-old girl .*swimming pool/);
    expect(describeScene('Ida sidder i flyet og kigger ud.', { ...girl, age: 5 }, 'transport')).toMatch(/plane|airport/);
  });

  it('describes the pictures of a group without names or other children', () => {
    const group = { name: 'Sommerfuglene', ageFrom: 3, ageTo: 5 };
    expect(describeScene('Børnene sætter sig én ad gangen i stolen hos tandlægen.', group, 'dentist')).toMatch(
      /^A group of children aged 3-5 /,
    );
    const playground = describeScene('Sommerfuglene leger med børnene på legepladsen.', group, 'playground');
    expect(playground).not.toMatch(/Sommerfuglene|other children/);
    expect(describeScene('Der er stille.', { ...group, ageFrom: 6, ageTo: 6 }, 'general')).toMatch(
      /^A group of children aged 6 standing together calmly/,
    );
  });
});

describe('picturePlan', () => {
  it.each([
    ['Jeg sidder i den store stol. Tandlægen kigger i min mund.', 'dentist', 'sit-special'],
    ['Jeg ligger i min seng og sover.', 'bedtime', 'lie'],
    ['Jeg skal ikke sove nu. Jeg står ved døren.', 'bedtime', 'stand'],
    ['Jeg vasker hænder med sæbe.', 'hygiene', 'wash-hands'],
    ['Vi spiser madpakker ved bordet.', 'school', 'eat'],
    ['Alarmen lyder højt. Jeg holder mig for ørerne.', 'noise', 'cover-ears'],
    ['Mor holder mig i hånden, når vi går ind.', 'dentist', 'hold-hand'],
    ['Jeg vinker farvel til far.', 'kindergarten', 'wave'],
    ['Vi sidder i rundkreds på gulvet.', 'kindergarten', 'sit'],
    ['Vi går hen til bussen.', 'transport', 'walk'],
    ['Der er mange børn.', 'school', 'stand'],
  ] as const)('%s -> %s', (text, situation, pose) => {
    expect(picturePlan(text, { situation }).pose).toBe(pose);
  });

  it('does not give the child a pose another person takes: «Mor sover på hospitalet»', () => {
    expect(picturePlan('Mor sover på hospitalet. Nikolaj er hjemme med far.', { situation: 'general' }).pose).toBe('stand');
    // Nor the pose of a pet the page names first.
    expect(picturePlan('Hvalpen sover i sin kurv i køkkenet.', { situation: 'general' }).pose).not.toBe('lie');
    expect(picturePlan('Viggo sover i sin seng.', { situation: 'general' }).pose).toBe('lie');
    expect(picturePlan('Storebror ligger i sengen. Jeg sidder ved siden af ham.', { situation: 'general' }).pose).toBe('sit');
    expect(picturePlan('Mor holder mig i hånden.', {}).pose).toBe('hold-hand');
  });

  it('gives the face a mood that fits the page, calm when nothing is said', () => {
    expect(picturePlan('Jeg ligger i sengen og sover.', {}).mood).toBe('sleepy');
    expect(picturePlan('Det kan føles svært at vente.', {}).mood).toBe('unsure');
    expect(picturePlan('Jeg er stolt og glad.', {}).mood).toBe('smile');
    expect(picturePlan('Vi går hen til bussen.', {}).mood).toBe('calm');
  });

  it('draws the adult the page names, but not twice the one the setting draws', () => {
    expect(picturePlan('Mor holder mig i hånden.', { situation: 'dentist' }).adult).toEqual({ role: 'parent', variant: 'mor' });
    expect(picturePlan('Pædagogen Lise siger godmorgen.', { situation: 'kindergarten' }).adult).toEqual({ role: 'pedagogue', variant: '' });
    expect(picturePlan('Tandlægen kigger i min mund.', { situation: 'dentist' }).adult).toBeNull();
    expect(picturePlan('Lægen kommer hjem til os.', { situation: 'general' }).adult?.role).toBe('doctor');
    // Holding a hand needs somebody: a grown-up when the page names nobody, the other children in a group.
    expect(picturePlan('Vi holder hinanden i hånden.', {}).adult).toEqual({ role: 'parent', variant: '' });
    expect(picturePlan('Vi holder hinanden i hånden.', { group: true }).adult).toBeNull();
  });

  it('draws the companion only when the page names it, by kind or by name', () => {
    expect(picturePlan('Fido sidder ved siden af mig.', { companion: 'hunden Fido' }).companion).toBe('dog');
    expect(picturePlan('Jeg tager bamsen med.', { companion: 'Brumme' }).companion).toBeNull();
    expect(picturePlan('Jeg tager bamsen med.', { companion: 'min bamse Brumme' }).companion).toBe('teddy');
    expect(picturePlan('Vi går ind.', { companion: 'hunden Fido' }).companion).toBeNull();
  });

  it("lets the parent's own picture request lead: place, pose and companion", () => {
    const plan = picturePlan('Vi er i børnehaven.', {
      situation: 'kindergarten',
      request: 'Ella sidder på legepladsen med sin hund',
      companion: 'en hund',
    });
    expect(plan).toMatchObject({ setting: 'playground', pose: 'sit', companion: 'dog' });
    // A request that names no place keeps the scene's place.
    expect(picturePlan('Vi er i børnehaven.', { situation: 'kindergarten', request: 'Ella vinker' })).toMatchObject({
      setting: 'kindergarten',
      pose: 'wave',
    });
  });

  it('opens the mouth at the dentist, draws the waiting room, and keeps a person from moving the place', () => {
    expect(picturePlan('Ella sidder i den store stol og åbner munden.', { situation: 'dentist' })).toMatchObject({
      pose: 'sit-special',
      mood: 'open',
    });
    expect(picturePlan('Vi venter i venteværelset.', { situation: 'dentist' })).toMatchObject({ setting: 'waiting-room', pose: 'sit' });
    expect(picturePlan('Pædagogen Jonas går med.', { situation: 'outdoors' }).setting).toBe('outdoors');
    expect(picturePlan('Vi kører med bussen ud til skoven.', { situation: 'outdoors' }).setting).toBe('transport');
  });

  it('does not draw a birthday party for a piece of cake in another story', () => {
    expect(picturePlan('Vi spiser kage hos mormor.', { situation: 'general' }).setting).toBe('home');
    expect(picturePlan('Der er kage og balloner til festen.', { situation: 'general' }).setting).toBe('party');
  });
});
