import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError } from './http/errors';
import { logger, redactSecrets, serializeError, setLogLevel } from './logger';

/** The JSON lines the logger wrote to stderr (warnings and errors) while `fn` ran. */
function linesOf(fn: () => void): Record<string, unknown>[] {
  const lines: string[] = [];
  const spy = vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
    lines.push(String(chunk));
    return true;
  });
  try {
    fn();
  } finally {
    spy.mockRestore();
  }
  return lines.map((line) => JSON.parse(line) as Record<string, unknown>);
}

afterEach(() => setLogLevel('info'));

describe('the error serializer', () => {
  it('keeps the type, message, stack and code, and the cause chain', () => {
    const low = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const serialized = serializeError(new TypeError('fetch failed', { cause: low }));
    expect(serialized).toMatchObject({
      type: 'TypeError',
      message: 'fetch failed',
      cause: { type: 'Error', message: 'connect ECONNREFUSED 127.0.0.1:5432', code: 'ECONNREFUSED' },
    });
    expect(serialized.stack).toMatch(/^TypeError: fetch failed\n\s+at /);
    expect(serialized.cause?.stack).toContain('logger.test.ts');
  });

  it('names our own errors by their class and keeps their code; a string cause stays text', () => {
    const err = new AppError('PAYMENT_PROVIDER_ERROR', { cause: 'checkout: the provider did not answer' });
    expect(serializeError(err)).toMatchObject({
      type: 'AppError',
      code: 'PAYMENT_PROVIDER_ERROR',
      cause: { type: 'string', message: 'checkout: the provider did not answer' },
    });
  });

  it('writes what was thrown when it is no Error', () => {
    expect(serializeError('boom')).toEqual({ type: 'string', message: 'boom' });
    expect(serializeError({ message: 'plain object' })).toEqual({ type: 'Object', message: 'plain object' });
    expect(serializeError(null)).toEqual({ type: 'null', message: 'null' });
  });

  it('keeps the errors of an AggregateError, and stops at a cycle', () => {
    const aggregate = new AggregateError([new Error('ipv6 refused'), new Error('ipv4 refused')], 'connect failed');
    expect(serializeError(aggregate).errors?.map((e) => e.message)).toEqual(['ipv6 refused', 'ipv4 refused']);
    const a = new Error('a');
    const b = new Error('b', { cause: a });
    a.cause = b;
    let depth = 0;
    for (let at = serializeError(a).cause; at; at = at.cause) depth++;
    expect(depth).toBe(4);
  });

  it('leaves out everything else an error carries (a mail, a request with its headers)', () => {
    const err = Object.assign(new Error('Message failed: 550 mailbox unavailable'), {
      code: 'EMESSAGE',
      response: '550 mailbox unavailable',
      mail: { text: 'Nulstil din adgangskode: https://fh.test/api/auth/reset-password/abc123' },
      headers: { authorization: 'Bearer sk_live_123' },
    });
    const serialized = serializeError(err);
    expect(Object.keys(serialized).sort()).toEqual(['code', 'message', 'stack', 'type']);
    expect(JSON.stringify(serialized)).not.toMatch(/abc123|sk_live_123|Nulstil/);
  });

  it("masks secrets and live links in an error's message and stack", () => {
    const cases: [string, string][] = [
      [
        'GET https://fh.test/api/auth/verify-email?token=eyJhbGc.x.y&callbackURL=%2Flogin failed',
        'GET https://fh.test/api/auth/verify-email?token=[redacted]&callbackURL=%2Flogin failed',
      ],
      [
        'could not open https://fh.test/api/auth/reset-password/Tk9pQ2?callbackURL=x',
        'could not open https://fh.test/api/auth/reset-password/[redacted]?callbackURL=x',
      ],
      ['connect to smtp://mailer:hemmelig@smtp.fh.test:587 refused', 'connect to smtp://[redacted]@smtp.fh.test:587 refused'],
      ['postgres://app:pw@db/fh: timeout', 'postgres://[redacted]@db/fh: timeout'],
      ['redis://:hemmelig@cache:6379 refused', 'redis://[redacted]@cache:6379 refused'],
      ['GET /api/shared/Zm9vYmFyYmF6/pictures/1.webp failed', 'GET /api/shared/[redacted]/pictures/1.webp failed'],
      ['opened https://fh.test/del/Zm9vYmFyYmF6#side-2', 'opened https://fh.test/del/[redacted]#side-2'],
      ['401 with bearer abc.def and key sk-proj-AbC_12-3', '401 with bearer [redacted] and key sk-proj-[redacted]'],
      [
        'GET https://s3.fh.test/b/k?X-Amz-Credential=AKIA%2F1&X-Amz-Signature=deadbeef',
        'GET https://s3.fh.test/b/k?X-Amz-Credential=[redacted]&X-Amz-Signature=[redacted]',
      ],
      ['header Authorization: Bearer sk-proj-abc.def', 'header Authorization: Bearer [redacted]'],
      ['Invalid API Key provided: sk_live_51Habc', 'Invalid API Key provided: sk_live_[redacted]'],
      ['No signatures found matching whsec_abc123', 'No signatures found matching whsec_[redacted]'],
    ];
    for (const [text, masked] of cases) expect(redactSecrets(text)).toBe(masked);
    const serialized = serializeError(
      new Error('fetch https://fh.test/api/auth/verify-email?token=live-token failed', { cause: new Error('smtp://u:p@h') }),
    );
    expect(JSON.stringify(serialized)).not.toMatch(/live-token|u:p@/);
    // Text without secrets is kept as it was.
    expect(redactSecrets('story job 7 failed: picture 3 of 5 (code: 502)')).toBe('story job 7 failed: picture 3 of 5 (code: 502)');
  });
});

describe('logger', () => {
  it('writes `err` with its stack and cause, and any other Error field too', () => {
    const [line] = linesOf(() =>
      logger.error({ err: new Error('outer', { cause: new RangeError('inner') }), job: 'j1', other: new Error('second') }, 'job failed'),
    );
    expect(line).toMatchObject({
      level: 'error',
      msg: 'job failed',
      job: 'j1',
      err: { type: 'Error', message: 'outer', cause: { type: 'RangeError', message: 'inner' } },
      other: { type: 'Error', message: 'second' },
    });
    expect((line.err as { stack: string }).stack).toMatch(/^Error: outer\n\s+at /);
  });

  it('writes a thrown non-Error under `err` as well, and lines without errors as they were', () => {
    const lines = linesOf(() => {
      logger.warn({ err: 'connection ended' }, 'lost');
      logger.warn({ userId: 'u1', count: 2 }, 'plain');
    });
    expect(lines[0].err).toEqual({ type: 'string', message: 'connection ended' });
    expect(lines[1]).toMatchObject({ userId: 'u1', count: 2, msg: 'plain' });
  });

  it('writes nothing below its level', () => {
    setLogLevel('error');
    expect(linesOf(() => logger.warn({ err: new Error('x') }, 'quiet'))).toEqual([]);
  });
});
