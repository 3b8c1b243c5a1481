import { validator } from 'hono/validator';
import type { z } from 'zod';
import { AppError, validationError } from './errors';

/** Parses the JSON body with a zod schema; a bad body is a 400 with a Danish message. */
export const jsonBody = <S extends z.ZodType>(schema: S) =>
  validator('json', async (_value, c) => {
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      throw new AppError('VALIDATION_ERROR', { status: 400, message: 'Anmodningen indeholder ikke gyldig JSON' });
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw validationError(parsed.error);
    return parsed.data as z.output<S>;
  });

export const query = <S extends z.ZodType>(schema: S) =>
  validator('query', (value) => {
    const parsed = schema.safeParse(value);
    if (!parsed.success) throw validationError(parsed.error);
    return parsed.data as z.output<S>;
  });

export const uuidParam = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
