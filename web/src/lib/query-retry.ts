import { onlineManager } from '@tanstack/react-query';
import { isApiError } from './api-client';

/**
 * How often a query asks again: network trouble and 5xx up to `max` times; a 4xx would answer the
 * same again. Never while the device is offline: the query would wait for a network that may not
 * come (flight mode), and the page would show its spinner for good instead of saying what it can.
 */
export const retryUpTo = (max: number) => (failures: number, err: unknown) =>
  failures < max && onlineManager.isOnline() && !(isApiError(err) && err.status >= 400 && err.status < 500);
