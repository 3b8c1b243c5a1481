import { describe, expect, it } from 'vitest';
import { batchLoader } from './batch-loader';

const squares = () => {
  const calls: number[][] = [];
  const load = batchLoader(
    async (keys: number[]) => {
      calls.push(keys);
      return keys.filter((k) => k >= 0).map((k) => ({ k, square: k * k }));
    },
    (row) => row.k,
    3,
  );
  return { calls, load };
};

describe('batchLoader', () => {
  it('answers loads asked for in the same turn with one call, each with its own value', async () => {
    const { calls, load } = squares();
    const answers = await Promise.all([load(2), load(3), load(-1)]);
    expect(answers.map((a) => a?.square)).toEqual([4, 9, undefined]);
    expect(calls).toEqual([[2, 3, -1]]);
  });

  it('asks once for a key wanted twice, and splits a turn into calls of at most `max` keys', async () => {
    const { calls, load } = squares();
    const answers = await Promise.all([1, 1, 2, 3, 4, 5].map((k) => load(k)));
    expect(answers.map((a) => a?.square)).toEqual([1, 1, 4, 9, 16, 25]);
    expect(calls).toEqual([
      [1, 2],
      [3, 4, 5],
    ]);
  });

  it('reads afresh in a later turn: nothing is kept', async () => {
    let version = 1;
    const load = batchLoader(
      async (keys: string[]) => keys.map((key) => ({ key, version })),
      (row) => row.key,
    );
    expect((await load('a'))?.version).toBe(1);
    version = 2;
    expect((await load('a'))?.version).toBe(2);
  });

  it('rejects every load of a call that failed, and the next turn works again', async () => {
    let fail = true;
    const load = batchLoader(
      async (keys: number[]) => {
        if (fail) throw new Error('database down');
        return keys.map((k) => ({ k }));
      },
      (row) => row.k,
    );
    const results = await Promise.allSettled([load(1), load(2)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await load(1)).toEqual({ k: 1 });
  });
});
