import { useMutation } from '@tanstack/react-query';
import { callApi } from '@web/lib/api-client';
import type { Credentials } from './sign-in';

/** The server answers the same whether or not the email already has an account. */
export const signUp = ({ email, password, name }: Credentials & { name?: string }) =>
  callApi('POST /api/auth/sign-up/email', { body: { email, password, ...(name ? { name } : {}) } });

export const useSignUp = () => useMutation({ mutationFn: signUp });
