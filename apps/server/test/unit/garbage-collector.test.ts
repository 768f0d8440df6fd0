import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { garbageCollectorFlags } from '../../src/infra/garbage-collector.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The flags the server would set for itself with these settings, read as the server reads them. */
const flagsFor = (databaseUrl: string | undefined) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'darsak-gc-'));
  dirs.push(dir);
  return garbageCollectorFlags(
    loadConfig({
      DATA_DIR: dir,
      ...(databaseUrl === undefined ? {} : { DATABASE_URL: databaseUrl }),
    }),
  );
};

describe('the V8 flags the server sets for itself', () => {
  it('keeps marking on the server thread when it runs on the embedded database', () => {
    expect(flagsFor(undefined)).toEqual(['--no-concurrent-marking']);
    // An empty or blank DATABASE_URL, as the bench and the start command's test set it, is the
    // embedded database too.
    expect(flagsFor('')).toEqual(['--no-concurrent-marking']);
    expect(flagsFor('  ')).toEqual(['--no-concurrent-marking']);
  });

  it('leaves V8 as it is on PostgreSQL', () => {
    expect(flagsFor('postgres://darsak@127.0.0.1:5432/darsak')).toEqual([]);
  });
});
