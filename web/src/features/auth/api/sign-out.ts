import { api } from '@web/lib/api-client';

export const signOut = () => api.post<unknown>('/api/auth/sign-out', {});
