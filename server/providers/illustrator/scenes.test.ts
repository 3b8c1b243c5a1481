import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { skinColors } from '../../../shared/schemas';
import { hexToRgb } from './color';
import { avatarSvg } from './figures/avatar';
import { bodyOf, POSES, type Pose } from './figures/figure';
import { adultFigureLook, childFigureLook, type FigureLook, SKIN_TONES } from './figures/look';
import { SCENE_SETTING_IDS } from './index';
import { createRng } from './rng';
import { childHeight, drawCover, drawScene, sceneLayout, type ScenePeople, settingSvg } from './scenes';
import { pixels, rgbAt, shareOf, type Pixels } from '../../test/pixels';

/** A child in loud colours that no setting uses, so the tests can find them in the picture. */
function loud(top: string, over: Partial<FigureLook> = {}): FigureLook {
  const base = childFigureLook({ gender: 'pige', age: 6, hairColor: 'brun', eyeColor: 'brun', skinColor: 'medium', outfit: '' });
  return { ...base, outfit: { ...base.outfit, top: 'sweater', topColour: top, bottom: 'trousers', bottomColour: '#00ff66' }, ...over };
}
const MAGENTA = '#ff00ff';
const one = (pose: Pose = 'stand', over: Partial<ScenePeople> = {}): ScenePeople => ({
  children: [loud(MAGENTA)],
  pose,
  mood: 'calm',
  ...over,
});
const rgb = (hex: string) => hexToRgb(hex);

/** The topmost row (of a 512 picture) where a colour appears in a column band. */
function topOf(p: Pixels, hex: string, x0: number, x1: number): number {
  for (let y = 0; y < p.height; y++) if (shareOf(p, rgb(hex), { x0, y0: y, x1, y1: y + 1 }, 6) > 0) return y;
  return p.height;
}

