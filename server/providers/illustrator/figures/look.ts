/**
 * What a drawn person looks like: a child from the avatar's look (the form's words and the builder's
 * choices), or one of the adults of a story, the same on every page because the story's seed and the
 * role pick them.
 */
import { type HairStyle, type Outfit, eyeColourOf, hairColourOf, outfitOf, resolveFeatures } from '../../../../shared/avatar-features';
import type { Gender, SkinColor } from '../../../../shared/schemas';
import type { AvatarLook } from '../../picture-words/avatar-look';
import { createRng, type Seed } from '../rng';
import { candidateLook } from './candidates';
import type { FigureLook } from './look-type';

export type { FigureLook } from './look-type';

/** The four skin colours of the form, as drawn. */
export const SKIN_TONES: Readonly<Record<SkinColor, string>> = {
  lys: '#f7d6ba',
  medium: '#d79d70',
  mørk: '#a9683c',
  'meget mørk': '#6e4832',
};

const TOP_COLOURS = ['#8fb8de', '#a8d5ba', '#f4c095', '#c3b1e1', '#f2a7a7', '#9fd3d0', '#f7d67a'] as const;
const BOTTOM_COLOURS = ['#5b7fa6', '#6d7a8c', '#7a6a5c', '#4f6f8f'] as const;
const SCARF_COLOURS = ['#c9b6f0', '#9fd3d0', '#f2b8a2', '#a8c7e0'] as const;

/** What a child's figure is drawn from: the avatar's look (picture-words/avatar-look.ts), never the name. */
export type ChildLookInput = AvatarLook;

/**
 * A child's figure from the avatar's look. What the form leaves open (hair style, colours) is
 * chosen by the seed, so one avatar is the same child on every page of every story.
 */
export function childFigureLook(input: ChildLookInput, seed: Seed = ''): FigureLook {
  const rng = createRng(`${seed}|${input.gender}|${input.hairColor}|${input.outfit}|${input.skinColor}`, 'child-look');
  const features = resolveFeatures(input.features, input);
  const outfit = outfitOf(input.outfit);
  const age = Math.max(1, Math.min(12, Math.round(input.age) || 6));
  const hairStyle: HairStyle =
    features.hairStyle ??
    (input.gender === 'pige'
      ? rng.pick(age <= 2 ? (['kort', 'mellemlangt'] as const) : (['langt', 'hestehale', 'fletninger', 'mellemlangt', 'knold'] as const))
      : rng.pick(['kort', 'kort', 'krøllet'] as const));
  const topColour = outfit.topColour ? `#${outfit.topColour}` : rng.pick(TOP_COLOURS);
  const look: FigureLook = {
    age,
    gender: input.gender,
    skin: SKIN_TONES[input.skinColor] ?? SKIN_TONES.medium,
    hair: `#${hairColourOf(input.hairColor) ?? rng.pick(['724133', '4a312c', 'd6b370', '2c1b18'])}`,
    hairStyle,
    eyes: `#${eyeColourOf(input.eyeColor) ?? '6b3e1f'}`,
    outfit: {
      ...outfit,
      top: outfit.top === 'tshirt' && !input.outfit.trim() ? rng.pick(['tshirt', 'sweater', 'hoodie'] as const) : outfit.top,
      topColour,
      bottom: outfit.top === 'dress' || outfit.top === 'overall' ? null : (outfit.bottom ?? 'trousers'),
      bottomColour: outfit.bottomColour ? `#${outfit.bottomColour}` : rng.pick(BOTTOM_COLOURS),
    },
    glasses: features.glasses,
    headscarf: features.headscarf,
    scarfColour: rng.pick(SCARF_COLOURS.filter((c) => c !== topColour)),
    ears: features.ears,
  };
  return candidateLook(look, features.variant);
}

/** Who another child of a story is, as its words say (picture-words/present.ts `childOf`). */
export interface OtherChildLook {
  gender: Gender | null;
  age: 'older' | 'younger' | 'same';
  family: boolean;
}

/**
 * A cousin, a sibling or a friend of the story's child (`hero`): the same story seed and label
 * always give the same child, so kusine Sara looks the same on every page. Family has the child's
 * skin colour; what the words leave open (gender, hair, clothes) the seed chooses.
 */
export function otherChildFigureLook(storySeed: Seed, label: string, who: OtherChildLook, hero: ChildLookInput): FigureLook {
  const rng = createRng(storySeed, `child:${label.toLowerCase()}`);
  const skins = Object.keys(SKIN_TONES) as SkinColor[];
  const age = Math.round(hero.age) || 6;
  return childFigureLook(
    {
      gender: who.gender ?? rng.pick(['pige', 'dreng'] as const),
      age: Math.max(2, Math.min(12, who.age === 'older' ? age + 3 : who.age === 'younger' ? age - 3 : age)),
      hairColor: '',
      eyeColor: '',
      skinColor: who.family ? hero.skinColor : rng.pick(skins),
      outfit: '',
    },
    `${String(storySeed)}|${label.toLowerCase()}`,
  );
}

