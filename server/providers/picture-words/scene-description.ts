/**
 * A page's picture said in words: in Danish for the parent before «Rediger billede» draws it
 * («Tegnes: Oliver ligger tilbage i tandlægestolen med åben mund og har bamsen med, mor sidder ved
 * siden af»), and in English for an AI image service (the people by role, never by name).
 */
import { pictureSceneMessages as t } from '../../../shared/messages.da';
import { SCENE_ACTIONS, type SceneActionId, type SceneSettingId } from '../../../shared/scene-vocabulary';
import { companionPhrase } from './scene-words';
import { ROLE_ENGLISH, SETTING_ENGLISH } from './scene-words.lexicon';
import type { PageScene } from './page-scene';
import { adultOf } from './present';

/** What the offline illustrator draws (illustrator.ts `scenePicture`), as much of it as a sentence says. */
export interface DrawnPicture {
  setting: string;
  action: SceneActionId | null;
  /** The adult beside the child as the story names them ('mor', 'tandlægen'), or null. */
  adultLabel: string | null;
  /** Whom the action is done with ('wave-hello' to 'tandlægen'), when the page says. */
  addressed?: string | null;
  /** The companion is drawn. */
  companion: unknown;
}

/** Actions in which the child sits or lies, so the adult beside them sits too. */
const SEATED: ReadonlySet<SceneActionId> = new Set([
  'sit',
  'treatment-chair',
  'examination-bench',
  'barber-chair',
  'wait-with-book',
  'sit-in-pew',
  'eat-at-table',
  'bus-seat',
  'lie-in-bed',
  'hold-companion',
]);

const settingOfAction = (action: SceneActionId): SceneSettingId | undefined =>
  (SCENE_ACTIONS[action] as { setting?: SceneSettingId }).setting;
const isSetting = (id: string): id is SceneSettingId => Object.hasOwn(t.places, id);

/** «Tegnes: …» for a picture: who (the child's or the group's name), doing what, where, with whom. */
export function drawnInDanish(picture: DrawnPicture, who: { name: string; companion: string | null }): string {
  const action = picture.action ?? 'stand';
  const template: string = t.actions[action];
  const companion = companionPhrase(who.companion);
  const toy = companion && 'phrase' in companion ? companion.phrase : t.someCompanion;
  const doing = template.replace('{adult}', picture.addressed ?? picture.adultLabel ?? t.someAdult).replace('{companion}', toy);
  // The place once: not again after the person who is it («vinker farvel til tandlægen», not «… hos tandlægen»).
  const named =
    template.includes('{adult}') &&
    isSetting(picture.setting) &&
    t.places[picture.setting].endsWith(` ${picture.addressed ?? picture.adultLabel ?? ''}`);
  const place = isSetting(picture.setting) && settingOfAction(action) !== picture.setting && !named ? ` ${t.places[picture.setting]}` : '';
  const parts = [`${who.name} ${doing}${place}${picture.companion && action !== 'hold-companion' ? ` ${t.withCompanion(toy)}` : ''}`];
  if (picture.adultLabel && !template.includes('{adult}'))
    parts.push(SEATED.has(action) ? t.besideSitting(picture.adultLabel) : t.besideStanding(picture.adultLabel));
  return t.drawn(parts.join(', '));
}

/** A person of `present` in English by role ("child's mother", 'dentist'), or null for a child. */
function roleInEnglish(label: string): string | null {
  const adult = adultOf(label);
  return adult ? (ROLE_ENGLISH[`${adult.role}:${adult.variant}`] ?? ROLE_ENGLISH[adult.role] ?? ROLE_ENGLISH.helper) : null;
}

const joinEnglish = (parts: readonly string[]) =>
  parts.length <= 1 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;

/** A page's scene for an AI prompt: what the child does, where, and who else is there, by role. */
export function sceneInEnglish(scene: PageScene, group = false): string {
  const roles = [...new Set(scene.present.flatMap((label) => roleInEnglish(label) ?? []))];
  const action = scene.action ?? 'stand';
  const own = settingOfAction(action);
  const doing = SCENE_ACTIONS[action].en.replace('{adult}', roles[0] ?? ROLE_ENGLISH.helper);
  const place = scene.setting && own !== scene.setting ? ` ${SETTING_ENGLISH[scene.setting]}` : '';
  const toy = scene.companion && action !== 'hold-companion' ? ', holding a favourite cuddly toy' : '';
  const others = roles.length ? ` Also in the picture: ${joinEnglish(roles.map((r) => `the ${r}`))}.` : '';
  return `${group ? 'The children are' : 'The child is'} ${doing}${place}${toy}.${others}`;
}
