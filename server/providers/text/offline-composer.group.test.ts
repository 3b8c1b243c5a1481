import { describe, expect, it } from 'vitest';
import { checkStory, hardFailures } from '../../../shared/story-check';
import { parseStory, splitSentences } from '../../../shared/story-text';
import { composeStory, describeScene, type SituationId } from './offline-composer';
import { CASES, FORBIDDEN, SCENE_COUNTS, word } from './offline-composer.cases';
import { agreeWithGroup, groupSentence, groupTemplate, introduceGroup } from './offline-composer.group';
import type { StoryGroup } from './port';

/**
 * Every situation a group may be in (becoming a big sibling is one child's), with a group's words
 * where one child's description would not fit a group.
 */
const FOR_A_GROUP: Partial<Record<SituationId, [string, string]>> = {
  dentist: ['Hos tandlægen', 'Vi skal til tandlæge.'],
  transport: ['Bustur til skoven', 'Vi skal med bussen.'],
  moving: ['Vi flytter', 'Børnehaven flytter til et nyt hus.'],
};
const GROUP_CASES = CASES.filter(([situation]) => situation !== 'sibling').map(([situation, ...text]): [SituationId, string, string] => [situation, ...(FOR_A_GROUP[situation] ?? text)]);
const AGE_RANGES: [number, number][] = [
  [1, 3],
  [3, 5],
  [5, 7],
  [8, 10],
  [11, 12],
];

/** One child's words: a group story has none of them. */
const ONE_CHILD = word('han|hun|ham|hende|hans|hendes|jeg|mig|min|mit|mine|drengen|pigen|barnet|storebror|storesøster');

describe('composeStory for a group: told about the children, naming the group', () => {
  for (const [situation, title, description] of GROUP_CASES) {
    for (const [ageFrom, ageTo] of AGE_RANGES) {
      it(`${situation}, ${ageFrom}-${ageTo} years`, () => {
        for (const sceneCount of SCENE_COUNTS) {
          const group: StoryGroup = { name: 'Sommerfuglene', ageFrom, ageTo };
          const story = composeStory({ title, description, group, sceneCount });
          const where = `${situation} ${ageFrom}-${ageTo} n=${sceneCount}:\n${story.content}`;
          const parsed = parseStory(story.content);
          expect(parsed.scenes, where).toHaveLength(sceneCount);
          expect(story.situation, where).toBe(situation);

          // The group is named in the first scene and again at the end (once a scene, else 'børnene'); never one child.
          expect(parsed.scenes[0].text, where).toContain('Sommerfuglene');
          expect(parsed.scenes[sceneCount - 1].text, where).toContain('Sommerfuglene');
          const text = parsed.scenes.map((s) => s.text).join(' ');
          expect(text, where).not.toMatch(ONE_CHILD);
          expect(text, where).not.toMatch(word('vi|os|vores'));
          expect(text, where).not.toMatch(FORBIDDEN);
          expect(text, where).toContain(ageFrom === ageTo ? `${ageFrom} år` : ageFrom <= 4 ? 'gruppe børn' : `${ageFrom}-${ageTo} år`);

          // The story check reads it as a group story: no hard rule broken, one voice, sentences short enough for the youngest.
          const check = checkStory(story.content, { age: ageFrom, name: 'Sommerfuglene', storyType: 'group' });
          expect(check.voice, where).toBe('group');
          expect(hardFailures(check), where).toEqual([]);
          expect(check.flags.filter((f) => f.id === 'person-change' || f.id === 'sentence-too-long'), where).toEqual([]);
        }
      });
    }
  }

  it('names the group once a scene and says børnene otherwise', () => {
    const story = composeStory({ title: 'Hos tandlægen', description: 'Vi skal til tandlæge.', group: { name: 'Sommerfuglene', ageFrom: 3, ageTo: 5 } });
    for (const scene of parseStory(story.content).scenes) expect(scene.text.split('Sommerfuglene').length - 1, scene.text).toBe(1);
    expect(story.content).toMatch(/Børnene kan løfte hånden/);
  });

  it('is the same story for the same group and differs from one child\'s story with the same name', () => {
    const group = { title: 'Til frisøren', description: 'Håret skal klippes.', group: { name: 'Frøerne', ageFrom: 4, ageTo: 6 } };
    expect(composeStory(group).content).toBe(composeStory(group).content);
    const child = composeStory({ title: 'Til frisøren', description: 'Håret skal klippes.', character: { name: 'Frøerne', gender: 'dreng', age: 4 } });
    expect(child.content).not.toBe(composeStory(group).content);
    expect(composeStory({ ...group, group: { ...group.group, ageFrom: 9, ageTo: 11 } }).content).not.toBe(composeStory(group).content);
  });

  it('takes the user\'s description in the group\'s voice: vi and barnet are the children, one child\'s words are left out', () => {
    const said = (description: string) => parseStory(composeStory({ title: 'Tur', description, group: { name: 'Bierne', ageFrom: 5, ageTo: 6 } }).content).scenes[0].text;
    expect(said('Vi skal på tur i skoven med vores madpakker.')).toContain('Bierne skal på tur i skoven med deres madpakker.');
    expect(said('Barnet skal på tur i skoven.')).toContain('Bierne skal på tur i skoven.');
    expect(said('Jeg tager med børnene på tur i skoven.')).not.toMatch(/Jeg|tager med/);
    expect(said('Han skal på tur i skoven.')).not.toMatch(word('han'));
  });

  it('names a group with one age and sentences for the youngest', () => {
    const story = composeStory({ title: 'På legepladsen', description: '', group: { name: 'Solsikkerne', ageFrom: 3, ageTo: 9 } });
    for (const sentence of parseStory(story.content).scenes.flatMap((s) => splitSentences(s.text))) {
      expect(sentence.split(/\s+/).length, sentence).toBeLessThanOrEqual(8);
    }
    const one = composeStory({ title: 'På legepladsen', description: '', group: { name: 'Solsikkerne', ageFrom: 7, ageTo: 7 } });
    expect(one.content).toContain('Det er en gruppe børn på 7 år.');
  });
});