/** The adults a scene can show, by what they do. */
export type AdultRole = 'dentist' | 'doctor' | 'nurse' | 'hairdresser' | 'teacher' | 'pedagogue' | 'parent' | 'grandparent' | 'helper';

const ADULT_SKINS = Object.values(SKIN_TONES);
const ADULT_HAIR = ['#6b4a32', '#3b2a20', '#c98b4a', '#e2c07a', '#2c1b18'] as const;

/** What each role wears: coat and trousers, and what they carry. */
const ROLE_CLOTHES: Record<
  AdultRole,
  { top: Outfit['top']; colours: readonly string[]; bottoms: readonly string[]; extra?: FigureLook['extra'] }
> = {
  dentist: { top: 'jacket', colours: ['#fdfcf8'], bottoms: ['#9cc3e6'], extra: 'mask' },
  doctor: { top: 'jacket', colours: ['#fdfcf8'], bottoms: ['#a8c7e0', '#7d8aa0'], extra: 'stethoscope' },
  nurse: { top: 'tshirt', colours: ['#bfe3ea', '#fdfcf8'], bottoms: ['#bfe3ea', '#fdfcf8'] },
  hairdresser: { top: 'tshirt', colours: ['#c9b6f0', '#3a3f44'], bottoms: ['#3a3f44'], extra: 'comb' },
  teacher: { top: 'sweater', colours: ['#a8d5ba', '#f4c095', '#8fb8de', '#c3b1e1'], bottoms: ['#5b7fa6', '#6d7a8c'], extra: 'lanyard' },
  pedagogue: { top: 'hoodie', colours: ['#f7d67a', '#9fd3d0', '#f2a7a7'], bottoms: ['#5b7fa6', '#7a6a5c'], extra: 'lanyard' },
  parent: { top: 'sweater', colours: ['#8fb8de', '#a8d5ba', '#f2a7a7', '#c3b1e1', '#f4c095'], bottoms: ['#5b7fa6', '#4f6f8f', '#6d7a8c'] },
  grandparent: { top: 'sweater', colours: ['#c9a27e', '#a8c7e0', '#d9b8c4'], bottoms: ['#7a6a5c', '#6d7a8c'] },
  helper: { top: 'tshirt', colours: ['#9fd3d0', '#f4c095'], bottoms: ['#6d7a8c'], extra: 'lanyard' },
};

/**
 * One of a story's adults: the same story seed and role always give the same person, so the
 * dentist on page 3 is the dentist of page 2. `variant` tells two adults of one role apart (mor, far).
 */
export function adultFigureLook(storySeed: Seed, role: AdultRole, variant = '', familySkin?: string): FigureLook {
  const rng = createRng(storySeed, `adult:${role}:${variant}`);
  const clothes = ROLE_CLOTHES[role];
  const gender: Gender =
    variant === 'mor' || variant === 'mormor' || variant === 'farmor'
      ? 'pige'
      : variant === 'far' || variant === 'morfar' || variant === 'farfar'
        ? 'dreng'
        : rng.pick(['pige', 'dreng'] as const);
  const hairStyle: HairStyle =
    gender === 'pige'
      ? rng.pick(['langt', 'knold', 'mellemlangt', 'krøllet'] as const)
      : rng.pick(['kort', 'kort', 'krøllet', 'meget kort'] as const);
  return {
    age: 'adult',
    gender,
    // the child's own family has the child's skin colour unless we know better
    skin: ((role === 'parent' || role === 'grandparent') && familySkin) || rng.pick(ADULT_SKINS),
    hair: role === 'grandparent' ? rng.pick(['#d9d4d0', '#bdb6b0']) : rng.pick(ADULT_HAIR),
    hairStyle,
    eyes: '#4a3b33',
    outfit: {
      top: clothes.top,
      topColour: rng.pick(clothes.colours),
      bottom: 'trousers',
      bottomColour: rng.pick(clothes.bottoms),
      hat: null,
    },
    glasses: role === 'grandparent' ? rng.chance(0.7) : rng.chance(0.2),
    headscarf: gender === 'pige' && role !== 'dentist' && rng.chance(0.12),
    scarfColour: rng.pick(SCARF_COLOURS),
    ears: 'ingen',
    extra: clothes.extra,
  };
}
