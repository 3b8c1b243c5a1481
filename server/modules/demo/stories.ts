import type { Gender, SkinColor } from '../../../shared/schemas';
import type { StoryFacts } from '../../../shared/story-facts';
import type { AvatarLook } from '../../providers/picture-words/avatar-look';

/** An example story as a parent would ask for it: the child, the situation and the facts. */
export interface DemoRequest {
  slug: string;
  title: string;
  description: string;
  facts: StoryFacts;
  child: AvatarLook & { name: string; gender: Gender; age: number; skinColor: SkinColor };
}

/**
 * The landing page's example stories ('Se Demonstration', 'At Gå Til Tandlægen', 'Den Første
 * Skoledag'). They are written by the offline writer and drawn by the offline illustrator whatever
 * the configuration, so showing them costs no provider call; web/src/lib/paths.ts links to them by slug.
 */
export const DEMO_REQUESTS: readonly DemoRequest[] = [
  {
    slug: 'tandlaege',
    title: 'Emil skal til tandlæge',
    description: 'Emil skal have kigget på sine tænder.',
    facts: {
      who: ['mor'],
      steps: [
        'Emil og mor venter i venteværelset',
        'Emil sætter sig i den store stol',
        'Tandlægen kigger på tænderne med et lille spejl',
        'Emil får et klistermærke',
      ],
      hard: 'det skarpe lys',
      helps: 'at holde mor i hånden',
      why: 'Tandlægen tjekker, at tænderne er sunde',
    },
    child: {
      name: 'Emil',
      gender: 'dreng',
      age: 6,
      skinColor: 'lys',
      hairColor: 'lysebrunt kort',
      eyeColor: 'blå',
      outfit: 'blå hættetrøje og jeans',
    },
  },
  {
    slug: 'skoledag',
    title: 'Sofie starter i skole',
    description: 'Sofie skal begynde i 0. klasse på skolen ved siden af børnehaven.',
    facts: {
      who: ['far', 'læreren'],
      steps: [
        'Far følger Sofie til skolen',
        'Sofie hænger sin taske på sin knage',
        'Læreren siger goddag til klassen',
        'I frikvarteret leger børnene i skolegården',
        'Far henter Sofie efter skole',
      ],
      hard: 'de mange nye børn',
      helps: 'en pause',
      why: 'Alle børn i Danmark begynder i skole, når de er omkring seks år',
    },
    child: {
      name: 'Sofie',
      gender: 'pige',
      age: 6,
      skinColor: 'medium',
      hairColor: 'mørkebrune fletninger',
      eyeColor: 'brun',
      outfit: 'gul kjole',
      features: { hairStyle: 'fletninger', glasses: false, headscarf: false, ears: 'ingen' },
    },
  },
];

export const DEMO_SCENES = 4;
