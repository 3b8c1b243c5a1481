import { describe, expect, it } from 'vitest';
import { parseStory, splitSentences } from '../../../shared/story-text';
import { ageBand } from '../../../shared/age-bands';
import {
  classifySituation,
  companionPhrase,
  composeScenePrompts,
  composeStory,
  sceneSetting,
  wordCount,
  type ComposerInput,
  type SituationId,
} from './offline-composer';
import { CASES, FORBIDDEN, SCENE_COUNTS, word } from './offline-composer.cases';

const AGES = Array.from({ length: 12 }, (_, i) => i + 1);
const GENDERS = ['dreng', 'pige'] as const;
const PRONOUNS = { dreng: word('han|ham|hans'), pige: word('hun|hende|hendes') };
const NOT_THIRD_PERSON = word('jeg|mig|min|mit|mine|du|dig|din|dit|dine|vi|os|vores');
// ('så' and 'tog' are left out: they are also 'then' and 'train')
const PAST_TENSE = word('var|havde|gik|kom|sagde|fik|blev|kunne|skulle|ville|legede|spiste|sad');
/** Coaching sentences offer the child something to do: '... kan prøve at', '... kan bede om', ... */
const COACHING = word(
  'kan (?:prøve|bede|sige|vælge|tage|holde|spørge|løfte|række|kigge|lukke|trække|tælle|lege|tænke|give|bruge|gå|hvile|kramme|vinke|lytte|kalde|drikke|sove|hente|pakke|knuge|læse|starte|mærke|sidde|lægge|hjælpe|synke|stille|være med)',
);
const WORD_TOLERANCE = 2;

function inputFor(situation: [SituationId, string, string], gender: 'dreng' | 'pige', age: number, sceneCount: number): Extract<ComposerInput, { group?: undefined }> {
  const [, title, description] = situation;
  return {
    title,
    description,
    character: {
      name: gender === 'dreng' ? 'Emil' : 'Ida',
      gender,
      age,
      // Every other story has traits, every third a companion: both paths are written.
      traits: age % 2 ? ['glad', 'nysgerrig', 'elsker dinosaurer'] : [],
      companion: age % 3 === 0 ? 'bamsen Bjørn' : null,
    },
    sceneCount,
  };
}

describe('composeStory: every situation, age, gender and length', () => {
  describe.each(CASES)('%s', (id, title, description) => {
    it('is recognised from its title and description', () => {
      expect(classifySituation(`${title}. ${description}`)).toBe(id);
    });

    it.each(AGES)('age %i', (age) => {
      const band = ageBand(age);
      for (const gender of GENDERS) {
        for (const n of SCENE_COUNTS) {
          const input = inputFor([id, title, description], gender, age, n);
          const story = composeStory(input);
          const where = `${id}, ${gender}, age ${age}, ${n} scenes`;
          expect(story.situation, where).toBe(id);

          // The format: the title line, then exactly N scenes.
          expect(story.content.startsWith(`TITLE: ${title}\n`), where).toBe(true);
          const parsed = parseStory(story.content);
          expect(parsed.title, where).toBe(title);
          expect(parsed.scenes, where).toHaveLength(n);
          expect(story.scenes, where).toEqual(parsed.scenes.map((s) => s.text));

          // Third person with the child's name and pronouns, never the other gender's.
          const text = parsed.scenes.map((s) => s.text).join(' ');
          expect(text, where).toContain(input.character.name);
          expect(text, where).toMatch(PRONOUNS[gender]);
          expect(text, where).not.toMatch(PRONOUNS[gender === 'dreng' ? 'pige' : 'dreng']);
          expect(text, where).not.toMatch(NOT_THIRD_PERSON);
          expect(text, where).not.toMatch(PAST_TENSE);
          expect(text, where).not.toMatch(FORBIDDEN);

          let coaching = 0;
          let others = 0;
          const told = new Set<string>();
          for (const scene of parsed.scenes) {
            const sentences = splitSentences(scene.text);
            for (const sentence of sentences) {
              expect(told.has(sentence), `${where}: told twice: ${sentence}`).toBe(false);
              told.add(sentence);
            }
            expect(sentences.length, `${where}: ${scene.text}`).toBeGreaterThanOrEqual(band.sentencesPerScene.min);
            expect(sentences.length, `${where}: ${scene.text}`).toBeLessThanOrEqual(band.sentencesPerScene.max);
            for (const sentence of sentences) {
              const words = wordCount(sentence);
              expect(words, `${where}: ${sentence}`).toBeGreaterThanOrEqual(band.wordsPerSentence.min - WORD_TOLERANCE);
              expect(words, `${where}: ${sentence}`).toBeLessThanOrEqual(band.wordsPerSentence.max + WORD_TOLERANCE);
              if (COACHING.test(sentence)) coaching++;
              else others++;
            }
          }
          if (coaching) expect(others / coaching, where).toBeGreaterThanOrEqual(2);

          // Deterministic.
          expect(composeStory(input), where).toEqual(story);
        }
      }
    });
  });
});

