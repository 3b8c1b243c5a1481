import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import type { Credentials } from './sign-in';

export interface SignUpAnswer {
  ok: true;
  verificationRequired: boolean;
}

/** The server answers the same whether or not the email already has an account. */
export const signUp = ({ email, password, name }: Credentials & { name?: string }) =>
  api.post<SignUpAnswer>('/api/auth/sign-up/email', { email, password, ...(name ? { name } : {}) });

export const useSignUp = () => useMutation({ mutationFn: signUp });
