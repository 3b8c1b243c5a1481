/**
 * How long the HTTP server keeps an idle connection open. Node's default (5 s) is shorter than what
 * clients and proxies keep theirs (a load balancer's 60 s, a browser's or Playwright's pooled
 * sockets): a request sent on a socket the server is just closing fails with ECONNRESET. The server
 * waits longer than they do, so they close first.
 */
import type { Server } from 'node:http';

export const KEEP_ALIVE_MS = 65_000;

export function keepConnectionsAlive(server: Pick<Server, 'keepAliveTimeout' | 'headersTimeout'>): void {
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  // Node requires the headers' timeout to be longer than the keep-alive's.
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
}
