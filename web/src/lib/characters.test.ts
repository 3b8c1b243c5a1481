import type { Character } from '@shared/api-types';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { characterQuery, charactersQuery } from './characters';
import { queryKeys } from './query-keys';

describe('character queries: one key per resource', () => {
  it('a character edit (which invalidates queryKeys.characters) makes every page showing a character read it again', async () => {
    const client = new QueryClient();
    const emil = { id: 'c1', name: 'Emil' } as Character;
    // What the characters page and a new story's page (stories feature) have read.
    client.setQueryData(charactersQuery().queryKey, [emil]);
    client.setQueryData(characterQuery('c1').queryKey, emil);
    client.setQueryData(characterQuery('c2').queryKey, { ...emil, id: 'c2' });
    await client.invalidateQueries({ queryKey: queryKeys.characters, refetchType: 'none' });
    for (const key of [charactersQuery().queryKey, characterQuery('c1').queryKey, characterQuery('c2').queryKey]) {
      expect(client.getQueryState(key)?.isInvalidated, JSON.stringify(key)).toBe(true);
    }
  });
});
