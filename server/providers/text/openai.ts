import { type AgeBand, ageBand } from '../../../shared/age-bands';
import { answerInfo, failureOfStatus, providerFailure } from '../errors';
import { logger } from '../../logger';
import { type NameToRedact, redactNames } from '../../../shared/name-redaction';
import { cleanFacts, type StoryFacts } from '../../../shared/story-facts';
import { planFromText, planToText, type StoryPlan } from '../../../shared/story-plan';
import { deadOf, finishPlan, invalidPlanRequest, planFormatPrompt, planJsonSchema, readPlan, schemaInPrompt } from './openai-plan';
import {
  NAME_PLACEHOLDER,
  type StoryGroup,
  storyNames,
  storySubject,
  type StoryText,
  type StoryTextInput,
  type TextProvider,
} from './port';

export interface OpenAiTextOptions {
  apiKey: string;
  baseUrl: string;
  model: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** Writing wants a little variation; revising should change only what it is asked to. */
export const WRITE_TEMPERATURE = 0.4;
export const REVISE_TEMPERATURE = 0.2;

const pronoun = (gender: 'dreng' | 'pige') => (gender === 'pige' ? 'hun/hende/hendes' : 'han/ham/hans');

/** What each age band's words are like, beside its numbers (shared/age-bands.ts). */
const VOCABULARY: Record<AgeBand['id'], string> = {
  young: 'Brug konkrete hverdagsord.',
  middle: 'Brug et hverdagsagtigt ordforråd, og forklar kort hvorfor tingene sker.',
  older: 'Sætningerne må gerne forklare lidt mere, men skal stadig være rolige og konkrete.',
};

/** Nursery content a school child's story leaves out (as the stories benchmark's NURSERY_WORDS). */
const NURSERY = 'godnathistorie, svømmevinger, sut, ble, potte, sutteklud';

/**
 * The MAXIMUM sentence length and the sentences per scene for the age, from the one table
 * (shared/age-bands.ts), and what content fits the age.
 */
export function ageGuidance(age: number, group = false) {
  const band = ageBand(age);
  const { wordsPerSentence: w, sentencesPerScene: n, longestSentence } = band;
  const length =
    longestSentence > w.max
      ? `Hver sætning har højst ${w.max} ord, og ingen sætning må have over ${longestSentence} ord.`
      : `Hver sætning har højst ${w.max} ord.`;
  const content =
    age <= 4
      ? `${group ? 'Børnene er små' : 'Barnet er lille'}: fortæl kun det, ${group ? 'børnene' : 'barnet'} selv kan se, høre og gøre, ingen abstrakte forklaringer.`
      : age >= 6
        ? `${group ? 'Børnene går' : 'Barnet går'} i skole: skriv til skoleelever, ikke til småbørn. Intet indhold til småbørn (fx ${NURSERY}), medmindre forælderen selv har skrevet det.`
        : '';
  return [`${length} Hver scene har ${n.min}-${n.max} sætninger.`, VOCABULARY[band.id], content].filter(Boolean).join(' ');
}

const ages = (g: StoryGroup) => (g.ageFrom === g.ageTo ? `${g.ageFrom} år` : `${g.ageFrom}-${g.ageTo} år`);

/**
 * The system prompt for a story about one child, or (with `group`) about a whole group told as
 * 'børnene', answered as a plan in JSON (openai-plan.ts); `facts` say which of the parent's
 * fields a sentence may name as its source.
 */
export function storySystemPrompt(sceneCount: number, age: number, group?: StoryGroup, facts?: StoryFacts) {
  const forWhom = group
    ? `til en hel gruppe børn på ${ages(group)}, som hører den sammen. Sætningerne skal passe til de yngste i gruppen. ${ageGuidance(group.ageFrom, true)}`
    : `tilpasset et barn på ${age} år. ${ageGuidance(age)}`;
  const voice = group
    ? `Historien handler om hele gruppen, ikke om ét barn: skriv i tredje person flertal om "børnene" (de, dem, deres) og i nutid. Brug ikke "han", "hun" eller enkelte børns navne. Står der "vi" i situationen, betyder det gruppen.`
    : `Skriv i tredje person og nutid.`;
  const name = group
    ? `Gruppens navn er ${NAME_PLACEHOLDER}; nævn gruppen ved navn i første og sidste scene, og skriv præcis ${NAME_PLACEHOLDER} hver gang navnet bruges (genitiv: ${NAME_PLACEHOLDER}s).`
    : `Barnets navn er ${NAME_PLACEHOLDER}; skriv præcis ${NAME_PLACEHOLDER} hver gang navnet bruges (genitiv: ${NAME_PLACEHOLDER}s).`;
  return [
    `Du skriver sociale historier (efter Carol Grays principper) på dansk til børn med autisme.`,
    `Skriv en historie i præcis ${sceneCount} scener, ${forWhom}`,
    '',
    `Indhold:`,
    `- Brug kun det, forælderen har skrevet (titel, situation og "Fakta fra forælderen"), og almindelig, sikker viden om sådan en situation. Find ikke på navne, klokkeslæt, belønninger eller løfter. "Det gør ikke ondt" og "det går godt" er løfter. Tilføj ikke personer, forælderen ikke nævner, ud over dem, der hører til stedet (fx tandlægen hos tandlægen), og skriv ikke "mor eller far".`,
    `- Det, du ikke ved sikkert, skriver du forsigtigt: "måske", "som regel", "tit".`,
    `- Historien svarer på hvem, hvor, hvornår og hvad der sker, og på mindst ét hvorfor. Alle personer under "Hvem er med" og alle trin kommer med, i forælderens rækkefølge og gerne med forælderens egne ord.`,
    `- Svære emner (død og begravelse, sygdom, hospital og operation, skilsmisse og to hjem, pubertet og menstruation, en ny lillebror eller lillesøster): brug de rigtige ord (død, begravelse, kræft, operation, skilsmisse, menstruation), ingen omskrivninger som "sover", "er gået bort" eller "er rejst", og ingen falsk trøst. Fortæl hvad der bliver ved med at være det samme, og hvem barnet kan tale med. En person, som forælderen skriver er død, optræder aldrig som levende.`,
    `- Beskriv aldrig barnet ud fra det, der er svært: skriv ikke "har svært ved", "bliver vred" eller "er bange" om barnet. Beskriv i stedet situationen (fx "Der kan være mange lyde") og hvad der kan hjælpe.`,
    `- Følelser er aldrig fakta: skriv "måske" eller "mange børn" (fx "Mange børn synes, det er rart").`,
    '',
    `Sætninger og scener:`,
    `- ${voice}`,
    `- Brug beskrivende sætninger (hvad der sker) og perspektivsætninger (hvad andre måske tænker eller føler). Højst én vejledende sætning ("kan prøve at") i hver scene, og mindst to beskrivende sætninger eller perspektivsætninger for hver vejledende sætning.`,
    `- Vejledende sætninger er positive muligheder, aldrig ordrer. Undgå "altid", "aldrig", "alle", "ingen", "du skal" og "må ikke".`,
    `- Hver scene er ét øjeblik, der kan tegnes som ét billede: ét sted, én handling.`,
    `- Første scene fortæller, hvor og hvad der skal ske; sidste scene afslutter roligt og positivt uden løfter.`,
    `- ${name}`,
    '',
    planFormatPrompt(sceneCount, facts, Boolean(group)),
    '',
    `Svar kun med JSON-objektet: ingen indledning, forklaring eller noter.`,
  ].join('\n');
}

/** The parent's facts as the labelled block the prompt refers to; null when there are none. */
export function factsBlock(facts: StoryFacts | null | undefined): string | null {
  const f = cleanFacts(facts);
  const lines: string[] = [];
  if (f.where) lines.push(`Hvor: ${f.where}`);
  if (f.when) lines.push(`Hvornår: ${f.when}`);
  if (f.who?.length) lines.push(`Hvem er med: ${f.who.join(', ')}`);
  if (f.steps?.length) lines.push('Trin:', ...f.steps.map((s, i) => `${i + 1}. ${s}`));
  if (f.hard) lines.push(`Hvad kan være svært: ${f.hard}`);
  if (f.helps) lines.push(`Hvad kan hjælpe: ${f.helps}`);
  if (f.why) lines.push(`Hvorfor: ${f.why}`);
  return lines.length ? ['Fakta fra forælderen:', ...lines].join('\n') : null;
}

export function storyUserPrompt(input: StoryTextInput) {
  const facts = factsBlock(input.facts);
  const withFacts = (lines: string[]) => (facts ? [...lines, '', facts] : lines).join('\n');
  if (input.group) {
    return withFacts([
      `Titel: ${input.title}`,
      `Situation: ${input.description}`,
      `Gruppen: ${NAME_PLACEHOLDER}, børn på ${ages(input.group)}.`,
    ]);
  }
  const c = input.character;
  const lines = [
    `Titel: ${input.title}`,
    `Situation: ${input.description}`,
    `Barnet: en ${c.gender} på ${c.age} år (pronomener: ${pronoun(c.gender)}).`,
  ];
  // Traits may be health information ('har ADHD'): sent only when the parent ticked that they may be.
  if (input.shareTraits && c.traits?.length) lines.push(`Træk: ${c.traits.join(', ')}`);
  if (c.companion) lines.push(`Har med sig: ${c.companion}`);
  return withFacts(lines);
}

// ---------------------------------------------------------------------------------------------
// Checking the answer against the facts

/** A fact the story does not tell: which question it answered and the parent's words. */
export interface MissingFact {
  key: 'where' | 'when' | 'who' | 'steps' | 'helps' | 'why';
  text: string;
}

const FACT_LABELS: Record<MissingFact['key'], string> = {
  where: 'Hvor',
  when: 'Hvornår',
  who: 'Hvem er med',
  steps: 'Trin',
  helps: 'Hvad kan hjælpe',
  why: 'Hvorfor',
};

/** Words of four letters or more that say nothing about the situation. */
const STOP_WORDS = new Set([
  'alle',
  'altid',
  'aldrig',
  'andre',
  'bagefter',
  'bare',
  'blev',
  'bliver',
  'blive',
  'deres',
  'denne',
  'dette',
  'disse',
  'derefter',
  'efter',
  'eller',
  'fordi',
  'først',
  'gerne',
  'have',
  'havde',
  'hele',
  'helt',
  'hendes',
  'hvis',
  'hvor',
  'hvad',
  'hvem',
  'igen',
  'ikke',
  'inden',
  'ingen',
  'jeres',
  'kunne',
  'lidt',
  'lige',
  'meget',
  'mens',
  'måske',
  'noget',
  'nogen',
  'nogle',
  'også',
  'over',
  'sammen',
  'selv',
  'sine',
  'skal',
  'skulle',
  'under',
  'ville',
  'vores',
  'være',
  'været',
]);

const STEM_LETTERS = 5;
const wordsOf = (text: string) =>
  text
    .normalize('NFC')
    .toLocaleLowerCase('da')
    .match(/\p{L}+/gu) ?? [];
/** The stem a fact's word is looked for by: its first letters (at least four: shorter words are not key words). */
const stemOf = (word: string) => word.slice(0, STEM_LETTERS);

/**
 * The facts `content` does not tell, compared case-insensitively by word stems: a fact's key words
 * are its words of four letters or more (not STOP_WORDS, nor words of `ignore`, such as the name
 * placeholder), and one is told when a word of the story starts with its stem ('tandlæge' in
 * 'tandlægen'). A person under `who` is told when one of their key words is ('pædagogen Jonas' by
 * 'Jonas'), or a person with only short words ('mor') when that word is (also 'mors'); a step, the
 * place, the time, what helps and why when at least half of their key words are. What can be hard
 * is not looked for: the story describes the situation instead of repeating it.
 */
export function missingFacts(
  content: string,
  facts: StoryFacts | null | undefined,
  ignore: readonly string[] = [NAME_PLACEHOLDER],
): MissingFact[] {
  const f = cleanFacts(facts);
  const story = wordsOf(content);
  const ignored = new Set(ignore.flatMap(wordsOf));
  const keyWords = (text: string) => [...new Set(wordsOf(text).filter((w) => [...w].length >= 4 && !STOP_WORDS.has(w) && !ignored.has(w)))];
  const told = (word: string) => story.some((s) => s.startsWith(stemOf(word)));
  const mostTold = (text: string) => {
    const keys = keyWords(text);
    return keys.filter(told).length * 2 >= keys.length;
  };
  const missing: MissingFact[] = [];
  for (const key of ['where', 'when'] as const) {
    const value = f[key];
    if (value && !mostTold(value)) missing.push({ key, text: value });
  }
  for (const person of f.who ?? []) {
    const keys = keyWords(person);
    const short = wordsOf(person).filter(
      (w) => w.length >= 2 && !ignored.has(w) && !['en', 'et', 'de', 'og', 'min', 'mit', 'sin', 'sit'].includes(w),
    );
    const present = keys.length ? keys.some(told) : short.length ? short.some((w) => story.some((s) => s === w || s === `${w}s`)) : true;
    if (!present) missing.push({ key: 'who', text: person });
  }
  for (const step of f.steps ?? []) if (!mostTold(step)) missing.push({ key: 'steps', text: step });
  for (const key of ['helps', 'why'] as const) {
    const value = f[key];
    if (value && !mostTold(value)) missing.push({ key, text: value });
  }
  return missing;
}

/** What is wrong with an answer: its scene count, and the facts it leaves out. */
interface Verdict {
  scenes: number;
  missing: MissingFact[];
}

const isGood = (v: Verdict, sceneCount: number) => v.scenes === sceneCount && v.missing.length === 0;
/** A wrong scene count weighs more than any number of missing facts. */
const weight = (v: Verdict, sceneCount: number) => (v.scenes === sceneCount ? 0 : 1000) + v.missing.length;

/** The follow-up request that says what to fix (Danish, like the rest of the prompt). */
export function fixRequest(verdict: Verdict, sceneCount: number): string {
  const lines = ['Historien skal rettes:'];
  if (verdict.scenes !== sceneCount) {
    lines.push(`- Den har ${verdict.scenes} scener, men skal have præcis ${sceneCount} scener: ${sceneCount} sider i "pages".`);
  }
  if (verdict.missing.length) {
    lines.push('- Disse fakta fra forælderen mangler i historien:');
    lines.push(...verdict.missing.map((m) => `  - ${FACT_LABELS[m.key]}: ${m.text}`));
  }
  lines.push('Skriv hele historien igen som ét JSON-objekt i samme format, og behold resten. Svar kun med JSON-objektet.');
  return lines.join('\n');
}

/** The facts with every name the provider must not see replaced, as they are sent. */
function redactFacts(facts: StoryFacts | undefined, names: readonly NameToRedact[]): StoryFacts {
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(cleanFacts(facts))) {
    out[key] = Array.isArray(value) ? value.map((v: string) => redactNames(v, names)) : redactNames(value as string, names);
  }
  return out;
}

