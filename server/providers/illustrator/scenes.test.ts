import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createRng } from './rng';
import { drawCover, drawScene, sceneLayout, TORSO_COLORS } from './scenes';
import { SCENE_SETTING_IDS } from './index';
import { hexToRgb } from './color';
import { bustAvatar, headAvatar, pixels, rgbAt, shareOf } from './test-helpers';

const MAGENTA: [number, number, number] = [255, 0, 255];
const timings: string[] = [];

async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const t = performance.now();
  const out = await work();
  const ms = performance.now() - t;
  const bytes = Buffer.isBuffer(out) ? ` ${out.length} bytes` : '';
  timings.push(`${label}: ${ms.toFixed(0)} ms${bytes}`);
  return out;
}

describe('drawScene', () => {
  it('draws every setting (and an unknown one) at the requested size', async () => {
    const avatar = await bustAvatar('#ff00ff');
    for (const setting of [...SCENE_SETTING_IDS, 'rumskib']) {
      const png = await timed(`scene ${setting} 512x512`, () => drawScene({ setting, avatars: [avatar], width: 512, height: 512, seed: 1 }));
      const meta = await sharp(png).metadata();
      expect(meta.format, setting).toBe('png');
      expect([meta.width, meta.height], setting).toEqual([512, 512]);
    }
    expect(SCENE_SETTING_IDS).toEqual([
      'home', 'school', 'kindergarten', 'dentist', 'doctor', 'shop', 'playground', 'transport', 'party', 'swimming',
      'bedroom', 'bathroom', 'hairdresser', 'outdoors',
    ]);
  });

  it('defaults to 1024x1024 PNG, supports WebP and other shapes', async () => {
    const avatar = await bustAvatar('#ff00ff');
    const png = await timed('scene dentist 1024 (1 child)', () => drawScene({ setting: 'dentist', avatars: [avatar] }));
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 1024, height: 1024 });
    const webp = await timed('scene school 1024 webp', () => drawScene({ setting: 'school', avatars: [avatar], format: 'webp' }));
    expect(await sharp(webp).metadata()).toMatchObject({ format: 'webp', width: 1024, height: 1024 });
    const wide = await drawScene({ setting: 'playground', avatars: [avatar, avatar], width: 1024, height: 640 });
    expect(await sharp(wide).metadata()).toMatchObject({ width: 1024, height: 640 });
    const tall = await drawScene({ setting: 'bedroom', avatars: [avatar], width: 600, height: 900 });
    expect(await sharp(tall).metadata()).toMatchObject({ width: 600, height: 900 });
  });

  it('puts the child large where the layout says, without its plain background', async () => {
    const avatar = await bustAvatar('#ff00ff', '#00ff00');
    for (const seed of [1, 2, 3, 4]) {
      const png = await drawScene({ setting: 'home', avatars: [avatar], width: 512, height: 512, seed });
      const p = await pixels(png);
      const layout = sceneLayout(1, 1000, createRng(seed, 'scene:home'));
      const cx = (layout.slots[0].cx * 512) / 1000;
      // The child's colour fills much of the lower part of its slot, and is absent on the other side.
      expect(shareOf(p, MAGENTA, { x0: cx - 60, y0: 300, x1: cx + 60, y1: 512 })).toBeGreaterThan(0.6);
      const otherX = cx < 256 ? 440 : 72;
      expect(shareOf(p, MAGENTA, { x0: otherX - 50, y0: 300, x1: otherX + 50, y1: 512 })).toBeLessThan(0.02);
      // The green background of the avatar picture was removed.
      expect(shareOf(p, [0, 255, 0], { x0: 0, y0: 0, x1: 512, y1: 512 }, 40)).toBe(0);
    }
  });

  it('stands up to four children side by side, in order', async () => {
    const colors = ['#ff00ff', '#00e5ff', '#ffea00', '#7c4dff'];
    const avatars = await Promise.all(colors.map((c) => bustAvatar(c, '#ffffff')));
    const png = await timed('scene party 1024 (4 children)', () => drawScene({ setting: 'party', avatars, seed: 'group' }));
    const p = await pixels(png);
    const layout = sceneLayout(4, 1000, createRng('group', 'scene:party'));
    layout.slots.forEach((slot, i) => {
      const cx = (slot.cx * 1024) / 1000;
      const rgb = hexToRgb(colors[i]);
      expect(shareOf(p, rgb, { x0: cx - 40, y0: 800, x1: cx + 40, y1: 1024 }), colors[i]).toBeGreaterThan(0.5);
    });
  });

  it('gives a head-only avatar a soft body', async () => {
    const avatar = await headAvatar('#ff00ff');
    const png = await drawScene({ setting: 'outdoors', avatars: [avatar], width: 512, height: 512, seed: 7 });
    const p = await pixels(png);
    const layout = sceneLayout(1, 1000, createRng(7, 'scene:outdoors'));
    const cx = (layout.slots[0].cx * 512) / 1000;
    const below = rgbAt(p, cx, 505);
    const isTorso = TORSO_COLORS.some((c) => hexToRgb(c).every((v, i) => Math.abs(v - below[i]) <= 3));
    expect(isTorso, `pixel ${below} under the head`).toBe(true);
    expect(shareOf(p, MAGENTA, { x0: cx - 50, y0: 150, x1: cx + 50, y1: 380 })).toBeGreaterThan(0.5);
  });

  it('is deterministic, and the seed varies the picture', async () => {
    const avatar = await bustAvatar('#ff00ff');
    const a = await drawScene({ setting: 'shop', avatars: [avatar], width: 384, height: 384, seed: 'x' });
    const b = await drawScene({ setting: 'shop', avatars: [avatar], width: 384, height: 384, seed: 'x' });
    const c = await drawScene({ setting: 'shop', avatars: [avatar], width: 384, height: 384, seed: 'y' });
    expect(a.equals(b)).toBe(true);
    expect(a.equals(c)).toBe(false);
  });

  it('draws a caption only when asked', async () => {
    const avatar = await bustAvatar('#ff00ff');
    const plain = await pixels(await drawScene({ setting: 'home', avatars: [avatar], width: 512, height: 512, seed: 3 }));
    const captioned = await pixels(await drawScene({ setting: 'home', avatars: [avatar], width: 512, height: 512, seed: 3, caption: 'Emma & Ali <3 går hjem' }));
    const ink: [number, number, number] = [0x4a, 0x3f, 0x5c];
    expect(shareOf(plain, ink, { x0: 0, y0: 0, x1: 512, y1: 90 }, 20)).toBe(0);
    expect(shareOf(captioned, ink, { x0: 0, y0: 0, x1: 512, y1: 90 }, 20)).toBeGreaterThan(0.01);
  });

  it('rejects a silly size', async () => {
    await expect(drawScene({ setting: 'home', avatars: [], width: 10, height: 10 })).rejects.toThrow(RangeError);
  });
});

