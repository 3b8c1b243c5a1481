import { da } from '@shared/messages.da';
import { Button } from '@web/components/ui/button';
import { RefreshCw } from 'lucide-react';
import { useRefreshRights } from '../hooks/use-refresh-rights';

export function RefreshRightsButton() {
  const refresh = useRefreshRights();
  return (
    <Button variant="secondary" busy={refresh.isPending} onClick={() => refresh.mutate()}>
      {refresh.isPending ? null : <RefreshCw aria-hidden="true" className="size-5" />}
      {refresh.isPending ? da.admin.refreshing : da.admin.refreshRights}
    </Button>
  );
}