describe('drawScene', () => {
  it('draws every setting (and an unknown one) at the requested size', async () => {
    for (const setting of [...SCENE_SETTING_IDS, 'rumskib']) {
      const png = await drawScene({ setting, people: one(), width: 512, height: 512, seed: 1 });
      expect(await sharp(png).metadata(), setting).toMatchObject({ format: 'png', width: 512, height: 512 });
    }
    expect(SCENE_SETTING_IDS).toEqual([
      'home',
      'school',
      'kindergarten',
      'dentist',
      'doctor',
      'shop',
      'playground',
      'transport',
      'party',
      'swimming',
      'bedroom',
      'bathroom',
      'hairdresser',
      'outdoors',
      'waiting-room',
      'church',
      'graveside',
      'hospital',
    ]);
  });

  it('defaults to 1024x1024 PNG, supports WebP and other shapes', async () => {
    expect(await sharp(await drawScene({ setting: 'dentist', people: one() })).metadata()).toMatchObject({
      format: 'png',
      width: 1024,
      height: 1024,
    });
    expect(await sharp(await drawScene({ setting: 'school', people: one(), format: 'webp' })).metadata()).toMatchObject({
      format: 'webp',
      width: 1024,
      height: 1024,
    });
    expect(await sharp(await drawScene({ setting: 'playground', people: one(), width: 1024, height: 640 })).metadata()).toMatchObject({
      width: 1024,
      height: 640,
    });
    expect(await sharp(await drawScene({ setting: 'bedroom', people: one('lie'), width: 600, height: 900 })).metadata()).toMatchObject({
      width: 600,
      height: 900,
    });
  });

  it('draws the whole child where the layout says: head, body and legs down to the floor', async () => {
    for (const seed of [1, 2, 3, 4]) {
      const p = await pixels(await drawScene({ setting: 'home', people: one(), width: 512, height: 512, seed }));
      const layout = sceneLayout(1, 1000, createRng(seed, 'scene:home'));
      const cx = (layout.slots[0].cx * 512) / 1000;
      expect(shareOf(p, rgb(MAGENTA), { x0: cx - 30, y0: 0, x1: cx + 30, y1: 512 }, 6)).toBeGreaterThan(0.05);
      expect(shareOf(p, rgb('#00ff66'), { x0: cx - 30, y0: 380, x1: cx + 30, y1: 500 }, 6), 'trousers').toBeGreaterThan(0.1);
      const otherX = cx < 256 ? 440 : 72;
      expect(shareOf(p, rgb(MAGENTA), { x0: otherX - 50, y0: 0, x1: otherX + 50, y1: 512 }, 6)).toBe(0);
    }
  });

  it('draws a 2-year-old smaller than a 10-year-old, and an adult taller than both', () => {
    expect(bodyOf(2).H / 100).toBeCloseTo(3.26, 1);
    expect(bodyOf(10).H / 100).toBeCloseTo(5.1, 1);
    expect(bodyOf('adult').H / 100).toBe(7);
    expect(childHeight(2)).toBeLessThan(childHeight(10));
  });

  it('poses the child as the page says: sitting is lower than standing, lying is flat in a bed', async () => {
    const seed = 5;
    const layout = sceneLayout(1, 1000, createRng(seed, 'scene:home'));
    const cx = (layout.slots[0].cx * 512) / 1000;
    const band = [cx - 60, cx + 60] as const;
    const stand = await pixels(await drawScene({ setting: 'home', people: one('stand'), width: 512, height: 512, seed }));
    const sit = await pixels(await drawScene({ setting: 'home', people: one('sit'), width: 512, height: 512, seed }));
    expect(topOf(sit, MAGENTA, ...band) - topOf(stand, MAGENTA, ...band)).toBeGreaterThan(20);
    // Lying: the jumper is hidden under the blanket, the face lies low, across the middle.
    const lie = await pixels(await drawScene({ setting: 'bedroom', people: one('lie'), width: 512, height: 512, seed }));
    expect(shareOf(lie, rgb(MAGENTA), { x0: 0, y0: 0, x1: 512, y1: 512 }, 6)).toBe(0);
    const skin = rgb(SKIN_TONES.medium);
    expect(shareOf(lie, skin, { x0: 0, y0: 0, x1: 512, y1: 300 }, 8)).toBe(0);
    expect(shareOf(lie, skin, { x0: 0, y0: 300, x1: 512, y1: 512 }, 8)).toBeGreaterThan(0.001);
    // Every pose draws something different; holding a hand with nobody there is standing.
    const drawn = await Promise.all(POSES.map((pose) => drawScene({ setting: 'home', people: one(pose), width: 256, height: 256, seed })));
    expect(new Set(drawn.map((b) => b.toString('base64'))).size).toBe(POSES.length - 1);
    expect(drawn[POSES.indexOf('hold-hand')].equals(drawn[POSES.indexOf('stand')])).toBe(true);
  });

  it('stands up to four children side by side, in order, each doing the action', async () => {
    const colours = ['#ff00ff', '#00e5ff', '#ffea00', '#7c4dff'];
    const people: ScenePeople = { children: colours.map((c) => loud(c)), pose: 'wave', mood: 'smile' };
    const p = await pixels(await drawScene({ setting: 'party', people, seed: 'group' }));
    const layout = sceneLayout(4, 1000, createRng('group', 'scene:party'));
    layout.slots.forEach((slot, i) => {
      const cx = (slot.cx * 1024) / 1000;
      expect(shareOf(p, rgb(colours[i]), { x0: cx - 90, y0: 300, x1: cx + 90, y1: 1000 }, 6), colours[i]).toBeGreaterThan(0.03);
    });
    // A fifth child is left out.
    const five = await drawScene({
      setting: 'party',
      people: { ...people, children: [...people.children, loud('#123456')] },
      seed: 'group',
    });
    expect(shareOf(await pixels(five), rgb('#123456'), { x0: 0, y0: 0, x1: 1024, y1: 1024 }, 4)).toBe(0);
  });

  it('draws the adult beside the child, and the companion when asked', async () => {
    const mor: FigureLook = {
      ...adultFigureLook('story', 'parent', 'mor'),
      outfit: { top: 'sweater', topColour: '#00ffff', bottom: 'trousers', bottomColour: '#0000ff', hat: null },
    };
    const alone = await pixels(await drawScene({ setting: 'outdoors', people: one('hold-hand'), width: 512, height: 512, seed: 2 }));
    const withMor = await pixels(
      await drawScene({ setting: 'outdoors', people: one('hold-hand', { adult: mor }), width: 512, height: 512, seed: 2 }),
    );
    expect(shareOf(alone, rgb('#00ffff'), { x0: 0, y0: 0, x1: 512, y1: 512 }, 6)).toBe(0);
    expect(shareOf(withMor, rgb('#00ffff'), { x0: 0, y0: 0, x1: 512, y1: 512 }, 6)).toBeGreaterThan(0.01);
    const dog = rgb('#c99a6b');
    const noDog = await pixels(await drawScene({ setting: 'home', people: one(), width: 512, height: 512, seed: 2 }));
    const withDog = await pixels(
      await drawScene({ setting: 'home', people: one('stand', { companion: 'dog' }), width: 512, height: 512, seed: 2 }),
    );
    expect(shareOf(withDog, dog, { x0: 0, y0: 300, x1: 512, y1: 512 }, 3)).toBeGreaterThan(
      shareOf(noDog, dog, { x0: 0, y0: 300, x1: 512, y1: 512 }, 3) + 0.01,
    );
  });

  it("draws the setting's own adult the same on every page of one story", () => {
    const layout = sceneLayout(1, 1000, createRng(1, 'x'));
    const dentist = adultFigureLook('story-1', 'dentist');
    for (const page of ['p1', 'p2', 'p3']) {
      const svg = settingSvg('dentist', 512, 512, layout, 1, createRng(page, 'scene:dentist'), { storySeed: 'story-1' });
      expect(svg, page).toContain(`fill="${dentist.skin}"`);
      expect(svg, page).toContain(`fill="${dentist.outfit.bottomColour}"`);
    }
    expect(adultFigureLook('story-1', 'dentist')).toEqual(dentist);
    // The child in the dentist's chair takes the chair's place.
    const occupied = settingSvg('dentist', 512, 512, layout, 1, createRng('p1', 'scene:dentist'), {
      storySeed: 'story-1',
      heroOccupied: true,
    });
    expect(occupied.length).toBeLessThan(
      settingSvg('dentist', 512, 512, layout, 1, createRng('p1', 'scene:dentist'), { storySeed: 'story-1' }).length,
    );
  });

  it('is deterministic, and the seed varies the picture', async () => {
    const a = await drawScene({ setting: 'shop', people: one(), width: 384, height: 384, seed: 'x' });
    const b = await drawScene({ setting: 'shop', people: one(), width: 384, height: 384, seed: 'x' });
    const c = await drawScene({ setting: 'shop', people: one(), width: 384, height: 384, seed: 'y' });
    expect(a.equals(b)).toBe(true);
    expect(a.equals(c)).toBe(false);
  });

  it('draws a caption only when asked', async () => {
    const plain = await pixels(await drawScene({ setting: 'home', people: one(), width: 512, height: 512, seed: 3 }));
    const captioned = await pixels(
      await drawScene({ setting: 'home', people: one(), width: 512, height: 512, seed: 3, caption: 'Emma & Ali <3 går hjem' }),
    );
    const ink: [number, number, number] = [0x4a, 0x3f, 0x5c];
    expect(shareOf(plain, ink, { x0: 0, y0: 0, x1: 512, y1: 90 }, 20)).toBe(0);
    expect(shareOf(captioned, ink, { x0: 0, y0: 0, x1: 512, y1: 90 }, 20)).toBeGreaterThan(0.01);
  });

  it('rejects a silly size', async () => {
    await expect(drawScene({ setting: 'home', people: one(), width: 10, height: 10 })).rejects.toThrow(RangeError);
  });
});