/** The endpoint said no to `response_format: json_schema` (HTTP 400 naming it): ask again with `json_object`. */
class JsonSchemaRefused extends Error {}

/** A plan from the model, and its answer as sent back in a follow-up. */
interface PlanAnswer {
  plan: StoryPlan;
  raw: string;
}

/** OpenAI-compatible Chat Completions (OpenAI, Azure, Ollama, vLLM, llama.cpp). */
export function openAiTextProvider(opts: OpenAiTextOptions): TextProvider {
  const doFetch = opts.fetch ?? fetch;
  const base = opts.baseUrl.replace(/\/$/, '');
  // An endpoint that refused a JSON schema once (an older model, a local server) is asked for
  // `json_object` from then on, with the schema in the prompt, instead of being refused each time.
  let jsonSchemaRefused = false;

  /**
   * The one way out to the provider: every message is sent without `names`, whatever field of the
   * form (title, description, traits, companion, the story itself) brought them in. With `schema`,
   * the answer is asked for as JSON of that schema.
   */
  async function chat(
    messages: ChatMessage[],
    names: readonly NameToRedact[],
    temperature: number,
    signal?: AbortSignal,
    schema?: object,
  ): Promise<string> {
    const format = !schema
      ? undefined
      : jsonSchemaRefused
        ? { type: 'json_object' }
        : { type: 'json_schema', json_schema: { name: 'story_plan', strict: true, schema } };
    // `json_object` checks no shape, so the prompt carries the schema (and says "JSON", which the mode requires).
    const sent =
      schema && jsonSchemaRefused
        ? messages.map((m, i) => (i === 0 ? { ...m, content: `${m.content}\n\n${schemaInPrompt(schema)}` } : m))
        : messages;
    try {
      return await send(sent, names, temperature, signal, format);
    } catch (err) {
      if (!(err instanceof JsonSchemaRefused)) throw err;
      logger.warn({ detail: err.message }, 'the text endpoint refused a JSON schema; asking for json_object');
      jsonSchemaRefused = true;
      return chat(messages, names, temperature, signal, schema);
    }
  }

  async function send(
    messages: ChatMessage[],
    names: readonly NameToRedact[],
    temperature: number,
    signal: AbortSignal | undefined,
    format: object | undefined,
  ): Promise<string> {
    const timeout = AbortSignal.timeout(opts.timeoutMs ?? 120_000);
    const redacted = messages.map((m) => ({ ...m, content: redactNames(m.content, names) }));
    let res: Response;
    try {
      res = await doFetch(`${base}/chat/completions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${opts.apiKey}` },
        body: JSON.stringify({ model: opts.model, messages: redacted, temperature, ...(format ? { response_format: format } : {}) }),
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
    } catch (err) {
      if (signal?.aborted) throw err;
      throw providerFailure('text', 'openai', 'unavailable', `network: ${String(err)}`);
    }
    if (!res.ok) {
      const body = await res.text().catch(() => '');
      if (
        res.status === 400 &&
        (format as { type?: string } | undefined)?.type === 'json_schema' &&
        /response_format|json_schema/i.test(body)
      ) {
        throw new JsonSchemaRefused(body.slice(0, 200));
      }
      const failure = res.status !== 429 && /content_policy|content_filter/i.test(body) ? 'refused' : failureOfStatus(res.status);
      throw providerFailure('text', 'openai', failure, `${res.status} ${body.slice(0, 200)}`, answerInfo(res));
    }
    const json = (await res.json().catch(() => null)) as {
      choices?: { message?: { content?: string | null; refusal?: string | null } }[];
    } | null;
    const message = json?.choices?.[0]?.message;
    // Structured output says a refusal in its own field.
    if (typeof message?.refusal === 'string' && message.refusal)
      throw providerFailure('text', 'openai', 'refused', `refusal: ${message.refusal.slice(0, 200)}`);
    const content = message?.content;
    if (typeof content !== 'string' || !content.trim()) throw providerFailure('text', 'openai', 'bad_response', 'no message content');
    return content;
  }

  /**
   * A plan from the model: the answer parsed and checked with `storyPlanSchema`; an answer that is
   * not a valid plan is sent back once with what is wrong (`retry`), and a second one fails as a
   * bad response ('Ingen historie genereret').
   */
  async function askPlan(
    messages: ChatMessage[],
    input: StoryTextInput,
    temperature: number,
    retry: boolean,
    signal?: AbortSignal,
  ): Promise<PlanAnswer> {
    const names = storyNames(input);
    const schema = planJsonSchema(redactFacts(input.facts, names));
    const raw = await chat(messages, names, temperature, signal, schema);
    const reading = readPlan(raw);
    if (reading.ok) return { plan: reading.plan, raw };
    if (!retry) throw providerFailure('text', 'openai', 'bad_response', `not a valid plan: ${reading.problems.join('; ')}`);
    logger.warn({ problems: reading.problems }, 'the story plan was not valid; asking once more');
    const again = await chat(
      [...messages, { role: 'assistant', content: raw }, { role: 'user', content: invalidPlanRequest(reading.problems) }],
      names,
      temperature,
      signal,
      schema,
    );
    const second = readPlan(again);
    if (second.ok) return { plan: second.plan, raw: again };
    throw providerFailure('text', 'openai', 'bad_response', `not a valid plan twice: ${second.problems.join('; ')}`);
  }

  /** The story as the port returns it: the plan with the name back and the dead never present, and its text. */
  function storyOf(plan: StoryPlan, input: StoryTextInput): StoryText {
    const finished = finishPlan(plan, { name: storySubject(input).name, dead: deadOf(input) });
    return { title: finished.title, content: planToText(finished), plan: finished };
  }

  const promptOf = (input: StoryTextInput): ChatMessage[] => [
    {
      role: 'system',
      content: storySystemPrompt(input.sceneCount, storySubject(input).age, input.group, redactFacts(input.facts, storyNames(input))),
    },
    { role: 'user', content: storyUserPrompt(input) },
  ];

  return {
    kind: 'openai',
    async writeStory(input, signal): Promise<StoryText> {
      const names = storyNames(input);
      const messages = promptOf(input);
      // The facts as the provider sees them (no names), and the stand-ins that are no fact of the story.
      const facts = redactFacts(input.facts, names);
      const ignore = names.map((n) => n.replacement);
      const verdictOf = (plan: StoryPlan): Verdict => ({
        scenes: plan.pages.length,
        missing: missingFacts(planToText(plan), facts, ignore),
      });

      const first = await askPlan(messages, input, WRITE_TEMPERATURE, true, signal);
      const firstVerdict = verdictOf(first.plan);
      let chosen = first.plan;
      if (!isGood(firstVerdict, input.sceneCount)) {
        // One revision that says what is wrong; not a retry: a failure (or an invalid plan) keeps the first answer.
        try {
          const revised = await askPlan(
            [...messages, { role: 'assistant', content: first.raw }, { role: 'user', content: fixRequest(firstVerdict, input.sceneCount) }],
            input,
            REVISE_TEMPERATURE,
            false,
            signal,
          );
          if (weight(verdictOf(revised.plan), input.sceneCount) < weight(firstVerdict, input.sceneCount)) chosen = revised.plan;
        } catch (err) {
          if (signal?.aborted) throw err;
          logger.warn({ err }, 'story fix failed; keeping the first text');
        }
      }
      return storyOf(chosen, input);
    },

    /**
     * The check's one revision, as a plan too: the story is sent back as its plan (or, for a story
     * without one, its text read as a plan) and the answer is checked as the first was.
     */
    async reviseStory(input, story, hints, signal): Promise<StoryText> {
      const plan = story.plan ?? planFromText(story.content, { fallbackTitle: story.title });
      const revised = await askPlan(
        [...promptOf(input), { role: 'assistant', content: JSON.stringify(plan) }, { role: 'user', content: hints }],
        input,
        REVISE_TEMPERATURE,
        true,
        signal,
      );
      return storyOf(revised.plan, input);
    },

    async describeScenes(sceneTexts, input, signal) {
      const who = input.group ? { english: 'the children', danish: 'børnene' } : { english: 'the child', danish: 'barnet' };
      const names = storyNames(input);
      return Promise.all(
        sceneTexts.map(async (text) => {
          try {
            const english = await chat(
              [
                {
                  role: 'system',
                  content: `Translate the Danish scene into one short English description of what the picture should show, for an illustrator. Do not include any names; say "${who.english}". A person the scene says has died is not in the picture. Answer with the description only.`,
                },
                { role: 'user', content: text },
              ],
              names,
              0.3,
              signal,
            );
            return english.split(NAME_PLACEHOLDER).join(who.english).trim();
          } catch (err) {
            // The picture can still be made from the Danish text.
            logger.warn({ err }, 'scene translation failed; using the Danish text');
            return redactNames(text, names).split(NAME_PLACEHOLDER).join(who.danish);
          }
        }),
      );
    },

    async translateForPicture(danish, names, signal) {
      try {
        const english = await chat(
          [
            {
              role: 'system',
              content:
                'Translate the Danish description of a picture into English for an image model. Keep every detail. Answer with the translation only.',
            },
            { role: 'user', content: danish },
          ],
          names,
          0.3,
          signal,
        );
        return english.trim();
      } catch (err) {
        // As the specification says of translations: a failure falls back to the original text.
        logger.warn({ err }, 'card translation failed; using the Danish text');
        return danish;
      }
    },
  };
}
