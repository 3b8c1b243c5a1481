import { storyMessages } from '@shared/messages.da';
import { StoryCreatePage } from '@web/features/stories/components/story-create-page';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useNavigate, useSearchParams } from 'react-router';
import { useSignedInUser } from '../layouts/signed-in-user';
import { paths } from '@web/lib/paths';

export function Component() {
  const me = useSignedInUser();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  useDocumentTitle(storyMessages.createTitle);
  const characterId = params.get('character');
  return (
    <StoryCreatePage
      me={me}
      characterId={characterId}
      storyType={params.get('til') === 'gruppe' ? 'group' : 'individual'}
      // The choice is kept in the address, so a reload or the back button keeps it.
      onStoryTypeChange={(type) =>
        void navigate(paths.storiesCreate.href(characterId ?? undefined, { group: type === 'group' }), { replace: true })
      }
    />
  );
}
