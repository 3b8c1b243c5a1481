import { AvatarScreen } from '@web/features/characters/components/avatar-screen';
import { useSearchParams } from 'react-router';

export { requireStoryQuota as loader } from '../guards';

/** The avatar picker: choose (or create) the character a new story is about. */
export function Component() {
  const [params, setParams] = useSearchParams();
  return (
    <AvatarScreen
      characterId={params.get('character') ?? undefined}
      startInCreate={params.get('opret') === '1'}
      onLeaveStory={() => setParams({}, { replace: true })}
    />
  );
}
