import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@web/lib/api-client';
import { storiesKey } from './get-stories';

export const recordReading = (storyId: string, readAloud: boolean) =>
  callApi('POST /api/stories/:id/readings', { params: { id: storyId }, body: { readAloud } });

/** One reading to the end in the story's log; the cards show the new count. Quiet on failure: a missed count is not worth a message in the middle of reading. */
export function useRecordReading() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ storyId, readAloud }: { storyId: string; readAloud: boolean }) => recordReading(storyId, readAloud),
    // The lists and 'Læs i dag' show the log; the open story is left alone (new signed picture addresses would reload its pictures).
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: [...storiesKey, 'list'] }),
        client.invalidateQueries({ queryKey: [...storiesKey, 'upcoming'] }),
      ]),
  });
}
