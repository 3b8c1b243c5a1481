import { lookup as dnsLookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isPublicAddress } from './address-policy';
import { type FetchRemote, RemoteFetchError, type RemoteFile } from './port';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

export interface TransportResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: AsyncIterable<Buffer>;
  /** Releases the connection when the body is not read to the end. */
  destroy(): void;
}

/** Sends one GET for `url` to exactly `address` (the host name stays for Host and TLS). */
export type Transport = (url: URL, address: ResolvedAddress, signal: AbortSignal) => Promise<TransportResponse>;
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export interface SafeFetchOptions {
  /** The host allowlist, checked on the host name before anything is resolved. */
  isAllowedHost(hostname: string): boolean;
  maxBytes: number;
  timeoutMs: number;
  /** Tests may swap DNS and the connection; the address check in between always runs. */
  resolve?: Resolver;
  transport?: Transport;
}

const systemResolve: Resolver = async (hostname) => (await dnsLookup(hostname, { all: true, verbatim: true })) as ResolvedAddress[];

/** node:http(s) with DNS pinned to the address we checked: no second lookup, no rebinding. */
export const pinnedTransport: Transport = (url, address, signal) =>
  new Promise((resolve, reject) => {
    const lookup: LookupFunction = (_host, options, callback) => {
      if (options?.all) (callback as unknown as (e: null, a: ResolvedAddress[]) => void)(null, [address]);
      else callback(null, address.address, address.family);
    };
    const mod = url.protocol === 'https:' ? https : http;
    const req = mod.request(
      url,
      { method: 'GET', lookup, signal, headers: { accept: 'image/*', 'user-agent': 'Fortaellehuset/1.0' }, agent: false },
      (res) => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: res, destroy: () => res.destroy() }),
    );
    req.on('error', reject);
    req.end();
  });

/** Host names of an allowlist: 'example.com' exactly, '*.example.com' any subdomain of it. */
export function hostMatcher(patterns: string[]): (hostname: string) => boolean {
  const list = patterns.map((p) => p.trim().toLowerCase().replace(/\.$/, '')).filter(Boolean);
  return (hostname) => {
    const host = hostname.toLowerCase().replace(/\.$/, '');
    return list.some((p) => (p.startsWith('*.') ? host.endsWith(p.slice(1)) && host.length > p.length - 1 : host === p));
  };
}

/**
 * Fetches a remote file for the server, refusing everything that is not an http(s) URL on an
 * allowlisted host that resolves only to public addresses. Connects to the address it checked,
 * follows no redirect, stops at `maxBytes` and after `timeoutMs`.
 */
export function safeFetcher(opts: SafeFetchOptions): FetchRemote {
  const resolveHost = opts.resolve ?? systemResolve;
  const transport = opts.transport ?? pinnedTransport;

  return async function fetchRemote(rawUrl: string): Promise<RemoteFile> {
    let url: URL;
    try {
      url = new URL(rawUrl);
    } catch {
      throw new RemoteFetchError('url', 'not a URL');
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new RemoteFetchError('scheme', `scheme ${url.protocol} refused`);
    if (url.username || url.password) throw new RemoteFetchError('url', 'credentials in URL refused');
    // WHATWG URL has already turned 2130706433, 0x7f000001 and 0177.0.0.1 into 127.0.0.1.
    const hostname = url.hostname.replace(/^\[|\]$/g, '');
    if (isIP(hostname) && !isPublicAddress(hostname)) throw new RemoteFetchError('address', `address ${hostname} refused`);
    if (!opts.isAllowedHost(hostname)) throw new RemoteFetchError('host', `host ${hostname} is not allowed`);

    const signal = AbortSignal.timeout(opts.timeoutMs);
    let addresses: ResolvedAddress[];
    if (isIP(hostname)) addresses = [{ address: hostname, family: isIP(hostname) as 4 | 6 }];
    else {
      try {
        addresses = await resolveHost(hostname);
      } catch {
        throw new RemoteFetchError('dns', `could not resolve ${hostname}`);
      }
    }
    // Refuse when any address is not public: a name that also points inward is not trusted.
    if (!addresses.length || addresses.some((a) => !isPublicAddress(a.address))) {
      throw new RemoteFetchError('address', `${hostname} resolves to a refused address`);
    }

    let res: TransportResponse;
    try {
      res = await transport(url, addresses[0], signal);
    } catch (err) {
      throw signal.aborted
        ? new RemoteFetchError('timeout', 'timed out')
        : new RemoteFetchError('network', String((err as Error).message ?? err));
    }
    if (res.status >= 300 && res.status < 400) {
      res.destroy();
      throw new RemoteFetchError('redirect', 'redirects are not followed');
    }
    if (res.status < 200 || res.status >= 300) {
      res.destroy();
      throw new RemoteFetchError('status', `answered ${res.status}`);
    }
    const declared = Number(header(res.headers, 'content-length') ?? NaN);
    if (declared > opts.maxBytes) {
      res.destroy();
      throw new RemoteFetchError('size', 'too large');
    }
    const chunks: Buffer[] = [];
    let size = 0;
    try {
      for await (const chunk of res.body) {
        size += chunk.length;
        if (size > opts.maxBytes) {
          res.destroy();
          throw new RemoteFetchError('size', 'too large');
        }
        chunks.push(chunk);
      }
    } catch (err) {
      if (err instanceof RemoteFetchError) throw err;
      throw signal.aborted
        ? new RemoteFetchError('timeout', 'timed out')
        : new RemoteFetchError('network', String((err as Error).message ?? err));
    }
    return { bytes: Buffer.concat(chunks), contentType: header(res.headers, 'content-type') };
  };
}

function header(headers: TransportResponse['headers'], name: string) {
  const v = headers[name];
  return Array.isArray(v) ? v[0] : v;
}
