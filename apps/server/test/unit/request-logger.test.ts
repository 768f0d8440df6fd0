/** Each request's logger is made only when something logs through it, and then says whose it is. */
import { Writable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { requestLoggers } from '../../src/infra/logging.js';

const setup = () => {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const parent = pino({ level: 'info' }, stream);
  let children = 0;
  const child = parent.child.bind(parent);
  parent.child = ((...args: Parameters<typeof child>) => {
    children += 1;
    return child(...args);
  }) as typeof parent.child;
  return { lines, parent: parent as unknown as FastifyBaseLogger, made: () => children };
};

describe('request loggers', () => {
  it('make no child logger for a request that logs nothing', () => {
    const { parent, made } = setup();
    const log = requestLoggers(parent, { reqId: 'req-1' }, {});
    expect(log.level).toBe('info');
    expect(made()).toBe(0);
  });

  it('make it once, on the first line, with the request’s bindings', async () => {
    const { parent, lines, made } = setup();
    const log = requestLoggers(parent, { reqId: 'req-2' }, {});
    log.error({ code: 'x' }, 'request failed');
    log.warn('again');
    log.debug('not kept at info');
    await new Promise((resolve) => setImmediate(resolve));
    expect(made()).toBe(1);
    expect(lines.map((line) => [line.reqId, line.msg])).toEqual([
      ['req-2', 'request failed'],
      ['req-2', 'again'],
    ]);
    expect(lines[0]!.code).toBe('x');
  });

  it('give children that keep the request’s bindings', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    const parent = pino({ level: 'info' }, stream) as unknown as FastifyBaseLogger;
    requestLoggers(parent, { reqId: 'req-3' }, {}).child({ part: 'upload' }).info('nested');
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines).toMatchObject([{ reqId: 'req-3', part: 'upload', msg: 'nested' }]);
  });
});
