import { redactNames } from '../../../shared/name-redaction';
import { answerInfo, failureOfStatus, type ProviderFailure, providerFailure } from '../errors';
import type { ImageProvider, ProviderImage } from './provider';

export interface OpenAiImageOptions {
  apiKey: string;
  /** https://api.openai.com/v1 or any OpenAI-compatible server */
  baseUrl: string;
  model: string;
}

interface ImagesResponse {
  data?: { b64_json?: string; url?: string }[];
}

/**
 * OpenAI-compatible Images API: 1024x1024, base64 answers. dall-e-3 draws one image per
 * request, so more are asked for one by one; other models get `n`.
 */
export function openAiImageProvider(opts: OpenAiImageOptions): ImageProvider {
  const url = `${opts.baseUrl.replace(/\/+$/, '')}/images/generations`;
  const oneAtATime = opts.model.startsWith('dall-e-3');
  const gptImage = opts.model.startsWith('gpt-image');

  async function request(prompt: string, n: number): Promise<ProviderImage[]> {
    const body = {
      model: opts.model,
      prompt,
      size: '1024x1024',
      n,
      // gpt-image models always answer in base64 and know no response_format or style.
      ...(gptImage ? {} : { response_format: 'b64_json' }),
      ...(oneAtATime ? { style: 'vivid' } : {}),
    };
    // One call: a failed one is tried again, if at all, by the caller's one retry layer (providers/retry.ts).
    const res = await fetch(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${opts.apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(120_000),
    }).catch((err) => {
      throw providerFailure('image', 'openai', 'unavailable', `network: ${String(err)}`);
    });
    const text = await res.text();
    let json: ImagesResponse & { error?: { code?: string; type?: string; message?: string } } = {};
    try {
      json = JSON.parse(text);
    } catch {
      // handled below
    }
    if (!res.ok) {
      const e = json.error ?? {};
      const what = `${e.code ?? ''} ${e.type ?? ''} ${e.message ?? ''}`;
      let failure: ProviderFailure = failureOfStatus(res.status);
      if (/insufficient_quota|billing_hard_limit/.test(what)) failure = 'quota';
      else if (/content_policy|moderation|safety/i.test(what)) failure = 'refused';
      throw providerFailure('image', 'openai', failure, `answered ${res.status}: ${what.trim() || text.slice(0, 200)}`, answerInfo(res));
    }
    const images = (json.data ?? []).map((d): ProviderImage | null => (d.b64_json ? { kind: 'base64', data: d.b64_json } : d.url ? { kind: 'url', url: d.url } : null));
    const ok = images.filter((i): i is ProviderImage => i !== null);
    if (!ok.length) throw providerFailure('image', 'openai', 'bad_response', 'answer without images');
    return ok;
  }

  return {
    name: 'openai',
    async generate(req) {
      const prompt = redactNames(req.prompt, req.names);
      if (!oneAtATime) return request(prompt, req.count);
      const results = await Promise.all(Array.from({ length: req.count }, () => request(prompt, 1)));
      return results.flat();
    },
  };
}
