import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { stem } from './story-eval-lexicon';
import {
  copyStory,
  deadActing,
  deadPeople,
  type EvalRequest,
  forbiddenClaims,
  grounding,
  inventedClaims,
  keptFacts,
  offTopicPages,
  splitCorpus,
  titlePasted,
} from './story-eval-measures';

const request = (over: Partial<EvalRequest>): EvalRequest => ({
  id: 'x',
  category: 'family',
  sensitive: false,
  child: { name: 'Ida', gender: 'pige', age: 6 },
  title: 'Ida skal til fødselsdag',
  description: 'Farmor fylder 90 år. Vi holder fødselsdag på plejehjemmet Solgården på søndag.',
  topic: ['fødselsdag'],
  keep: ['søndag', 'solgården'],
  avoid: [],
  ...over,
});

describe('the Danish stemmer', () => {
  it('brings inflected forms to one stem', () => {
    expect(stem('tandlægen')).toBe(stem('tandlæge'));
    expect(stem('badet')).toBe('bad');
    expect(stem('synger')).toBe(stem('synge'));
  });
});

describe('invented claims', () => {
  it('fires on a claim class the request does not name, quoting the sentence', () => {
    const claims = inventedClaims(request({}), ['Farmor har en sygdom, der hedder demens.', 'Ida synger for farmor.']);
    expect(claims).toEqual([{ kind: 'illness', word: 'sygdom', sentence: 'Farmor har en sygdom, der hedder demens.' }]);
  });
  it('does not fire when the request names the class, or on words that only look alike', () => {
    const sick = request({ description: 'Vores dagplejer Lis er syg i denne uge.' });
    expect(inventedClaims(sick, ['Lis er syg, så Ida er hos Mona.'])).toEqual([]);
    expect(inventedClaims(request({}), ['Farmor fylder 90 i juli, og Ida lærer at synge sangen. Døren er åben.'])).toEqual([]);
  });
  it('knows a teacher from the verb, and Christmas from July', () => {
    expect(inventedClaims(request({}), ['Vores lærer er med.']).map((c) => c.kind)).toEqual(['school']);
    expect(inventedClaims(request({}), ['Til juleaften er der gaver.']).map((c) => c.kind)).toEqual(['christmas']);
  });
});

describe('must-not-claim phrases', () => {
  const r = request({ mustNotClaim: ['storesøster*', 'syg'] });
  it('fires on a whole word or a marked word start', () => {
    expect(forbiddenClaims(r, ['Ida skal være storesøsteren.'])).toEqual(['storesøster*']);
  });
  it('does not fire inside another word', () => {
    expect(forbiddenClaims(r, ['Sygeplejersken er her ikke.'])).toEqual([]);
  });
});

describe('dead people acting', () => {
  const r = request({ title: 'Farmor er død', description: 'Farmor døde i søndags. Vi skal til farmors begravelse i kirken.' });
  it('finds who the request says has died', () => {
    expect(deadPeople(r)).toEqual(['farmor']);
  });
  it('fires when the dead person acts now or later', () => {
    expect(deadActing(r, ['Farmor åbner døren.', 'Farmor skal hente Ida.', 'Så kommer farmor.'])).toHaveLength(3);
  });
  it('does not fire on a memory, an object or an indirect question', () => {
    expect(
      deadActing(r, ['Farmor holdt meget af Ida.', 'Ida kigger på billeder af farmor.', 'Ida spørger, om farmor kommer igen.']),
    ).toEqual([]);
  });
});

describe('on topic through the last page', () => {
  it('names the pages without a topic word or a word of the title or description', () => {
    expect(offTopicPages(request({}), ['Ida skal til fødselsdag.', 'Det er i orden at have mange tanker.'])).toEqual([2]);
  });
  it('passes pages that hold an inflected request word', () => {
    expect(offTopicPages(request({}), ['Farmor har fødselsdag.', 'På plejehjemmet er der kage.'])).toEqual([]);
  });
});

describe('grounding', () => {
  it('counts a sentence with a word from neither the request nor the frame as ungrounded', () => {
    const g = grounding(request({}), ['Farmor har en sygdom.']);
    expect(g.grounded).toBe(0);
    expect(g.ungrounded[0].words).toEqual(['sygdom']);
  });
  it('counts the parent’s words and the frame vocabulary as grounded', () => {
    const g = grounding(request({}), ['Ida holder fødselsdag for farmor på søndag.', 'Det er okay at føle sig tryg.']);
    expect(g).toMatchObject({ sentences: 2, grounded: 2 });
  });
});

describe('fact retention', () => {
  it('finds a kept fact in an inflected form and reports the missing one', () => {
    expect(keptFacts(request({ keep: ['søndag', 'solgården', 'lagkage'] }), ['På søndagen tager vi til Solgården.'])).toEqual({
      kept: 2,
      missing: ['lagkage'],
    });
  });
});

describe('title pasted', () => {
  const r = request({ title: 'Hos øjenlægen', description: 'Ida skal have dråber i øjnene.' });
  it('fires when the title sits inside a longer sentence', () => {
    expect(titlePasted(r, ['Historien handler om Hos øjenlægen.'])).toHaveLength(1);
  });
  it('does not fire on the title alone, nor where the parent wrote it so', () => {
    expect(titlePasted(r, ['Hos øjenlægen.'])).toEqual([]);
    expect(titlePasted(request({}), ['Ida skal til fødselsdag hos farmor.'])).toHaveLength(1);
    expect(titlePasted(request({ description: 'Ida skal til fødselsdag hos farmor.' }), ['Ida skal til fødselsdag hos farmor.'])).toEqual(
      [],
    );
  });
});

describe('the copy baseline', () => {
  it('spreads the description and then the answers over the pages, in order', () => {
    const r = request({ facts: { where: 'på plejehjemmet', steps: ['Vi synger', 'Vi spiser kage'] } });
    expect(copyStory(r, 2)).toEqual([
      'Farmor fylder 90 år. Vi holder fødselsdag på plejehjemmet Solgården på søndag. På plejehjemmet.',
      'Vi synger. Vi spiser kage.',
    ]);
    expect(copyStory(request({}), 4)).toHaveLength(2);
  });
});

describe('the tune/test split', () => {
  it('is the one kept in bench/corpus/split.json, with sensitive and group requests in both halves', () => {
    const corpus = path.join(import.meta.dirname, 'corpus');
    const all = JSON.parse(readFileSync(path.join(corpus, 'story-requests.json'), 'utf8')) as EvalRequest[];
    const kept = JSON.parse(readFileSync(path.join(corpus, 'split.json'), 'utf8')) as { tune: string[]; test: string[] };
    const split = splitCorpus(all);
    expect({ tune: kept.tune, test: kept.test }).toEqual(split);
    for (const half of [split.tune, split.test]) {
      const rs = all.filter((r) => half.includes(r.id));
      expect(rs.filter((r) => r.sensitive).length).toBeGreaterThan(5);
      expect(rs.filter((r) => r.group).length).toBeGreaterThan(10);
    }
  });
});
