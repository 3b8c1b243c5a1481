/** A small JSON-lines logger; the level is set once from the configuration. */
type Level = 'debug' | 'info' | 'warn' | 'error' | 'silent';
const order: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };
let current: Level = 'info';

export function setLogLevel(level: Level) {
  current = level;
}

function write(level: Exclude<Level, 'silent'>, fields: Record<string, unknown> | string, msg?: string) {
  if (order[level] < order[current]) return;
  const entry = typeof fields === 'string' ? { msg: fields } : { ...fields, msg };
  const line = JSON.stringify({ time: new Date().toISOString(), level, ...entry });
  (level === 'error' || level === 'warn' ? process.stderr : process.stdout).write(`${line}\n`);
}

export const logger = {
  debug: (f: Record<string, unknown> | string, m?: string) => write('debug', f, m),
  info: (f: Record<string, unknown> | string, m?: string) => write('info', f, m),
  warn: (f: Record<string, unknown> | string, m?: string) => write('warn', f, m),
  error: (f: Record<string, unknown> | string, m?: string) => write('error', f, m),
};
