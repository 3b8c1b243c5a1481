/** GET /api/me/export: a zip of everything stored about the user, downloaded by the browser itself. */
export const EXPORT_URL = '/api/me/export';
