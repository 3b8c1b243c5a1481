import { da } from '@shared/messages.da';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths, safeNext } from '@web/lib/paths';
import { notify } from '@web/lib/notify';
import { queryKeys } from '@web/lib/query-keys';
import { useNavigate, useSearchParams } from 'react-router';
import { signIn } from '../api/sign-in';

/** Signs in, then goes where the visitor was heading (or the dashboard). */
export function useSignInFlow() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return useMutation({
    mutationFn: signIn,
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: queryKeys.me });
      notify.success(da.auth.signedIn);
      await navigate(safeNext(params.get('next')) ?? paths.dashboard.href(), { replace: true });
    },
  });
}
