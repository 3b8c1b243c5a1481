import type { Hono } from 'hono';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { addressOf, type Endpoint, type ResponseOf } from '../shared/api-contract';
import type { accountRoutes } from './modules/account/routes';
import type { adminRoutes } from './modules/admin/routes';
import type { billingRoutes } from './modules/billing/routes';
import type { cardRoutes } from './modules/cards/routes';
import type { characterRoutes } from './modules/characters/routes';
import type { demoRoutes } from './modules/demo/routes';
import type { jobRoutes } from './modules/jobs/routes';
import type { profileRoutes } from './modules/profiles/routes';
import type { sharedRoutes, shareRoutes } from './modules/shares/routes';
import type { siteRoutes } from './modules/site/routes';
import type { storyRoutes } from './modules/stories/routes';

/**
 * The web's contract (shared/api-contract.ts) against the server's own route types: Hono knows,
 * for every chained route, the JSON each handler answers. This file is type-checked by
 * `npm run typecheck`; a route that answers something the contract does not promise fails it.
 * (Request bodies need no such check: the contract takes them from the zod schemas in
 * shared/schemas.ts, the ones the server validates them with.)
 */
type SchemaOf<F> = F extends (...args: never[]) => Hono<infer _E, infer S, infer _B> ? S : never;

/** Where app.ts mounts each router under /api. */
interface Mounts {
  '/api/site': SchemaOf<typeof siteRoutes>;
  '/api/demo': SchemaOf<typeof demoRoutes>;
  '/api/shared': SchemaOf<typeof sharedRoutes>;
  '/api/shares': SchemaOf<typeof shareRoutes>;
  '/api/me': SchemaOf<typeof profileRoutes> & SchemaOf<typeof accountRoutes>;
  '/api/billing': SchemaOf<typeof billingRoutes>;
  '/api/admin': SchemaOf<typeof adminRoutes>;
  '/api/characters': SchemaOf<typeof characterRoutes>;
  '/api/stories': SchemaOf<typeof storyRoutes>;
  '/api/jobs': SchemaOf<typeof jobRoutes>;
  '/api/cards': SchemaOf<typeof cardRoutes>;
}

type Split<E> = E extends `${infer M} ${infer P}` ? [Lowercase<M>, P] : never;
type MountOf<P> = {
  [K in keyof Mounts]: P extends `${K}${infer Rest}` ? (Rest extends '' ? [K, '/'] : Rest extends `/${string}` ? [K, Rest] : never) : never;
}[keyof Mounts];
type RouteOf<E> =
  Split<E> extends [infer M extends string, infer P]
    ? MountOf<P> extends [infer K extends keyof Mounts, infer R]
      ? R extends keyof Mounts[K]
        ? Mounts[K][R] extends Record<`$${M}`, infer Route>
          ? Route
          : 'no such method'
        : 'no such route'
      : 'not mounted'
    : never;
type OutputOf<T> = T extends { outputFormat: 'json'; output: infer O } ? O : T extends { output: unknown } ? null : never;

/** Our own routes (Better Auth's are passed through, not Hono routes of ours). */
type Checked = Exclude<Endpoint, `${string} /api/auth/${string}`>;

type Mismatches = {
  [E in Checked as [OutputOf<RouteOf<E>>] extends [ResponseOf<E>] ? never : E]: { server: OutputOf<RouteOf<E>>; contract: ResponseOf<E> };
};

describe('the API contract (shared/api-contract.ts)', () => {
  it("matches the server's routes: every answer as the contract promises it", () => {
    // On a mismatch the typecheck names the endpoint here, with what the server answers.
    expectTypeOf<Mismatches>().toEqualTypeOf<Record<never, never>>();
    expectTypeOf<RouteOf<'GET /api/stories/:id'>>().not.toBeString();
  });

  it('builds the address of a call: parameters encoded, the query without empty values', () => {
    expect(addressOf('GET /api/stories/:id', { id: 'a b/c' })).toEqual({ method: 'GET', path: '/api/stories/a%20b%2Fc' });
    expect(addressOf('POST /api/stories/:id/images/:index', { id: 's1', index: 2 })).toEqual({
      method: 'POST',
      path: '/api/stories/s1/images/2',
    });
    expect(addressOf('GET /api/admin/users', undefined, { page: 2, search: '', limit: undefined })).toEqual({
      method: 'GET',
      path: '/api/admin/users?page=2',
    });
  });
});
