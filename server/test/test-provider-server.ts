/** A loopback HTTP server for provider tests: records each request, answers from a handler. */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  /** JSON parsed, else the text; for a multipart request its text fields (see `form` for every part). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  /** The bytes as sent. */
  raw: Buffer;
  /** A multipart/form-data request's parts, files included, as the platform parses them. */
  form?: FormData;
  at: number;
}

/** A multipart body as FormData, and its text fields as a plain object (a repeated field: the last). */
async function multipart(raw: Buffer, contentType: string) {
  const form = await new Response(new Uint8Array(raw), { headers: { 'content-type': contentType } }).formData();
  const fields: Record<string, string> = {};
  form.forEach((value, key) => {
    if (typeof value === 'string') fields[key] = value;
  });
  return { form, fields };
}

export async function providerServer(handler: (req: RecordedRequest, res: ServerResponse) => void) {
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const raw = Buffer.concat(chunks);
      const text = raw.toString();
      const contentType = req.headers['content-type'] ?? '';
      let body: unknown = text;
      let form: FormData | undefined;
      if (contentType.startsWith('multipart/form-data')) {
        ({ form, fields: body } = await multipart(raw, contentType));
      } else {
        try {
          body = text ? JSON.parse(text) : undefined;
        } catch {
          // not JSON
        }
      }
      const recorded = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body, raw, form, at: Date.now() };
      requests.push(recorded);
      handler(recorded, res);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    close: () =>
      new Promise<void>((r) => {
        server.close(() => r());
        server.closeAllConnections();
      }),
  };
}

export function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}
