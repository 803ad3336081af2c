import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { REDACT_PATHS, requestLogger } from '../../src/logger';

/** A pino logger as the app's (redaction on), writing parsed lines into `lines`. */
function logger(level: string) {
  const lines: Record<string, unknown>[] = [];
  const log = pino(
    { level, redact: { paths: REDACT_PATHS, censor: '[redacted]' } },
    { write: (line: string) => void lines.push(JSON.parse(line)) },
  );
  return { log, lines };
}

describe("a request's logger", () => {
  it('writes every line its level lets through with the request id, redacted as before', () => {
    const { log, lines } = logger('warn');
    const request = requestLogger(log, { reqId: 'req-7' }, {});
    request.info({ token: 'secret' }, 'dropped');
    request.debug('dropped');
    expect(lines).toEqual([]);
    request.warn({ token: 'secret', route: '/v2/users/me' }, 'kept');
    request.error(new Error('boom'), 'failed');
    expect(lines).toMatchObject([
      { level: 40, reqId: 'req-7', token: '[redacted]', route: '/v2/users/me', msg: 'kept' },
      { level: 50, reqId: 'req-7', msg: 'failed', err: { message: 'boom' } },
    ]);
    expect(request.level).toBe('warn');
    expect(
      (request as unknown as { isLevelEnabled(l: string): boolean }).isLevelEnabled('info'),
    ).toBe(false);
  });

  it('gives children and a changed level the request id too', () => {
    const { log, lines } = logger('info');
    const request = requestLogger(log, { reqId: 'req-8' }, {});
    request.child({ job: 'x' }).info('from a child');
    request.level = 'debug';
    request.debug('now on');
    expect(lines).toMatchObject([
      { reqId: 'req-8', job: 'x', msg: 'from a child' },
      { reqId: 'req-8', level: 20, msg: 'now on' },
    ]);
    expect(log.level).toBe('info');
  });

  it("is pino's own child for a route with its own level", () => {
    const { log, lines } = logger('warn');
    const request = requestLogger(log, { reqId: 'req-9' }, { level: 'info' });
    request.info('route level');
    expect(lines).toMatchObject([{ reqId: 'req-9', msg: 'route level' }]);
  });
});
