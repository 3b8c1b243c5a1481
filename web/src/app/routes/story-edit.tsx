import { StoryEditor } from '@web/features/stories/components/story-editor';
import { useParams } from 'react-router';

export function Component() {
  const { id = '' } = useParams();
  return <StoryEditor key={id} id={id} />;
}
