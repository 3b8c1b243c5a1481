import { companionKindOf } from '../../../shared/avatar-features';
import { type PlanPage, pageText, planPlainText, type StoryPlan } from '../../../shared/story-plan';
import { pageScene, storyPlace } from './page-scene';
import { namesPlaceByName } from './place-names';
import { adultOf, adultOnPage, childOf } from './present';
import { readScene } from './scene-reader';
import { classifySituation, picturePlan, SETTING_ADULT, type SettingId } from './scene-words';
import { PLACES_WITHOUT_SETTING } from './scene-words.lexicon';
import { stemPattern } from '../../../shared/story-situations';

/**
 * What the offline illustrator draws on a page (not the cover), from the page's scene with the
 * parent's «Rediger billede» words over it (page-scene.ts): the setting (for a plan whose scene says
 * no place, the one its words name, as before the scene), the action, the adult beside the child
 * (the first living person of the scene the setting does not draw itself; for a scene that names no
 * one, the one the page's words name, never in a frame) and the companion. Pose and face come from the page's words:
 * the action, when there is one, decides the pose.
 */
export function scenePicture({
  title,
  plan,
  page,
  companion,
  request,
  group,
}: {
  title: string;
  plan: StoryPlan;
  page: PlanPage;
  /** The child's companion as the form says it («hunden Fido»). */
  companion: string | null;
  /** What the parent typed in «Rediger billede» (Danish). */
  request?: string;
  group: boolean;
}) {
  const story = planPlainText(plan);
  const situation = classifySituation(`${title}\n${plan.title}\n${story}`);
  // A page that names no place is where the story is, as the plan's other pages say (the fire drill's alarm at school).
  const place = storyPlace(plan, page);
  const words = picturePlan(pageText(page), { situation, companion, group, storyPlace: place });
  const picture = request ? picturePlan(pageText(page), { situation, companion, request, group, storyPlace: place }) : words;
  const scene = pageScene({ plan, page, request, companion, at: words.setting });
  const drawnAt: SettingId | typeof NEUTRAL_ROOM = scene.setting ?? (atUnknownPlace(page, request) ? NEUTRAL_ROOM : picture.setting);
  // A story of pretend play («Vi leger læge i børnehaven», «Bamsehospital i børnehaven») is where it
  // is played: a stethoscope or a bandage on a page does not move it to the clinic.
  const setting = PLAY_RE.test(`${title}\n${plan.title}`) && PLAYED_PLACES.has(drawnAt) && !request ? playedAt(plan) : drawnAt;
  const named = scene.present
    .map((label) => ({ label, adult: adultOf(label) }))
    .find(({ adult }) => adult && (setting === NEUTRAL_ROOM || adult.role !== SETTING_ADULT[setting]));
  // A frame states no fact, so it puts nobody in the picture («Theo kan fortælle en voksen, …»).
  const facts = page.sentences.filter((x) => x.source !== 'frame');
  const told =
    facts.length && facts.length < page.sentences.length
      ? picturePlan(pageText({ ...page, sentences: facts }), { situation, companion, request, group }).adult
      : picture.adult;
  const fromWords = scene.present.length ? null : adultOnPage(told, page.scene, scene.dead);
  const adult = named?.adult ?? fromWords;
  const adultLabel = named?.label ?? (fromWords ? fromWords.variant || ADULT_LABEL[fromWords.role] : null);
  return {
    setting,
    action: scene.action,
    // The page's scene says what the child does; where it says nothing and names someone else, a bed
    // or a special chair the words name is theirs («Alberte ligger i en kuvøse», «Han er indlagt»), so
    // the child stands.
    pose: !scene.action && !request && scene.present.length && BED_OR_CHAIR.has(picture.pose) ? 'stand' : picture.pose,
    mood: picture.mood,
    adult,
    adultLabel,
    // Whom the action is done with («vinker farvel til tandlægen»): the first person there, also one the setting draws itself.
    addressed: scene.present.find((label) => adultOf(label)) ?? adultLabel,
    companion: scene.companion ? (companionKindOf(companion) ?? picture.companion) : picture.companion,
    // A cousin, a sibling or a friend who is there is a child beside the child, never an adult.
    children: scene.present.flatMap((label) => {
      const child = childOf(label);
      return child ? [{ label, ...child }] : [];
    }),
  };
}

/** Poses that put the child in a bed or a special chair. */
const BED_OR_CHAIR = new Set<string>(['lie', 'sit-special', 'recline']);

/** What the illustrator draws for a place it does not know: a calm neutral room. */
const NEUTRAL_ROOM = 'neutral';

/** A museum, a cinema, a library: places with no background of their own. */
const WITHOUT_SETTING = PLACES_WITHOUT_SETTING.map((k) => stemPattern(k));

/**
 * «Vi skal se fodbold i Parken»: the page is at a place the words name by a name that reads as a
 * common place, and they name no place the illustrator knows. The stadium is no park, and the story's
 * place or its situation's would be a guess, so the neutral room is drawn. A request that names a
 * place the illustrator knows is drawn there.
 */
function atUnknownPlace(page: PlanPage, request?: string): boolean {
  const words = pageText(page);
  if (request && readScene(request).setting) return false;
  // «På museet ser de vikingeskjolde»: a place with no background of its own.
  const noSetting = WITHOUT_SETTING.some((re) => re.test(words.toLowerCase()));
  return (namesPlaceByName(words) || noSetting) && !readScene(words).setting;
}

const ROLES = '(?:læge|doktor|tandlæge|frisør|købmand|butik|hospital|sygehus)';
const PLAY_RE = new RegExp(
  `(?<![\\p{L}])(?:(?:leger|lege|legede)\\s+(?:\\p{L}+\\s+)?${ROLES}|${ROLES}s?leg|bamsehospital\\p{L}*)(?![\\p{L}])`,
  'iu',
);
/** The places a game plays at: a clinic, a hospital, a salon or a shop of the game is not where the child is. */
const PLAYED_PLACES = new Set<string>(['doctor', 'dentist', 'hospital', 'hairdresser', 'shop', 'waiting-room']);
/** Where a game is played: the first place of the plan that is not the game's, else home. */
const playedAt = (plan: StoryPlan): SettingId =>
  (plan.pages.map((p) => p.scene.setting).find((x) => !!x && !PLAYED_PLACES.has(x)) as SettingId | undefined) ?? 'home';

/** An adult the page's words name by role only, in the words a sentence says them. */
const ADULT_LABEL: Record<string, string> = {
  parent: 'en voksen',
  grandparent: 'en voksen',
  dentist: 'tandlægen',
  doctor: 'lægen',
  nurse: 'sygeplejersken',
  hairdresser: 'frisøren',
  teacher: 'læreren',
  pedagogue: 'pædagogen',
  helper: 'en voksen',
};
