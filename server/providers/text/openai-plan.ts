/**
 * The story plan as the OpenAI-compatible writer asks for it and reads it back (issue 27,
 * docs/0016-story-plan.md "The AI writer"): a JSON schema for structured output, the prompt's
 * account of the same shape, and the checks the plan gets after parsing (zod, the child's name
 * restored, the dead never present). The shape is `storyPlanSchema`'s; only what a strict JSON
 * schema cannot say differently (`from` is null instead of left out) differs on the wire.
 */
import { cleanFacts, factTexts, type StoryFacts } from '../../../shared/story-facts';
import {
  PLAN_LIMITS,
  PLAN_VERSION,
  planSceneSchema,
  SENTENCE_KINDS,
  SENTENCE_SOURCES,
  type StoryPlan,
  storyPlanSchema,
} from '../../../shared/story-plan';
import { SCENE_ACTION_IDS, SCENE_SETTINGS } from '../../../shared/scene-vocabulary';
import { pictureSceneMessages } from '../../../shared/messages.da';
import { NAME_PLACEHOLDER } from './port';
import { deadIn } from '../../../shared/story-people';

/** The settings a page may name, and the actions: the scene vocabulary both illustrators draw (shared/scene-vocabulary.ts). */
export const SETTING_IDS: readonly string[] = SCENE_SETTINGS;
const ACTION_IDS: readonly string[] = SCENE_ACTION_IDS;
const MOODS = planSceneSchema.shape.mood.options;
/** The kinds a writer says; 'ukendt' is only for text nobody labelled. */
const KINDS = SENTENCE_KINDS.filter((k) => k !== 'ukendt');

/** The parent's fields a `parent` sentence may come from for these facts: the title, the description, each answer given and each step. */
export function fromValues(facts: StoryFacts | null | undefined): string[] {
  const f = cleanFacts(facts);
  const answered = (['where', 'when', 'who', 'hard', 'helps', 'why'] as const).filter((key) =>
    Array.isArray(f[key]) ? f[key].length > 0 : Boolean(f[key]),
  );
  return ['title', 'description', ...answered, ...(f.steps ?? []).map((_, i) => `steps.${i}`)];
}

/** An action's Danish words for the prompt, with the adult and the companion in general words. */
const actionDa = (id: (typeof SCENE_ACTION_IDS)[number]) =>
  pictureSceneMessages.actions[id].replace('{adult}', 'en voksen').replace('{companion}', 'sin bamse');

const nullable = (schema: object) => ({ anyOf: [schema, { type: 'null' }] });

/**
 * `storyPlanSchema` as a strict JSON schema (OpenAI structured output: every property required, no
 * others, no string lengths): `from` is one of `fromValues` or null, the setting and action the
 * illustrators' ids or null. Lengths and counts beyond `maxItems` are zod's to check.
 */
export function planJsonSchema(facts: StoryFacts | null | undefined) {
  const sentence = {
    type: 'object',
    additionalProperties: false,
    required: ['text', 'kind', 'source', 'from'],
    properties: {
      text: { type: 'string' },
      kind: { type: 'string', enum: KINDS },
      source: { type: 'string', enum: [...SENTENCE_SOURCES] },
      from: nullable({ type: 'string', enum: fromValues(facts) }),
    },
  };
  const scene = {
    type: 'object',
    additionalProperties: false,
    required: ['setting', 'present', 'action', 'mood', 'companion'],
    properties: {
      setting: nullable({ type: 'string', enum: [...SETTING_IDS] }),
      present: { type: 'array', items: { type: 'string' }, maxItems: PLAN_LIMITS.present },
      action: nullable({ type: 'string', enum: [...ACTION_IDS] }),
      mood: { type: 'string', enum: [...MOODS] },
      companion: { type: 'boolean' },
    },
  };
  const page = {
    type: 'object',
    additionalProperties: false,
    required: ['sentences', 'scene'],
    properties: { sentences: { type: 'array', items: sentence, minItems: 1, maxItems: PLAN_LIMITS.sentencesPerPage }, scene },
  };
  return {
    type: 'object',
    additionalProperties: false,
    required: ['version', 'title', 'pages'],
    properties: {
      version: { type: 'integer', enum: [PLAN_VERSION] },
      title: { type: 'string' },
      pages: { type: 'array', items: page, minItems: 1, maxItems: PLAN_LIMITS.pages },
    },
  };
}

