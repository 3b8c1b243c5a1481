import { validator } from 'hono/validator';
import type { z } from 'zod';
import { type ErrorCode, requestMessages } from '../../shared/messages.da';
import { AppError, validationError } from './errors';

/** Parses the JSON body with a zod schema; a bad body is a 400 with a Danish message. */
export const jsonBody = <S extends z.ZodType>(schema: S) =>
  validator('json', async (_value, c) => {
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      throw new AppError('VALIDATION_ERROR', { message: requestMessages.invalidJson });
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw validationError(parsed.error);
    return parsed.data;
  });

export const query = <S extends z.ZodType>(schema: S) =>
  validator('query', (value) => {
    const parsed = schema.safeParse(value);
    if (!parsed.success) throw validationError(parsed.error);
    return parsed.data;
  });

export const uuidParam = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A route's id: a UUID (lower-cased), else the thing is not found (`code`, e.g. STORY_NOT_FOUND). */
export const idParam = (code: ErrorCode) => (id: string) => {
  if (!uuidParam.test(id)) throw new AppError(code);
  return id.toLowerCase();
};
