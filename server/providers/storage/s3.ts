import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import { assertKey, assertPrefix, type Storage } from './port';

export interface S3Options {
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** A custom S3-compatible endpoint (MinIO, R2, ...): path-style addressing. Unset: AWS, virtual-hosted. */
  endpoint?: string;
  timeoutMs?: number;
}

/**
 * S3-compatible object storage over plain fetch, signed with SigV4 (aws4fetch). Read URLs
 * are presigned GETs, so the browser loads images straight from the bucket.
 */
export function s3Storage(opts: S3Options): Storage {
  const client = new AwsClient({
    accessKeyId: opts.accessKeyId,
    secretAccessKey: opts.secretAccessKey,
    region: opts.region,
    service: 's3',
  });
  const bucketUrl = opts.endpoint
    ? `${opts.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(opts.bucket)}`
    : `https://${opts.bucket}.s3.${opts.region}.amazonaws.com`;
  const timeout = opts.timeoutMs ?? 30_000;
  const objectUrl = (key: string) => `${bucketUrl}/${assertKey(key)}`;

  async function send(url: string, init: RequestInit = {}) {
    return client.fetch(url, { ...init, signal: AbortSignal.timeout(timeout) });
  }

  async function failed(res: Response, what: string): Promise<never> {
    const text = await res.text().catch(() => '');
    const code = /<Code>([^<]+)<\/Code>/.exec(text)?.[1] ?? '';
    throw new Error(`S3 ${what} answered ${res.status} ${code}`.trim());
  }

  async function* listKeys(prefix: string): AsyncGenerator<string[]> {
    let token: string | undefined;
    do {
      const params = new URLSearchParams({ 'list-type': '2', prefix });
      if (token) params.set('continuation-token', token);
      const res = await send(`${bucketUrl}/?${params.toString()}`);
      if (!res.ok) await failed(res, 'list');
      const xml = await res.text();
      yield [...xml.matchAll(/<Key>([^<]+)<\/Key>/g)].map((m) => decodeXml(m[1]));
      token = /<IsTruncated>true<\/IsTruncated>/.test(xml)
        ? decodeXml(/<NextContinuationToken>([^<]+)<\/NextContinuationToken>/.exec(xml)?.[1] ?? '')
        : undefined;
    } while (token);
  }

  const storage: Storage = {
    kind: 's3',

    async put(key, bytes, contentType) {
      const res = await send(objectUrl(key), {
        method: 'PUT',
        body: new Uint8Array(bytes),
        headers: {
          'Content-Type': contentType,
          'X-Amz-Content-Sha256': createHash('sha256').update(bytes).digest('hex'),
        },
      });
      if (!res.ok) await failed(res, 'put');
      await res.arrayBuffer();
    },

    async get(key) {
      const res = await send(objectUrl(key));
      if (res.status === 404) {
        await res.arrayBuffer();
        return null;
      }
      if (!res.ok) await failed(res, 'get');
      return { bytes: Buffer.from(await res.arrayBuffer()), contentType: res.headers.get('content-type') ?? 'application/octet-stream' };
    },

    async delete(key) {
      const res = await send(objectUrl(key), { method: 'DELETE' });
      if (!res.ok && res.status !== 404) await failed(res, 'delete');
      await res.arrayBuffer();
    },

    async deletePrefix(prefix) {
      // List everything first: some S3-compatible servers page by offset.
      const keys: string[] = [];
      for await (const page of listKeys(assertPrefix(prefix))) keys.push(...page);
      // A few at a time: plain DELETEs work on every S3-compatible server.
      for (let i = 0; i < keys.length; i += 8) await Promise.all(keys.slice(i, i + 8).map((k) => storage.delete(k)));
    },

    async signedUrl(key, ttlSeconds) {
      const url = new URL(objectUrl(key));
      url.searchParams.set('X-Amz-Expires', String(Math.min(Math.max(1, Math.round(ttlSeconds)), 7 * 24 * 3600)));
      const signed = await client.sign(url.toString(), { method: 'GET', aws: { signQuery: true } });
      return signed.url;
    },
  };
  return storage;
}

function decodeXml(s: string) {
  return s.replace(/&(lt|gt|quot|apos|amp);/g, (_m, e: string) => ({ lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' })[e] ?? '');
}
