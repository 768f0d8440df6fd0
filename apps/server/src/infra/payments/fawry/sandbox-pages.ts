/**
 * The FawryPay sandbox's pages (local environment only): its hosted card form (with the bank
 * installment plan chosen), the 3-D Secure step, a wallet's approval screen, a Fawry counter and
 * the card-saving page, made of the common pieces (sandbox/pages.ts).
 */
import {
  cardFields,
  counterPage,
  egp,
  errorBoxOf as errorBox,
  html,
  ltr,
  markup,
  orderSummary,
  page,
  payByCardForm,
  pinField,
  say,
  secureCodePage,
  testCardsHint,
  walletPinHint,
  type Brand,
  type CounterNote,
  type Lang,
} from '../sandbox/pages.js';

export const brand: Brand = { name: 'FawryPay', style: 'header{background:#facc15;color:#1e293b}' };

export const cardPage = (
  order: {
    merchantRefNum: string;
    amount: number;
    customerName: string;
    installments?: { bank: string; months: number } | null;
  },
  error?: string,
  lang: Lang = 'ar',
): string =>
  page(
    say(lang, 'الدفع بالبطاقة', 'Pay by card'),
    html`<h1>${say(lang, 'الدفع بالبطاقة', 'Pay by card')}</h1>` +
      orderSummary({ ...order, reference: order.merchantRefNum }, lang) +
      (order.installments
        ? html`<p class="hint">
            ${say(
              lang,
              `تقسيط على ${order.installments.months} أشهر عبر ${order.installments.bank}`,
              `${order.installments.months} monthly installments with ${order.installments.bank}`,
            )}
          </p>`
        : '') +
      errorBox(error) +
      payByCardForm(
        { action: `/sandbox/fawry/pay/${order.merchantRefNum}`, amount: order.amount },
        lang,
      ) +
      testCardsHint(lang),
    brand,
    lang,
  );

export const otpPage = (
  order: { merchantRefNum: string; amount: number },
  error?: string,
  lang: Lang = 'ar',
): string =>
  secureCodePage(
    { amount: order.amount, action: `/sandbox/fawry/3ds/${order.merchantRefNum}` },
    brand,
    error,
    lang,
  );

export const walletPage = (
  order: { merchantRefNum: string; amount: number; customerMobile: string },
  lang: Lang = 'ar',
): string =>
  page(
    say(lang, 'طلب دفع من المحفظة', 'Wallet payment request'),
    html`<h1>${say(lang, 'طلب دفع على محفظتك', 'A payment request on your wallet')}</h1>
      <p>
        ${say(lang, 'طلب درسك دفع', 'Darsak asks to be paid')}
        <span class="amount">${egp(order.amount, lang)}</span>
        ${say(lang, 'من المحفظة المرتبطة بالرقم', 'from the wallet of the number')}
        ${ltr(order.customerMobile)}.
      </p>
      <form method="post" action="/sandbox/fawry/wallet/${order.merchantRefNum}">
        ${markup(pinField(lang))}
        <button type="submit">${say(lang, 'موافقة ودفع', 'Approve and pay')}</button>
      </form>` + walletPinHint(lang),
    brand,
    lang,
  );

export const kioskPage = (message?: CounterNote, lang: Lang = 'ar'): string =>
  counterPage(
    {
      name: say(lang, 'منفذ فوري', 'Fawry counter'),
      action: '/sandbox/fawry/kiosk',
      expireAction: '/sandbox/fawry/kiosk/expire',
      brand,
    },
    lang,
    message,
  );

/** The hosted card-saving page: a card is checked and kept as a token, nothing is charged. */
export const saveCardPage = (
  request: { customerName: string; query: string },
  error?: string,
  lang: Lang = 'ar',
): string =>
  page(
    say(lang, 'حفظ بطاقة', 'Save a card'),
    html`<h1>${say(lang, 'حفظ بطاقة', 'Save a card')}</h1>
      <p>
        <bdi>${request.customerName}</bdi> · ${say(lang, 'لن يُخصم أي مبلغ.', 'Nothing is charged.')}
      </p>` +
      errorBox(error) +
      html`<form method="post" action="/sandbox/fawry/atfawry/plugin/card-token?${request.query}">
          ${markup(cardFields(lang))}
          <button type="submit">${say(lang, 'احفظ البطاقة', 'Save the card')}</button>
        </form>
        <div class="hint">
          <p>${say(lang, 'بطاقات التجربة:', 'Test cards:')}</p>
          <ul>
            <li>${ltr('4242 4242 4242 4242')} ${say(lang, 'تُحفظ', 'is saved')}</li>
            <li>${ltr('4000 0000 0000 3220')} ${say(lang, 'تُحفظ', 'is saved')}</li>
            <li>${ltr('4000 0000 0000 0002')} ${say(lang, 'تُرفض', 'is declined')}</li>
            <li>${ltr('4000 0000 0000 9995')} ${say(lang, 'تُحفظ', 'is saved')}</li>
          </ul>
        </div>`,
    brand,
    lang,
  );
