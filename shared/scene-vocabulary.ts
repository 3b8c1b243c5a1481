/**
 * What a page's picture can show (issue 29): the places and the actions both illustrators draw from
 * a page's `scene` in the story plan. The plan keeps these ids in `scene.setting` and
 * `scene.action`; anything else there is read as "not known" (a calm neutral room, standing).
 *
 * Each action is a pose with its props and where the adult stands; `da` says in Danish what will be
 * drawn («Tegnes: Oliver ligger i tandlægestolen …»), `en` is what an AI image service is asked for.
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

/** Danish names of the places, as «Tegnes: … i {place}» says them. */
export const SETTING_DA: Record<SceneSettingId, string> = {
  home: 'derhjemme',
  school: 'i skolen',
  kindergarten: 'i børnehaven',
  dentist: 'hos tandlægen',
  doctor: 'hos lægen',
  shop: 'i butikken',
  playground: 'på legepladsen',
  transport: 'i bussen',
  party: 'til festen',
  swimming: 'i svømmehallen',
  bedroom: 'i soveværelset',
  bathroom: 'på badeværelset',
  hairdresser: 'hos frisøren',
  outdoors: 'udenfor',
  'waiting-room': 'i venteværelset',
  church: 'i kirken',
  graveside: 'ved graven',
  hospital: 'på hospitalet',
};

export interface SceneActionDefinition {
  /** What will be drawn, in Danish, after the child's name («ligger i tandlægestolen med åben mund») */
  da: string;
  /** The same for an AI image service, in English, after "the child" */
  en: string;
  /** The place the action belongs to, when it has one (a treatment chair is at the dentist's) */
  setting?: SceneSettingId;
}

export const SCENE_ACTIONS = {
  stand: { da: 'står', en: 'standing calmly' },
  walk: { da: 'går', en: 'walking' },
  sit: { da: 'sidder på en stol', en: 'sitting on a chair' },
  'treatment-chair': { da: 'ligger tilbage i tandlægestolen med åben mund', en: "lying back in a dentist's treatment chair with the mouth open, the dentist leaning in with a small mirror", setting: 'dentist' },
  'examination-bench': { da: 'sidder på lægens briks', en: "sitting on a doctor's examination bench", setting: 'doctor' },
  'barber-chair': { da: 'sidder i frisørstolen med en kappe på', en: "sitting in a barber's chair wearing a cape", setting: 'hairdresser' },
  'hold-companion': { da: 'holder {companion} i armene', en: 'holding the cuddly toy in both arms' },
  'hold-hand': { da: 'holder {adult} i hånden', en: "holding the {adult}'s hand" },
  'wave-hello': { da: 'vinker hej til {adult}', en: 'waving hello to the {adult}, facing them' },
  'wave-goodbye': { da: 'vinker farvel til {adult}', en: 'waving goodbye to the {adult}, facing them' },
  'wait-with-book': { da: 'sidder i venteværelset med en bog', en: 'sitting on a waiting-room chair with a picture book', setting: 'waiting-room' },
  'stand-in-line': { da: 'står i kø', en: 'standing in a line, waiting for their turn' },
  'sit-in-pew': { da: 'sidder på en kirkebænk', en: 'sitting quietly on a church pew', setting: 'church' },
  'flower-at-grave': { da: 'lægger en blomst ved graven', en: 'putting a flower by a grave', setting: 'graveside' },
  'lie-in-hospital-bed': { da: 'ligger i en hospitalsseng, og {adult} sidder ved siden af', en: 'lying in a hospital bed, the {adult} sitting beside the bed', setting: 'hospital' },
  'visit-in-hospital-bed': { da: 'besøger {adult}, der ligger i en hospitalsseng', en: 'visiting the {adult}, who lies in a hospital bed, standing beside the bed', setting: 'hospital' },
  'lie-in-bed': { da: 'ligger i sengen', en: 'lying in bed under a duvet', setting: 'bedroom' },
  'eat-at-table': { da: 'sidder ved bordet med en tallerken', en: 'sitting at a table with a plate of food' },
  'bus-seat': { da: 'sidder på et sæde i bussen', en: 'sitting on a bus seat by the window', setting: 'transport' },
  'cover-ears': { da: 'holder sig for ørerne', en: 'covering the ears with both hands' },
  'put-on-coat': { da: 'tager jakken på', en: 'putting on a coat' },
  'wash-hands': { da: 'vasker hænder', en: 'washing hands at a sink', setting: 'bathroom' },
  // A memory: the page speaks of pictures of someone (who may have died); the person is a framed photo, never drawn in the room.
  'look-at-photo': { da: 'kigger på et billede i en ramme', en: 'looking at a framed photo standing on a chest of drawers' },
} as const satisfies Record<string, SceneActionDefinition>;
export type SceneActionId = keyof typeof SCENE_ACTIONS;
export const SCENE_ACTION_IDS = Object.keys(SCENE_ACTIONS) as SceneActionId[];

export const isSceneSetting = (id: string | null | undefined): id is SceneSettingId => !!id && (SCENE_SETTINGS as readonly string[]).includes(id);
export const isSceneAction = (id: string | null | undefined): id is SceneActionId => !!id && Object.hasOwn(SCENE_ACTIONS, id);