describe('composeStory: structure', () => {
  const story = composeStory({
    title: 'Emil hos tandlægen',
    description: 'Jeg skal til tandlæge på fredag.',
    character: { name: 'Emil', gender: 'dreng', age: 7, traits: ['glad', 'nysgerrig', 'elsker dinosaurer'], companion: 'bamsen Bjørn' },
    sceneCount: 4,
  });

  it('introduces the situation with the user\'s own sentence told in the third person', () => {
    expect(story.scenes[0]).toMatch(/^Emil skal til tandlæge på fredag\./);
    expect(story.scenes[0]).toContain('Emil er en glad og nysgerrig dreng, som elsker dinosaurer.');
    expect(story.scenes[0]).toContain('Emil kan tage bamsen Bjørn med');
  });

  it('tells the steps in order and ends with going home and an affirmation', () => {
    const all = story.scenes.join(' ');
    expect(all.indexOf('venteværelset')).toBeLessThan(all.indexOf('gabe'));
    expect(all.indexOf('gabe')).toBeLessThan(all.indexOf('skyller'));
    expect(story.scenes[3]).toMatch(/^Nu er tandlægebesøget slut, og Emil og mor eller far går hjem\./);
    expect(story.scenes[3]).toMatch(/Emil (klarer|gør det)/);
  });

  it('writes exactly N scenes for any N the server allows (1-12)', () => {
    for (let n = 1; n <= 12; n++) {
      for (const [id, title, description] of CASES) {
        const s = composeStory({ title, description, character: { name: 'Ida', gender: 'pige', age: 8 }, sceneCount: n });
        expect(parseStory(s.content).scenes, `${id} ${n}`).toHaveLength(n);
      }
    }
  });

  it('defaults to 4 scenes', () => {
    const s = composeStory({ title: 'Til frisøren', description: '', character: { name: 'Ida', gender: 'pige', age: 6 } });
    expect(parseStory(s.content).scenes).toHaveLength(4);
  });

  it('adds a feelings scene to longer stories that uses what the child likes', () => {
    const long = composeStory({
      title: 'Hos tandlægen',
      description: '',
      character: { name: 'Emil', gender: 'dreng', age: 10, traits: ['kan godt lide biler'] },
      sceneCount: 8,
    });
    expect(long.content).toContain('Emil kan prøve at tænke på biler, som han holder af.');
    expect(long.content).toContain('Emil er en dreng på 10 år, som godt kan lide biler.');
  });

  it('writes shorter sentences and fewer of them for younger children', () => {
    const average = (age: number) => {
      const s = composeStory({ title: 'Første skoledag', description: '', character: { name: 'Emil', gender: 'dreng', age }, sceneCount: 4 });
      const sentences = s.scenes.flatMap((t) => splitSentences(t));
      return { words: sentences.reduce((sum, t) => sum + wordCount(t), 0) / sentences.length, count: sentences.length };
    };
    const [young, middle, older] = [average(3), average(7), average(11)];
    expect(young.words).toBeLessThan(middle.words);
    expect(middle.words).toBeLessThan(older.words);
    expect(young.count).toBeLessThan(middle.count);
    expect(middle.count).toBeLessThanOrEqual(older.count);
  });

  it('uses the grown-up the text names', () => {
    const s = composeStory({ title: 'Til lægen med far', description: '', character: { name: 'Emil', gender: 'dreng', age: 7 }, sceneCount: 4 });
    expect(s.content).toContain('Far går med Emil hen til lægen.');
    expect(s.content).not.toContain('mor eller far');
  });

  it('tells a visit from the free text when no situation is recognised', () => {
    const boy = composeStory({ title: 'Besøg hos mormor', description: 'Vi skal besøge mormor i weekenden', character: { name: 'Emil', gender: 'dreng', age: 7 } });
    expect(boy.situation).toBe('general');
    expect(boy.scenes[0]).toMatch(/^Emil og hans familie skal besøge mormor i weekenden\./);
    expect(boy.content).toContain('Når de kommer frem, åbner mormor døren og siger hej.');
    const girl = composeStory({ title: 'Besøg hos mormor', description: 'Vi skal besøge mormor i weekenden', character: { name: 'Ida', gender: 'pige', age: 7 } });
    expect(girl.scenes[0]).toMatch(/^Ida og hendes familie skal besøge mormor i weekenden\./);
  });

  it('falls back to the title when the description cannot be told as a sentence', () => {
    const s = composeStory({ title: 'Koncert i byen', description: 'koncert, musik', character: { name: 'Ida', gender: 'pige', age: 7 } });
    expect(s.situation).toBe('general');
    expect(s.scenes[0]).toMatch(/^Denne historie hedder »Koncert i byen«, og den handler om Ida\./);
  });
});

