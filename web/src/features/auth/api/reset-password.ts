import { da } from '@shared/messages.da';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

export const resetPassword = ({ newPassword, token }: { newPassword: string; token: string }) =>
  api.post<unknown>('/api/auth/reset-password', { newPassword, token });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword, meta: { errorFallback: da.auth.resetError } });
