import { callApi } from '@web/lib/api-client';

/** The signed-in user's unfinished jobs (queued or running), so a returning page can show their progress again. */
export const fetchActiveJobs = (signal?: AbortSignal) => callApi('GET /api/jobs/active', { signal });
