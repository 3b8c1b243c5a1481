import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { SCENE_ACTION_IDS, SCENE_ACTIONS, type SceneActionId } from '../../../shared/scene-vocabulary';
import type { Joints, Pt } from './figures/figure';
import { adultFigureLook, childFigureLook, type FigureLook } from './figures/look';
import { createRng } from './rng';
import { drawScene, sceneLayout, sceneStaging, type ScenePeople } from './scenes';
import { resolveSetting } from './settings/index';
import { within, type Box } from './staging/props';
import type { Staging } from './staging/actions';

const GROUND = 955;
const kid = (age: number): FigureLook =>
  childFigureLook(
    { gender: 'dreng', age, hairColor: 'brun', eyeColor: 'brun', skinColor: 'lys', outfit: 'blå trøje og grå bukser' },
    'test',
  );
const mor = adultFigureLook('test', 'parent', 'mor');

/** The action staged in its own setting, laid out one way (side 1) or mirrored (side -1). */
function stage(
  action: SceneActionId,
  opts: { age?: number; side?: 1 | -1; adult?: FigureLook | null; companion?: ScenePeople['companion']; w?: number } = {},
): Staging {
  const setting = (SCENE_ACTIONS[action] as { setting?: string }).setting ?? 'home';
  const w = opts.w ?? 1000;
  const layout = { ...sceneLayout(1, w, createRng(1, 'x')), heroSide: opts.side === -1 ? ('left' as const) : ('right' as const) };
  const people: ScenePeople = {
    children: [kid(opts.age ?? 6)],
    pose: 'stand',
    mood: 'calm',
    adult: opts.adult === undefined ? mor : opts.adult,
    companion: opts.companion ?? null,
    action,
  };
  const staged = sceneStaging(setting, people, w, layout, 'story');
  if (!staged) throw new Error(`no staging for ${action}`);
  return staged;
}

const near = (a: Pt, b: Pt, d: number) => Math.hypot(a[0] - b[0], a[1] - b[1]) <= d;
const box = (s: Staging, name: string): Box => {
  const b = s.boxes[name];
  if (!b) throw new Error(`no box ${name}`);
  return b;
};
const hands = (j: Joints) => [j.hands['1'], j.hands['-1']];
const feet = (j: Joints) => [j.feet['1'], j.feet['-1']];
/** Which way someone is from the child (1: to the right in the picture). */
const towards = (from: Joints, to: Joints) => Math.sign(to.head[0] - from.head[0]);

const AGES = [3, 6, 10];
const SIDES = [1, -1] as const;

