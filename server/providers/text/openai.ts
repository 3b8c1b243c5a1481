import { type AgeBand, ageBand } from '../../../shared/age-bands';
import { answerInfo, failureOfStatus, providerFailure } from '../errors';
import { logger } from '../../logger';
import { type NameToRedact, redactNames } from '../../../shared/name-redaction';
import { NAME_PLACEHOLDER, type StoryGroup, storyNames, storySubject, type StoryText, type StoryTextInput, type TextProvider } from './port';

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

const pronoun = (gender: 'dreng' | 'pige') => (gender === 'pige' ? 'hun/hende/hendes' : 'han/ham/hans');

/** What each age band's words are like, beside its numbers (shared/age-bands.ts). */
const VOCABULARY: Record<AgeBand['id'], string> = {
  young: 'Barnet er meget lille: brug konkrete ord.',
  middle: 'Brug et hverdagsagtigt ordforråd.',
  older: 'Sætningerne må gerne forklare lidt mere, men skal stadig være rolige og konkrete.',
};

/** Sentence length and sentences per scene for the age, from the one table (shared/age-bands.ts). */
function ageGuidance(age: number) {
  const band = ageBand(age);
  const { wordsPerSentence: w, sentencesPerScene: n } = band;
  return `Hver sætning har ${w.min}-${w.max} ord, og hver scene har ${n.min}-${n.max} sætninger. ${VOCABULARY[band.id]}`;
}

const ages = (g: StoryGroup) => (g.ageFrom === g.ageTo ? `${g.ageFrom} år` : `${g.ageFrom}-${g.ageTo} år`);

/** The system prompt for a story about one child, or (with `group`) about a whole group told as 'børnene'. */
export function storySystemPrompt(sceneCount: number, age: number, group?: StoryGroup) {
  const forWhom = group
    ? `til en hel gruppe børn på ${ages(group)}, som hører den sammen. Sætningerne skal passe til de yngste i gruppen. ${ageGuidance(group.ageFrom)}`
    : `tilpasset et barn på ${age} år. ${ageGuidance(age)}`;
  const voice = group
    ? [
        `Historien handler om hele gruppen, ikke om ét barn: skriv i tredje person flertal om "børnene" (de, dem, deres) og i nutid. Brug ikke "han", "hun" eller enkelte børns navne. Står der "vi" i situationen, betyder det gruppen.`,
        `Brug beskrivende sætninger, perspektivsætninger og bekræftende sætninger, og højst én vejledende sætning for hver to andre.`,
      ]
    : [`Skriv i tredje person og nutid. Brug beskrivende sætninger, perspektivsætninger og bekræftende sætninger, og højst én vejledende sætning for hver to andre.`];
  const name = group
    ? `Gruppens navn er ${NAME_PLACEHOLDER}; nævn gruppen ved navn i første og sidste scene, og skriv præcis ${NAME_PLACEHOLDER} hver gang navnet bruges (genitiv: ${NAME_PLACEHOLDER}s).`
    : `Barnets navn er ${NAME_PLACEHOLDER}; skriv præcis ${NAME_PLACEHOLDER} hver gang navnet bruges (genitiv: ${NAME_PLACEHOLDER}s).`;
  return [
    `Du skriver sociale historier (efter Carol Grays principper) på dansk til børn med autisme.`,
    `Skriv en historie i præcis ${sceneCount} scener, ${forWhom}`,
    `Første linje skal være "TITLE: " efterfulgt af titlen.`,
    `Hver scene starter på sin egen linje med markøren [Billede i], hvor i er scenens nummer fra 1 til ${sceneCount}, efterfulgt af scenens tekst.`,
    ...voice,
    `Vejledende sætninger er positive muligheder ("kan prøve at"), aldrig ordrer. Undgå "altid", "aldrig", "alle", "ingen", "du skal" og "må ikke".`,
    name,
    `Første scene fortæller, hvor og hvad der skal ske; sidste scene afslutter roligt og positivt.`,
  ].join('\n');
}

