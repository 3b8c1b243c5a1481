import { describe, expect, it } from 'vitest';
import { checkStory, harmFlags } from '../../../shared/story-check';
import { loadCorpus } from './story-corpus';
import { writeStory } from './story-writer';

// The story check on what the offline writer writes from the story corpus (shared/story-check.test.ts tests the check itself).

describe('the offline writer', () => {
  it('writes nothing that can hurt a child, and no red story, for every request of the corpus', () => {
    const lights = { grøn: 0, gul: 0, rød: 0 };
    const failures: string[] = [];
    for (const r of loadCorpus()) {
      const story = r.group
        ? writeStory({ title: r.title, description: r.description, facts: r.facts, group: r.group, sceneCount: 4 })
        : writeStory({ title: r.title, description: r.description, facts: r.facts, character: r.child!, sceneCount: 4 });
      const check = checkStory(
        story.content,
        r.group
          ? { age: r.group.ageFrom, storyType: 'group' }
          : { age: r.child!.age, name: r.child!.name.split(' ')[0], gender: r.child!.gender },
      );
      lights[check.light]++;
      // The parent's own words may break a rule of form (an 'altid' they wrote, a long sentence); nothing may hurt.
      if (harmFlags(check).length || check.light === 'rød')
        failures.push(`${r.id}: ${check.flags.map((f) => `${f.id} ${f.excerpt ?? ''}`).join('; ')}`);
    }
    console.log(`offline writer on the corpus: ${JSON.stringify(lights)}`);
    expect(failures).toEqual([]);
  });
});

describe('speed', () => {
  it('checks a typical story in well under 5 ms (printed, not asserted)', () => {
    const typical = writeStory({
      title: 'Første skoledag',
      description: 'Ida skal begynde i 0. klasse på mandag. Mor følger hende til klassen.',
      character: { name: 'Ida', gender: 'pige', age: 10, traits: ['glad', 'elsker dinosaurer'], companion: 'bamsen Bjørn' },
      sceneCount: 6,
    }).content;
    const text = typical;
    const check = () => checkStory(text, { age: 10, name: 'Ida', gender: 'pige' });
    for (let i = 0; i < 50; i++) check();
    const runs = 500;
    const cpu = process.cpuUsage();
    const start = performance.now();
    for (let i = 0; i < runs; i++) check();
    const perCheck = (performance.now() - start) / runs;
    const used = process.cpuUsage(cpu);
    // CPU time as well: on a busy machine the wall clock also counts time spent waiting for a core.
    const cpuPerCheck = (used.user + used.system) / 1000 / runs;
    console.log(
      `story check: ${perCheck.toFixed(3)} ms wall, ${cpuPerCheck.toFixed(3)} ms CPU per check of a ${text.length}-character story (${runs} runs)`,
    );
    expect(perCheck).toBeGreaterThan(0);
  });
});