/** For each action, where the child's joints must be: on the prop the action brings, or where the pose puts them. */
const CHECKS: Record<SceneActionId, (s: Staging) => void> = {
  'treatment-chair': (s) => {
    const c = s.child.joints;
    expect(within(c.head, box(s, 'headrest')), 'head on the head rest').toBe(true);
    expect(within(c.hips, box(s, 'seat')), 'hips on the seat').toBe(true);
    for (const f of feet(c))
      expect(within(f, box(s, 'legrest'), 10) || within(f, box(s, 'seat')), 'feet on the leg rest or the seat').toBe(true);
    // lying back: the body runs more across than up
    expect(Math.abs(c.head[0] - c.hips[0])).toBeGreaterThan(Math.abs(c.head[1] - c.hips[1]));
    // the lamp hangs over the head
    expect(box(s, 'lamp').y1).toBeLessThan(c.head[1]);
    expect(Math.abs((box(s, 'lamp').x0 + box(s, 'lamp').x1) / 2 - c.head[0])).toBeLessThan(120);
    // the dentist leans in: a hand by the open mouth
    expect(s.adult, 'the dentist').not.toBeNull();
    expect(s.adult!.look).toEqual(adultFigureLook('story', 'dentist'));
    expect(Math.sign(s.adult!.joints.hands['1'][0] - c.mouth[0]), "the hand comes from the dentist's side").toBe(
      towards(c, s.adult!.joints),
    );
    expect(near(s.adult!.joints.hands['1'], c.mouth, 110)).toBe(true);
    expect(s.adult!.faces).toBe(towards(s.adult!.joints, c));
    expect(s.svg).toContain('#8a3f38');
  },
  'barber-chair': (s) => {
    const c = s.child.joints;
    expect(within(c.hips, box(s, 'seat'))).toBe(true);
    for (const f of feet(c)) expect(within(f, box(s, 'footrest'))).toBe(true);
    expect(within(c.head, box(s, 'headrest'), c.headR), 'the head before the head rest').toBe(true);
    expect(s.adult!.look).toEqual(adultFigureLook('story', 'hairdresser'));
    expect(s.child.faces).toBe(towards(c, s.adult!.joints));
  },
  'examination-bench': (s) => {
    expect(within(s.child.joints.hips, box(s, 'bench'))).toBe(true);
    expect(s.adult!.look).toEqual(adultFigureLook('story', 'doctor'));
  },
  'wait-with-book': (s) => {
    const c = s.child.joints;
    expect(within(c.hips, box(s, 'seat'))).toBe(true);
    // the book is held in both hands in front of the body
    expect(Math.abs(c.hands['1'][0] - c.hands['-1'][0])).toBeLessThan(Math.abs(c.shoulders['1'][0] - c.shoulders['-1'][0]) * 1.2);
    expect(s.adult!.joints.seated).toBe(true);
  },
  'sit-in-pew': (s) => {
    expect(within(s.child.joints.hips, box(s, 'seat'))).toBe(true);
    expect(within(s.adult!.joints.hips, box(s, 'seat'))).toBe(true);
  },
  'bus-seat': (s) => expect(within(s.child.joints.hips, box(s, 'seat'))).toBe(true),
  'flower-at-grave': (s) => {
    const c = s.child.joints;
    expect(within(c.hands['1'], box(s, 'flowers'), 30), 'the hand reaches the grave').toBe(true);
    // crouching: the hips are well below standing height
    expect(GROUND - c.hips[1]).toBeLessThan(GROUND - c.shoulders['1'][1]);
    expect(s.child.faces).toBe(Math.sign((box(s, 'stone').x0 + box(s, 'stone').x1) / 2 - c.head[0]));
  },
  'lie-in-hospital-bed': (s) => {
    const c = s.child.joints;
    expect(within(c.head, box(s, 'mattress'))).toBe(true);
    expect(within(c.hips, box(s, 'mattress'))).toBe(true);
    const a = s.adult!.joints;
    expect(a.seated, 'the adult sits').toBe(true);
    expect(a.hips[0] < box(s, 'mattress').x0 || a.hips[0] > box(s, 'mattress').x1, 'beside the bed').toBe(true);
  },
  'visit-in-hospital-bed': (s) => {
    const a = s.adult!.joints;
    expect(within(a.head, box(s, 'mattress'))).toBe(true);
    expect(within(a.hips, box(s, 'mattress'))).toBe(true);
    const c = s.child.joints;
    for (const f of feet(c)) expect(Math.abs(f[1] - GROUND)).toBeLessThan(20);
    expect(c.hips[0] < box(s, 'mattress').x0 || c.hips[0] > box(s, 'mattress').x1, 'the child stands beside the bed').toBe(true);
    expect(s.child.faces).toBe(towards(c, a));
  },
  'lie-in-bed': (s) => {
    expect(within(s.child.joints.head, box(s, 'mattress'))).toBe(true);
    expect(within(s.child.joints.hips, box(s, 'mattress'))).toBe(true);
  },
  'eat-at-table': (s) => {
    const c = s.child.joints;
    const t = box(s, 'table');
    expect(c.hips[0]).toBeGreaterThan(t.x0);
    expect(c.hips[0]).toBeLessThan(t.x1);
    expect(t.y0).toBeGreaterThan(c.head[1]);
    expect(t.y0).toBeLessThan(c.hips[1]);
  },
  'wash-hands': (s) => {
    for (const h of hands(s.child.joints)) expect(within(h, box(s, 'sink'))).toBe(true);
  },
  'stand-in-line': (s) => {
    for (const f of feet(s.child.joints)) expect(within(f, box(s, 'line'))).toBe(true);
  },
  'put-on-coat': (s) => {
    const c = s.child.joints;
    const hooks = box(s, 'hooks');
    expect(hooks.x1).toBeGreaterThan(c.hips[0] - 120);
    expect(hooks.x0).toBeLessThan(c.hips[0] + 120);
    // one arm stretched into the sleeve, the other hand at the collar
    expect(Math.abs(c.hands['1'][0] - c.hips[0])).toBeGreaterThan(Math.abs(c.shoulders['1'][0] - c.hips[0]) * 1.4);
    expect(near(c.hands['-1'], c.shoulders['1'], c.headR * 1.4)).toBe(true);
  },
  'look-at-photo': (s) => {
    const c = s.child.joints;
    const photo = box(s, 'photo');
    // the photo stands beside the child, between the head and the hips, and the child is turned to it
    expect(photo.y0).toBeLessThan(c.head[1] + c.headR * 2);
    expect(photo.y1).toBeGreaterThan(c.head[1]);
    expect(photo.y1).toBeLessThan(c.hips[1] + c.headR);
    expect(s.child.faces).toBe(Math.sign((photo.x0 + photo.x1) / 2 - c.head[0]));
    expect(Math.min(Math.abs(photo.x0 - c.head[0]), Math.abs(photo.x1 - c.head[0]))).toBeLessThan(260);
  },
  'hold-companion': (s) => {
    for (const h of hands(s.child.joints)) expect(within(h, box(s, 'companion'), 8)).toBe(true);
  },
  'hold-hand': (s) => {
    const c = s.child.joints;
    const a = s.adult!.joints;
    const side = towards(c, a);
    const childHand =
      side > 0
        ? c.hands['1'][0] > c.hands['-1'][0]
          ? c.hands['1']
          : c.hands['-1']
        : c.hands['1'][0] < c.hands['-1'][0]
          ? c.hands['1']
          : c.hands['-1'];
    expect(Math.min(...hands(a).map((h) => Math.hypot(h[0] - childHand[0], h[1] - childHand[1])))).toBeLessThan(12);
    expect(s.child.faces).toBe(side);
    expect(s.adult!.faces).toBe(-side);
  },
  'wave-hello': (s) => waves(s),
  'wave-goodbye': (s) => waves(s),
  'cover-ears': (s) => {
    const c = s.child.joints;
    for (const h of hands(c)) expect(near(h, c.head, c.headR * 1.3)).toBe(true);
  },
  stand: (s) => {
    for (const f of feet(s.child.joints)) expect(Math.abs(f[1] - GROUND)).toBeLessThan(20);
  },
  walk: (s) => {
    const [a, b] = feet(s.child.joints);
    expect(Math.abs(a[1] - b[1]), 'one foot lifted').toBeGreaterThan(10);
  },
  sit: (s) => {
    expect(within(s.child.joints.hips, box(s, 'seat'))).toBe(true);
    for (const f of feet(s.child.joints)) expect(Math.abs(f[1] - GROUND)).toBeLessThan(20);
  },
};

