/**
 * What a page's picture can show (issue 29): the places and the actions both illustrators draw from
 * a page's `scene` in the story plan. The plan keeps these ids in `scene.setting` and
 * `scene.action`; anything else there is read as "not known" (a calm neutral room, standing).
 *
 * Each action is a pose with its props and where the adult stands; `en` is what an AI image service is
 * asked for. What each says in Danish («Tegnes: Oliver ligger i tandlægestolen …») is in the catalogue
 * (shared/messages.da.ts, `pictureSceneMessages.places` and `.actions`).
 * `{adult}` is the adult the page names (by role, never by name, for the English), `{companion}`
 * the child's companion. A person who has died is never drawn; a page about pictures of them
 * («kigger på billeder af morfar») shows a framed photo on the wall (`look-at-photo`).
 */

export const SCENE_SETTINGS = [
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
] as const;
export type SceneSettingId = (typeof SCENE_SETTINGS)[number];

export interface SceneActionDefinition {
  /** The same for an AI image service, in English, after "the child" */
  en: string;
  /** The place the action belongs to, when it has one (a treatment chair is at the dentist's) */
  setting?: SceneSettingId;
}

export const SCENE_ACTIONS = {
  stand: { en: 'standing calmly' },
  walk: { en: 'walking' },
  sit: { en: 'sitting on a chair' },
  'treatment-chair': {
    en: "lying back in a dentist's treatment chair with the mouth open, the dentist leaning in with a small mirror",
    setting: 'dentist',
  },
  'examination-bench': { en: "sitting on a doctor's examination bench", setting: 'doctor' },
  'barber-chair': { en: "sitting in a barber's chair wearing a cape", setting: 'hairdresser' },
  'hold-companion': { en: 'holding the cuddly toy in both arms' },
  'hold-hand': { en: "holding the {adult}'s hand" },
  'wave-hello': { en: 'waving hello to the {adult}, facing them' },
  'wave-goodbye': { en: 'waving goodbye to the {adult}, facing them' },
  'wait-with-book': { en: 'sitting on a waiting-room chair with a picture book', setting: 'waiting-room' },
  'stand-in-line': { en: 'standing in a line, waiting for their turn' },
  'sit-in-pew': { en: 'sitting quietly on a church pew', setting: 'church' },
  'flower-at-grave': { en: 'putting a flower by a grave', setting: 'graveside' },
  'lie-in-hospital-bed': { en: 'lying in a hospital bed, the {adult} sitting beside the bed', setting: 'hospital' },
  'visit-in-hospital-bed': { en: 'visiting the {adult}, who lies in a hospital bed, standing beside the bed', setting: 'hospital' },
  'lie-in-bed': { en: 'lying in bed under a duvet', setting: 'bedroom' },
  'eat-at-table': { en: 'sitting at a table with a plate of food' },
  'bus-seat': { en: 'sitting on a bus seat by the window', setting: 'transport' },
  'cover-ears': { en: 'covering the ears with both hands' },
  'put-on-coat': { en: 'putting on a coat' },
  'wash-hands': { en: 'washing hands at a sink', setting: 'bathroom' },
  // A memory: the page speaks of pictures of someone (who may have died); the person is a framed photo, never drawn in the room.
  'look-at-photo': { en: 'looking at a framed photo standing on a chest of drawers' },
} as const satisfies Record<string, SceneActionDefinition>;
export type SceneActionId = keyof typeof SCENE_ACTIONS;
export const SCENE_ACTION_IDS = Object.keys(SCENE_ACTIONS) as SceneActionId[];

export const isSceneSetting = (id: string | null | undefined): id is SceneSettingId =>
  !!id && (SCENE_SETTINGS as readonly string[]).includes(id);
export const isSceneAction = (id: string | null | undefined): id is SceneActionId => !!id && Object.hasOwn(SCENE_ACTIONS, id);
