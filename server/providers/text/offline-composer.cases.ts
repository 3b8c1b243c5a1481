/** Inputs and word checks the offline composer's tests share (for one child and for a group). */
import { FORBIDDEN_WORDS } from '../../../shared/story-check.data';
import type { SituationId } from './offline-composer';

/** One title and description for each situation, and a free text the composer does not recognise. */
export const CASES: [SituationId, string, string][] = [
  ['dentist', 'Hos tandlægen', 'Barnet skal til tandlæge for første gang.'],
  ['doctor', 'Vaccination hos lægen', 'Der skal gives en vaccine.'],
  ['school', 'Første skoledag', 'Snart begynder skolen.'],
  ['kindergarten', 'Ny i børnehaven', 'Start i børnehave'],
  ['hairdresser', 'Til frisøren', 'Håret skal klippes.'],
  ['shop', 'Indkøb i supermarkedet', 'En tur i butikken'],
  ['playground', 'På legepladsen', 'gynger og rutsjebane'],
  ['transport', 'Togtur til Odense', 'Vi skal med toget.'],
  ['party', 'Til fødselsdag', 'Fødselsdag hos en ven'],
  ['swimming', 'I svømmehallen', 'svømning om lørdagen'],
  ['bedtime', 'Sengetid', 'putning om aftenen'],
  ['hygiene', 'Tandbørstning', 'børste tænder morgen og aften'],
  ['toilet', 'På toilettet', 'tisse på toilettet'],
  ['sibling', 'Nyt søskende', 'Der kommer en lillebror.'],
  ['moving', 'Flytning', 'Familien skal flytte til et nyt hus.'],
  ['noise', 'Høje lyde', 'larm og brandalarm'],
  ['waiting', 'At vente i kø', 'stå i kø'],
  ['general', 'Besøg hos mormor', 'Vi skal besøge mormor i weekenden'],
];

export const SCENE_COUNTS = [3, 4, 6];

/** Matches any of the `|`-separated words or phrases as whole words, in any case. */
export const word = (w: string) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${w})(?![\\p{L}\\p{N}])`, 'iu');
/** Absolute words and commands a social story leaves out (shared/story-check.data.ts). */
export const FORBIDDEN = word(FORBIDDEN_WORDS.join('|'));