/** Waving: a hand above the head, on the side away from the adult, and the face turned to the adult. */
function waves(s: Staging): void {
  const c = s.child.joints;
  const side = towards(c, s.adult!.joints);
  const up = hands(c).filter((h) => h[1] < c.head[1] + c.headR);
  expect(up).toHaveLength(1);
  expect(Math.sign(up[0][0] - c.head[0])).toBe(-side);
  expect(s.child.faces).toBe(side);
}

describe('actions: the child in the pose, on the prop, facing the adult', () => {
  it('has a check for every action of the vocabulary', () => {
    expect(Object.keys(CHECKS).sort()).toEqual([...SCENE_ACTION_IDS].sort());
  });

  for (const action of SCENE_ACTION_IDS) {
    it(`${action}: ages 3, 6 and 10, either way round`, () => {
      for (const age of AGES) for (const side of SIDES) CHECKS[action](stage(action, { age, side }));
    });
  }

  it('keeps the child and the props inside a narrow picture', () => {
    for (const action of SCENE_ACTION_IDS) {
      const s = stage(action, { w: 667 });
      for (const p of [s.child.joints.head, ...feet(s.child.joints)]) {
        expect(p[0], action).toBeGreaterThan(0);
        expect(p[0], action).toBeLessThan(667);
      }
    }
  });

  it('puts a companion in the arms when the child sits or lies, a teddy when none is given to hold', () => {
    for (const action of ['treatment-chair', 'sit-in-pew', 'lie-in-hospital-bed'] as const) {
      const s = stage(action, { companion: 'dog' });
      expect(s.boxes.companion, action).toBeDefined();
      expect(s.svg, action).toContain('#c99a6b');
      expect(
        hands(s.child.joints).some((h) => within(h, box(s, 'companion'), 30)),
        action,
      ).toBe(true);
    }
    expect(stage('hold-companion', { adult: null }).svg).toContain('#b98a5e');
    // standing, the dog sits on the ground beside the child
    expect(stage('stand', { companion: 'dog' }).boxes.companion).toBeUndefined();
  });

  it("draws three different chairs: the dentist's lies back, the barber's is high, the waiting room's is plain", () => {
    const dentist = stage('treatment-chair');
    const barber = stage('barber-chair');
    const waiting = stage('wait-with-book', { adult: null });
    const slope = (s: Staging) =>
      Math.abs(s.child.joints.head[1] - s.child.joints.hips[1]) / Math.abs(s.child.joints.head[0] - s.child.joints.hips[0] || 1);
    expect(slope(dentist)).toBeLessThan(1);
    expect(slope(barber)).toBeGreaterThan(3);
    expect(box(barber, 'seat').y0).toBeLessThan(box(waiting, 'seat').y0);
    expect(barber.boxes.headrest && !waiting.boxes.headrest).toBe(true);
  });

  it('reads an action from a pose that only fits one piece of furniture', () => {
    const layout = sceneLayout(1, 1000, createRng(1, 'x'));
    const people: ScenePeople = { children: [kid(6)], pose: 'sit-special', mood: 'calm' };
    expect(sceneStaging('dentist', people, 1000, layout)?.boxes.headrest).toBeDefined();
    expect(sceneStaging('hairdresser', people, 1000, layout)?.boxes.footrest).toBeDefined();
    expect(sceneStaging('home', { ...people, pose: 'stand' }, 1000, layout)).toBeNull();
  });
});

