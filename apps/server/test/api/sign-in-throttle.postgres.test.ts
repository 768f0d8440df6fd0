/**
 * A sign-in counts its attempt on the email's row while a right password deletes that row at the
 * same moment. PostgreSQL only (`*.postgres.test.ts`, see vitest.config.ts): a transaction is held
 * open while the server answers.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { api } from '@darsak/shared';
import type { Tx } from '../../src/db/client.js';
import { startHarness, type Harness } from '../harness.js';
import { expectError } from '../support.js';
import { awaitedLocks, holdOpen } from '../test-database.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ RATE_LIMIT_AUTH_PER_MINUTE: '100000' });
});
afterAll(() => h.close());

const signIn = (email: string, password: string) =>
  h.call(api.signIn, { body: { email, password } });

it('counts a failed sign-in whose email’s count a right password clears meanwhile', async () => {
  const { user } = await h.account();
  const email = user.email!;
  expectError(await signIn(email, 'wrong-password-1'), 'wrong-password');
  // A right password's sign-in holds the count's row, about to delete it.
  let held!: Tx;
  const holder = await holdOpen(h.ctx.db, async (tx) => {
    held = tx;
    await tx.execute(sql`select 1 from sign_in_throttles where email = ${email} for update`);
  });
  const attempt = signIn(email, 'wrong-password-2');
  expect(await awaitedLocks(h.ctx.db)).toEqual(['transactionid']);
  await held.execute(sql`delete from sign_in_throttles where email = ${email}`);
  await holder.release();
  // Counted afresh, not a 500 for a row that went missing under it.
  expectError(await attempt, 'wrong-password');
  const rows = await h.ctx.db.execute(
    sql`select failures from sign_in_throttles where email = ${email}`,
  );
  expect((rows as unknown as { rows: { failures: number }[] }).rows).toEqual([{ failures: 1 }]);
});
