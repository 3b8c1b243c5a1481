/** What a drawn person looks like, as a type only (look.ts makes it): the drawing and the candidates import it without the look's making. */
import type { EarWear, HairStyle, Outfit } from '../../../../shared/avatar-features';
import type { Gender } from '../../../../shared/schemas';

export interface FigureLook {
  /** 1-12 for a child; 'adult' for a grown-up. */
  age: number | 'adult';
  gender: Gender;
  skin: string;
  hair: string;
  hairStyle: HairStyle;
  eyes: string;
  outfit: Outfit & { topColour: string; bottomColour: string };
  glasses: boolean;
  headscarf: boolean;
  scarfColour: string;
  ears: EarWear;
  /** The chosen avatar candidate's variant of the hair style (figures/candidates.ts); 0 or missing: as it is. */
  hairVariant?: 0 | 1 | 2;
  /** What an adult wears or carries for their work. */
  extra?: 'mask' | 'stethoscope' | 'comb' | 'lanyard' | 'apron';
}
