import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The caller's address. With `trustedProxies` = 0 it is the socket's peer. Behind N proxies of
 * our own, each appends the address it saw to X-Forwarded-For, so the entry N from the right is
 * the one our outermost proxy saw; whatever stands left of it was written by the client and is
 * ignored.
 */
export function clientIp(c: Context, trustedProxies: number): string {
  if (trustedProxies > 0) {
    const hops = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((h) => h.trim())
      .filter(Boolean);
    const seen = hops[Math.max(0, hops.length - trustedProxies)];
    if (seen) return seen;
  }
  try {
    return getConnInfo(c).remote.address ?? '127.0.0.1';
  } catch {
    // No socket: a request the server makes to itself while drawing a page carries its visitor's address.
    return (c.env as Partial<DrawnFor> | undefined)?.drawnFor ?? '127.0.0.1';
  }
}

/** The environment of an API request the server makes in process while drawing a page (app.ts): whose it is. */
export interface DrawnFor {
  drawnFor: string;
}
