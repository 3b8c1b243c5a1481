import { da } from '@shared/messages.da';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '@web/lib/paths';
import { notify } from '@web/lib/notify';
import { queryKeys } from '@web/lib/query-keys';
import { useNavigate } from 'react-router';
import { type Credentials, signIn } from '../api/sign-in';
import { signUp } from '../api/sign-up';

type Outcome = 'verify-email' | 'signed-in' | 'sign-in-failed';

/**
 * Creates the account. The server never signs in on sign-up, so when no email check is
 * needed we sign in with the same credentials right away.
 */
export function useRegisterFlow() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    meta: { errorFallback: da.auth.accountCreateLater },
    mutationFn: async (credentials: Credentials): Promise<Outcome> => {
      const answer = await signUp(credentials);
      if (answer.verificationRequired) return 'verify-email';
      try {
        await signIn(credentials);
        return 'signed-in';
      } catch {
        return 'sign-in-failed';
      }
    },
    onSuccess: async (outcome) => {
      if (outcome === 'signed-in') {
        queryClient.removeQueries({ queryKey: queryKeys.me });
        notify.success(da.auth.signedIn);
        await navigate(paths.dashboard.href(), { replace: true });
      } else {
        // The same words whether or not the address already had an account: the answer must not tell.
        notify.info(outcome === 'verify-email' ? da.auth.verifyEmail : da.auth.signUpContinue);
        await navigate(paths.login.href(), { replace: true });
      }
    },
  });
}
