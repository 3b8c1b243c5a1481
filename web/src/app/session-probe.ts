/**
 * Whether someone is signed in, asked with a bare fetch instead of the API client or the query
 * cache: the landing page uses it before anything else, and its first visit must not download the
 * data layer, the router, or the catalogue the API client's error messages come from.
 * Any failure (401, or the server being unreachable) counts as nobody.
 */
export function isSignedIn(): Promise<boolean> {
  return fetch('/api/me', { credentials: 'same-origin', headers: { Accept: 'application/json' } }).then(
    (response) => response.ok,
    () => false,
  );
}
