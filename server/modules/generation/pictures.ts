import { randomBytes } from 'node:crypto';
import { generationMessages } from '../../../shared/messages.da';
import type { NameToRedact } from '../../../shared/name-redaction';
import { parseStory } from '../../../shared/story-text';
import { AppError } from '../../http/errors';
import { drawCover, drawScene } from '../../providers/illustrator/scenes';
import { SKIN_WORDS, toEnglish } from '../../providers/images/avatar-look';
import type { ImagePipeline } from '../../providers/images/pipeline';
import type { ImageProvider } from '../../providers/images/provider';
import type { Storage } from '../../providers/storage/storage';
import { classifySituation, sceneSetting } from '../../providers/text/offline-composer';
import sharp from 'sharp';
import type { CharacterSnapshot } from '../characters/snapshot';
import { dicebearAvatars } from '../../providers/images/dicebear-avatars';
import { avatarKeysOf, type GroupSnapshot, isGroupSnapshot, type PictureRequest, type StoryPictures, type StorySnapshot } from './ports';

export const STORY_NEGATIVE_PROMPT = 'scary, angry, crying, frightening, distorted face, deformed, extra limbs, text, letters, watermark, nsfw';

/** The child as an illustrator should draw them on every page (no name). */
export function childLook(c: CharacterSnapshot) {
  const parts = [`a ${c.age}-year-old ${c.gender === 'pige' ? 'girl' : 'boy'}`];
  if (c.hairColor) parts.push(`with ${toEnglish(c.hairColor).replace(/\s*hair$/, '')} hair`);
  if (c.eyeColor) parts.push(`${toEnglish(c.eyeColor).replace(/\s*eyes?$/, '')} eyes`);
  if (c.skinColor) parts.push(`${SKIN_WORDS[c.skinColor] ?? 'medium'} skin`);
  if (c.outfit) parts.push(`wearing ${toEnglish(c.outfit)}`);
  return parts.join(', ');
}

/** A group as an illustrator should draw it on every page: the ages, and the looks of the chosen avatars (no names). */
export function groupLook(g: GroupSnapshot) {
  const { ageFrom, ageTo } = g.group;
  const ages = ageFrom === ageTo ? `${ageFrom} years old` : `aged ${ageFrom}-${ageTo}`;
  const members = g.members.slice(0, MAX_FIGURES).map(childLook);
  if (!members.length) return `a small group of children ${ages}, together`;
  const list = members.length === 1 ? members[0] : `${members.slice(0, -1).join('; ')}; and ${members[members.length - 1]}`;
  return `a group of children ${ages}, together: ${list}`;
}

export function storyImagePrompt(req: PictureRequest) {
  const scene = req.prompt.trim() || 'a calm everyday moment';
  const what = req.index === 0 ? `Book cover picture: ${scene}` : scene;
  const who = isGroupSnapshot(req.character) ? `The main characters are ${groupLook(req.character)}` : `The main character is ${childLook(req.character)}`;
  return `${what}. ${who}. Children's picture book illustration, soft pastel colours, calm and friendly, uncluttered background, consistent character design.`;
}

/** The names an image provider must not see for a story's pictures, in the prompt's English. */
export function pictureNames(subject: StorySnapshot): NameToRedact[] {
  if (!isGroupSnapshot(subject)) return [{ name: subject.name, replacement: 'the child' }];
  return [
    { name: subject.group.name, replacement: 'the children', wholeOnly: true },
    ...subject.members.map((m) => ({ name: m.name, replacement: 'a child' })),
  ];
}

/** The offline illustrator draws at most this many children side by side. */
const MAX_FIGURES = 4;

/** Children of a group story without chosen avatars: three drawn stand-ins, the same on every page of the story. */
const STAND_INS = [
  { gender: 'pige', hairColor: 'lysebrun', eyeColor: 'brun', skinColor: 'lys', outfit: 'gul trøje' },
  { gender: 'dreng', hairColor: 'sort', eyeColor: 'brun', skinColor: 'mørk', outfit: 'grøn trøje' },
  { gender: 'pige', hairColor: 'rødt', eyeColor: 'blå', skinColor: 'medium', outfit: 'blå trøje' },
] as const;

function standIns(g: GroupSnapshot): Promise<Buffer[]> {
  return Promise.all(
    STAND_INS.map((look, i) => {
      const [image] = dicebearAvatars({ ...look, age: g.group.ageFrom }, { count: 1, seed: `${g.group.name}:${i}` });
      return sharp(Buffer.from(image.kind === 'svg' ? image.svg : '')).png().toBuffer();
    }),
  );
}

/** Where the pictures of a story are kept; deleting the story deletes this prefix. */
export const storyPrefix = (userId: string, storyId: string) => `users/${userId}/stories/${storyId}/`;

/**
 * Draws the pictures of stories: with the offline illustrator (the child's own avatar in a
 * setting chosen from the scene's text) or with an AI image provider, and stores them through
 * the image pipeline under the story's prefix.
 */
export function storyPictures(deps: { provider: ImageProvider; pipeline: ImagePipeline; storage: Storage }): StoryPictures {
  async function avatarsOf(character: StorySnapshot): Promise<Buffer[]> {
    const files = await Promise.all(avatarKeysOf(character).slice(0, MAX_FIGURES).map((key) => deps.storage.get(key)));
    const avatars = files.flatMap((file) => (file ? [file.bytes] : []));
    if (!avatars.length && isGroupSnapshot(character) && !character.members.length) return standIns(character);
    return avatars;
  }

  async function offline(req: PictureRequest): Promise<Buffer> {
    const situation = classifySituation(`${req.title}\n${req.storyText}`);
    const avatars = await avatarsOf(req.character);
    // The cover shows where the story begins.
    if (req.index === 0) return drawCover({ setting: sceneSetting(parseStory(req.storyText).scenes[0]?.text ?? req.sceneText, situation), avatars, title: req.title });
    return drawScene({ setting: sceneSetting(req.sceneText, situation), avatars, seed: `${req.storyId}:${req.index}` });
  }

  return {
    async draw(req, signal) {
      const key = `${storyPrefix(req.userId, req.storyId)}${req.index}-${randomBytes(4).toString('hex')}.webp`;
      if (deps.provider.name === 'offline') {
        const png = await offline(req);
        return (await deps.pipeline.store({ kind: 'base64', data: png.toString('base64') }, key)).key;
      }
      signal?.throwIfAborted();
      const [image] = await deps.provider.generate({
        prompt: storyImagePrompt(req),
        names: pictureNames(req.character),
        negativePrompt: STORY_NEGATIVE_PROMPT,
        width: 1024,
        height: 1024,
        count: 1,
        seed: Math.floor(Math.random() * 1_000_000),
      });
      if (!image) throw new AppError('IMAGE_GENERATION_FAILED', { status: 502, message: generationMessages.noImageData });
      return (await deps.pipeline.store(image, key)).key;
    },

    async keepAvatar(userId, storyId, avatarKey, slot) {
      try {
        return (await deps.pipeline.copy(avatarKey, `${storyPrefix(userId, storyId)}avatar${slot ? `-${slot}` : ''}.webp`)).key;
      } catch {
        return null;
      }
    },

    async removeStory(userId, storyId) {
      await deps.storage.deletePrefix(storyPrefix(userId, storyId));
    },

    async remove(keys) {
      await Promise.all(keys.map((k) => deps.pipeline.remove(k)));
    },
  };
}