/** A short plan on another topic than any request, as the prompt shows it (with the name placeholder). */
export function examplePlan(group: boolean): StoryPlan {
  const n = NAME_PLACEHOLDER;
  if (group) {
    return {
      version: PLAN_VERSION,
      title: `${n} på biblioteket`,
      pages: [
        {
          sentences: [
            { text: `${n} skal på biblioteket på torsdag.`, kind: 'beskrivende', source: 'parent', from: 'description' },
            { text: 'Der er mange bøger, som børnene kan låne.', kind: 'beskrivende', source: 'writer' },
            { text: 'Pædagogen Lone går med.', kind: 'samarbejde', source: 'parent', from: 'who' },
          ],
          scene: { setting: null, present: ['child', 'pædagogen Lone'], action: 'walk', mood: 'smile', companion: false },
        },
        {
          sentences: [
            { text: 'Børnene sidder på et stort tæppe.', kind: 'beskrivende', source: 'parent', from: 'steps.0' },
            { text: 'Mange børn synes, det er rart at lytte.', kind: 'perspektiv', source: 'writer' },
            { text: 'Børnene kan prøve at kigge på billederne i bogen.', kind: 'vejledende', source: 'writer' },
          ],
          scene: { setting: null, present: ['child', 'pædagogen Lone'], action: 'sit', mood: 'calm', companion: false },
        },
      ],
    };
  }
  return {
    version: PLAN_VERSION,
    title: `${n} hos frisøren`,
    pages: [
      {
        sentences: [
          { text: `${n} skal hos frisøren på lørdag.`, kind: 'beskrivende', source: 'parent', from: 'description' },
          { text: 'Frisøren klipper håret, så det bliver kortere.', kind: 'beskrivende', source: 'writer' },
          { text: 'Mor går med.', kind: 'samarbejde', source: 'parent', from: 'who' },
        ],
        scene: { setting: 'hairdresser', present: ['child', 'mor'], action: 'walk', mood: 'calm', companion: false },
      },
      {
        sentences: [
          { text: `${n} sidder i den store stol.`, kind: 'beskrivende', source: 'parent', from: 'steps.0' },
          { text: 'Mange børn synes, lyden af saksen kilder lidt.', kind: 'perspektiv', source: 'writer' },
          { text: `Det er okay at føle sådan.`, kind: 'bekræftende', source: 'frame' },
          { text: `${n} kan prøve at holde hovedet stille.`, kind: 'vejledende', source: 'parent', from: 'helps' },
        ],
        scene: { setting: 'hairdresser', present: ['child', 'frisøren', 'mor'], action: 'barber-chair', mood: 'calm', companion: false },
      },
    ],
  };
}

/** The example as the wire carries it: `from` null where a sentence has none. */
const onTheWire = (plan: StoryPlan) => ({
  ...plan,
  pages: plan.pages.map((p) => ({ ...p, sentences: p.sentences.map((s) => ({ ...s, from: s.from ?? null })) })),
});

const FROM_LABELS: Record<string, string> = {
  title: 'Titel',
  description: 'Situation',
  where: 'Hvor',
  when: 'Hvornår',
  who: 'Hvem er med',
  hard: 'Hvad kan være svært',
  helps: 'Hvad kan hjælpe',
  why: 'Hvorfor',
};

