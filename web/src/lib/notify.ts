import { ERROR_TOAST_MS } from '@shared/constants';
import { da } from '@shared/messages.da';
import { toast } from 'sonner';
import { isApiError } from './api-client';

/** Toasts for the whole app; errors stay long enough to be read (10 s). */
export const notify = {
  success: (message: string) => toast.success(message),
  info: (message: string) => toast.info(message),
  /** `id`: one toast for many of the same failure (every broken picture of a gallery), not one each. */
  error: (message: string, id?: string) => toast.error(message, { id, duration: ERROR_TOAST_MS }),
};

/** The server's Danish message when there is one, else the given fallback. */
export function errorMessage(err: unknown, fallback: string = da.auth.genericError): string {
  return isApiError(err) ? err.message : fallback;
}

export const notifyError = (err: unknown, fallback?: string) => notify.error(errorMessage(err, fallback));
