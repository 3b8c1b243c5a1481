import { describe, expect, it } from 'vitest';
import { checkStory, hardFailures } from '../../../shared/story-check';
import { composeStory } from './offline-composer';

// The story check on what the offline composer writes (shared/story-check.test.ts tests the check itself).

describe('the offline composer', () => {
  const SITUATIONS: [string, string][] = [
    ['Hos tandlægen', 'Barnet skal til tandlæge for første gang.'],
    ['Vaccination hos lægen', 'Der skal gives en vaccine.'],
    ['Første skoledag', 'Snart begynder skolen.'],
    ['Ny i børnehaven', 'Start i børnehave'],
    ['Til frisøren', 'Håret skal klippes.'],
    ['Indkøb i supermarkedet', 'En tur i butikken'],
    ['Togtur til Odense', 'Vi skal med toget.'],
    ['Til fødselsdag', 'Fødselsdag hos en ven'],
    ['Sengetid', 'putning om aftenen'],
    ['Tandbørstning', 'børste tænder morgen og aften'],
    ['På toilettet', 'tisse på toilettet'],
    ['Nyt søskende', 'Der kommer en lillebror.'],
    ['Flytning', 'Familien skal flytte til et nyt hus.'],
    ['Høje lyde', 'larm og brandalarm'],
    ['At vente i kø', 'stå i kø'],
    ['Besøg hos mormor', 'Vi skal besøge mormor i weekenden'],
  ];

  it('writes stories that keep the hard rules and are green or yellow at every age, for both genders', () => {
    const lights = { grøn: 0, gul: 0, rød: 0 };
    const soft = new Map<string, number>();
    const failures: string[] = [];
    for (const [title, description] of SITUATIONS) {
      for (let age = 1; age <= 12; age++) {
        for (const gender of ['dreng', 'pige'] as const) {
          const name = gender === 'dreng' ? 'Emil' : 'Ida';
          const character = { name, gender, age, traits: age % 2 ? ['glad', 'elsker dinosaurer'] : [], companion: age % 3 === 0 ? 'bamsen Bjørn' : null };
          const composed = composeStory({ title, description, character });
          const r = checkStory(composed.content, { age, name, gender });
          lights[r.light]++;
          for (const f of r.flags) soft.set(f.id, (soft.get(f.id) ?? 0) + 1);
          if (hardFailures(r).length || r.light === 'rød') failures.push(`${title}, ${age} år, ${gender}: ${r.flags.map((f) => `${f.id} ${f.excerpt ?? ''}`).join('; ')}`);
        }
      }
    }
    console.log(`offline composer, ${SITUATIONS.length * 24} stories: ${JSON.stringify(lights)}; flags ${JSON.stringify(Object.fromEntries(soft))}`);
    expect(failures).toEqual([]);
    expect(lights.rød).toBe(0);
  });
});

describe('speed', () => {
  it('checks a typical story in well under 5 ms (printed, not asserted)', () => {
    const typical = composeStory({
      title: 'Første skoledag',
      description: 'Snart begynder skolen.',
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
    console.log(`story check: ${perCheck.toFixed(3)} ms wall, ${cpuPerCheck.toFixed(3)} ms CPU per check of a ${text.length}-character story (${runs} runs)`);
    expect(perCheck).toBeGreaterThan(0);
  });
});
