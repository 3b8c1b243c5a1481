import { avatarSvg } from '../illustrator/figures/avatar';
import { childFigureLook } from '../illustrator/figures/look';
import type { AvatarLook } from './avatar-look';
import type { ProviderImage } from './provider';

export const AVATAR_RENDER_SIZE = 768;

/**
 * The offline avatar illustrator: the child's whole figure as every story picture draws it, from
 * the form's look and the builder's choices. Candidates differ by pose, smile and background; the
 * same look always gives the same child.
 */
export function figureAvatars(look: AvatarLook, opts: { count: number; seed: string }): ProviderImage[] {
  const figure = childFigureLook(look);
  const start = [...opts.seed].reduce((sum, ch) => sum + ch.charCodeAt(0), 0);
  return Array.from({ length: opts.count }, (_, n) => ({ kind: 'svg' as const, svg: avatarSvg(figure, start + n, AVATAR_RENDER_SIZE) }));
}
