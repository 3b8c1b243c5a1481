import { StoryViewer } from '@web/features/stories/components/story-viewer';
import { WithReadAloud } from '../reader-add-ons';
import { useParams } from 'react-router';

export { requireUser as loader } from '../guards';

/** The full-screen reader; outside the sidebar layout so nothing but the book is on screen. */
export function Component() {
  const { id = '' } = useParams();
  return (
    <WithReadAloud>
      <StoryViewer key={id} id={id} />
    </WithReadAloud>
  );
}
