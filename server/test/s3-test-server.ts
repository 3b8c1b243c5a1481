/**
 * A minimal S3-compatible server for tests, on loopback: PUT, GET, DELETE of objects and
 * ListObjectsV2, every request checked for a valid AWS Signature Version 4 (header or
 * presigned query). Written from the SigV4 specification, independently of the client.
 */
import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();
const sha256hex = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');
const rfc3986 = (s: string) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

export interface SigV4Request {
  method: string;
  /** The path exactly as sent (already URI-encoded). */
  path: string;
  /** The raw query string without '?'. */
  query: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** Checks a request's SigV4 signature; returns null when valid, else the reason. */
export function verifySigV4(req: SigV4Request, secrets: Record<string, string>, now = Date.now()): string | null {
  const params = req.query
    ? req.query.split('&').map((pair) => {
        const i = pair.indexOf('=');
        const dec = (s: string) => decodeURIComponent(s.replace(/\+/g, '%20'));
        return i < 0 ? [dec(pair), ''] : [dec(pair.slice(0, i)), dec(pair.slice(i + 1))];
      })
    : [];
  const param = (name: string) => params.find(([k]) => k === name)?.[1];
  const header = (name: string) => {
    const v = req.headers[name.toLowerCase()];
    return Array.isArray(v) ? v.join(',') : v;
  };

  let credential: string, signedHeaders: string, signature: string, amzDate: string, payloadHash: string;
  const presigned = param('X-Amz-Algorithm') !== undefined;
  if (presigned) {
    if (param('X-Amz-Algorithm') !== 'AWS4-HMAC-SHA256') return 'unknown algorithm';
    credential = param('X-Amz-Credential') ?? '';
    signedHeaders = param('X-Amz-SignedHeaders') ?? '';
    signature = param('X-Amz-Signature') ?? '';
    amzDate = param('X-Amz-Date') ?? '';
    payloadHash = 'UNSIGNED-PAYLOAD';
    const expires = Number(param('X-Amz-Expires'));
    if (!Number.isInteger(expires) || expires < 1 || expires > 604800) return 'bad X-Amz-Expires';
    if (parseAmzDate(amzDate) + expires * 1000 < now) return 'expired';
  } else {
    const auth = header('authorization') ?? '';
    const m = /^AWS4-HMAC-SHA256 Credential=([^,]+), ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(auth);
    if (!m) return 'missing or malformed Authorization';
    [, credential, signedHeaders, signature] = m;
    amzDate = header('x-amz-date') ?? '';
    payloadHash = header('x-amz-content-sha256') ?? '';
    if (!payloadHash) return 'missing x-amz-content-sha256';
    if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256hex(req.body)) return 'payload hash mismatch';
    if (Math.abs(parseAmzDate(amzDate) - now) > 15 * 60 * 1000) return 'request time too skewed';
  }
  const [accessKey, date, region, service, terminator] = credential.split('/');
  const secret = secrets[accessKey];
  if (!secret) return 'unknown access key';
  if (terminator !== 'aws4_request' || service !== 's3' || !amzDate.startsWith(date)) return 'bad credential scope';
  const signed = signedHeaders.split(';');
  if (!signed.includes('host')) return 'host not signed';

  const canonicalQuery = params
    .filter(([k]) => k !== 'X-Amz-Signature')
    .map(([k, v]) => [rfc3986(k), rfc3986(v)])
    .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const canonicalHeaders = signed.map((h) => `${h}:${(header(h) ?? '').trim().replace(/\s+/g, ' ')}\n`).join('');
  const canonicalRequest = [req.method, req.path || '/', canonicalQuery, canonicalHeaders, signedHeaders, payloadHash].join('\n');
  const scope = `${date}/${region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256hex(canonicalRequest)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${secret}`, date), region), 's3'), 'aws4_request');
  return createHmac('sha256', key).update(stringToSign).digest('hex') === signature ? null : 'SignatureDoesNotMatch';
}

