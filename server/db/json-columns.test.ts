import { afterEach, describe, expect, it, vi } from 'vitest';
import { NO_FEATURES } from '../../shared/avatar-features';
import { PLACEHOLDER_IMAGE } from '../../shared/constants';
import { planToText } from '../../shared/story-plan';
import { type CharacterSnapshot, type GroupSnapshot, UNKNOWN_CHILD } from '../../shared/story-snapshot';
import { jobRecord } from '../jobs/repository';
import { logger } from '../logger';
import { characterRecord } from '../modules/characters/repository';
import { planOfContent } from './story-plan-column';
import { imagesColumn, mediaColumn, storyRecord } from './story-record';
import { z } from 'zod';

/**
 * JSON columns at the database edge (docs/0019-rows-as-domain-types.md): each read with its
 * schema; what fails it is logged by table, column and row, never by value, and a fallback stands
 * in so the row still lists and opens.
 */
const emil: CharacterSnapshot = {
  id: 'c1',
  name: 'Emil',
  age: 6,
  gender: 'dreng',
  hairColor: 'brun',
  eyeColor: 'blå',
  skinColor: 'lys',
  outfit: 'grøn trøje',
  companion: 'bamsen Brum',
  traits: ['glad for tog'],
  features: { hairStyle: 'krøllet', glasses: true, headscarf: false, ears: 'ingen' },
  avatar: 'users/u1/avatars/c1.webp',
};
const group: GroupSnapshot = { name: 'Solsikkerne', age: 4, group: { name: 'Solsikkerne', ageFrom: 4, ageTo: 6 }, members: [emil] };

const content = 'TITLE: Emil tager bussen\n[Billede 1]\nEmil venter ved stoppestedet.\n[Billede 2]\nBussen kommer.';
const plan = planOfContent(content, 'Emil tager bussen');
const row = (columns: Partial<{ images: string; character: string; facts: string; media: string }>) => ({
  id: 's1',
  title: 'Emil tager bussen',
  content,
  plan: JSON.stringify(plan),
  images: JSON.stringify(['users/u1/stories/s1/0.webp', 'users/u1/stories/s1/1.webp', PLACEHOLDER_IMAGE]),
  character: JSON.stringify(emil),
  facts: JSON.stringify({ where: 'ved stoppestedet' }),
  ...columns,
});

let warnings: Record<string, unknown>[] = [];
const warned = () => warnings.map(({ table, column, id }) => `${String(table)}.${String(column)} ${String(id)}`);
const listen = () => {
  warnings = [];
  vi.spyOn(logger, 'warn').mockImplementation((fields) => {
    if (typeof fields === 'object') warnings.push(fields);
  });
};
afterEach(() => vi.restoreAllMocks());

