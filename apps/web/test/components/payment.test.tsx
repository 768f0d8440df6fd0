import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import {
  PaymentType,
  paymentFailures,
  routes,
  TransactionStatus,
  type Transaction,
} from '@darsak/shared';
import PaymentPage from '../../src/features/payments/routes/payment.js';
import { aStudent } from './fixtures.js';
import { aTransaction, noPlan } from './payment-fixtures.js';
import { api, deferred, failure, renderScreen, server } from './render.js';

const openPayment = () =>
  renderScreen(<PaymentPage />, {
    signedInAs: aStudent(),
    route: '/payment/:id',
    path: '/payment/91',
  });

const kioskOrder = aTransaction({
  paymentType: PaymentType.CashKiosk,
  providerRef: '970177',
});

describe('a payment after the checkout', () => {
  it('shows that it is loading until the order is known', async () => {
    const order = deferred<Transaction>();
    api.on(routes.paymentStatus, () => order.promise);
    await openPayment();
    expect(screen.getByRole('status', { name: 'جارٍ التحميل…' })).toBeTruthy();
    order.resolve(aTransaction());
    expect(await screen.findByRole('heading', { name: 'بانتظار الدفع' })).toBeTruthy();
  });

  it('says an order it cannot find does not exist, with the way to all payments', async () => {
    api.on(routes.paymentStatus, failure('transaction-not-found'));
    await openPayment();
    expect(await screen.findByText('العملية غير موجودة.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'كل المدفوعات' }).getAttribute('href')).toBe(
      '/payments',
    );
  });

  it('shows the kiosk reference to pay when this app took the order', async () => {
    api.on(routes.paymentStatus, kioskOrder);
    await openPayment();
    expect((await screen.findByTestId('kiosk-reference')).textContent).toBe('970177');
    expect(screen.getByText('الرقم المرجعي للدفع في فوري')).toBeTruthy();
    expect(screen.getByText('اذهب إلى أي منفذ فوري أو افتح تطبيق myFawry.')).toBeTruthy();
  });

  it('leaves the kiosk reference to the provider’s page when that page took the order', async () => {
    api.on(
      routes.paymentStatus,
      aTransaction({
        provider: 'paymob',
        hostedPage: true,
        paymentType: PaymentType.CashKiosk,
        providerRef: '217503754',
      }),
    );
    await openPayment();
    expect(await screen.findByText(/ننتظر تأكيد Paymob للدفع/)).toBeTruthy();
    expect(screen.queryByTestId('kiosk-reference')).toBeNull();
    expect(screen.getByText('أمان / مصاري')).toBeTruthy();
  });

  it('turns paid by itself when the provider’s notification lands', async () => {
    let order = kioskOrder;
    api.on(routes.paymentStatus, () => order);
    await openPayment();
    await screen.findByTestId('kiosk-reference');
    api.on(routes.transactionReceipt, {
      buyer: { name: 'منى السيد', email: 'mona@example.com', phone: null },
      seller: {
        legalName: null,
        address: null,
        taxRegistration: null,
        commercialRegistration: null,
        email: 'support@darsak.example',
      },
    });
    order = {
      ...kioskOrder,
      status: TransactionStatus.Paid,
      paidAt: '2026-03-08T12:00:00.000Z',
      subscriptionId: 4,
    };
    server.emit('TransactionStatusUpdate', { transactionId: 91, status: TransactionStatus.Paid });
    expect(await screen.findByRole('heading', { name: 'تم الدفع' })).toBeTruthy();
    expect(screen.queryByTestId('kiosk-reference')).toBeNull();
    expect(await screen.findByText('البائع')).toBeTruthy();
  });

  const words = {
    'card-declined': ['رفض البنك البطاقة', 'جرّب بطاقة أخرى أو ادفع من محفظة الموبايل'],
    'secure-code': ['رمز التحقق غير صحيح', 'رسالة SMS'],
    'wallet-refused': ['رفضت المحفظة الدفع', 'تأكد من الرقم السري'],
    'insufficient-funds': ['الرصيد غير كافٍ', 'اشحن رصيدك'],
    'reference-expired': ['انتهت صلاحية الرقم المرجعي', 'احصل على رقم مرجعي جديد'],
    other: ['لم يكتمل الدفع', 'جرّب طريقة دفع أخرى'],
  } as const;
  it.each(paymentFailures)(
    'says why the order failed (%s) and what to do next, and tries it again as it was',
    async (failure) => {
      api.on(
        routes.paymentStatus,
        aTransaction({
          status:
            failure === 'reference-expired' ? TransactionStatus.Expired : TransactionStatus.Failed,
          failure,
        }),
      );
      api.on(routes.userSubscriptions, noPlan);
      await openPayment();
      const [title, next] = words[failure];
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain(title);
      expect(alert.textContent).toContain(next);
      // «Try again» keeps the order as it was (docs/product/plans-and-payments.md#trying-again).
      const retry = await screen.findByRole('link', { name: 'حاول مرة أخرى' });
      expect(retry.getAttribute('href')).toBe('/checkout/5/quarter?again=91');
    },
  );

  it('says only that the order ended when nothing failed (a card order’s window passed)', async () => {
    api.on(routes.paymentStatus, aTransaction({ status: TransactionStatus.Expired }));
    api.on(routes.userSubscriptions, noPlan);
    await openPayment();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'انتهت صلاحية الطلب قبل الدفع ولم يُخصم أي مبلغ.',
    );
  });
});