describe('the face keeps its skin colour on every background (no ghost face)', () => {
  /** A point on the cheek beside the eye, in picture pixels, for a child standing in slot 0. */
  function cheek(look: FigureLook, layoutSeed: number, setting: string, size: number) {
    const layout = sceneLayout(1, 1000, createRng(layoutSeed, `scene:${setting}`));
    const b = bodyOf(look.age);
    const s = childHeight(look.age as number) / b.H;
    return { x: ((layout.slots[0].cx + 36 * s) * size) / 1000, y: ((955 + (b.headCy + 14) * s) * size) / 1000 };
  }

  it('in story pictures: every skin colour in every setting', async () => {
    for (const skinColor of skinColors) {
      const look = childFigureLook({ gender: 'dreng', age: 7, hairColor: 'sort', eyeColor: 'brun', skinColor, outfit: 'blå trøje' });
      for (const setting of SCENE_SETTING_IDS) {
        const p = await pixels(
          await drawScene({ setting, people: { children: [look], pose: 'stand', mood: 'calm' }, width: 512, height: 512, seed: 9 }),
        );
        const { x, y } = cheek(look, 9, setting, 512);
        const got = rgbAt(p, x, y);
        const want = rgb(SKIN_TONES[skinColor]);
        expect(Math.max(...got.map((v, i) => Math.abs(v - want[i]))), `${skinColor} in ${setting}: ${got.join(',')}`).toBeLessThan(16);
      }
    }
  });

  it('in avatars: every skin colour on every background', async () => {
    for (const skinColor of skinColors) {
      const look = childFigureLook({ gender: 'pige', age: 5, hairColor: 'lyst', eyeColor: 'blå', skinColor, outfit: 'rød kjole' });
      const b = bodyOf(look.age);
      const s = 880 / (b.H + 70);
      for (let variant = 0; variant < 6; variant++) {
        const p = await pixels(
          await sharp(Buffer.from(avatarSvg(look, variant, 500)))
            .png()
            .toBuffer(),
        );
        const got = rgbAt(p, (500 + 36 * s) / 2, (950 + (b.headCy + 14) * s) / 2);
        const want = rgb(SKIN_TONES[skinColor]);
        expect(Math.max(...got.map((v, i) => Math.abs(v - want[i]))), `${skinColor} variant ${variant}: ${got.join(',')}`).toBeLessThan(10);
      }
    }
  });
});

