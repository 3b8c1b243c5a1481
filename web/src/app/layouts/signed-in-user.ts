import type { Me } from '@shared/api-types';
import { useOutletContext } from 'react-router';

export interface SignedInContext {
  me: Me;
}

/** The signed-in user, for pages inside the protected layout (which renders only with one). */
export const useSignedInUser = () => useOutletContext<SignedInContext>().me;
