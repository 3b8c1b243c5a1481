import { describe, expect, it } from 'vitest';
import type { StoryGroup } from './port';
import { classifySituation, companionPhrase, describeScene, describeStoryScenes, sceneSetting } from './scene-words';

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
    ['Emil skal i zoo med sin klasse', 'general'],
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
    ['Emil og far går en tur i skoven.', 'general', 'outdoors'],
    ['Emil trækker vejret roligt.', 'dentist', 'dentist'],
    ['Høje lyde varer for det meste kun et lille stykke tid.', 'noise', 'home'],
  ] as const)('%s (%s) -> %s', (text, situation, setting) => {
    expect(sceneSetting(text, situation)).toBe(setting);
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
  const scenes = ['Emil skal til tandlæge.', 'Emil sidder i tandlægestolen, og tandlægen kigger på hans tænder.', 'Emil holder bamsen Bjørn.', 'Bagefter går Emil og mor hjem.'];
  const prompts = describeStoryScenes(scenes, character, { title: 'Hos tandlægen', description: 'Emil skal til tandlæge.' });

  it('describes each scene in English for the illustrator, without the child\'s name', () => {
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
    const group: StoryGroup = { name: 'Sommerfuglene', ageFrom: 3, ageTo: 5 };
    expect(describeScene('Børnene sætter sig én ad gangen i stolen hos tandlægen.', group, 'dentist')).toMatch(/^A group of children aged 3-5 /);
    const playground = describeScene('Sommerfuglene leger med børnene på legepladsen.', group, 'playground');
    expect(playground).not.toMatch(/Sommerfuglene|other children/);
    expect(describeScene('Der er stille.', { ...group, ageFrom: 6, ageTo: 6 }, 'general')).toMatch(/^A group of children aged 6 standing together calmly/);
  });
});
