/**
 * The server bench/password-flood.mjs measures, in a process of its own so the load does not
 * share its event loop: the real app on SQLite in a temp dir with AUTH_RATE_LIMIT=false (the
 * benchmark measures the hashing, not the limits), and BENCH_USERS users signed up and signed in.
 * Prints one JSON line with the address and the users' cookies, then serves until SIGTERM.
 */
import { signedInClient, startApp } from '../server/test/harness';

const userCount = Number(process.env.BENCH_USERS ?? 40);

const app = await startApp({ dialect: 'sqlite', env: { AUTH_RATE_LIMIT: 'false' } });
const users: { email: string; cookie: string }[] = [];
// Four at a time: the sign-ups and sign-ins are password hashes too.
for (let i = 0; i < userCount; i += 4) {
  const batch = await Promise.all(Array.from({ length: Math.min(4, userCount - i) }, () => signedInClient(app)));
  users.push(...batch.map((c) => ({ email: c.email, cookie: c.cookieHeader })));
}

process.stdout.write(`${JSON.stringify({ url: app.url, users })}\n`);

const stop = async () => {
  await app.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
