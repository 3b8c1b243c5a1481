import { DemoViewer } from '@web/features/stories/components/demo-viewer';
import { useParams } from 'react-router';
import { WithDemoReadAloud } from '../reader-add-ons';

/** An example story in the full-screen reader, read and read aloud without an account. */
export function Component() {
  const { slug = '' } = useParams();
  return (
    <WithDemoReadAloud slug={slug}>
      <DemoViewer key={slug} slug={slug} />
    </WithDemoReadAloud>
  );
}
