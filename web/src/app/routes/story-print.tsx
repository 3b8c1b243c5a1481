import { StoryPrint } from '@web/features/stories/components/story-print';
import { useParams } from 'react-router';

export { requireUser as loader } from '../guards';

export function Component() {
  const { id = '' } = useParams();
  return <StoryPrint key={id} id={id} />;
}
