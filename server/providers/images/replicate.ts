import { randomInt } from 'node:crypto';
import { redactNames } from '../../../shared/name-redaction';
import { type ProviderErrorCode, providerError, type RetryOptions, sleep, withRetry } from './provider-errors';
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
  retry?: RetryOptions;
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
 * Replicate predictions: create, then poll every 500 ms until succeeded, failed or canceled.
 * 429 is retried on every call and 5xx on reads (a repeated create could start two paid runs),
 * up to 5 times with exponential backoff from 500 ms plus up to 100 ms of jitter.
 */
export function replicateProvider(opts: ReplicateOptions): ImageProvider {
  const base = opts.baseUrl.replace(/\/+$/, '');
  const headers = { authorization: `Bearer ${opts.token}`, 'content-type': 'application/json' };
  const pollMs = opts.pollIntervalMs ?? 500;
  const timeoutMs = opts.timeoutMs ?? 5 * 60_000;
  const [modelName, version] = opts.model.split(':');

  async function call(method: 'GET' | 'POST', url: string, body?: unknown): Promise<Prediction> {
    const res = await withRetry(
      () => fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal: AbortSignal.timeout(60_000) }),
      (status) => status === 429 || (method === 'GET' && status >= 500),
      opts.retry,
    ).catch((err) => {
      throw providerError('replicate', 'GENERATION_FAILED', `network: ${String(err)}`);
    });
    const text = await res.text();
    if (!res.ok) {
      const code: ProviderErrorCode = res.status === 429 ? 'RATE_LIMIT' : res.status === 402 ? 'QUOTA_EXCEEDED' : 'GENERATION_FAILED';
      throw providerError('replicate', code, `${method} ${url.replace(base, '')} answered ${res.status}: ${text}`);
    }
    try {
      return JSON.parse(text) as Prediction;
    } catch {
      throw providerError('replicate', 'GENERATION_FAILED', `not JSON: ${text.slice(0, 200)}`);
    }
  }

  return {
    name: 'replicate',
    async generate(req) {
      const input = {
        prompt: redactNames(req.prompt, req.names),
        ...(req.negativePrompt ? { negative_prompt: redactNames(req.negativePrompt, req.names) } : {}),
        width: req.width,
        height: req.height,
        num_inference_steps: REPLICATE_DEFAULTS.numInferenceSteps,
        guidance_scale: REPLICATE_DEFAULTS.guidanceScale,
        num_outputs: Math.max(1, Math.min(req.count, REPLICATE_DEFAULTS.maxOutputs)),
        seed: req.seed ?? randomInt(1_000_000),
      };
      let prediction = version
        ? await call('POST', `${base}/predictions`, { version, input })
        : await call('POST', `${base}/models/${modelName}/predictions`, { input });
      if (!prediction.id || !/^[A-Za-z0-9_-]+$/.test(prediction.id)) throw providerError('replicate', 'GENERATION_FAILED', 'prediction without a valid id');

      const deadline = Date.now() + timeoutMs;
      while (!FINAL.has(prediction.status)) {
        if (Date.now() > deadline) {
          await fetch(`${base}/predictions/${prediction.id}/cancel`, { method: 'POST', headers }).catch(() => undefined);
          throw providerError('replicate', 'GENERATION_FAILED', `prediction ${prediction.id} timed out`);
        }
        await sleep(pollMs);
        prediction = await call('GET', `${base}/predictions/${prediction.id}`);
      }
      if (prediction.status !== 'succeeded') {
        const error = String(prediction.error ?? prediction.status);
        throw providerError('replicate', /nsfw|safety|sensitive|content/i.test(error) ? 'CONTENT_POLICY' : 'GENERATION_FAILED', `prediction ${prediction.status}: ${error}`);
      }
      const output = prediction.output;
      const urls = (Array.isArray(output) ? output : output ? [output] : []).filter((u): u is string => typeof u === 'string' && u.length > 0);
      if (!urls.length) throw providerError('replicate', 'GENERATION_FAILED', 'prediction succeeded without output');
      return urls.map((url): ProviderImage => ({ kind: 'url', url }));
    },
  };
}
