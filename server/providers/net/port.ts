/**
 * The remote-fetch port: fetching a file from a provider's host, refused unless the address is
 * public and allowed. The one implementation is safe-fetch.ts, built once in services.ts.
 */

export type RefusalReason = 'url' | 'scheme' | 'host' | 'address' | 'dns' | 'redirect' | 'status' | 'size' | 'timeout' | 'network';

/** A remote fetch that was refused or failed; `reason` says which check stopped it. */
export class RemoteFetchError extends Error {
  constructor(
    readonly reason: RefusalReason,
    message: string,
  ) {
    super(message);
  }
}

export interface RemoteFile {
  bytes: Buffer;
  contentType: string | undefined;
}

/** Fetches one URL (http(s), public address, allowed host, bounded size and time) or throws RemoteFetchError. */
export type FetchRemote = (rawUrl: string) => Promise<RemoteFile>;
