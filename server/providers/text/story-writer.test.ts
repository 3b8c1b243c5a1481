import { describe, expect, it } from 'vitest';
import { ageBand } from '../../../shared/age-bands';
import { parseStory, splitSentences } from '../../../shared/story-text';
import { loadCorpus, measureStory, summarise } from './story-corpus';
import { writeStory, type WriterInput } from './story-writer';

const corpus = loadCorpus();
const written = corpus.map((r) =>
  writeStory(r.group ? { title: r.title, description: r.description, facts: r.facts, group: r.group, sceneCount: 4 } : { title: r.title, description: r.description, facts: r.facts, character: r.child!, sceneCount: 4 }),
);
const scenesOf = (input: WriterInput) => parseStory(writeStory(input).content).scenes.map((s) => s.text);

describe('the offline writer on the story corpus (bench/corpus/story-requests.json)', () => {
  const measures = corpus.map((r, i) => measureStory(r, written[i].content));
  const summary = summarise(corpus, measures, written.map((w) => w.content));

  it('has at least 150 requests over every age, with groups and sensitive topics', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(150);
    for (let age = 1; age <= 12; age++) expect(corpus.filter((r) => (r.child?.age ?? r.group?.ageFrom) === age).length, `age ${age}`).toBeGreaterThanOrEqual(10);
    expect(corpus.filter((r) => r.group).length).toBeGreaterThanOrEqual(30);
    expect(corpus.filter((r) => r.sensitive).length).toBeGreaterThanOrEqual(15);
  });

  it('keeps every story on its topic after the first scene', () => {
    expect(summary.offTopic).toEqual([]);
  });

  it('contradicts no sensitive story, and keeps at least 90 % of the facts', () => {
    expect(summary.contradicted.filter((c) => corpus.find((r) => r.id === c.id)!.sensitive)).toEqual([]);
    expect(summary.factRetention).toBeGreaterThanOrEqual(0.9);
  });

  it('repeats no sentence in more than 10 % of the stories, and never says «mor eller far» unless the parent did', () => {
    expect(summary.topSentences[0].share).toBeLessThanOrEqual(0.1);
    expect(measures.filter((m) => m.contradictions.includes('mor eller far'))).toEqual([]);
  });

  it('writes the scenes asked for, the same story for the same request', () => {
    for (const w of written) expect(parseStory(w.content).scenes).toHaveLength(4);
    const r = corpus[0];
    expect(writeStory({ title: r.title, description: r.description, facts: r.facts, character: r.child!, sceneCount: 4 })).toEqual(written[0]);
  });
});