function parseAmzDate(s: string) {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(s);
  return m ? Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +m[6]) : NaN;
}

export interface S3TestServer {
  url: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  objects: Map<string, { bytes: Buffer; contentType: string }>;
  /** Every request with the reason it was refused, or null. */
  log: { method: string; path: string; refused: string | null }[];
  close(): Promise<void>;
}

export async function startS3TestServer(opts: { bucket?: string; pageSize?: number } = {}): Promise<S3TestServer> {
  const bucket = opts.bucket ?? 'test-bucket';
  const accessKeyId = 'AKIATESTKEY000000001';
  const secretAccessKey = 'test/secret+key/0123456789abcdefghijklmn';
  const objects = new Map<string, { bytes: Buffer; contentType: string }>();
  const log: S3TestServer['log'] = [];

  const readBody = (req: IncomingMessage) =>
    new Promise<Buffer>((resolve, reject) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => resolve(Buffer.concat(chunks)));
      req.on('error', reject);
    });

  const server: Server = createServer(async (req, res) => {
    const body = await readBody(req);
    const raw = req.url ?? '/';
    const q = raw.indexOf('?');
    const path = q < 0 ? raw : raw.slice(0, q);
    const query = q < 0 ? '' : raw.slice(q + 1);
    const refused = verifySigV4(
      { method: req.method ?? 'GET', path, query, headers: req.headers, body },
      { [accessKeyId]: secretAccessKey },
    );
    log.push({ method: req.method ?? '', path, refused });
    const xmlError = (status: number, code: string) => {
      res.writeHead(status, { 'content-type': 'application/xml' });
      res.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code></Error>`);
    };
    if (refused) return xmlError(403, refused === 'expired' ? 'AccessDenied' : 'SignatureDoesNotMatch');

    const segments = path.split('/').filter((_, i) => i > 0);
    if (segments[0] !== bucket) return xmlError(404, 'NoSuchBucket');
    const key = segments.slice(1).map(decodeURIComponent).join('/');
    const params = new URLSearchParams(query);

    if (!key && req.method === 'GET' && params.get('list-type') === '2') {
      const prefix = params.get('prefix') ?? '';
      const all = [...objects.keys()].filter((k) => k.startsWith(prefix)).sort();
      // Like S3, the token marks the last key returned, so deleting while listing is safe.
      const after = params.get('continuation-token');
      const rest = after ? all.filter((k) => k > after) : all;
      const page = rest.slice(0, opts.pageSize ?? 1000);
      const truncated = page.length < rest.length;
      res.writeHead(200, { 'content-type': 'application/xml' });
      res.end(
        `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><Name>${bucket}</Name><Prefix>${prefix}</Prefix><KeyCount>${page.length}</KeyCount>` +
          page.map((k) => `<Contents><Key>${k}</Key><Size>${objects.get(k)!.bytes.length}</Size></Contents>`).join('') +
          `<IsTruncated>${truncated}</IsTruncated>${truncated ? `<NextContinuationToken>${page.at(-1)}</NextContinuationToken>` : ''}</ListBucketResult>`,
      );
      return;
    }
    if (!key) return xmlError(400, 'InvalidRequest');
    if (req.method === 'PUT') {
      objects.set(key, { bytes: body, contentType: String(req.headers['content-type'] ?? 'binary/octet-stream') });
      res.writeHead(200, { etag: `"${sha256hex(body).slice(0, 32)}"` });
      return res.end();
    }
    if (req.method === 'GET') {
      const obj = objects.get(key);
      if (!obj) return xmlError(404, 'NoSuchKey');
      res.writeHead(200, { 'content-type': obj.contentType, 'content-length': obj.bytes.length });
      return res.end(obj.bytes);
    }
    if (req.method === 'DELETE') {
      objects.delete(key);
      res.writeHead(204);
      return res.end();
    }
    xmlError(405, 'MethodNotAllowed');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    bucket,
    accessKeyId,
    secretAccessKey,
    objects,
    log,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
