import { providerFailure } from '../errors';

/** A speech engine that failed without an answer to tell about (the detail goes to the log only). */
export const synthesisFailed = (provider: string, detail: string) => providerFailure('speech', provider, 'unavailable', detail);
