import { callApi } from '@web/lib/api-client';

/** One job of the signed-in user: status, progress, result or error. */
export const fetchJob = (id: string, signal?: AbortSignal) => callApi('GET /api/jobs/:id', { params: { id }, signal });
