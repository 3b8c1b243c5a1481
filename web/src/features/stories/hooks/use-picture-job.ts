import type { JobView } from '@shared/events';
import { useEffect, useRef } from 'react';
import { followJob } from './job-events';

/** Follows one picture job while the page is open; `onFinished` gets its final state once. */
export function usePictureJob(jobId: string | null, onFinished: (job: JobView) => void) {
  const latest = useRef(onFinished);
  useEffect(() => {
    latest.current = onFinished;
  });
  useEffect(() => {
    if (!jobId) return;
    return followJob(jobId, (job) => {
      if (job.status === 'succeeded' || job.status === 'failed') latest.current(job);
    });
  }, [jobId]);
}
