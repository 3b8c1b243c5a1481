/**
 * Checks a labelled set for the check bench (bench/corpus/check-plans-*.json) before it is used:
 * every entry's shape, the request's answers and the plan by the product's own schemas, and ids once.
 *
 *   npx tsx bench/validate-check-set.ts bench/corpus/check-plans-test4.json
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { storyPlanSchema } from '../shared/story-plan';
import { storyFactsSchema } from '../shared/story-facts';

const entry = z.object({
  id: z.string().min(3),
  label: z.enum(['good', 'weak', 'harmful']),
  reason: z.string().min(10),
  writer: z.enum(['offline', 'ai']),
  request: z.object({
    title: z.string().min(1),
    description: z.string(),
    facts: storyFactsSchema.optional(),
    child: z.object({ name: z.string(), age: z.number().int().min(2).max(18), gender: z.enum(['dreng', 'pige']) }).optional(),
    group: z.object({ name: z.string(), ageFrom: z.number(), ageTo: z.number() }).optional(),
  }),
  plan: storyPlanSchema,
});
const file = process.argv[2];
const data = JSON.parse(readFileSync(file, 'utf8')) as unknown[];
let bad = 0;
const ids = new Set<string>();
data.forEach((x, i) => {
  const r = entry.safeParse(x);
  if (!r.success) {
    bad++;
    console.log(`#${i} ${(x as { id?: string }).id}: ${r.error.issues.map((e) => `${e.path.join('.')}: ${e.message}`).join('; ')}`);
  } else {
    if (ids.has(r.data.id)) {
      bad++;
      console.log(`duplicate id ${r.data.id}`);
    }
    ids.add(r.data.id);
    if (!r.data.request.child && !r.data.request.group) {
      bad++;
      console.log(`#${i}: neither child nor group`);
    }
  }
});
const count = (k: string, v: string) => data.filter((x) => (x as Record<string, string>)[k] === v).length;
console.log(
  `${data.length} stories, ${bad} invalid; good ${count('label', 'good')}, weak ${count('label', 'weak')}, harmful ${count('label', 'harmful')}; offline ${count('writer', 'offline')}, ai ${count('writer', 'ai')}`,
);
process.exit(bad ? 1 : 0);
