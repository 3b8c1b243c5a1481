/**
 * Characters made through the API, as the web app makes them: avatar candidates for a look, then
 * the character with one of them. No vitest imports, so bench/ can use it too; a step that does
 * not answer as it should throws with the status and the body.
 */
import type { AvatarCandidates, Character } from '../../shared/api-types';
import type { Client } from './harness';

export async function avatarCandidates(client: Client, look: object): Promise<AvatarCandidates['images']> {
  const res = await client.post('/api/characters/avatar', look);
  if (res.status !== 200) throw new Error(`POST /api/characters/avatar answered ${res.status}: ${res.text}`);
  return res.body.images;
}

/** A character with the first avatar drawn for `look`; `extra` is sent with the character only (a name, say). */
export async function createCharacter(client: Client, look: object, extra: object = {}): Promise<Character> {
  const [first] = await avatarCandidates(client, look);
  const res = await client.post('/api/characters', { ...look, avatar: first.id, ...extra });
  if (res.status !== 201) throw new Error(`POST /api/characters answered ${res.status}: ${res.text}`);
  return res.body;
}
