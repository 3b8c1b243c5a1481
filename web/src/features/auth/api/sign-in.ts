import { useMutation } from '@tanstack/react-query';
import { callApi } from '@web/lib/api-client';

export interface Credentials {
  email: string;
  password: string;
}

export const signIn = ({ email, password }: Credentials) => callApi('POST /api/auth/sign-in/email', { body: { email, password } });

export const useSignIn = () => useMutation({ mutationFn: signIn });
