/**
 * Query keys shared by the features that read or change the same server resource, so a
 * mutation in one feature can invalidate what another shows without importing it.
 */
export const queryKeys = {
  me: ['me'] as const,
  /** The user's characters; the key of one character starts with it, so invalidating it refreshes both. */
  characters: ['characters'] as const,
  character: (id: string) => ['characters', id] as const,
  adminUsers: ['admin', 'users'] as const,
  /** GET /api/site: the installation's offer, contact and services. */
  site: ['site'] as const,
};