describe('drawCover', () => {
  it('shows the child and a wrapped, escaped title inside a frame', async () => {
    const title = 'Emma <og> Ali & den meget lange rejse til tandlægen, hvor alt gik godt til sidst igen';
    const png = await drawCover({ setting: 'dentist', people: one(), title, seed: 1 });
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 1024, height: 1024 });
    const p = await pixels(png);
    expect(shareOf(p, rgb(MAGENTA), { x0: 0, y0: 400, x1: 1024, y1: 980 }, 6)).toBeGreaterThan(0.01);
    const ink: [number, number, number] = [0x4a, 0x3f, 0x5c];
    expect(shareOf(p, ink, { x0: 100, y0: 60, x1: 924, y1: 330 }, 20)).toBeGreaterThan(0.02);
    // The cream frame runs round the edge.
    expect(rgbAt(p, 8, 500)[0]).toBeGreaterThan(230);
  });

  it('draws a group cover, deterministic for equal input', async () => {
    const people: ScenePeople = { children: ['#ff00ff', '#00e5ff', '#ffea00'].map((c) => loud(c)), pose: 'stand', mood: 'smile' };
    const a = await drawCover({ setting: 'party', people, title: 'Fødselsdag' });
    const b = await drawCover({ setting: 'party', people, title: 'Fødselsdag' });
    expect(a.equals(b)).toBe(true);
  });
});
