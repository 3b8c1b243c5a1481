import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

export interface Credentials {
  email: string;
  password: string;
}

export const signIn = ({ email, password }: Credentials) =>
  api.post<unknown>('/api/auth/sign-in/email', { email, password });

export const useSignIn = () => useMutation({ mutationFn: signIn });
