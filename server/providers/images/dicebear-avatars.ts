import * as avataaars from '@dicebear/avataaars';
import { createAvatar } from '@dicebear/core';
import { type AvatarLook, avataaarsOptions, eyeColorOf } from './avatar-look';
import type { ProviderImage } from './provider';

/** avataaars' 'default' eyes: two dark dots. We draw them again with a coloured iris. */
const DEFAULT_EYES = '<path d="M36 22a6 6 0 1 1-12 0 6 6 0 0 1 12 0ZM88 22a6 6 0 1 1-12 0 6 6 0 0 1 12 0Z" fill="#000" fill-opacity=".6"/>';
const colouredEyes = (iris: string) =>
  [30, 82]
    .map((cx) => `<circle cx="${cx}" cy="22" r="6.5" fill="#${iris}"/><circle cx="${cx}" cy="22" r="3.4" fill="#1d1410"/><circle cx="${cx + 2}" cy="20" r="1.5" fill="#fff"/>`)
    .join('');

export const AVATAR_RENDER_SIZE = 768;

/**
 * The offline avatar illustrator: DiceBear's "Avataaars" style (by Pablo Stanley, free for
 * personal and commercial use), drawn from the form. Candidates differ by seed only, so the
 * same form and seed always give the same pictures.
 */
export function dicebearAvatars(look: AvatarLook, opts: { count: number; seed: string }): ProviderImage[] {
  const options = avataaarsOptions(look);
  const iris = eyeColorOf(look);
  return Array.from({ length: opts.count }, (_, n) => {
    const svg = createAvatar(avataaars, { ...options, seed: `${opts.seed}:${n}`, size: AVATAR_RENDER_SIZE }).toString();
    return { kind: 'svg' as const, svg: svg.replace(DEFAULT_EYES, colouredEyes(iris)) };
  });
}