export function storyUserPrompt(input: StoryTextInput) {
  if (input.group) {
    return [`Titel: ${input.title}`, `Situation: ${input.description}`, `Gruppen: ${NAME_PLACEHOLDER}, børn på ${ages(input.group)}.`].join('\n');
  }
  const c = input.character;
  const lines = [
    `Titel: ${input.title}`,
    `Situation: ${input.description}`,
    `Barnet: en ${c.gender} på ${c.age} år (pronomener: ${pronoun(c.gender)}).`,
  ];
  if (c.traits?.length) lines.push(`Træk: ${c.traits.join(', ')}`);
  if (c.companion) lines.push(`Har med sig: ${c.companion}`);
  return lines.join('\n');
}

/** OpenAI-compatible Chat Completions (OpenAI, Azure, Ollama, vLLM, llama.cpp). */
export function openAiTextProvider(opts: OpenAiTextOptions): TextProvider {
  const doFetch = opts.fetch ?? fetch;
  const base = opts.baseUrl.replace(/\/$/, '');

  /**
   * The one way out to the provider: every message is sent without `names`, whatever field of the
   * form (title, description, traits, companion, the story itself) brought them in.
   */
  async function chat(messages: ChatMessage[], names: readonly NameToRedact[], temperature: number, signal?: AbortSignal): Promise<string> {
    const timeout = AbortSignal.timeout(opts.timeoutMs ?? 120_000);
    const redacted = messages.map((m) => ({ ...m, content: redactNames(m.content, names) }));
    let res: Response;
    try {
      res = await doFetch(`${base}/chat/completions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${opts.apiKey}` },
        body: JSON.stringify({ model: opts.model, messages: redacted, temperature }),
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
    } catch (err) {
      if (signal?.aborted) throw err;
      throw providerFailure('text', 'openai', 'unavailable', `network: ${String(err)}`);
    }
    if (!res.ok) {
      const body = await res.text().catch(() => '');
      const failure = res.status !== 429 && /content_policy|content_filter/i.test(body) ? 'refused' : failureOfStatus(res.status);
      throw providerFailure('text', 'openai', failure, `${res.status} ${body.slice(0, 200)}`, answerInfo(res));
    }
    const json = (await res.json().catch(() => null)) as { choices?: { message?: { content?: string } }[] } | null;
    const content = json?.choices?.[0]?.message?.content;
    if (typeof content !== 'string' || !content.trim()) throw providerFailure('text', 'openai', 'bad_response', 'no message content');
    return content;
  }

  return {
    kind: 'openai',
    async writeStory(input, signal): Promise<StoryText> {
      const { name, age } = storySubject(input);
      const raw = await chat(
        [
          { role: 'system', content: storySystemPrompt(input.sceneCount, age, input.group) },
          { role: 'user', content: storyUserPrompt(input) },
        ],
        storyNames(input),
        0.7,
        signal,
      );
      const content = raw.split(NAME_PLACEHOLDER).join(name).replace(/\r\n/g, '\n').trim();
      const titleLine = /^\s*TITLE:\s*(.+)$/im.exec(content);
      return { title: titleLine?.[1]?.trim() || input.title, content };
    },

    async reviseStory(input, story, hints, signal): Promise<StoryText> {
      const { name, age } = storySubject(input);
      const raw = await chat(
        [
          { role: 'system', content: storySystemPrompt(input.sceneCount, age, input.group) },
          { role: 'user', content: storyUserPrompt(input) },
          { role: 'assistant', content: story.content },
          { role: 'user', content: hints },
        ],
        storyNames(input),
        0.7,
        signal,
      );
      const content = raw.split(NAME_PLACEHOLDER).join(name).replace(/\r\n/g, '\n').trim();
      const titleLine = /^\s*TITLE:\s*(.+)$/im.exec(content);
      return { title: titleLine?.[1]?.trim() || story.title, content };
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
                  content:
                    `Translate the Danish scene into one short English description of what the picture should show, for an illustrator. Do not include any names; say "${who.english}". Answer with the description only.`,
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
            logger.warn({ err: String(err) }, 'scene translation failed; using the Danish text');
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
              content: 'Translate the Danish description of a picture into English for an image model. Keep every detail. Answer with the translation only.',
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
        logger.warn({ err: String(err) }, 'card translation failed; using the Danish text');
        return danish;
      }
    },
  };
}
