import { generationMessages } from '@shared/messages.da';
import type { StoryCreateRequest } from '@shared/schemas';
import { paths } from '@web/lib/paths';
import { notify } from '@web/lib/notify';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { isJobAnswer, useCreateStory } from '../api/create-story';
import { useGenerateStory } from '../api/generate-story';
import { requestErrorText } from '../generation-error';
import { useStoryJobs } from './use-story-jobs';

/**
 * The two ways to create a story. With pictures: the job is followed by a live toast and the reader
 * opens when it is done. Without pictures: the text is written and the editor opens, where each
 * scene gets its picture.
 */
export function useCreateStoryFlow() {
  const navigate = useNavigate();
  const follow = useStoryJobs();
  const generate = useGenerateStory();
  const create = useCreateStory();
  // The story being made from this page: the buttons wait for it, so it is not started twice.
  const [following, setFollowing] = useState<'images' | 'text' | null>(null);

  const withImages = (input: StoryCreateRequest) =>
    generate.mutate(input, {
      onSuccess: ({ jobId }) => {
        setFollowing('images');
        follow(jobId, {
          onSuccess: (storyId) => void navigate(paths.storyPreview.href(storyId), { replace: true }),
          onFailure: () => setFollowing(null),
        });
      },
      onError: (err) => notify.error(requestErrorText(err)),
    });

  const withoutImages = (input: StoryCreateRequest) => {
    const writing = toast.loading(generationMessages.progress(0));
    create.mutate(input, {
      onSuccess: (answer) => {
        toast.dismiss(writing);
        if (isJobAnswer(answer)) {
          setFollowing('text');
          follow(answer.jobId, {
            doneMessage: generationMessages.textFirstDone,
            onSuccess: (storyId) => void navigate(paths.storyEdit.href(storyId)),
            onFailure: () => setFollowing(null),
          });
          return;
        }
        toast.success(generationMessages.textFirstDone);
        void navigate(paths.storyEdit.href(answer.id));
      },
      onError: (err) => {
        toast.dismiss(writing);
        notify.error(requestErrorText(err));
      },
    });
  };

  const pending = generate.isPending ? 'images' : create.isPending ? 'text' : following;
  return { withImages, withoutImages, busy: pending !== null, pending };
}
