import { generationMessages } from '@shared/messages.da';
import type { StoryCreateRequest } from '@shared/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@web/lib/api-client';
import { paths } from '@web/lib/paths';
import { notify } from '@web/lib/notify';
import { queryKeys } from '@web/lib/query-keys';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useCreateStory } from '../api/create-story';
import { useGenerateStory } from '../api/generate-story';
import { requestErrorText } from '../generation-error';
import { useStoryJobs } from './use-story-jobs';

/**
 * The two ways to create a story, each a job the server answers with at once (202), followed by a
 * live toast. With pictures: the reader opens when it is done. Without pictures: the editor opens
 * when the text is written, and each scene gets its picture there. At the free limit (`atLimit`)
 * the page stays as it is, typed text and all, and says so in place instead of a toast.
 */
export function useCreateStoryFlow() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [atLimit, setAtLimit] = useState(false);
  const failed = (err: unknown) => {
    if (isApiError(err) && err.code === 'STORY_QUOTA') {
      setAtLimit(true);
      // What the rest of the app shows of the quota follows the server's word.
      void queryClient.invalidateQueries({ queryKey: queryKeys.me });
      return;
    }
    notify.error(requestErrorText(err));
  };
  const follow = useStoryJobs();
  const generate = useGenerateStory();
  const create = useCreateStory();
  // The story being made from this page: the buttons wait for it, so it is not started twice.
  const [following, setFollowing] = useState<'images' | 'text' | null>(null);

  const withImages = (input: StoryCreateRequest) => {
    setAtLimit(false);
    generate.mutate(input, {
      onSuccess: ({ jobId }) => {
        setFollowing('images');
        follow(jobId, {
          onSuccess: (storyId) => void navigate(paths.storyPreview.href(storyId), { replace: true }),
          onFailure: () => setFollowing(null),
        });
      },
      onError: failed,
    });
  };

  const withoutImages = (input: StoryCreateRequest) => {
    setAtLimit(false);
    create.mutate(input, {
      onSuccess: ({ jobId }) => {
        setFollowing('text');
        follow(jobId, {
          doneMessage: generationMessages.textFirstDone,
          onSuccess: (storyId) => void navigate(paths.storyEdit.href(storyId)),
          onFailure: () => setFollowing(null),
        });
      },
      onError: failed,
    });
  };

  const pending = generate.isPending ? 'images' : create.isPending ? 'text' : following;
  /** The limit is no longer there (Premium or unlimited access arrived): the page stops saying it. */
  const clearLimit = useCallback(() => setAtLimit(false), []);
  return { withImages, withoutImages, busy: pending !== null, pending, atLimit, clearLimit };
}
