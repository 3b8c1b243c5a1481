/** What every setting's drawing function receives, and the shape of a setting definition. */
import { adjust } from '../color';
import { adultFigureLook, type AdultRole, type FigureLook } from '../figures/look';
import { createRng, type Rng, type Seed } from '../rng';

export interface SceneContext {
  /** Logical width; the logical height is always 1000 (so sizes are in thousandths of the height). */
  w: number;
  h: number;
  rng: Rng;
  /** Centre x of the free slot for the setting's main object (beside or between the children). */
  heroX: number;
  /** Scale for the main object (smaller when it must fit between two children). */
  heroScale: number;
  /** Which side the main object stands on: children stand on the other side. */
  heroSide: 'left' | 'right' | 'center';
  childCount: number;
  /** Direction from the main object towards the nearer picture edge (away from the children). */
  outer: 1 | -1;
  /** y where the back wall meets the floor (or the horizon outdoors). */
  floorY: number;
  /** Apply this scene's seeded palette shift to a colour (walls, textiles, decorations). */
  tint(hex: string): string;
  /** Register an SVG definition (gradient, pattern) once; returns `url(#id)`. */
  def(id: string, markup: string): string;
  /** Random numbers that are the same on every page of one story (the colour of the dentist's chair). */
  storyRng: Rng;
  /** One of the story's adults in a role: the same person on every page of the story. */
  person(role: AdultRole): FigureLook;
  /** The child takes the main object's place (sits in the dentist's chair, lies in bed): leave it out. */
  heroOccupied: boolean;
  /** The setting's own adult (the dentist) is drawn with the people, at the child: leave them out. */
  ownAdultWithPeople: boolean;
}

export interface SettingDefinition {
  id: string;
  /** Danish name for lists and alt texts. */
  label: string;
  /** Short English description of what is drawn (for docs and alt texts). */
  description: string;
  outdoor: boolean;
  /** The adult who works here and comes to the child in the place's action (the dentist). */
  ownAdult?: AdultRole;
  draw(ctx: SceneContext): string;
}

export function createContext(options: {
  w: number;
  rng: Rng;
  childCount: number;
  heroSide: 'left' | 'right' | 'center';
  heroX: number;
  heroScale: number;
  storySeed?: Seed;
  heroOccupied?: boolean;
  ownAdultWithPeople?: boolean;
}): { ctx: SceneContext; defs: () => string } {
  const defs = new Map<string, string>();
  const { rng } = options;
  const hueShift = rng.range(-12, 12);
  const lightShift = rng.range(-0.02, 0.02);
  const ctx: SceneContext = {
    w: options.w,
    h: 1000,
    rng,
    heroX: options.heroX,
    heroScale: options.heroScale,
    heroSide: options.heroSide,
    childCount: options.childCount,
    outer: options.heroSide === 'right' ? 1 : options.heroSide === 'left' ? -1 : rng.chance(0.5) ? 1 : -1,
    floorY: 640,
    tint: (hex) => adjust(hex, hueShift, 0, lightShift),
    storyRng: createRng(options.storySeed ?? 'story', 'story-things'),
    person: (role) => adultFigureLook(options.storySeed ?? 'story', role),
    heroOccupied: options.heroOccupied ?? false,
    ownAdultWithPeople: options.ownAdultWithPeople ?? false,
    def: (id, markup) => {
      if (!defs.has(id)) defs.set(id, markup);
      return `url(#${id})`;
    },
  };
  return { ctx, defs: () => [...defs.values()].join('') };
}

/** A vertical linear gradient definition. */
export function vGradient(id: string, stops: ReadonlyArray<readonly [number, string]>): string {
  return (
    `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">` +
    stops.map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`).join('') +
    `</linearGradient>`
  );
}
