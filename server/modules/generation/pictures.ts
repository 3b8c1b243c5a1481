import { randomBytes } from 'node:crypto';
import type { NameToRedact } from '../../../shared/name-redaction';
import { picturePage, UNKNOWN_SCENE } from '../../../shared/story-plan';
import type { AvatarLook } from '../../providers/picture-words/avatar-look';
import { describeLook } from '../../providers/picture-words/avatar-prompt';
import { pageScene } from '../../providers/picture-words/page-scene';
import { sceneInEnglish } from '../../providers/picture-words/scene-description';
import { PICTURE_STYLE } from '../../providers/picture-words/picture-style';
import type { Illustrator } from '../../providers/images/port';
import type { ImagePipeline } from '../../providers/images/pipeline';
import type { Storage } from '../../providers/storage/port';
import sharp from 'sharp';
import type { ProviderImage } from '../../providers/images/provider';
import { type GroupSnapshot, isGroupSnapshot, type StorySnapshot } from '../../../shared/story-snapshot';
import { avatarKeysOf, type PictureRequest, type StoryPictures } from './ports';

export const STORY_NEGATIVE_PROMPT =
  'scary, angry, crying, frightening, distorted face, deformed, extra limbs, text, letters, watermark, nsfw';

/** The child as an illustrator should draw them on every page (no name): the words of their avatar's prompt. */
export function childLook(c: AvatarLook) {
  return describeLook(c);
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

/**
 * The English prompt of one picture: its one moment (the text provider's description of the
 * scene, no names), the page's scene from the plan (what the child does, where, and who is there, by
 * role; never a person who has died), who the children are and how they look, and the style every
 * picture of the story and its avatar share. A «Rediger billede» request is read over the scene, and
 * its own words follow the scene. The illustrator adds the reference image's words when it sends the avatars.
 */
export function storyImagePrompt(req: PictureRequest) {
  const moment = req.prompt.trim().replace(/[\s.]+$/, '') || 'a calm everyday moment';
  const subject = req.character;
  const group = isGroupSnapshot(subject);
  const who = isGroupSnapshot(subject) ? `The main characters are ${groupLook(subject)}` : `The main character is ${childLook(subject)}`;
  if (req.index === 0) return `Book cover picture: ${moment}. ${who}, the same on every page. Uncluttered background. ${PICTURE_STYLE}`;
  const page = picturePage(req.plan, req.index) ?? { sentences: [], scene: UNKNOWN_SCENE };
  const companion = isGroupSnapshot(subject) ? null : subject.companion;
  const scene = sceneInEnglish(pageScene({ plan: req.plan, page, request: req.request, companion }), group);
  const what = req.request ? `${scene} ${moment}.` : `${moment}. ${scene}`;
  return `${what} ${who}, the same on every page. Uncluttered background. ${PICTURE_STYLE}`;
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

/** Draws a look as the offline figure, with a seed (providers/images/figure-avatars.ts). */
export type DrawFigures = (look: AvatarLook, opts: { count: number; seed: string }) => ProviderImage[];

/** Children of a group story without chosen avatars: three drawn stand-ins, the same on every page of the story. */
const STAND_INS = [
  { gender: 'pige', hairColor: 'lysebrun', eyeColor: 'brun', skinColor: 'lys', outfit: 'gul trøje' },
  { gender: 'dreng', hairColor: 'sort', eyeColor: 'brun', skinColor: 'mørk', outfit: 'grøn trøje' },
  { gender: 'pige', hairColor: 'rødt', eyeColor: 'blå', skinColor: 'medium', outfit: 'blå trøje' },
] as const;

function standIns(g: GroupSnapshot, figures: DrawFigures): Promise<Buffer[]> {
  return Promise.all(
    STAND_INS.map((look, i) => {
      const [image] = figures({ ...look, age: g.group.ageFrom }, { count: 1, seed: `${g.group.name}:${i}` });
      return sharp(Buffer.from(image.kind === 'svg' ? image.svg : ''))
        .png()
        .toBuffer();
    }),
  );
}

/** The children of a story as the offline illustrator draws them, in the order of their avatars. */
function looksOf(subject: StorySnapshot): AvatarLook[] {
  if (!isGroupSnapshot(subject)) return [subject];
  if (subject.members.length) return subject.members.slice(0, MAX_FIGURES);
  return STAND_INS.map((look) => ({ ...look, age: subject.group.ageFrom }));
}

/** Where the pictures of a story are kept; deleting the story deletes this prefix. */
export const storyPrefix = (userId: string, storyId: string) => `users/${userId}/stories/${storyId}/`;

/**
 * Draws the pictures of stories through the illustrator (offline: the child's own avatar in a
 * setting chosen from the page of the plan; a service: the English prompt) and stores them through
 * the image pipeline under the story's prefix.
 */
export function storyPictures(deps: {
  illustrator: Illustrator;
  pipeline: ImagePipeline;
  storage: Storage;
  figures: DrawFigures;
}): StoryPictures {
  async function avatarsOf(character: StorySnapshot): Promise<Buffer[]> {
    const files = await Promise.all(
      avatarKeysOf(character)
        .slice(0, MAX_FIGURES)
        .map((key) => deps.storage.get(key)),
    );
    const avatars = files.flatMap((file) => (file ? [file.bytes] : []));
    if (!avatars.length && isGroupSnapshot(character) && !character.members.length) return standIns(character, deps.figures);
    return avatars;
  }

  return {
    async draw(req, signal) {
      const key = `${storyPrefix(req.userId, req.storyId)}${req.index}-${randomBytes(4).toString('hex')}.webp`;
      signal?.throwIfAborted();
      const image = await deps.illustrator.scene({
        cover: req.index === 0,
        title: req.title,
        plan: req.plan,
        // A picture past the plan's pages (a story whose plan was read again from its text) shows a page that says nothing.
        page: picturePage(req.plan, req.index) ?? { sentences: [], scene: UNKNOWN_SCENE },
        avatars: await avatarsOf(req.character),
        children: looksOf(req.character),
        companion: isGroupSnapshot(req.character) ? null : req.character.companion,
        request: req.request,
        prompt: storyImagePrompt(req),
        negativePrompt: STORY_NEGATIVE_PROMPT,
        names: pictureNames(req.character),
        seed: `${req.storyId}:${req.index}`,
        storySeed: req.storyId,
      });
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
