/**
 * Sign-up with real mail: answer time and time until the verification mail is in MailDev, and the
 * reset request's answer time, on SQLite and PostgreSQL. Writes bench/results/mail.json.
 *
 *   node bench/mail.mjs        (or: npm run bench -- mail)
 *   BENCH_SIGN_UPS=20 BENCH_DATABASES=sqlite,postgres node bench/mail.mjs
 */
import { runTsBench, saveResults } from './ts-bench.mjs';

const r = runTsBench('mail');
console.log(`${r.signUps} sign-ups each, one after the other, SMTP_URL = MailDev on loopback`);
console.log(
  '| database | sign-up answer p50 / p95 / max | verification mail in MailDev p50 / p95 / max | reset request answer p50 / p95 |',
);
console.log('|---|---:|---:|---:|');
for (const [db, x] of Object.entries(r.results)) {
  console.log(
    `| ${db} | ${x.signUpAnswerMs.p50} / ${x.signUpAnswerMs.p95} / ${x.signUpAnswerMs.max} ms | ${x.verificationMailMs.p50} / ${x.verificationMailMs.p95} / ${x.verificationMailMs.max} ms | ${x.resetAnswerMs.p50} / ${x.resetAnswerMs.p95} ms |`,
  );
}
saveResults('mail', r);