/** The prompt's account of the plan: its fields, the sentence kinds and sources, the scene, and an example. */
export function planFormatPrompt(sceneCount: number, facts: StoryFacts | null | undefined, group: boolean): string {
  const froms = fromValues(facts).map((f) =>
    f.startsWith('steps.') ? `"${f}" (trin ${Number(f.slice(6)) + 1})` : `"${f}" (${FROM_LABELS[f]})`,
  );
  const child = group ? 'børnene' : 'barnet';
  return [
    `Format:`,
    `Svar kun med ét JSON-objekt: {"version": ${PLAN_VERSION}, "title": titlen, "pages": siderne}. Hver scene er én side, så "pages" har præcis ${sceneCount} sider.`,
    `Hver side har "sentences" (sidens sætninger i rækkefølge) og "scene" (hvad sidens billede viser).`,
    `Hver sætning har "text", "kind", "source" og "from":`,
    `- "kind" er sætningens slags efter Carol Gray: "beskrivende" (hvad der sker), "perspektiv" (hvad nogen måske tænker eller føler), "bekræftende" (en fælles værdi eller en beroligelse), "vejledende" (hvad ${child} eller andre kan prøve), "kontrol" (${child}s egen strategi) eller "samarbejde" (hvem der hjælper).`,
    `- "source" siger, hvor sætningen kommer fra, og vær ærlig:`,
    `  - "parent": sætningen fortæller forælderens egne ord igen (gerne i tredje person). "from" siger hvorfra: ${froms.join(', ')}.`,
    `  - "frame": en rammesætning, der ikke siger nogen fakta (en indledning, en perspektiv- eller bekræftende sætning, en afslutning), kun med ${NAME_PLACEHOLDER} og forælderens ord. "from" er null.`,
    `  - "writer": alt, du selv tilføjer, også almindelig viden om situationen. "from" er null. Er du i tvivl, er sætningen "writer".`,
    `"scene" har:`,
    `- "setting": stedet, som siden siger det, ét af ${SETTING_IDS.map((s) => `"${s}"`).join(', ')}, eller null, når siden ikke siger, hvor den foregår. Et sted, siden kun nævner (fx "mor fortæller om tandlægen"), er ikke sidens sted.`,
    `- "present": hvem der fysisk er på stedet på siden: "child" for ${child} (aldrig navnet), og andre personer, som historien kalder dem (fx "mor", "tandlægen"). En person, som forælderen skriver er død, er aldrig med.`,
    `- "action": hvad ${child} gør, når siden siger det, ét af: ${SCENE_ACTION_IDS.map((a) => `"${a}" (${actionDa(a)})`).join(', ')}; ellers null (at stå roligt).`,
    `- "mood": ${child}s ansigt, ét af ${MOODS.map((m) => `"${m}"`).join(', ')}.`,
    `- "companion": true, når ${child}s bamse eller ledsager er med på billedet, ellers false.`,
    `Eksempel (et andet emne og kun 2 sider; "from" passer til den historie):`,
    JSON.stringify(onTheWire(examplePlan(group))),
  ].join('\n');
}

/** The schema itself, for an endpoint that takes only `json_object`: said in the prompt instead. */
export const schemaInPrompt = (schema: object) => `Svaret skal følge dette JSON-skema:\n${JSON.stringify(schema)}`;

export type PlanReading = { ok: true; plan: StoryPlan } | { ok: false; problems: string[] };

/** `from: null` (the wire's "none") left out, and a missing version filled in, before zod reads it. */
function fromWire(raw: unknown): unknown {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return raw;
  const plan = raw as Record<string, unknown>;
  const pages = Array.isArray(plan.pages)
    ? plan.pages.map((page: unknown) => {
        if (!page || typeof page !== 'object' || !Array.isArray((page as { sentences?: unknown }).sentences)) return page;
        const sentences = (page as { sentences: unknown[] }).sentences.map((s) => {
          if (!s || typeof s !== 'object') return s;
          const { from, ...rest } = s as Record<string, unknown>;
          return from === null || from === undefined ? rest : { ...rest, from };
        });
        return { ...page, sentences };
      })
    : plan.pages;
  return { version: PLAN_VERSION, ...plan, pages };
}

