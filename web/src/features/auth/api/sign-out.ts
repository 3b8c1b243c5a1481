import { callApi } from '@web/lib/api-client';

export const signOut = () => callApi('POST /api/auth/sign-out', { body: {} });
