import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { hexToRgb } from '../color';
import { drawScene } from '../scenes';
import { pixels, type Pixels } from '../../../test/pixels';
import { bodyOf, drawFigure, POSES } from './figure';
import { childFigureLook, type ChildLookInput } from './look';
import { GLASSES_FRAME, HEARING_AID } from './worn';

const AGES = [2, 4, 6, 8, 10, 12, 'adult'] as const;
const child: ChildLookInput = {
  gender: 'dreng',
  age: 6,
  hairColor: 'brun',
  eyeColor: 'blå',
  skinColor: 'lys',
  outfit: 'rød trøje og blå bukser',
};

/** Each value is smaller than the one before: the younger the age, the larger. */
function decreasing(values: number[]): void {
  values.slice(1).forEach((v, i) => expect(v, `after ${values[i]}`).toBeLessThan(values[i]));
}

describe('a child looks their age: more than height', () => {
  it('has a bigger head for the body the younger the child', () => {
    decreasing(AGES.map((age) => 100 / bodyOf(age).H));
    // a 2-year-old is at most 3.5 heads tall, a 10-year-old at least 5
    expect(bodyOf(2).H / 100).toBeLessThanOrEqual(3.5);
    expect(bodyOf(10).H / 100).toBeGreaterThanOrEqual(5);
  });

  it('has thicker, shorter arms and legs for their length the younger the child', () => {
    decreasing(AGES.map((age) => bodyOf(age).armW / (bodyOf(age).upperArm + bodyOf(age).foreArm)));
    decreasing(AGES.map((age) => bodyOf(age).legW / (bodyOf(age).thigh + bodyOf(age).shin)));
    // the legs are a smaller part of the height
    decreasing(AGES.map((age) => -bodyOf(age).hipY / bodyOf(age).H).map((v) => -v));
  });

  it('has a rounder head, bigger eyes and a rounder body the younger the child', () => {
    decreasing(AGES.map((age) => bodyOf(age).eyeR / bodyOf(age).headRy));
    for (const [young, old] of [
      [2, 6],
      [6, 10],
      [10, 'adult'],
    ] as const) {
      expect(bodyOf(young).headRx / bodyOf(young).headRy).toBeGreaterThan(bodyOf(old).headRx / bodyOf(old).headRy);
    }
    expect(bodyOf(2).belly).toBeGreaterThan(bodyOf(6).belly);
    expect(bodyOf(10).belly).toBe(0);
  });

  it('draws the eyes bigger in a younger face', () => {
    const eyeRx = (age: number) => {
      const look = childFigureLook({ ...child, age });
      const m = new RegExp(`<ellipse [^>]*rx="([\\d.]+)"[^>]*fill="${look.eyes}"`).exec(drawFigure(look, 'stand', 'smile'));
      return Number(m?.[1]);
    };
    decreasing([2, 4, 6, 10].map(eyeRx));
  });

  it('keeps every pose drawable at every age', () => {
    for (const age of [1, 2, 6, 12]) {
      for (const pose of POSES) {
        const svg = drawFigure(childFigureLook({ ...child, age }), pose, 'calm');
        expect(svg, `${age} ${pose}`).not.toMatch(/NaN|Infinity/);
      }
    }
  });
});

/** Pixels of a colour (within a tolerance) in a picture. */
function count(p: Pixels, hex: string, tolerance = 16): number {
  const [r, g, b] = hexToRgb(hex);
  let n = 0;
  for (let i = 0; i < p.width * p.height; i++) {
    const o = i * p.channels;
    if (Math.abs(p.data[o] - r) <= tolerance && Math.abs(p.data[o + 1] - g) <= tolerance && Math.abs(p.data[o + 2] - b) <= tolerance) n++;
  }
  return n;
}

/** A story picture (1024 px) as a phone shows it: 400 px wide. */
async function onAPhone(features: ChildLookInput['features'], age = 6): Promise<Pixels> {
  const look = childFigureLook({ ...child, age, features });
  const picture = await drawScene({ setting: 'home', people: { children: [look], pose: 'stand', mood: 'smile' }, seed: 'phone' });
  return pixels(await sharp(picture).resize(400).png().toBuffer());
}

describe('what the child wears on the head shows at the size of a page on a phone', () => {
  it('a hearing aid: a coloured shape behind each ear, at least 80 pixels of it', async () => {
    for (const age of [2, 6, 10]) {
      // the room may have the same blue somewhere: count what the aids add
      expect(
        count(await onAPhone({ ears: 'høreapparat' }, age), HEARING_AID) - count(await onAPhone({}, age), HEARING_AID),
        `${age}`,
      ).toBeGreaterThanOrEqual(80);
    }
  });

  it('glasses: a dark frame round both eyes, at least 80 pixels of it', async () => {
    for (const age of [2, 6, 10]) {
      expect(
        count(await onAPhone({ glasses: true }, age), GLASSES_FRAME, 20) - count(await onAPhone({}, age), GLASSES_FRAME, 20),
        `${age}`,
      ).toBeGreaterThanOrEqual(80);
    }
  });

  it('a headscarf: covers the hair, and is bigger than the face', async () => {
    const look = childFigureLook({ ...child, features: { headscarf: true } });
    const p = await onAPhone({ headscarf: true });
    expect(count(p, look.hair, 8)).toBeLessThan(count(await onAPhone({}), look.hair, 8) / 4);
    expect(count(p, look.scarfColour, 10)).toBeGreaterThanOrEqual(count(p, look.skin, 6) / 3);
    expect(count(p, look.scarfColour, 10)).toBeGreaterThanOrEqual(150);
  });
});