describe('church, graveside and hospital', () => {
  it('are settings of their own, not the neutral room', async () => {
    const people: ScenePeople = { children: [kid(6)], pose: 'stand', mood: 'calm' };
    const neutral = await drawScene({ setting: 'rumskib', people, width: 256, height: 256, seed: 1 });
    for (const setting of ['church', 'graveside', 'hospital']) {
      expect(resolveSetting(setting).id).toBe(setting);
      const png = await drawScene({ setting, people, width: 256, height: 256, seed: 1 });
      expect(await sharp(png).metadata(), setting).toMatchObject({ format: 'png', width: 256, height: 256 });
      expect(png.equals(neutral), setting).toBe(false);
    }
    expect(resolveSetting('graveside').outdoor).toBe(true);
  });

  it('draws each action in its setting as a picture', async () => {
    for (const action of ['sit-in-pew', 'flower-at-grave', 'visit-in-hospital-bed'] as const) {
      const setting = (SCENE_ACTIONS[action] as { setting: string }).setting;
      const png = await drawScene({
        setting,
        people: { children: [kid(6)], pose: 'stand', mood: 'calm', adult: mor, action },
        width: 256,
        height: 256,
        seed: 1,
      });
      const plain = await drawScene({
        setting,
        people: { children: [kid(6)], pose: 'stand', mood: 'calm', adult: mor },
        width: 256,
        height: 256,
        seed: 1,
      });
      expect(png.equals(plain), action).toBe(false);
    }
  });
});
