/**
 * A small JSON-lines logger; the level is set once from the configuration. An error in a line's
 * fields (conventionally `{ err }`) is written by `serializeError`, with its stack and its causes.
 */
type Level = 'debug' | 'info' | 'warn' | 'error' | 'silent';
const order: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };
let current: Level = 'info';

export function setLogLevel(level: Level) {
  current = level;
}

export interface SerializedError {
  /** The error's name (`TypeError`, `AppError`, `ProviderError`), or what was thrown when it is no Error. */
  type: string;
  message: string;
  stack?: string;
  /** A Node system error's code (`ECONNREFUSED`), or ours (AppError's catalogue code). */
  code?: string | number;
  cause?: SerializedError;
  /** The errors of an AggregateError (a connection tried on several addresses). */
  errors?: SerializedError[];
}

/** Causes and aggregated errors deeper than this are left out (a cycle ends here too). */
const MAX_DEPTH = 4;
const MAX_AGGREGATED = 10;

/**
 * Secrets and live links an error's text can carry: a token, key or signature in a query string
 * (a verification link, a signed storage address), a reset link's token in its path, a password in
 * an address (an SMTP or database URL), a bearer token, a Stripe key.
 */
const SECRETS: [RegExp, string][] = [
  [
    /([?&#](?:token|access_token|key|api[-_]?key|secret|password|signature|sig|code|x-amz-signature|x-amz-credential|x-amz-security-token)=)[^&#\s"'<>]+/gi,
    '$1[redacted]',
  ],
  [/(\/(?:reset-password|verify-email|magic-link)\/)[^/?#\s"'<>]+/gi, '$1[redacted]'],
  // A story link is live access to a child's story: its token is a secret too.
  [/(\/(?:del|api\/shared)\/)[^/?#\s"'<>]+/gi, '$1[redacted]'],
  [/(\b[a-z][a-z0-9+.-]*:\/\/)[^/\s:@]*:[^/\s@]+@/gi, '$1[redacted]@'],
  [/\b(Bearer|Basic)\s+[\w.~+/=-]+/gi, '$1 [redacted]'],
  [/\b((?:sk|rk|whsec)[-_](?:live_|test_|proj-)?)[\w-]+/g, '$1[redacted]'],
];

export const redactSecrets = (text: string) => SECRETS.reduce((out, [pattern, replacement]) => out.replace(pattern, replacement), text);

/**
 * What a log line keeps of an error: its type, message, stack, code and cause (recursively), with
 * secrets and live links masked. Nothing else of the error's own properties: a library's error can
 * carry the request that failed (a mail's text with its links, headers with keys), and that never
 * reaches the log (docs/security.md). A thrown non-Error keeps its type and its text.
 */
export function serializeError(thrown: unknown, depth = 0): SerializedError {
  if (!(thrown instanceof Error)) {
    const message =
      typeof (thrown as { message?: unknown } | null)?.message === 'string' ? (thrown as { message: string }).message : String(thrown);
    return {
      type: thrown === null ? 'null' : typeof thrown === 'object' ? (thrown.constructor?.name ?? 'Object') : typeof thrown,
      message: redactSecrets(message),
    };
  }
  // A subclass that keeps Error's name (our AppError) is told by its class.
  const type = thrown.name && thrown.name !== 'Error' ? thrown.name : thrown.constructor?.name || 'Error';
  const out: SerializedError = { type, message: redactSecrets(thrown.message) };
  if (thrown.stack) out.stack = redactSecrets(thrown.stack);
  const code = (thrown as { code?: unknown }).code;
  if (typeof code === 'string' || typeof code === 'number') out.code = code;
  if (depth < MAX_DEPTH) {
    if (thrown.cause !== undefined) out.cause = serializeError(thrown.cause, depth + 1);
    if (thrown instanceof AggregateError && Array.isArray(thrown.errors))
      out.errors = thrown.errors.slice(0, MAX_AGGREGATED).map((e: unknown) => serializeError(e, depth + 1));
  }
  return out;
}

type Fields = Record<string, unknown>;

/** The fields as written: every Error among them serialized, and `err` always (whatever was thrown). */
function withErrors(fields: Fields): Fields {
  let out: Fields | undefined;
  for (const [key, value] of Object.entries(fields)) {
    if (value instanceof Error || (key === 'err' && value !== undefined)) (out ??= { ...fields })[key] = serializeError(value);
  }
  return out ?? fields;
}

function write(level: Exclude<Level, 'silent'>, fields: Fields | string, msg?: string) {
  if (order[level] < order[current]) return;
  const entry = typeof fields === 'string' ? { msg: fields } : { ...withErrors(fields), msg };
  const line = JSON.stringify({ time: new Date().toISOString(), level, ...entry });
  (level === 'error' || level === 'warn' ? process.stderr : process.stdout).write(`${line}\n`);
}

export const logger = {
  debug: (f: Fields | string, m?: string) => write('debug', f, m),
  info: (f: Fields | string, m?: string) => write('info', f, m),
  warn: (f: Fields | string, m?: string) => write('warn', f, m),
  error: (f: Fields | string, m?: string) => write('error', f, m),
};