describe('a story row at the database edge', () => {
  it("reads the pages' own photos and recordings; a damaged list is none, logged by row", () => {
    listen();
    const media = [
      null,
      {
        photo: { key: 'users/u1/stories/s1/photo-ab.webp', bytes: 1200 },
        recording: { key: 'users/u1/stories/s1/voice-cd.ogg', bytes: 900, contentType: 'audio/ogg', seconds: 4.5, textHash: 'h' },
      },
    ] as const;
    expect(storyRecord(row({ media: JSON.stringify(media) })).media).toEqual(media);
    expect(storyRecord(row({})).media).toEqual([]);
    expect(warnings).toEqual([]);
    expect(storyRecord(row({ media: '[{"photo":{"key":"x","bytes":-1}}]' })).media).toEqual([]);
    expect(storyRecord(row({ media: 'nej' })).media).toEqual([]);
    expect(warned()).toEqual(['stories.media s1', 'stories.media s1']);
    // Written without its trailing empty entries, and only what reads back.
    expect(mediaColumn([null, { photo: { key: 'k.webp', bytes: 3 } }, null, {}])).toBe('[null,{"photo":{"key":"k.webp","bytes":3}}]');
    expect(() => mediaColumn([{ photo: { key: '', bytes: 3 } }])).toThrow(/stories.media would not read back/);
  });

  it('hands on valid columns as they are, without a word in the log', () => {
    listen();
    const story = storyRecord(row({}));
    expect(story).toMatchObject({
      plan,
      images: ['users/u1/stories/s1/0.webp', 'users/u1/stories/s1/1.webp', PLACEHOLDER_IMAGE],
      character: emil,
      facts: { where: 'ved stoppestedet' },
    });
    expect(storyRecord(row({ character: JSON.stringify(group) })).character).toEqual(group);
    expect(warnings).toEqual([]);
  });

  it('reads a null picture (a picture that failed for good, as stories kept them before the placeholder) as missing, without a warning', () => {
    listen();
    expect(storyRecord(row({ images: '["users/u1/stories/s1/0.webp",null,null]' })).images).toEqual([
      'users/u1/stories/s1/0.webp',
      PLACEHOLDER_IMAGE,
      PLACEHOLDER_IMAGE,
    ]);
    expect(warnings).toEqual([]);
  });

  it('reads a snapshot of an older version (no look, traits, choices or avatar) with neutral values, as valid', () => {
    listen();
    const old = storyRecord(row({ character: JSON.stringify({ name: 'Emil', age: 6, gender: 'dreng' }) })).character;
    expect(old).toEqual({ ...UNKNOWN_CHILD, name: 'Emil', age: 6, gender: 'dreng' });
    expect(old).toMatchObject({ features: NO_FEATURES, avatar: '', companion: null, traits: [] });
    expect(warnings).toEqual([]);
  });

  it("keeps a damaged snapshot field by field, and logs where, and what is wrong, without the child's details", () => {
    listen();
    const child = storyRecord(row({ character: JSON.stringify({ ...emil, age: 'seks', skinColor: 'grøn' }) })).character;
    expect(child).toEqual({ ...emil, age: UNKNOWN_CHILD.age, skinColor: UNKNOWN_CHILD.skinColor });
    expect(warned()).toEqual(['stories.character s1']);
    expect(warnings[0].problems).toEqual([expect.stringMatching(/^age: /), expect.stringMatching(/^skinColor: /)]);
    expect(JSON.stringify(warnings)).not.toMatch(/Emil|brun|bamsen|glad for tog|seks|grøn/);

    // A group keeps its name, ages and the members that can be read.
    const damaged = { ...group, group: { name: 'Solsikkerne', ageFrom: 4, ageTo: 'seks' }, members: [emil, { ...emil, name: 7 }, 'Ida'] };
    expect(storyRecord(row({ character: JSON.stringify(damaged) })).character).toEqual({
      ...group,
      group: { name: 'Solsikkerne', ageFrom: 4, ageTo: 4 },
      members: [emil, { ...emil, name: '' }, UNKNOWN_CHILD],
    });

    // Not JSON, or not an object: the child of no name, oldest age and neutral looks.
    for (const character of ['{"name":"Em', 'null', '[]'])
      expect(storyRecord(row({ character })).character, character).toEqual(UNKNOWN_CHILD);
    expect(warned()).toEqual(Array(5).fill('stories.character s1'));
  });

  it('reads pictures that cannot be read as missing: the cover and a picture for each page of the plan', () => {
    listen();
    expect(storyRecord(row({ images: 'ikke json' })).images).toEqual(Array(plan.pages.length + 1).fill(PLACEHOLDER_IMAGE));
    expect(storyRecord(row({ images: '{"0":"x"}' })).images).toEqual(Array(plan.pages.length + 1).fill(PLACEHOLDER_IMAGE));
    expect(storyRecord(row({ images: '["users/u1/stories/s1/0.webp",false,7]' })).images).toEqual([
      'users/u1/stories/s1/0.webp',
      PLACEHOLDER_IMAGE,
      PLACEHOLDER_IMAGE,
    ]);
    expect(warned()).toEqual(Array(3).fill('stories.images s1'));
  });

  it('reads answers that cannot be read as none, as a story from before the questions; no answers at all is no damage', () => {
    listen();
    for (const facts of ['{"where":', '{"who":"mor"}', '[1]']) expect(storyRecord(row({ facts })).facts, facts).toEqual({});
    expect(warned()).toEqual(Array(3).fill('stories.facts s1'));
    listen();
    expect(storyRecord(row({ facts: '' })).facts).toEqual({});
    expect(storyRecord(row({ facts: '{}' })).facts).toEqual({});
    expect(warnings).toEqual([]);
  });

  it('a story whose plan, pictures and child are all damaged still has a plan of its text, its pages and a child', () => {
    listen();
    const story = storyRecord({ ...row({ images: '', character: '', facts: '' }), plan: 'x' });
    expect(planToText(story.plan)).toBe(planToText(plan));
    expect(story.images).toHaveLength(plan.pages.length + 1);
    expect(story.character).toEqual(UNKNOWN_CHILD);
  });
});

