import type { JobView } from '@shared/events';
import { api } from '@web/lib/api-client';

/** One job of the signed-in user: status, progress, result or error. */
export const fetchJob = (id: string, signal?: AbortSignal) => api.get<JobView>(`/api/jobs/${encodeURIComponent(id)}`, signal);