describe('composeStory: weaving in the description', () => {
  const first = (description: string, age = 7, gender: 'dreng' | 'pige' = 'dreng', title = 'Hos tandlægen') =>
    composeStory({ title, description, character: { name: gender === 'dreng' ? 'Emil' : 'Ida', gender, age }, sceneCount: 4 }).scenes[0];

  it('turns the child\'s own voice into the third person', () => {
    expect(first('Jeg skal til tandlæge på fredag.')).toMatch(/^Emil skal til tandlæge på fredag\./);
    expect(first('Jeg glæder mig til min fødselsdag!', 7, 'pige', 'Fødselsdag')).toMatch(/^Ida glæder sig til sin fødselsdag\./);
    expect(first('Mor tager mig med til tandlæge.', 7, 'pige')).toMatch(/^Mor tager hende med til tandlæge\./);
    expect(first('Jeg skal til tandlæge, og jeg får et klistermærke bagefter.', 11)).toMatch(/^Emil skal til tandlæge, og han får et klistermærke bagefter\./);
  });

  it('leaves out sentences that state feelings, use avoided words or speak to the reader', () => {
    for (const description of ['Emil er bange for tandlægen.', 'Emil vil ikke til tandlæge.', 'Du skal til tandlæge.', 'Hvorfor skal vi til tandlæge?']) {
      const intro = first(description);
      expect(intro, description).not.toContain(description.replace(/[.?]$/, ''));
      expect(intro, description).toMatch(/^(Emil skal|Snart skal Emil)/);
    }
  });

  it('leaves out a sentence too long for the youngest', () => {
    const long = 'Emil skal til tandlæge på fredag klokken ti sammen med sin mormor og morfar.';
    expect(first(long, 3)).not.toContain('klokken ti');
    expect(first(long, 11)).toContain('klokken ti');
  });
});

