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

/** The GPT image models take up to 16 input images; dall-e-2 takes one to edit, not to draw from; dall-e-3 none. */
const GPT_IMAGE_REFERENCES = 16;

/**
 * OpenAI-compatible Images API: 1024x1024, base64 answers. A GPT image model (`gpt-image-1`,
 * `gpt-image-1-mini`, `gpt-image-1.5`, ...) draws a picture with reference images through
 * `/images/edits` (one `image[]` part per child); everything else, and a picture without
 * references, goes through `/images/generations`. dall-e-3 draws one image per request, so more
 * are asked for one by one; other models get `n`.
 */
export function openAiImageProvider(opts: OpenAiImageOptions): ImageProvider {
  const base = opts.baseUrl.replace(/\/+$/, '');
  const oneAtATime = opts.model.startsWith('dall-e-3');
  const gptImage = opts.model.startsWith('gpt-image');
  // input_fidelity keeps faces; gpt-image-1-mini does not know it.
  const highFidelity = gptImage && !/-mini\b/.test(opts.model);
  // gpt-image models always answer in base64 and know no response_format or style; medium quality
  // costs a quarter of high, and a picture book's soft pastels do not need more.
  const gptImageFields = { quality: 'medium' } as const;

  async function send(path: string, body: string | FormData, timeoutMs: number): Promise<ProviderImage[]> {
    const headers: Record<string, string> = { authorization: `Bearer ${opts.apiKey}` };
    // A FormData body sets its own multipart content type, with the boundary.
    if (typeof body === 'string') headers['content-type'] = 'application/json';
    // One call: a failed one is tried again, if at all, by the caller's one retry layer (providers/retry.ts).
    const res = await fetch(`${base}${path}`, { method: 'POST', headers, body, signal: AbortSignal.timeout(timeoutMs) }).catch((err) => {
      throw providerFailure('image', 'openai', 'unavailable', `network: ${String(err)}`);
    });
    const text = await res.text();
    let json: ImagesResponse & { error?: { code?: string; type?: string; message?: string } } = {};
    try {
      json = JSON.parse(text) as typeof json;
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
    const images = (json.data ?? []).map((d): ProviderImage | null =>
      d.b64_json ? { kind: 'base64', data: d.b64_json } : d.url ? { kind: 'url', url: d.url } : null,
    );
    const ok = images.filter((i): i is ProviderImage => i !== null);
    if (!ok.length) throw providerFailure('image', 'openai', 'bad_response', 'answer without images');
    return ok;
  }

  const generation = (prompt: string, n: number) =>
    send(
      '/images/generations',
      JSON.stringify({
        model: opts.model,
        prompt,
        size: '1024x1024',
        n,
        ...(gptImage ? gptImageFields : { response_format: 'b64_json' }),
        ...(oneAtATime ? { style: 'vivid' } : {}),
      }),
      120_000,
    );

  function edit(prompt: string, n: number, references: Buffer[]) {
    const form = new FormData();
    form.append('model', opts.model);
    form.append('prompt', prompt);
    references.forEach((png, i) => form.append('image[]', new Blob([new Uint8Array(png)], { type: 'image/png' }), `child-${i + 1}.png`));
    form.append('size', '1024x1024');
    form.append('n', String(n));
    form.append('quality', gptImageFields.quality);
    if (highFidelity) form.append('input_fidelity', 'high');
    // Keeping faces at high fidelity takes longer than drawing from text.
    return send('/images/edits', form, 180_000);
  }

  return {
    name: 'openai',
    model: opts.model,
    maxReferences: gptImage ? GPT_IMAGE_REFERENCES : 0,
    async generate(req) {
      const prompt = redactNames(req.prompt, req.names);
      const references = gptImage ? (req.references ?? []).slice(0, GPT_IMAGE_REFERENCES) : [];
      if (references.length) return edit(prompt, req.count, references);
      if (!oneAtATime) return generation(prompt, req.count);
      const results = await Promise.all(Array.from({ length: req.count }, () => generation(prompt, 1)));
      return results.flat();
    },
  };
}
