import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { stateFile } from '../../src/infra/payments/sandbox/state-file.js';

type State = { orders: Record<string, { status: string }> };

describe("a sandbox's state file", () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));
  const place = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'darsak-sandbox-state-'));
    dirs.push(dir);
    return path.join(dir, 'sandbox', 'fawry.json');
  };

  it('starts empty, and what one server process writes the other reads at its next request', () => {
    const file = place();
    const one = stateFile<State>(file, () => ({ orders: {} }));
    const two = stateFile<State>(file, () => ({ orders: {} }));
    expect(one.current()).toEqual({ orders: {} });

    one.current().orders.a = { status: 'UNPAID' };
    one.save();
    expect(two.current().orders.a).toEqual({ status: 'UNPAID' });

    two.current().orders.a!.status = 'PAID';
    two.current().orders.b = { status: 'UNPAID' };
    two.save();
    expect(one.current().orders).toEqual({ a: { status: 'PAID' }, b: { status: 'UNPAID' } });
  });

  it('keeps what this process holds while nobody else writes, and leaves no temporary file', () => {
    const file = place();
    const one = stateFile<State>(file, () => ({ orders: {} }));
    const held = one.current();
    held.orders.a = { status: 'UNPAID' };
    one.save();
    expect(one.current()).toBe(held);
    expect(readdirSync(path.dirname(file))).toEqual(['fawry.json']);
    // A new process starts from the file.
    expect(stateFile<State>(file, () => ({ orders: {} })).current()).toEqual(held);
  });
});