describe('drawCover', () => {
  it('shows the child and a wrapped, escaped title inside a frame', async () => {
    const avatar = await bustAvatar('#ff00ff');
    const title = 'Emma <og> Ali & den meget lange rejse til tandlægen, hvor alt gik godt til sidst igen';
    const png = await timed('cover dentist 1024 (1 child, long title)', () => drawCover({ setting: 'dentist', avatars: [avatar], title, seed: 1 }));
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 1024, height: 1024 });
    const p = await pixels(png);
    expect(shareOf(p, MAGENTA, { x0: 0, y0: 600, x1: 1024, y1: 960 })).toBeGreaterThan(0.1);
    const ink: [number, number, number] = [0x4a, 0x3f, 0x5c];
    expect(shareOf(p, ink, { x0: 100, y0: 60, x1: 924, y1: 330 }, 20)).toBeGreaterThan(0.02);
    // The cream frame runs round the edge.
    expect(rgbAt(p, 8, 500)[0]).toBeGreaterThan(230);
  });

  it('draws a group cover, deterministic for equal input', async () => {
    const avatars = await Promise.all(['#ff00ff', '#00e5ff', '#ffea00'].map((c) => bustAvatar(c)));
    const a = await timed('cover party 1024 (3 children)', () => drawCover({ setting: 'party', avatars, title: 'Fødselsdag' }));
    const b = await drawCover({ setting: 'party', avatars, title: 'Fødselsdag' });
    expect(a.equals(b)).toBe(true);
  });

  it('reports timings', () => {
    console.log(`\nIllustrator timings (this machine):\n  ${timings.join('\n  ')}`);
    expect(timings.length).toBeGreaterThan(0);
  });
});
