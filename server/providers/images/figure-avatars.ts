import { companionKindOf } from '../../../shared/avatar-features';
import { avatarSvg } from '../illustrator/figures/avatar';
import { CANDIDATES } from '../illustrator/figures/candidates';
import { childFigureLook } from '../illustrator/figures/look';
import type { AvatarLook } from '../picture-words/avatar-look';
import type { ProviderImage } from './provider';

export const AVATAR_RENDER_SIZE = 768;

/**
 * The offline avatar illustrator: the child's whole figure as every story picture draws it, from
 * the form's look and the builder's choices, with the companion beside them. Candidate n is the
 * look's variant n (hair, the top's shade, the pose): the character keeps the chosen n, so the
 * stories draw the child the parent chose. The seed only moves the background colour.
 */
export function figureAvatars(look: AvatarLook, opts: { count: number; seed: string }): ProviderImage[] {
  const companion = companionKindOf(look.companion) ?? null;
  const start = [...opts.seed].reduce((sum, ch) => sum + ch.charCodeAt(0), 0);
  return Array.from({ length: opts.count }, (_, n) => {
    const variant = n % CANDIDATES.length;
    const figure = childFigureLook({ ...look, features: { ...look.features, variant } });
    return { kind: 'svg' as const, svg: avatarSvg(figure, variant, AVATAR_RENDER_SIZE, companion, start) };
  });
}
