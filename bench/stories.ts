/**
 * The measuring half of `npm run bench -- stories`: writes every request of the story corpus
 * (bench/corpus/story-requests.json) with the offline writer, 4 scenes each as the app does by
 * default, measures each story against its request and prints the summary as JSON. With
 * BENCH_STORIES_OUT=dir it also writes every story to dir/<id>.txt for reading.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadCorpus, measureStory, summarise } from '../server/providers/text/story-corpus';
import { writeStory } from '../server/providers/text/story-writer';

const requests = loadCorpus();
const started = performance.now();
const contents = requests.map(
  (r) =>
    writeStory(
      r.group
        ? { title: r.title, description: r.description, facts: r.facts, group: r.group, sceneCount: 4 }
        : { title: r.title, description: r.description, facts: r.facts, character: r.child!, sceneCount: 4 },
    ).content,
);
const msPerStory = (performance.now() - started) / requests.length;
const measures = requests.map((r, i) => measureStory(r, contents[i]));
const out = process.env.BENCH_STORIES_OUT;
if (out) {
  mkdirSync(out, { recursive: true });
  requests.forEach((r, i) =>
    writeFileSync(
      path.join(out, `${r.id}.txt`),
      `${r.title}\n${r.description}\n${JSON.stringify(r.facts ?? {})}\n\n${contents[i]}\n\nmissing: ${measures[i].missing.join(', ')}\ncontradictions: ${measures[i].contradictions.join(', ')}\n`,
    ),
  );
}
console.log(JSON.stringify({ ...summarise(requests, measures, contents), msPerStory: Number(msPerStory.toFixed(2)) }));
