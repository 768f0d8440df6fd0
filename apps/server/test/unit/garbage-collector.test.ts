import { describe, expect, it } from 'vitest';
import { garbageCollectorFlags } from '../../src/infra/garbage-collector.js';

describe('garbageCollectorFlags (decision 057)', () => {
  it('marks on the server thread on the embedded database', () => {
    expect(garbageCollectorFlags({ databaseUrl: undefined })).toEqual(['--no-concurrent-marking']);
  });

  it('leaves V8 as it is on PostgreSQL', () => {
    expect(garbageCollectorFlags({ databaseUrl: 'postgres://darsak@db:5432/darsak' })).toEqual([]);
  });
});
