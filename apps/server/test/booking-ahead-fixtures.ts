/**
 * The server of the tests of booking ahead and weekly lessons (docs/product/lessons.md#booking-ahead,
 * docs/product/lessons.md#weekly-lessons): its quota week began yesterday, and its super admin sets
 * how many weeks after this one students may book, none again after each test.
 */
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { api, quotaWeek, Role, type Week } from '@darsak/shared';
import { weekFromYesterday } from './booking-fixtures.js';
import { startHarness, type Harness } from './harness.js';

export type AheadHarness = Harness & {
  superAdmin: string;
  /** Sets `bookingWeeksAhead` (0: this quota week only). */
  setWeeksAhead: (value: number) => Promise<void>;
  /** This quota week (0) and the ones after it. */
  week: (n: number) => Week;
};

/** The file's server: started before its tests, closed after them; filled in once started. */
export const useAheadHarness = (): AheadHarness => {
  const h = {} as AheadHarness;
  beforeAll(async () => {
    const started = await startHarness(weekFromYesterday());
    const superAdmin = (await started.account({ role: Role.SuperAdmin })).token.value;
    Object.assign(h, started, {
      superAdmin,
      setWeeksAhead: async (value: number) => {
        const res = await started.call(api.updatePlatformSetting, {
          params: { key: 'bookingWeeksAhead' },
          body: { value },
          token: superAdmin,
        });
        expect(res.status).toBe(200);
      },
      week: (n: number) => {
        const { quotaWeekStart, timeZone } = started.config;
        let found = quotaWeek(new Date(), quotaWeekStart, timeZone);
        for (let i = 0; i < n; i += 1) found = quotaWeek(found.end, quotaWeekStart, timeZone);
        return found;
      },
    });
  });
  afterEach(() => h.setWeeksAhead(0));
  afterAll(() => h.close());
  return h;
};
