import { da } from '@shared/messages.da';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@web/lib/api-client';

/** Always answers 200, so nobody can learn which emails have an account. */
export const requestPasswordReset = ({ email }: { email: string }) => callApi('POST /api/auth/request-password-reset', { body: { email } });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset, meta: { errorFallback: da.auth.resetError } });
