import { randomBytes, scrypt, type ScryptOptions, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';

/**
 * Better Auth's own scrypt parameters and format (better-auth/dist/crypto/password.mjs): the
 * salt is 16 random bytes written as hex, and that hex text itself is the salt; the stored value
 * is `salt:keyhex`. Changing any of this would make every stored password wrong.
 */
const KEY_BYTES = 64;
const N = 16_384;
const r = 16;
const options: ScryptOptions = { N, r, p: 1, maxmem: 128 * N * r * 2 };

/** libuv's default thread pool (UV_THREADPOOL_SIZE unset) also serves files, DNS look-ups and compression. */
const THREAD_POOL_SIZE = 4;

export interface PasswordHasher {
  /** A new `salt:key` for `password`. */
  hash(password: string): Promise<string>;
  /** Whether `password` is the one `hash` was made from. */
  verify(input: { hash: string; password: string }): Promise<boolean>;
  /** Hashes computed so far, by hash and verify alike; running and waiting ones right now. */
  readonly stats: { readonly performed: number; readonly running: number; readonly waiting: number };
}

export interface PasswordHasherOptions {
  /**
   * How many hashes may run at once; the rest wait in line. Defaults to one less than the
   * number of cores (at least 1, at most 3): a flood of password checks then leaves a core to
   * the main thread and a thread of the pool to files, DNS and compression.
   */
  concurrency?: number;
}

/**
 * Better Auth's password hasher, run on libuv's thread pool (node's asynchronous scrypt) rather
 * than on the main thread, so wrong passwords sent in bulk cannot stop the server answering
 * anything else. Existing hashes stay valid in both directions.
 */
export function passwordHasher({
  concurrency = Math.min(availableParallelism() - 1, THREAD_POOL_SIZE - 1),
}: PasswordHasherOptions = {}): PasswordHasher {
  const slots = semaphore(Math.max(1, concurrency));
  let performed = 0;

  const derive = (password: string, salt: string) =>
    slots.run(
      () =>
        new Promise<Buffer>((resolve, reject) => {
          scrypt(password.normalize('NFKC'), salt, KEY_BYTES, options, (err, key) => {
            if (err) return reject(err);
            performed += 1;
            resolve(key);
          });
        }),
    );

  return {
    async hash(password) {
      const salt = randomBytes(16).toString('hex');
      const key = await derive(password, salt);
      return `${salt}:${key.toString('hex')}`;
    },
    async verify({ hash, password }) {
      const [salt, keyHex] = hash.split(':');
      // Better Auth throws on a malformed stored hash as well: it is a broken row, not a wrong password.
      if (!salt || !keyHex || !/^(?:[0-9a-f]{2})+$/i.test(keyHex)) throw new Error('Invalid password hash');
      const stored = Buffer.from(keyHex, 'hex');
      const key = await derive(password, salt);
      return stored.length === key.length && timingSafeEqual(stored, key);
    },
    stats: {
      get performed() {
        return performed;
      },
      get running() {
        return slots.running;
      },
      get waiting() {
        return slots.waiting;
      },
    },
  };
}

/** At most `max` tasks at a time; the others start in the order they came, as slots free up. */
function semaphore(max: number) {
  let running = 0;
  const queue: (() => void)[] = [];
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running < max) running += 1;
      // The slot is handed over by the task that finishes, so `running` stays counted.
      else await new Promise<void>((resolve) => queue.push(resolve));
      try {
        return await task();
      } finally {
        const next = queue.shift();
        if (next) next();
        else running -= 1;
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return queue.length;
    },
  };
}
