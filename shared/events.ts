/** What GET /api/events streams to the signed-in user (server-sent events, `data:` is JSON). */
export type JobStatus = 'queued' | 'running' | 'succeeded' | 'failed';

export interface JobView {
  id: string;
  kind: string;
  status: JobStatus;
  progress: number;
  result: { storyId?: string; [k: string]: unknown } | null;
  error: { code: string; message: string } | null;
  /** What the job works on, when it is a new picture for one scene of a story */
  target?: { storyId: string; index: number };
  createdAt: string;
  updatedAt: string;
}

export type AppEvent = { type: 'job'; job: JobView } | { type: 'profile' } | { type: 'subscription' };