describe('composeStory: seeded variants', () => {
  it('differs for different inputs', () => {
    const base: ComposerInput = { title: 'Hos tandlægen', description: '', character: { name: 'Emil', gender: 'dreng', age: 7 } };
    const a = composeStory(base).content;
    expect(composeStory({ ...base, character: { ...base.character, name: 'Noah' } }).content).not.toBe(a);
    expect(composeStory({ ...base, description: 'Emil skal til tandlæge på mandag.' }).content).not.toBe(a);
    expect(composeStory({ ...base, title: 'Til frisøren' }).content).not.toBe(a);
    expect(composeStory({ ...base, character: { ...base.character, age: 11 } }).content).not.toBe(a);
  });

  it('chooses among wordings by a hash of the input, so the same situation reads differently', () => {
    const versions = new Set<string>();
    for (const title of ['Tandlægen', 'Hos tandlægen', 'Tandlægebesøg', 'Til tandlægen', 'Tandlæge i dag', 'Tandeftersyn']) {
      const s = composeStory({ title, description: '', character: { name: 'Emil', gender: 'dreng', age: 7 } });
      versions.add(s.scenes.join('\n'));
    }
    expect(versions.size).toBeGreaterThan(1);
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

  it('keeps what it cannot fit in a sentence for a safe wording, and drops nothing else', () => {
    expect(companionPhrase('blå bamse med prikker')).toEqual({ fallback: 'blå bamse med prikker' });
    expect(companionPhrase('')).toBeNull();
    const s = composeStory({ title: 'Hos lægen', description: '', character: { name: 'Emil', gender: 'dreng', age: 7, companion: 'blå bamse med prikker' } });
    expect(s.scenes[0]).toContain('Emil kan tage sin yndlingsting med: blå bamse med prikker.');
  });

  it('brings the companion where the situation needs it', () => {
    const bed = composeStory({ title: 'Sengetid', description: '', character: { name: 'Ida', gender: 'pige', age: 5, companion: 'kaninen' }, sceneCount: 6 });
    expect(bed.content).toContain('Ida kan sove med kaninen tæt ved sig.');
    const swim = composeStory({ title: 'Svømmehallen', description: '', character: { name: 'Ida', gender: 'pige', age: 5, companion: 'kaninen' }, sceneCount: 6 });
    expect(swim.content).toContain('Kaninen venter i tasken, mens Ida er i vandet.');
  });
});

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

  it('recognises the situation again from the title and the whole story text', () => {
    for (const [id, title, description] of CASES) {
      for (const age of [3, 7, 11]) {
        for (const n of [3, 4, 6, 8]) {
          const s = composeStory({ title, description, character: { name: 'Emil', gender: 'dreng', age, companion: 'bamse' }, sceneCount: n });
          expect(classifySituation(`${s.title}\n${s.scenes.join('\n\n')}`), `${id} ${age} ${n}`).toBe(id);
        }
      }
    }
  });

  it('finds again the setting each composed scene was written for', () => {
    for (const [id, title, description] of CASES) {
      for (const age of [3, 7, 11]) {
        for (const n of [3, 4, 6, 8]) {
          const s = composeStory({ title, description, character: { name: 'Emil', gender: 'dreng', age }, sceneCount: n });
          s.scenes.forEach((scene, i) => expect(sceneSetting(scene, s.situation), `${id} ${age} ${n}: ${scene}`).toBe(s.settings[i]));
        }
      }
    }
  });
});

describe('composeScenePrompts', () => {
  const character = { name: 'Emil', gender: 'dreng' as const, age: 7, companion: 'bamsen Bjørn' };
  const story = composeStory({ title: 'Hos tandlægen', description: 'Emil skal til tandlæge.', character, sceneCount: 4 });
  const prompts = composeScenePrompts(story.content, character);

  it('describes each scene in English for the illustrator, without the child\'s name', () => {
    expect(prompts).toHaveLength(4);
    for (const prompt of prompts) {
      expect(prompt).toMatch(/^A 7-year-old boy /);
      expect(prompt).not.toContain('Emil');
      expect(prompt).not.toMatch(/[æøå]/i);
    }
    expect(prompts[1]).toMatch(/dentist/);
    expect(prompts[3]).toContain('at home');
    expect(prompts[3]).not.toContain('dentist');
  });

  it('says "an" before 8 and 11, and "girl" for a girl', () => {
    const girl = { name: 'Ida', gender: 'pige' as const, age: 8 };
    const [prompt] = composeScenePrompts(composeStory({ title: 'Svømmehallen', description: '', character: girl }).content, girl);
    expect(prompt).toMatch(/^An 8-year-old girl /);
    expect(prompt).toContain('swimming pool');
  });

  it('names the vehicle of a journey', () => {
    const c = { name: 'Ida', gender: 'pige' as const, age: 5 };
    const prompts = composeScenePrompts(composeStory({ title: 'Flyrejse', description: '', character: c }).content, c);
    expect(prompts.join(' ')).toMatch(/plane|airport/);
  });
});