describe('a character row at the database edge', () => {
  const character = (columns: { characteristics?: string; features?: string | null }) =>
    characterRecord({
      id: 'c1',
      user_id: 'u1',
      name: 'Emil',
      gender: 'dreng',
      age: 6,
      hair_color: 'brun',
      eye_color: 'blå',
      skin_color: 'lys',
      outfit: 'grøn trøje',
      companion: null,
      characteristics: '["glad for tog"]',
      features: '{"hairStyle":"knold","glasses":true}',
      avatar: 'users/u1/avatars/c1.webp',
      created_at: '2025-01-01T00:00:00.000Z',
      updated_at: '2025-01-01T00:00:00.000Z',
      ...columns,
    });

  it("reads its traits and the builder's choices; none for a character from before the choices", () => {
    listen();
    expect(character({})).toMatchObject({
      characteristics: ['glad for tog'],
      features: { hairStyle: 'knold', glasses: true, headscarf: false, ears: 'ingen' },
    });
    expect(character({ features: null }).features).toEqual(NO_FEATURES);
    expect(warnings).toEqual([]);
  });

  it('reads choices that cannot be read as none, traits as the words there are, and logs each', () => {
    listen();
    for (const features of ['', '{', '[]', '{"ears":"ørevarmere"}'])
      expect(character({ features }).features, features).toEqual(NO_FEATURES);
    expect(character({ characteristics: '["glad for tog",3]' }).characteristics).toEqual(['glad for tog']);
    expect(character({ characteristics: 'glad' }).characteristics).toEqual([]);
    expect(warned()).toEqual([
      ...Array(4).fill('characters.features c1'),
      'characters.characteristics c1',
      'characters.characteristics c1',
    ]);
  });
});

describe('a job row at the database edge', () => {
  const job = (columns: Partial<{ input: string; state: string; result: string | null; error: string | null }>) =>
    jobRecord({
      id: 'j1',
      input: '{"storyId":"s1","index":1,"prompt":"en bus"}',
      state: '{"key":"k"}',
      result: '{"storyId":"s1","index":1}',
      error: null,
      ...columns,
    });

  it('reads its input, state, result and error', () => {
    listen();
    expect(job({})).toMatchObject({
      input: { storyId: 's1', index: 1, prompt: 'en bus' },
      state: { key: 'k' },
      result: { storyId: 's1', index: 1 },
      error: null,
    });
    expect(job({ state: '', result: null, error: '{"code":"GENERATION_FAILED","message":"Noget gik galt"}' })).toMatchObject({
      state: {},
      result: null,
      error: { code: 'GENERATION_FAILED', message: 'Noget gik galt' },
    });
    expect(warnings).toEqual([]);
  });

  it('reads what cannot be read as nothing (an input that is not JSON fails by its handler), and logs each', () => {
    listen();
    expect(job({ input: '{', state: '[1]', result: '"s1"', error: '{"code":1}' })).toMatchObject({
      input: null,
      state: {},
      result: null,
      error: null,
    });
    expect(warned()).toEqual(['jobs.input j1', 'jobs.state j1', 'jobs.result j1', 'jobs.error j1']);
  });
});

describe('a column written', () => {
  it("is refused as the server's own mistake (a plain Error, answered 500 and logged), never as a ZodError answered 400 as the user's", () => {
    expect(imagesColumn(['users/u1/stories/s1/0.webp'])).toBe('["users/u1/stories/s1/0.webp"]');
    let thrown: unknown;
    try {
      imagesColumn(['users/u1/stories/s1/0.webp', 7 as unknown as string]);
    } catch (err) {
      thrown = err;
    }
    expect(thrown).toBeInstanceOf(Error);
    expect(thrown).not.toBeInstanceOf(z.ZodError);
    expect((thrown as Error).message).toMatch(/^stories\.images would not read back: 1: /);
  });
});
