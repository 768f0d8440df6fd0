/** The access log's lines, put together by hand, read as pino's; lines of one turn go out as one. */
import { hostname } from 'node:os';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { accessWriter, batched, createLogger } from '../../src/infra/logging.js';

const collector = () => {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(String(chunk));
      done();
    },
  });
  return { chunks, stream };
};

const entry = {
  reqId: 'req-7',
  method: 'GET',
  url: '/api/v1/topic/list?q="قواعد"\\\n',
  status: 200,
  ms: 1.3,
};

describe('the access writer', () => {
  it('writes the line pino writes for the same fields', async () => {
    const mine = collector();
    const theirs = collector();
    accessWriter('info', mine.stream).write('info', entry);
    pino({ level: 'info' }, theirs.stream).info(entry, 'request');
    await new Promise((resolve) => setImmediate(resolve));
    expect(mine.chunks).toHaveLength(1);
    expect(mine.chunks[0]!.endsWith('\n')).toBe(true);
    const line = JSON.parse(mine.chunks[0]!) as Record<string, unknown>;
    const expected = JSON.parse(theirs.chunks[0]!) as Record<string, unknown>;
    expect(Object.keys(line)).toEqual(Object.keys(expected));
    expect({ ...line, time: 0 }).toEqual({ ...expected, time: 0 });
    expect(line).toMatchObject({ level: 30, pid: process.pid, hostname: hostname() });
    expect(Math.abs((line.time as number) - Date.now())).toBeLessThan(5_000);
  });

  it('keeps only the levels its logger keeps', () => {
    const { chunks, stream } = collector();
    const atInfo = accessWriter('info', stream);
    expect([atInfo.keeps('info'), atInfo.keeps('debug')]).toEqual([true, false]);
    atInfo.write('debug', entry);
    const atDebug = accessWriter('debug', stream);
    atDebug.write('debug', entry);
    const silent = accessWriter('silent', stream);
    expect(silent.keeps('info')).toBe(false);
    silent.write('info', entry);
    expect(chunks.map((chunk) => (JSON.parse(chunk) as { level: number }).level)).toEqual([20]);
  });
});

describe('the batched destination', () => {
  /** A destination that records what it was given, and in what order everything was written. */
  const target = () => {
    const events: string[] = [];
    return {
      events,
      destination: {
        write: (text: string) => events.push(`write ${text}`),
        flushSync: () => {
          events.push('flush');
        },
      },
      writeSync: (text: string) => {
        events.push(`sync ${text}`);
      },
    };
  };

  it('hands the lines of one turn over as one write, in order', async () => {
    const { events, destination, writeSync } = target();
    const lines = batched(destination, writeSync);
    lines.write('a\n');
    lines.write('b\n');
    expect(events).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    lines.write('c\n');
    await new Promise((resolve) => setImmediate(resolve));
    expect(events).toEqual(['write a\nb\n', 'write c\n']);
  });

  it('writes out what the destination holds, then what waits, synchronously when flushed', async () => {
    const { events, destination, writeSync } = target();
    const lines = batched(destination, writeSync);
    lines.write('last\n');
    lines.write('words\n');
    lines.flushSync();
    expect(events).toEqual(['flush', 'sync last\nwords\n']);
    // Nothing is handed over twice once the turn ends.
    await new Promise((resolve) => setImmediate(resolve));
    expect(events).toEqual(['flush', 'sync last\nwords\n']);
  });
});

describe('the asynchronous logger', () => {
  it('adds one listener for the process’s exit however many servers are made and closed', () => {
    const make = () => createLogger({ logLevel: 'silent', environment: 'staging' }).flush();
    make();
    const listening = process.listenerCount('exit');
    for (let i = 0; i < 12; i += 1) make();
    expect(process.listenerCount('exit')).toBe(listening);
  });
});
