/**
 * The offline writer on the requests it was never tuned on (the corpus's test half, the fresh
 * requests and the near misses), measured with the benchmark's own lists (story-eval-lexicon.ts),
 * none of which the writer reads: issue 27's bar for the assembler.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkPlan } from '../shared/plan-check';
import { planScenes } from '../shared/story-plan';
import { writeStory } from '../server/providers/text/story-writer';
import { deadActing, type EvalRequest, forbiddenClaims, grounding, inventedClaims, titlePasted } from './story-eval-measures';

const corpus = path.join(import.meta.dirname, 'corpus');
const load = (file: string) => JSON.parse(readFileSync(path.join(corpus, file), 'utf8')) as EvalRequest[];
const split = JSON.parse(readFileSync(path.join(corpus, 'split.json'), 'utf8')) as { test: string[] };
const unseen = [
  ...load('story-requests.json').filter((r) => split.test.includes(r.id)),
  ...load('fresh-requests.json'),
  ...load('near-miss-requests.json'),
  ...load('unseen-requests.json'),
];

const pagesOf = (r: EvalRequest) => {
  const input = { title: r.title, description: r.description, facts: r.facts, sceneCount: 4 };
  const { plan } = writeStory(
    r.group ? { ...input, group: r.group } : { ...input, character: { ...r.child!, companion: r.child!.companion ?? null } },
  );
  return planScenes(plan).map((s) => s.text);
};

describe('the offline writer on requests it was not tuned on', () => {
  const written = unseen.map((r) => ({ r, pages: pagesOf(r) }));

  it('has well over 40 such requests', () => {
    expect(unseen.length).toBeGreaterThanOrEqual(150);
  });

  it('invents no claim (illness, birth, doctor, operation, death, fire, Christmas, teacher, separation, move) the request does not make', () => {
    expect(written.flatMap(({ r, pages }) => inventedClaims(r, pages).map((c) => `${r.id}: ${c.kind} «${c.sentence}»`))).toEqual([]);
    expect(written.flatMap(({ r, pages }) => forbiddenClaims(r, pages).map((c) => `${r.id}: ${c}`))).toEqual([]);
  });

  it('has no dead person act, and pastes no title into a sentence', () => {
    expect(written.flatMap(({ r, pages }) => deadActing(r, pages).map((d) => `${r.id}: ${d}`))).toEqual([]);
    expect(written.flatMap(({ r, pages }) => titlePasted(r, pages).map((t) => `${r.id}: ${t}`))).toEqual([]);
  });

  it("grounds every sentence in the parent's words or the frame vocabulary", () => {
    expect(
      written.flatMap(({ r, pages }) => grounding(r, pages).ungrounded.map((u) => `${r.id}: ${u.sentence} [${u.words.join(', ')}]`)),
    ).toEqual([]);
  });

  it("passes the Historietjek: every sentence in the parent's words, nothing red", () => {
    const findings = unseen.flatMap((r) => {
      const input = { title: r.title, description: r.description, facts: r.facts, sceneCount: 4 };
      const { plan } = writeStory(
        r.group ? { ...input, group: r.group } : { ...input, character: { ...r.child!, companion: r.child!.companion ?? null } },
      );
      const subject = r.group ? { name: r.group.name, age: r.group.ageFrom, group: r.group } : r.child!;
      const check = checkPlan(plan, { title: r.title, description: r.description, facts: r.facts ?? {} }, subject);
      return [
        ...check.red.map((f) => `${r.id}: ${f.message}`),
        ...check.ungrounded.map((u) => `${r.id}: ${u.text} [${u.words.join(', ')}]`),
      ];
    });
    expect(findings).toEqual([]);
  });
});
