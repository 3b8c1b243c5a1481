import { describe, expect, it } from 'vitest';
import { normalize, readDescription } from './keywords';

describe('readDescription', () => {
  it('finds subjects in the order they are mentioned, with Danish endings', () => {
    expect(readDescription('Hunden leger med bolden ved huset').subjects).toEqual(['dog', 'ball', 'house']);
    expect(readDescription('To katte og en guldfisk').subjects).toEqual(['cat', 'fish']);
    expect(readDescription('Æbler og bananer').subjects).toEqual(['apple', 'banana']);
  });

  it('matches the last part of compounds, but not inside ordinary words', () => {
    expect(readDescription('Skolebussen holder ved stoppestedet').subjects).toEqual(['bus']);
    expect(readDescription('Et stort æbletræ').subjects).toEqual(['tree']);
    expect(readDescription('Hold god afstand').subjects).toEqual([]);
    expect(readDescription('Han tog jakken på').subjects).toEqual([]);
    expect(readDescription('Tog og fly').subjects).toEqual(['train', 'plane']);
    expect(readDescription('Vi kører med tog').subjects).toEqual(['train']);
    expect(readDescription('Vi skal have det rart').subjects).toEqual([]);
  });

  it('understands phrases and lets an activity replace its parts', () => {
    expect(readDescription('Emil børster tænder med sin tandbørste').subjects).toEqual(['brushTeeth']);
    expect(readDescription('Vi vasker hænder før maden').subjects).toEqual(['washHands', 'eat']);
    expect(readDescription('Det er nat og tid til at sove i sengen').subjects).toEqual(['sleep']);
    expect(readDescription('Mor og far og barnet').subjects).toEqual(['family']);
  });

  it('reads feelings, negation and boy or girl', () => {
    expect(readDescription('Pigen er ked af det')).toMatchObject({ subjects: ['child'], expression: 'sad', gender: 'girl' });
    expect(readDescription('En vred dreng')).toMatchObject({ subjects: ['child'], expression: 'angry', gender: 'boy' });
    expect(readDescription('Katten er ikke bange')).toMatchObject({ subjects: ['cat'], expression: 'calm' });
    expect(readDescription('Jeg er glad').subjects).toEqual(['portrait']);
    expect(readDescription('Solen skinner').expression).toBeNull();
  });

  it('keeps at most three subjects', () => {
    expect(readDescription('hund kat hest fugl fisk').subjects).toEqual(['dog', 'cat', 'horse']);
  });

  it('normalises case and punctuation', () => {
    expect(normalize('  HUNDEN, katten!  Ænder? ')).toBe('hunden katten ænder');
  });
});
