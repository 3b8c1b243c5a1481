/** The registry of settings a story picture can be drawn in. */
import { bathroom } from './bathroom';
import { bedroom } from './bedroom';
import { church } from './church';
import type { SettingDefinition } from './context';
import { dentist } from './dentist';
import { doctor } from './doctor';
import { graveside } from './graveside';
import { hairdresser } from './hairdresser';
import { home } from './home';
import { hospital } from './hospital';
import { kindergarten } from './kindergarten';
import { neutral } from './neutral';
import { outdoors } from './outdoors';
import { party } from './party';
import { playground } from './playground';
import { school } from './school';
import { shop } from './shop';
import { swimming } from './swimming';
import { transport } from './transport';
import { waitingRoom } from './waiting-room';

/** The settings a story scene can name, in the order of the offline composer's list. */
export const SETTINGS: readonly SettingDefinition[] = [
  home,
  school,
  kindergarten,
  dentist,
  doctor,
  shop,
  playground,
  transport,
  party,
  swimming,
  bedroom,
  bathroom,
  hairdresser,
  outdoors,
  waitingRoom,
  church,
  graveside,
  hospital,
];

/** Drawn for any setting id that is not in the list. */
export const FALLBACK_SETTING: SettingDefinition = neutral;

const BY_ID = new Map(SETTINGS.map((s) => [s.id, s]));

/** The setting for an id; unknown ids get the calm neutral room. */
export function resolveSetting(id: string): SettingDefinition {
  return BY_ID.get(id) ?? FALLBACK_SETTING;
}

export function isSettingId(id: string): boolean {
  return BY_ID.has(id);
}
