import * as avataaars from '@dicebear/avataaars';
import { createAvatar } from '@dicebear/core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { avataaarsOptions, type AvatarLook } from '../images/avatar-look';
import { AVATAR_RENDER_SIZE } from '../images/dicebear-avatars';
import { removePlainBackground } from './avatars';

/**
 * The "ghost face": a light-skinned avatar on the peach background lost its face with the
 * background in every story picture. For every skin colour and every background the offline avatars
 * use, the face must stay.
 */
const SKINS = ['lys', 'medium', 'mørk', 'meget mørk'] as const;
const look = (skinColor: (typeof SKINS)[number]): AvatarLook => ({ gender: 'pige', age: 6, hairColor: 'brun', eyeColor: 'blå', skinColor, outfit: 'grøn trøje' }) as AvatarLook;

const rgb = (hex: string) => [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16));

describe('removing an avatar picture\'s plain background keeps the face', () => {
  const backgrounds = avataaarsOptions(look('lys')).backgroundColor as string[];
  for (const skinColor of SKINS) {
    const skins = avataaarsOptions(look(skinColor)).skinColor as string[];
    for (const skin of skins) {
      it.each(backgrounds)(`${skinColor} (${skin}) on #%s`, async (background) => {
        // As the app stores an avatar: drawn at full size, then kept as WebP (whose noise let the old
        // flood fill through the face's outline).
        for (const seed of ['c', 'd']) {
          const svg = createAvatar(avataaars, { ...avataaarsOptions(look(skinColor)), skinColor: [skin], backgroundColor: [background], seed, size: AVATAR_RENDER_SIZE }).toString();
          const webp = await sharp(Buffer.from(svg)).webp({ quality: 86, effort: 2 }).toBuffer();
          const { data, info } = await sharp(webp).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
          const px = Buffer.from(data);
          const target = rgb(skin);
          const isSkin = (o: number) => Math.hypot(px[o] - target[0], px[o + 1] - target[1], px[o + 2] - target[2]) < 8;
          const skinPixels: number[] = [];
          for (let o = 0; o < px.length; o += 4) if (isSkin(o)) skinPixels.push(o);
          expect(skinPixels.length).toBeGreaterThan(10_000);
          removePlainBackground(px, info.width, info.height);
          const kept = skinPixels.filter((o) => px[o + 3] > 200).length;
          // The face (and neck) keep their colour and stay opaque; the background is gone.
          expect(kept / skinPixels.length, `seed ${seed}`).toBeGreaterThan(0.97);
          expect(px[3]).toBe(0);
        }
      });
    }
  }
});
