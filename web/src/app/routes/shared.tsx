import { SharedViewer } from '@web/features/stories/components/shared-viewer';
import { useParams } from 'react-router';
import { WithSharedReadAloud } from '../reader-add-ons';

/** A story shared with a link, in the full-screen reader, read and read aloud without an account. */
export function Component() {
  const { token = '' } = useParams();
  return (
    <WithSharedReadAloud token={token}>
      <SharedViewer key={token} token={token} />
    </WithSharedReadAloud>
  );
}