/** An answer read as a plan: parsed as JSON and checked with `storyPlanSchema`, or what is wrong with it (for the follow-up). */
export function readPlan(answer: string): PlanReading {
  let json: unknown;
  try {
    // A model may wrap the JSON in a code fence though it was asked not to.
    json = JSON.parse(
      answer
        .trim()
        .replace(/^```(?:json)?\s*/i, '')
        .replace(/\s*```$/, ''),
    );
  } catch (err) {
    return { ok: false, problems: [`Svaret er ikke gyldig JSON (${String(err).slice(0, 120)}).`] };
  }
  const result = storyPlanSchema.safeParse(fromWire(json));
  if (result.success) return { ok: true, plan: result.data };
  return { ok: false, problems: result.error.issues.slice(0, 12).map((i) => `${i.path.join('.') || 'svaret'}: ${i.message}`) };
}

/** The follow-up after an answer that is not a valid plan (Danish, like the rest of the prompt). */
export function invalidPlanRequest(problems: readonly string[]): string {
  return [
    'Svaret kunne ikke bruges:',
    ...problems.map((p) => `- ${p}`),
    'Svar med hele historien igen som ét JSON-objekt i det samme format.',
  ].join('\n');
}

const norm = (t: string) =>
  t
    .normalize('NFC')
    .toLocaleLowerCase('da')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** Who the parent says has died, from everything the parent wrote (`deadIn`, the offline writer's own reading). */
export function deadOf(input: { title: string; description: string; facts?: StoryFacts }): string[] {
  const parentText = [input.title, input.description, ...factTexts(cleanFacts(input.facts))].join('. ');
  return deadIn(parentText).map(norm);
}

/** A person of `present` is one of the dead when they are named the same, or one of their words is a dead person's name ('katten Misser'). */
const isDead = (person: string, dead: readonly string[]) => {
  const p = norm(person);
  const words = p.split(' ');
  return dead.some((d) => p === d || (!d.includes(' ') && words.includes(d)));
};

/**
 * The model's plan as the story keeps it: the child's name (or the group's) back in the title and
 * every sentence; `present` with 'child' for the child, whatever the model called them, and without
 * anyone the parent says has died (the prompt asks the same; this does not trust it); a setting or
 * action not in the scene vocabulary is none; `from` only on the parent's sentences.
 */
export function finishPlan(plan: StoryPlan, opts: { name: string; dead: readonly string[] }): StoryPlan {
  const restore = (text: string) => text.split(NAME_PLACEHOLDER).join(opts.name);
  const childNames = new Set([norm(NAME_PLACEHOLDER), norm(opts.name), 'child', 'barnet', 'børnene', 'barn'].filter(Boolean));
  const finished: StoryPlan = {
    version: PLAN_VERSION,
    title: restore(plan.title),
    pages: plan.pages.map((page) => {
      const present: string[] = [];
      for (const person of page.scene.present) {
        const who = childNames.has(norm(person)) ? 'child' : person;
        if (who !== 'child' && isDead(who, opts.dead)) continue;
        if (!present.includes(who)) present.push(who);
      }
      return {
        sentences: page.sentences.map(({ from, ...s }) => ({
          ...s,
          text: restore(s.text),
          ...(s.source === 'parent' && from ? { from } : {}),
        })),
        scene: {
          ...page.scene,
          setting: page.scene.setting && SETTING_IDS.includes(page.scene.setting) ? page.scene.setting : null,
          action: page.scene.action && ACTION_IDS.includes(page.scene.action) ? page.scene.action : null,
          present,
        },
      };
    }),
  };
  // A long name could take a sentence past the limit: the story job checks the plan again (`writtenPlan`).
  return finished;
}
