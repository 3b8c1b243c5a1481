import { randomInt, randomUUID } from 'node:crypto';
import type { AvatarLook } from './avatar-look';
import { AVATAR_NEGATIVE_PROMPT, avatarNames, avatarPrompt } from './avatar-prompt';
import { dicebearAvatars } from './dicebear-avatars';
import type { ImageProvider, ProviderImage } from './provider';

/** Avatar images per the spec: 768x768 from an AI provider, or DiceBear offline. */
export const AVATAR_SIZE = 768;

export interface AvatarGenerator {
  generate(look: AvatarLook, opts: { count: number; childName?: string }): Promise<ProviderImage[]>;
}

export function avatarGenerator(provider: ImageProvider): AvatarGenerator {
  return {
    async generate(look, { count, childName }) {
      if (provider.name === 'offline') return dicebearAvatars(look, { count, seed: randomUUID() });
      return provider.generate({
        prompt: avatarPrompt(look, childName),
        names: avatarNames(childName),
        negativePrompt: AVATAR_NEGATIVE_PROMPT,
        width: AVATAR_SIZE,
        height: AVATAR_SIZE,
        count,
        seed: randomInt(1_000_000),
      });
    },
  };
}
