/** All SQL about confirmation codes. */
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { VERIFICATION_CODE_MAX_ATTEMPTS, type VerificationPurpose } from '@darsak/shared';
import type { Executor } from '../../db/client.js';
import { confirmationCodes } from '../../db/schema.js';

export type CodeRow = typeof confirmationCodes.$inferSelect;

export const latestCode = async (
  db: Executor,
  userId: number,
  purpose: VerificationPurpose,
): Promise<CodeRow | undefined> => {
  const [row] = await db
    .select()
    .from(confirmationCodes)
    .where(and(eq(confirmationCodes.userId, userId), eq(confirmationCodes.purpose, purpose)))
    .orderBy(desc(confirmationCodes.createdAt), desc(confirmationCodes.id))
    .limit(1);
  return row;
};

/** A new code replaces every open one of the same purpose; answers the new code's id. */
export const replaceCode = async (
  db: Executor,
  values: {
    userId: number;
    purpose: VerificationPurpose;
    target: string;
    codeHash: string;
    expiresAt: Date;
  },
): Promise<number> =>
  db.transaction(async (tx) => {
    await tx
      .update(confirmationCodes)
      .set({ consumedAt: new Date() })
      .where(
        and(
          eq(confirmationCodes.userId, values.userId),
          eq(confirmationCodes.purpose, values.purpose),
          isNull(confirmationCodes.consumedAt),
        ),
      );
    const [row] = await tx
      .insert(confirmationCodes)
      .values(values)
      .returning({ id: confirmationCodes.id });
    return row!.id;
  });

/** Forgets a code that never reached the user, so it does not hold back the next one. */
export const deleteCode = async (db: Executor, id: number): Promise<void> => {
  await db.delete(confirmationCodes).where(eq(confirmationCodes.id, id));
};

/**
 * Takes one try of a code that is still open (not used, not expired, tries left) and answers its
 * hash to compare against, or null when no try is left. Counting and checking are one statement, so
 * concurrent guesses cannot all slip in before the count.
 */
export const takeTry = async (db: Executor, id: number, now: Date): Promise<string | null> => {
  const rows = await db
    .update(confirmationCodes)
    .set({ attempts: sql`${confirmationCodes.attempts} + 1` })
    .where(
      and(
        eq(confirmationCodes.id, id),
        isNull(confirmationCodes.consumedAt),
        gt(confirmationCodes.expiresAt, now),
        lt(confirmationCodes.attempts, VERIFICATION_CODE_MAX_ATTEMPTS),
      ),
    )
    .returning({ codeHash: confirmationCodes.codeHash });
  return rows[0]?.codeHash ?? null;
};

/** Marks a code used; answers false when another request used it first. */
export const consumeCode = async (db: Executor, id: number): Promise<boolean> => {
  const rows = await db
    .update(confirmationCodes)
    .set({ consumedAt: new Date() })
    .where(and(eq(confirmationCodes.id, id), isNull(confirmationCodes.consumedAt)))
    .returning({ id: confirmationCodes.id });
  return rows.length > 0;
};
