/** Turns subscription rows into the shapes of packages/shared. */
import type { Subscription } from '@darsak/shared';
import type { SubscriptionRow } from './subscription-repository.js';

export const isInForce = (row: SubscriptionRow, now: Date): boolean =>
  row.cancelledAt === null && row.startsAt <= now && now < row.endsAt;

export const presentSubscription = (
  row: SubscriptionRow,
  now: Date = new Date(),
): Subscription => ({
  id: row.id,
  userId: row.userId,
  planId: row.planId,
  period: row.period,
  weeklyMinutes: row.weeklyMinutes,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
  cancelledAt: row.cancelledAt?.toISOString() ?? null,
  active: isInForce(row, now),
  createdAt: row.createdAt.toISOString(),
});
