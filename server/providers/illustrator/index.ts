/**
 * The offline illustrator: pure functions (no network, no database) that draw calm, friendly
 * children's-book pictures as PNG or WebP buffers.
 *
 * - drawScene: a story page; the setting drawn as SVG with the children's avatars in front.
 * - drawCover: the story cover; children large before a softened setting, frame and title.
 * - drawCard:  the stand-alone image generator; subjects read from a Danish description, six styles.
 */
import { CARD_STYLES as STYLE_LIST } from './cards/styles';
import { FALLBACK_SETTING, SETTINGS as SETTING_LIST } from './settings/index';

export { drawScene, drawCover, sceneLayout, type DrawSceneOptions, type DrawCoverOptions, type ImageFormat } from './scenes';
export { drawCard, planCard, isCardStyle, type DrawCardOptions, type CardPlan } from './cards/cards';
export { readDescription, SUBJECT_KEYWORDS, FEELING_KEYWORDS } from './cards/keywords';
export type { CardStyleId, Expression } from './cards/shapes';
export type { SubjectId } from './cards/subjects';

export interface SettingInfo {
  id: string;
  /** Danish name. */
  label: string;
  /** What the picture shows (English, for docs and alt texts). */
  description: string;
  outdoor: boolean;
}

/** The settings a story picture can be drawn in (ids as used by the offline story composer). */
export const SCENE_SETTINGS: readonly SettingInfo[] = SETTING_LIST.map(({ id, label, description, outdoor }) => ({
  id,
  label,
  description,
  outdoor,
}));

export const SCENE_SETTING_IDS: readonly string[] = SCENE_SETTINGS.map((s) => s.id);

/** What an unknown setting id is drawn as. */
export const FALLBACK_SCENE: SettingInfo = {
  id: FALLBACK_SETTING.id,
  label: FALLBACK_SETTING.label,
  description: FALLBACK_SETTING.description,
  outdoor: FALLBACK_SETTING.outdoor,
};

/** The six styles of the image generator, with their Danish names. */
export const CARD_STYLES = STYLE_LIST;

export const CARD_STYLE_IDS: readonly string[] = STYLE_LIST.map((s) => s.id);