describe('the group voice, sentence by sentence', () => {
  it('makes adjectives said of the children agree with them, and leaves others alone', () => {
    expect(agreeWithGroup('Børnene er glad og lidt træt.')).toBe('Børnene er glade og lidt trætte.');
    expect(agreeWithGroup('Måske føler de sig både glad og lidt stolt nu.')).toBe('Måske føler de sig både glade og lidt stolte nu.');
    expect(agreeWithGroup('Nu er Sommerfuglene færdig og går hjem.', 'Sommerfuglene')).toBe('Nu er Sommerfuglene færdige og går hjem.');
    expect(agreeWithGroup('Børnene gør det godt, og de voksne er glad for dem.')).toBe('Børnene gør det godt, og de voksne er glade for dem.');
    expect(agreeWithGroup('Børnene kan spørge, om de er den næste.')).toBe('Børnene kan spørge, om de er de næste.');
    expect(agreeWithGroup('Tandlægen er glad.')).toBe('Tandlægen er glad.');
    expect(agreeWithGroup('Så er lægen færdig.')).toBe('Så er lægen færdig.');
  });

  it('gives the children their own things and takes turns where one child at a time fits', () => {
    expect(groupTemplate('{N} hænger sin jakke op på sin egen knage.')).toBe('{N} hænger deres jakke op på deres egen knage.');
    expect(groupTemplate('Lægen mærker på {navns} mave med sine hænder.')).toBe('Lægen mærker på {navns} mave med sine hænder.');
    expect(groupTemplate('Læreren siger godmorgen til {N} og de andre børn.')).toBe('Læreren siger godmorgen til {N}.');
    expect(groupTemplate('Så tager familien hjem.')).toBe('Så tager gruppen hjem.');
    expect(groupSentence('Børnene hænger deres jakke op på deres egen knage.')).toBe('Børnene hænger hver deres jakke op på deres egen knage.');
    expect(groupSentence('Børnene spiser deres madpakke.')).toBe('Børnene spiser hver deres madpakke.');
    expect(groupSentence('Børnene tager deres tøj af.')).toBe('Børnene tager deres tøj af.');
    expect(groupSentence('Børnene sætter sig i den store stol.')).toBe('Børnene sætter sig én ad gangen i stolen.');
  });

  it('says what the group will do before who they are', () => {
    expect(introduceGroup('Bierne er en gruppe børn på 4-6 år. Børnene skal til tandlægen. Tandlægen kigger.', 'Bierne')).toBe(
      'Bierne skal til tandlægen. Det er en gruppe børn på 4-6 år. Tandlægen kigger.',
    );
    expect(introduceGroup('Bierne er en gruppe børn. Der er brandøvelse.', 'Bierne')).toBe('Bierne er en gruppe børn. Der er brandøvelse.');
  });

  it('describes the pictures of a group without names or other children', () => {
    const group: StoryGroup = { name: 'Sommerfuglene', ageFrom: 3, ageTo: 5 };
    expect(describeScene('Børnene sætter sig én ad gangen i stolen hos tandlægen.', group, 'dentist')).toMatch(/^A group of children aged 3-5 /);
    const playground = describeScene('Sommerfuglene leger med børnene på legepladsen.', group, 'playground');
    expect(playground).not.toMatch(/Sommerfuglene|other children/);
    expect(describeScene('Der er stille.', { ...group, ageFrom: 6, ageTo: 6 }, 'general')).toMatch(/^A group of children aged 6 standing together calmly/);
  });
});
