/** Buying plans in tests: a plan, a student, and the sandbox provider's pages driven as a browser would. */
import { expect } from 'vitest';
import { api, PlanPeriod, Role, type CheckoutAnswer, type Plan } from '@darsak/shared';
import type { Harness } from './harness.js';

export {
  SANDBOX_KEY,
  SANDBOX_PAYMOB_HMAC,
  signedNotification,
  signedPaymobCallback,
} from './provider-reports.js';

export const createPlan = async (h: Harness, body: Record<string, unknown> = {}): Promise<Plan> => {
  const admin = await h.account({ role: Role.RegularAdmin });
  const res = await h.call(api.createPlan, {
    body: {
      weeklyMinutes: 120,
      monthPrice: 40_000,
      discountQuarter: 10,
      discountYear: 20,
      ...body,
    } as never,
    token: admin.token.value,
  });
  expect(res.status).toBe(200);
  return res.body;
};

/** Three plans of growing weekly minutes, to upgrade from the first (plans-and-payments.md#changing-plan). */
export const upgradeLadder = async (h: Harness) => ({
  small: await createPlan(h, { weeklyMinutes: 120, monthPrice: 40_000 }),
  large: await createPlan(h, { weeklyMinutes: 240, monthPrice: 70_000 }),
  larger: await createPlan(h, { weeklyMinutes: 480, monthPrice: 120_000 }),
});

export const adminToken = async (h: Harness) =>
  (await h.account({ role: Role.RegularAdmin })).token.value;

export const buyer = async (h: Harness) => {
  const session = await h.account({ role: Role.Student, phone: '01012345678' });
  return { id: session.user.id, token: session.token.value };
};

/** A student who bought a quarter of `plan` by card: the plan in force is the one they paid for. */
export const quarterBuyer = async (h: Harness, plan: Plan) => {
  const student = await buyer(h);
  await paidByCard(h, student.token, { planId: plan.id, period: PlanPeriod.Quarter });
  const mine = await h.call(api.userSubscriptions, { token: student.token });
  return { ...student, subscription: mine.body.active! };
};

/** A student who chose English: the providers' pages should speak it. */
export const englishBuyer = async (h: Harness) => {
  const student = await buyer(h);
  const res = await h.call(api.updateUser, {
    params: { id: student.id },
    body: { language: 'en' },
    token: student.token,
  });
  expect(res.status).toBe(200);
  return student;
};

/** Submits a sandbox page's form as a browser would; answers the status and where it leads. */
export const submit = async (h: Harness, url: string, fields: Record<string, string>) => {
  const res = await h.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
  return {
    status: res.statusCode,
    location: res.headers.location as string | undefined,
    body: res.body,
  };
};

/**
 * Buys a plan period with the sandbox's good test card, as a browser would; answers the order.
 * The student then holds the plan.
 */
export const paidByCard = async (
  h: Harness,
  token: string,
  order: { planId: number; period: Exclude<PlanPeriod, typeof PlanPeriod.FreeTrial> },
): Promise<CheckoutAnswer> => {
  const start = await h.call(api.payByCard, { body: { ...order, saveCard: false }, token });
  await submit(h, redirectUrl(start.body), {
    holder: 'Sara Ahmed',
    number: '4242424242424242',
    expiry: '12/30',
    cvv: '123',
  });
  return start.body;
};

export const redirectUrl = (answer: CheckoutAnswer): string => {
  if (answer.next.kind !== 'redirect')
    throw new Error(`Expected a redirect, got ${answer.next.kind}`);
  return answer.next.url;
};

/** Pays an order on the sandbox's card page, with a card that passes unless another is given. */
export const payOnCardPage = (h: Harness, answer: CheckoutAnswer, number = '4242424242424242') =>
  submit(h, redirectUrl(answer), { holder: 'Sara Ahmed', number, expiry: '12/30', cvv: '123' });

export const kioskReference = (answer: CheckoutAnswer): string => {
  if (answer.next.kind !== 'kiosk')
    throw new Error(`Expected a kiosk reference, got ${answer.next.kind}`);
  return answer.next.reference;
};

type Order = { planId: number; period: 0 | 1 | 2 };

/** A new student who paid an order at a kiosk (cash): answers them and the order. */
export const kioskBuyer = async (h: Harness, order: Order) => {
  const s = await buyer(h);
  const start = await h.call(api.payByReference, { body: order, token: s.token });
  await submit(h, '/sandbox/fawry/kiosk', { reference: kioskReference(start.body) });
  return { ...s, order: start.body.transaction };
};

/** A new student who paid an order by a new card: answers them and the order. */
export const cardBuyer = async (h: Harness, order: Order) => {
  const s = await buyer(h);
  const start = await h.call(api.payByCard, { body: order, token: s.token });
  await submit(h, redirectUrl(start.body), {
    holder: 'Sara Ahmed',
    number: '4242424242424242',
    expiry: '12/30',
    cvv: '123',
  });
  return { ...s, order: start.body.transaction };
};

/** Paymob serving every way of paying it can (installments stay FawryPay's). */
export const PAYMOB_ROUTING = { PAYMENT_PROVIDERS: 'card=paymob,wallet=paymob,kiosk=paymob' };
