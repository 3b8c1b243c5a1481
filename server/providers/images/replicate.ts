import { randomInt } from 'node:crypto';
import { redactNames } from '../../../shared/name-redaction';
import { setTimeout as wait } from 'node:timers/promises';
import { answerInfo, failureOfStatus, ProviderError, type ProviderFailure, providerFailure } from '../errors';
import type { ImageProvider, ProviderImage } from './provider';

export interface ReplicateOptions {
  token: string;
  /** https://api.replicate.com/v1 */
  baseUrl: string;
  /** `owner/name` (the model's latest version) or `owner/name:version`. */
  model: string;
  pollIntervalMs?: number;
  /** Give up (and cancel) after this long. */
  timeoutMs?: number;
}

interface Prediction {
  id: string;
  status: string;
  output?: string | string[] | null;
  error?: string | null;
}

const FINAL = new Set(['succeeded', 'failed', 'canceled']);
export const REPLICATE_DEFAULTS = { numInferenceSteps: 28, guidanceScale: 7.5, maxOutputs: 5 } as const;

/**
 * FLUX.1 Kontext [pro] and [max] draw from one input image (or from the prompt alone) and answer one
 * image per prediction. Any other model is asked in the Stable Diffusion shape, from the text.
 */
const KONTEXT = /^black-forest-labs\/flux-kontext-(pro|max)$/;

/**
 * Replicate predictions: create once, then poll every 500 ms until succeeded, failed or canceled.
 * A create that fails is not repeated here (the caller's one retry layer decides, providers/retry.ts);
 * a poll that fails for the moment (429, 5xx, network) is simply the next poll's turn, until the deadline.
 */
export function replicateProvider(opts: ReplicateOptions): ImageProvider {
  const base = opts.baseUrl.replace(/\/+$/, '');
  const headers = { authorization: `Bearer ${opts.token}`, 'content-type': 'application/json' };
  const pollMs = opts.pollIntervalMs ?? 500;
  const timeoutMs = opts.timeoutMs ?? 5 * 60_000;
  const [modelName, version] = opts.model.split(':');
  const kontext = KONTEXT.test(modelName);

  async function call(method: 'GET' | 'POST', url: string, body?: unknown): Promise<Prediction> {
    const res = await fetch(url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(60_000),
    }).catch((err) => {
      throw providerFailure('image', 'replicate', 'unavailable', `network: ${String(err)}`);
    });
    const text = await res.text();
    if (!res.ok) {
      throw providerFailure(
        'image',
        'replicate',
        failureOfStatus(res.status),
        `${method} ${url.replace(base, '')} answered ${res.status}: ${text}`,
        answerInfo(res),
      );
    }
    try {
      return JSON.parse(text) as Prediction;
    } catch {
      throw providerFailure('image', 'replicate', 'bad_response', `not JSON: ${text.slice(0, 200)}`);
    }
  }

  /** The prediction as it stands now, or as it stood if this poll failed for the moment. */
  const poll = (prediction: Prediction) =>
    call('GET', `${base}/predictions/${prediction.id}`).catch((err: unknown) => {
      if (err instanceof ProviderError && err.retryable) return prediction;
      throw err;
    });

  /** One prediction with this input, to its end: the URLs of its images. */
  async function predict(input: Record<string, unknown>): Promise<ProviderImage[]> {
    let prediction = version
      ? await call('POST', `${base}/predictions`, { version, input })
      : await call('POST', `${base}/models/${modelName}/predictions`, { input });
    if (!prediction.id || !/^[A-Za-z0-9_-]+$/.test(prediction.id))
      throw providerFailure('image', 'replicate', 'bad_response', 'prediction without a valid id');

    const deadline = Date.now() + timeoutMs;
    while (!FINAL.has(prediction.status)) {
      if (Date.now() > deadline) {
        await fetch(`${base}/predictions/${prediction.id}/cancel`, { method: 'POST', headers }).catch(() => undefined);
        throw providerFailure('image', 'replicate', 'unavailable', `prediction ${prediction.id} timed out`);
      }
      await wait(pollMs);
      prediction = await poll(prediction);
    }
    if (prediction.status !== 'succeeded') {
      const error = String(prediction.error ?? prediction.status);
      const failure: ProviderFailure = /nsfw|safety|sensitive|content/i.test(error) ? 'refused' : 'unavailable';
      throw providerFailure('image', 'replicate', failure, `prediction ${prediction.status}: ${error}`);
    }
    const output = prediction.output;
    const urls = (Array.isArray(output) ? output : output ? [output] : []).filter(
      (u): u is string => typeof u === 'string' && u.length > 0,
    );
    if (!urls.length) throw providerFailure('image', 'replicate', 'bad_response', 'prediction succeeded without output');
    return urls.map((url): ProviderImage => ({ kind: 'url', url }));
  }

  return {
    name: 'replicate',
    model: opts.model,
    maxReferences: kontext ? 1 : 0,
    async generate(req) {
      const prompt = redactNames(req.prompt, req.names);
      const seed = req.seed ?? randomInt(1_000_000);
      if (kontext) {
        // Kontext knows no negative prompt and draws one image a prediction: several candidates are asked for
        // at once, each with its own seed, so they differ.
        const [reference] = req.references ?? [];
        const input = {
          prompt,
          ...(reference ? { input_image: `data:image/png;base64,${reference.toString('base64')}` } : {}),
          // Avatars, story pictures and cards are all square.
          aspect_ratio: '1:1',
          output_format: 'png',
        };
        const count = Math.max(1, Math.min(req.count, REPLICATE_DEFAULTS.maxOutputs));
        const results = await Promise.all(Array.from({ length: count }, (_, i) => predict({ ...input, seed: (seed + i) % 2 ** 31 })));
        return results.flat();
      }
      return predict({
        prompt,
        ...(req.negativePrompt ? { negative_prompt: redactNames(req.negativePrompt, req.names) } : {}),
        width: req.width,
        height: req.height,
        num_inference_steps: REPLICATE_DEFAULTS.numInferenceSteps,
        guidance_scale: REPLICATE_DEFAULTS.guidanceScale,
        num_outputs: Math.max(1, Math.min(req.count, REPLICATE_DEFAULTS.maxOutputs)),
        seed,
      });
    },
  };
}
