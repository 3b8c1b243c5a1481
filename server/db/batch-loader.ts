/**
 * Loads by key, and the loads asked for in the same turn of the event loop share one call of
 * `load` (at most `max` keys each). Meant for the query every request makes: on PostgreSQL the
 * round trip costs more than the query itself, and under load many requests arrive together.
 * Nothing is kept between turns, so every load reads what the database holds when it is asked.
 */
export function batchLoader<K, V>(load: (keys: K[]) => Promise<V[]>, keyOf: (value: V) => K, max = 50) {
  type Waiting = { key: K; resolve: (value: V | undefined) => void; reject: (err: unknown) => void };
  let waiting: Waiting[] = [];

  async function run(batch: Waiting[]) {
    try {
      const values = await load([...new Set(batch.map((w) => w.key))]);
      const byKey = new Map(values.map((value) => [keyOf(value), value]));
      for (const w of batch) w.resolve(byKey.get(w.key));
    } catch (err) {
      for (const w of batch) w.reject(err);
    }
  }

  function flush() {
    const batch = waiting;
    waiting = [];
    for (let i = 0; i < batch.length; i += max) void run(batch.slice(i, i + max));
  }

  return (key: K) =>
    new Promise<V | undefined>((resolve, reject) => {
      // setImmediate runs after every request read in this turn has had its say.
      if (!waiting.length) setImmediate(flush);
      waiting.push({ key, resolve, reject });
    });
}
