import { da } from '@shared/messages.da';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@web/lib/api-client';

export const resetPassword = ({ newPassword, token }: { newPassword: string; token: string }) =>
  callApi('POST /api/auth/reset-password', { body: { newPassword, token } });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword, meta: { errorFallback: da.auth.resetError } });