describe('writeStory', () => {
  const noah = { name: 'Noah', gender: 'dreng' as const, age: 6 };

  it('tells a death as a death: the dead grandmother never appears alive, and the child has someone to talk to', () => {
    const scenes = scenesOf({ title: 'Farvel til mormor', description: 'Mormor er død. Vi skal til begravelse på fredag i Vor Frue Kirke.', character: noah, sceneCount: 4 });
    const text = scenes.join(' ');
    expect(text).toContain('Mormor er død.');
    expect(text).toMatch(/begravelse/);
    expect(text).toMatch(/Vor Frue Kirke/);
    expect(text).not.toMatch(/mormor (åbner|siger|kommer|står|venter|smiler|krammer)/i);
    expect(text).toMatch(/kan (tale|holde)/);
    expect(scenes.slice(1).join(' ')).toMatch(/begravelse|kisten|kirken/);
  });

  it('tells the parent\'s steps in order, in the third person, with the adults the parent named', () => {
    const text = scenesOf({
      title: 'Første dag i SFO',
      description: 'Ida skal starte i SFO på mandag.',
      facts: { who: ['far', 'pædagogen Jonas'], steps: ['Vi går over i SFO efter skole', 'Jonas viser mig garderoben', 'Jeg leger i legerummet', 'Far henter mig kl. 15'] },
      character: { name: 'Ida', gender: 'pige', age: 6 },
      sceneCount: 4,
    }).join(' ');
    const order = ['går over i SFO', 'viser', 'leger i legerummet', 'henter'].map((s) => text.indexOf(s));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(text).toContain('Ida og far går over i SFO efter skole.');
    expect(text).toMatch(/Jonas viser (hende|Ida) garderoben/);
    expect(text).not.toMatch(/mor eller far|skolen lærer børnene/i);
    expect(text).not.toMatch(/(?<![\p{L}])(jeg|mig|vi)(?![\p{L}])/iu);
  });

  it('turns a deficit into the situation and what helps, with a reason', () => {
    const text = scenesOf({
      title: 'Alma venter i kø',
      description: 'Alma har svært ved at vente i kø i kantinen. Det hjælper at tælle til ti.',
      character: { name: 'Alma', gender: 'pige', age: 7 },
      sceneCount: 4,
    }).join(' ');
    expect(text).not.toMatch(/har svært ved/);
    expect(text).toContain('Det kan være svært at vente i kø i kantinen.');
    expect(text).toContain('Alma kan prøve at tælle til ti.');
    expect(text).toMatch(/Når man tæller, ved man, hvornår det er slut\./);
  });

  it('keeps the setting from deciding the topic: losing a game at break is about losing', () => {
    const story = writeStory({ title: 'Når jeg taber i et spil', description: 'Emil bliver vred, når han taber i frikvarteret.', character: { name: 'Emil', gender: 'dreng', age: 8 }, sceneCount: 4 });
    expect(story.situation).toBe('losing');
    expect(story.content).toMatch(/Når (han|Emil) taber i frikvarteret, kan det være svært\./);
    expect(story.content).not.toMatch(/lærer børnene at læse/);
  });

  it('does not guess an unknown situation: it tells the parent\'s own sentences in a neutral frame', () => {
    const story = writeStory({ title: 'Elevatoren er i stykker', description: 'Elevatoren i vores opgang er i stykker i en uge. Vi skal gå op ad trappen til 4. sal. Mor bærer indkøbsposerne.', character: { name: 'Karl', gender: 'dreng', age: 5 }, sceneCount: 4 });
    expect(story.situation).toBeNull();
    expect(story.content).toContain('Elevatoren i deres opgang er i stykker i en uge.');
    expect(story.content).toContain('trappen til 4. sal');
    expect(story.content).toContain('Mor bærer indkøbsposerne.');
    expect(story.content).not.toMatch(/Så tager de af sted/);
  });

  it('writes no nursery content for a school child, and keeps sentences within the band for the youngest', () => {
    const older = scenesOf({ title: 'Lejrskole', description: 'Vi skal på lejrskole i tre dage med klassen.', character: { name: 'Oscar', gender: 'dreng', age: 12 }, sceneCount: 5 }).join(' ');
    expect(older).not.toMatch(/godnathistorie|putte|svømmevinger|bamse/i);
    const young = scenesOf({ title: 'Luna skal i bad', description: 'Luna skal i bad.', character: { name: 'Luna', gender: 'pige', age: 3 }, sceneCount: 4 });
    for (const s of splitSentences(young.join(' '))) expect(s.split(/\s+/).length, s).toBeLessThanOrEqual(ageBand(3).longestSentence + 2);
  });

  it('tells a group story about «børnene», naming the group once', () => {
    const text = scenesOf({ title: 'Svømning er aflyst', description: 'Svømmehallen er lukket på onsdag. I stedet skal vi i idrætshallen.', group: { name: '3.B', ageFrom: 9, ageTo: 10 }, sceneCount: 4 }).join(' ');
    expect(text.match(/3\.B/g)).toHaveLength(1);
    expect(text).toContain('I stedet skal børnene i idrætshallen.');
    expect(text).toMatch(/aflyst/);
  });
});

describe('a stay in hospital', () => {
  it('does not invent an operation the parent never named', () => {
    const { content } = writeStory({ title: 'Min storebror er indlagt', description: 'Nikolajs storebror Jonas har fået diabetes og er indlagt på Rigshospitalet i en uge.', sceneCount: 4, character: { name: 'Nikolaj', gender: 'dreng', age: 11 } });
    expect(content).not.toMatch(/opereres|operation|narkose/i);
    expect(content).toMatch(/hospitalet/);
  });

  it('keeps the operation when the parent names one', () => {
    const { content } = writeStory({ title: 'Mor skal opereres', description: 'Sigrids mor skal opereres i ryggen på torsdag.', sceneCount: 4, character: { name: 'Sigrid', gender: 'pige', age: 7 } });
    expect(content).toMatch(/narkose/);
  });
});

describe('a new adult', () => {
  it('does not say the adult the children know is only away, when the parent says she stops', () => {
    const written = writeStory({
      title: 'Ny pædagog på stuen',
      description: 'Vi får en ny pædagog på Humlebierne fra 1. marts. Han hedder Mads og har skæg og briller. Pernille, som børnene kender, stopper.',
      sceneCount: 5,
      group: { name: 'Humlebierne', ageFrom: 2, ageTo: 3, memberNames: [] },
    });
    expect(written.content).not.toMatch(/væk et stykke tid|kommer tilbage/);
    expect(written.content).toContain('Pernille, som børnene kender, stopper.');
  });
});
