import { speechMessages } from '../../../shared/messages.da';
import { AppError } from '../../http/errors';
import { logger } from '../../logger';

export type SpeechErrorCode = 'API_ERROR' | 'NO_AUDIO' | 'SYNTHESIS_FAILED';

/** A speech engine's failure as our error with its Danish text; the detail goes to the log only. */
export function speechError(provider: string, code: SpeechErrorCode, message: string, detail: string): AppError {
  logger.warn({ provider, code, detail: detail.slice(0, 500) }, 'speech provider error');
  return new AppError(code, { status: 502, message, cause: detail });
}

export const synthesisFailed = (provider: string, detail: string) => speechError(provider, 'SYNTHESIS_FAILED', speechMessages.synthesisFailed, detail);
