/**
 * A code proves the address it was sent to: an email or a phone the account changes while the code
 * is being used is not marked verified (found in an audit). PostgreSQL only (`*.postgres.test.ts`,
 * see vitest.config.ts): a transaction is held open while the server answers.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { api } from '@darsak/shared';
import type { Tx } from '../../src/db/client.js';
import { users } from '../../src/db/schema.js';
import { startHarness, type Harness } from '../harness.js';
import { expectError, latestCode } from '../support.js';
import { awaitedLocks, holdOpen } from '../test-database.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const userRow = async (id: number) =>
  (await h.ctx.db.select().from(users).where(eq(users.id, id)))[0]!;

/**
 * Holds the user's row, sends `use`, and while it waits on that row changes the account as
 * `change` says; answers what `use` answered.
 */
const changedWhileUsed = async <T>(
  userId: number,
  use: () => Promise<T>,
  change: Partial<typeof users.$inferInsert>,
): Promise<T> => {
  let held!: Tx;
  const holder = await holdOpen(h.ctx.db, async (tx) => {
    held = tx;
    await tx.select().from(users).where(eq(users.id, userId)).for('no key update');
  });
  const answer = use();
  expect(await awaitedLocks(h.ctx.db)).toEqual(['transactionid']);
  await held.update(users).set(change).where(eq(users.id, userId));
  await holder.release();
  return answer;
};

it('does not verify an email the account changed while its code was used', async () => {
  const me = await h.account({ verifiedEmail: false });
  await h.call(api.sendEmailCode, { token: me.token.value });
  const code = await latestCode(h, me.user.email);
  const answer = await changedWhileUsed(
    me.user.id,
    () => h.call(api.confirmEmail, { body: { code }, token: me.token.value }),
    { email: `changed-${me.user.id}@example.com`, verifiedEmail: false },
  );
  expectError(answer, 'invalid-verification-code');
  expect(await userRow(me.user.id)).toMatchObject({
    email: `changed-${me.user.id}@example.com`,
    verifiedEmail: false,
  });
});

it('does not verify a phone the account changed while its code was used', async () => {
  const me = await h.account({ phone: '+201012345678' });
  await h.call(api.sendPhoneCode, { body: {}, token: me.token.value });
  const code = await latestCode(h, '+201012345678');
  const answer = await changedWhileUsed(
    me.user.id,
    () => h.call(api.verifyPhone, { body: { code }, token: me.token.value }),
    { phone: '+201098765432', verifiedPhone: false },
  );
  expectError(answer, 'invalid-verification-code');
  expect(await userRow(me.user.id)).toMatchObject({
    phone: '+201098765432',
    verifiedPhone: false,
  });
});
