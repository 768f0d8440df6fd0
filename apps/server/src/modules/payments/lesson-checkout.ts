/**
 * Buying one lesson (docs/product/plans-and-payments.md#one-lesson): a student without a plan in
 * force pays for one 15 or 30 minute lesson at the tutor's price. The lesson holds its time from
 * the moment the order is written, in the same transaction, until the order's payment window ends:
 * a card or wallet order's as for a plan, a kiosk reference's by the platform setting, never past
 * the lesson's start.
 */
import { PaymentType, type BuyLessonBody, type CheckoutAnswer } from '@darsak/shared';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/app-error.js';
import type { Actor } from '../../http/actor.js';
import type { CheckoutMethod } from '../../infra/payments/gateway.js';
import { platformSettingsOf } from '../platform/index.js';
import { announceHeldLesson, holdLesson } from '../scheduling/index.js';
import { findUserById } from '../users/index.js';
import { followOrder, gatewayForEntry, merchantReference, takeToProvider } from './checkout.js';
import { providerFor } from './gateways.js';
import * as repo from './repository.js';

const paymentTypes = {
  card: PaymentType.Card,
  wallet: PaymentType.EWallet,
  kiosk: PaymentType.CashKiosk,
} as const;

/** Egyptian mobile numbers as providers take them: 01xxxxxxxxx. */
const localPhone = (phone: string) => phone.replace(/^\+20/, '0');

/**
 * How long the order may be paid, and so the lesson held: the window of its way of paying, cut at
 * the lesson's start (a lesson cannot be paid for once it has begun).
 */
export const lessonHoldEnd = (
  window: { kioskMinutes: number; cardMinutes: number },
  way: BuyLessonBody['way'],
  now: Date,
  startsAt: Date,
): Date => {
  const minutes = way === 'kiosk' ? window.kioskMinutes : window.cardMinutes;
  return new Date(Math.min(now.getTime() + minutes * 60_000, startsAt.getTime()));
};

export const buyLesson = async (
  ctx: AppContext,
  actor: Actor,
  body: BuyLessonBody,
): Promise<CheckoutAnswer> => {
  const hostedPage = providerFor(ctx, body.way).capabilities.hostedPage;
  if (body.way === 'wallet' && !hostedPage && !body.walletPhone)
    throw new AppError('phone-required');
  const method: CheckoutMethod =
    body.way === 'card'
      ? { kind: 'card-new', saveCard: false }
      : body.way === 'wallet'
        ? { kind: 'wallet', phone: body.walletPhone ? localPhone(body.walletPhone) : '' }
        : { kind: 'kiosk' };
  const gateway = gatewayForEntry(ctx, method, hostedPage ? 'hosted-page' : 'form');
  const user = await findUserById(ctx.db, actor.id);
  if (!user) throw new AppError('user-not-found');
  const now = new Date();
  const settings = await platformSettingsOf(ctx);
  const heldUntil = lessonHoldEnd(
    {
      kioskMinutes: settings.lessonKioskHoldMinutes,
      cardMinutes: ctx.config.payments.cardMinutes,
    },
    body.way,
    now,
    body.startsAt,
  );
  const { row, lesson } = await ctx.db.transaction(async (tx) => {
    const held = await holdLesson(ctx, tx, {
      studentId: actor.id,
      tutorId: body.tutorId,
      startsAt: body.startsAt,
      duration: body.duration,
      now,
      heldUntil,
      // Read before the transaction, as the settings above: one lesson may be bought as far
      // ahead as a lesson may be booked (docs/product/lessons.md#booking-ahead).
      weeksAhead: settings.bookingWeeksAhead,
    });
    const created = await repo.insertTransaction(tx, {
      userId: actor.id,
      purpose: 'lesson',
      lessonId: held.id,
      provider: gateway.name,
      paymentType: paymentTypes[body.way],
      merchantRef: merchantReference(),
      baseAmount: held.price,
      periodDiscount: 0,
      amount: held.price,
      expiresAt: heldUntil,
    });
    await followOrder(tx, created, now);
    return { row: created, lesson: held };
  });
  await announceHeldLesson(ctx, lesson, false);
  return takeToProvider(ctx, gateway, row, user, method, {
    description: `Darsak: one ${lesson.duration}-minute lesson`,
    itemId: `lesson-${lesson.id}`,
  });
};
