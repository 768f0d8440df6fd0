/**
 * The server of the tests of lesson outcomes and disputes (docs/product/lessons.md#outcomes,
 * docs/product/lessons.md#disputes): its quota week began yesterday, it has a super admin and an
 * admin, and it reads what an outcome moves (the student's week, the tutor's earnings and standing)
 * and the platform settings' audited changes.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { api, Role } from '@darsak/shared';
import { auditEntries, tutors } from '../src/db/schema.js';
import { weekFromYesterday } from './booking-fixtures.js';
import { startHarness, type Harness } from './harness.js';

const extras = async (h: Harness) => {
  const token = async (role: Role) => (await h.account({ role })).token.value;
  return {
    superAdmin: await token(Role.SuperAdmin),
    admin: await token(Role.RegularAdmin),
    /** The student's quota week now. */
    quota: async (student: string) => (await h.call(api.quota, { token: student })).body,
    /** What the tutor earned so far, in piasters. */
    earned: async (tutor: { id: number; token: string }) =>
      (await h.call(api.invoiceStats, { params: { id: tutor.id }, token: tutor.token })).body
        .earned,
    activityScore: async (tutorId: number) => {
      const [row] = await h.ctx.db.select().from(tutors).where(eq(tutors.userId, tutorId));
      return row!.activityScore;
    },
    /** Each audited change of a platform setting, as [before, after]. */
    settingChanges: async () =>
      (
        await h.ctx.db
          .select()
          .from(auditEntries)
          .where(eq(auditEntries.action, 'platform-setting.change'))
      ).map((entry) => [entry.before, entry.after]),
  };
};

export type OutcomeHarness = Harness & Awaited<ReturnType<typeof extras>>;

/** The file's server: started before its tests, closed after them; filled in once started. */
export const useOutcomeHarness = (): OutcomeHarness => {
  const h = {} as OutcomeHarness;
  beforeAll(async () => {
    const started = await startHarness(weekFromYesterday());
    Object.assign(h, started, await extras(started));
  });
  afterAll(() => h.close());
  return h;
};
