import { StoryViewer } from '@web/features/stories/components/story-viewer';
import { WithReadAloud } from '../reader-add-ons';
import { useSearchParams } from 'react-router';

export { requireUser as loader } from '../guards';

/** Where a finished generation lands: the reader, with the story named by `?id=`. */
export function Component() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  return (
    <WithReadAloud>
      <StoryViewer key={id} id={id} />
    </WithReadAloud>
  );
}
