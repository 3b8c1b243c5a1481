/**
 * What the picture of a page shows (issue 29), for both illustrators and the «Rediger billede»
 * preview: the page's `scene` in the plan, with what the parent typed in «Rediger billede» read by
 * the same scene reader (scene-reader.ts) over it. The place, the action and
 * the people the parent's words name win; what they leave open stays the page's. A person the story
 * says has died is never there.
 */
import { isSceneAction, isSceneSetting, SCENE_ACTIONS, type SceneActionId, type SceneSettingId } from '../../../shared/scene-vocabulary';
import { type PlanPage, planPlainText, type StoryPlan } from '../../../shared/story-plan';
import { deadIn } from '../../../shared/story-people';
import { readScene } from './scene-reader';
import { isDead } from './present';

export interface PageScene {
  /** Where the page is, when the page's scene or the request says it. */
  setting: SceneSettingId | null;
  action: SceneActionId | null;
  /** Who is there besides the child, as the story names them ('mor', 'tandlægen'): the living only. */
  present: string[];
  companion: boolean;
  /** Who the story says has died. */
  dead: string[];
}

/** Who a story's words say has died (the plan's title and every page). */
export const deadInPlan = (plan: StoryPlan) => deadIn(`${plan.title}. ${planPlainText(plan)}`);

/**
 * Where the story is when a page says no place of its own: the place of the nearest page before it
 * whose scene says one (a story goes from place to place: after «Ida går hjem» it is at home), else
 * of the nearest after it; after a journey, where it goes; null when no page's scene says a place (a
 * plan from before the scene).
 */
export function storyPlace(plan: StoryPlan, page: PlanPage): SceneSettingId | null {
  const at = plan.pages.indexOf(page);
  const settingOf = (p: PlanPage | undefined) => (p && isSceneSetting(p.scene.setting) ? p.scene.setting : null);
  const before = plan.pages.slice(0, Math.max(0, at)).map(settingOf).reverse();
  const after = plan.pages.slice(at + 1).map(settingOf);
  // A journey ends somewhere: after «Klassen tager bussen» the story is where the bus went (the zoo's
  // elephants are not at the bus stop), a place a page after or before says, else the journey.
  const arrived = (ps: (SceneSettingId | null)[]) => ps.find((p) => p && p !== 'transport') ?? null;
  const last = before.find(Boolean) ?? null;
  if (last && last !== 'transport') return last;
  return arrived(after) ?? arrived(before) ?? last ?? after.find(Boolean) ?? null;
}

/** The action a request leaves open stays the page's, unless it belongs to another place than the request names («i stolen» at the dentist's). */
function keepsAction(action: SceneActionId | null, setting: SceneSettingId | null): SceneActionId | null {
  const own = action ? (SCENE_ACTIONS[action] as { setting?: SceneSettingId }).setting : undefined;
  return own && setting && own !== setting ? null : action;
}

/** The scene a page's picture shows: the plan's, with the parent's «Rediger billede» words over it. */
export function pageScene({
  plan,
  page,
  request,
  companion,
  at,
}: {
  plan: StoryPlan;
  page: PlanPage;
  request?: string;
  companion?: string | null;
  at?: string | null;
}): PageScene {
  const dead = deadInPlan(plan);
  const own = page.scene;
  const scene = {
    setting: isSceneSetting(own.setting) ? own.setting : null,
    action: isSceneAction(own.action) ? own.action : null,
    present: own.present.filter((p) => p !== 'child'),
    companion: own.companion,
  };
  const words = request?.trim();
  if (words) {
    // `at`: where the page is drawn when its scene does not say (a plan from before the scene), so «i stolen» is the right chair.
    const asked = readScene(words, { companion, dead, at: scene.setting ?? at });
    const setting = asked.setting ?? scene.setting;
    scene.action = asked.action ?? keepsAction(scene.action, setting);
    scene.setting = setting;
    scene.present = [...asked.present, ...scene.present.filter((p) => !asked.present.includes(p))];
    scene.companion = asked.companion || scene.companion;
  }
  return { ...scene, present: scene.present.filter((p) => !isDead(p, dead)), dead };
}
