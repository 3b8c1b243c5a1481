/**
 * JSON columns at the database edge (docs/0019-rows-as-domain-types.md): a repository reads each
 * JSON column with its zod schema and hands on the value, so no service parses or casts a column.
 * A value that is not JSON or fails its schema (a hand-edited or damaged row, data of another
 * version) never fails the read: what stands in is logged with the row and the column, and the row
 * still lists and opens.
 */
import type { z } from 'zod';
import { logger } from '../logger';

/** Which row and column a value came from, for the log. */
export interface ColumnOf {
  table: string;
  column: string;
  id: string;
}

type Issue = { path: PropertyKey[]; message: string; code: string; errors?: Issue[][] };

/** A union's problems as those of its closest option (the one with the fewest), not the bare «Invalid input». */
const flat = (issues: Issue[]): Issue[] =>
  issues.flatMap((issue) => {
    if (issue.code !== 'invalid_union' || !issue.errors?.length) return [issue];
    const closest = issue.errors.reduce((a, b) => (b.length < a.length ? b : a));
    return flat(closest).map((inner) => ({ ...inner, path: [...issue.path, ...inner.path] }));
  });

/** The first few problems of a value, by path: never the value itself (it may hold a child's details). */
export const problemsOf = (error: z.ZodError) =>
  flat(error.issues)
    .slice(0, 5)
    .map((issue) => `${issue.path.map(String).join('.') || '(value)'}: ${issue.message}`);

/**
 * The column's value, validated with `schema`. When it is not JSON or not valid, `fallback` gets
 * what could be read (the parsed JSON, or undefined) and makes the value that stands in; that is
 * logged as a warning naming the table, column and row.
 */
export function readJsonColumn<T>(json: string, schema: z.ZodType<T>, where: ColumnOf, fallback: (value: unknown) => T): T {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    logger.warn({ ...where, problems: ['(value): not JSON'] }, 'stored JSON column is not valid; a fallback stands in');
    return fallback(undefined);
  }
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  logger.warn({ ...where, problems: problemsOf(result.error) }, 'stored JSON column is not valid; a fallback stands in');
  return fallback(value);
}

/**
 * A value as its column's JSON, checked so that it reads back. A value that fails is the server's
 * own mistake (the request was validated before), never the user's: it is thrown as a plain
 * Error, which the error handler logs and answers 500, not as a ZodError answered 400.
 */
export function writeJsonColumn<T>(value: T, schema: z.ZodType<unknown, T>, where: Omit<ColumnOf, 'id'>): string {
  const result = schema.safeParse(value);
  if (!result.success)
    throw new Error(`${where.table}.${where.column} would not read back: ${problemsOf(result.error).join('; ')}`, { cause: result.error });
  return JSON.stringify(result.data);
}
