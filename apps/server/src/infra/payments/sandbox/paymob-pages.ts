/**
 * The Paymob sandbox's pages (local environment only): its Unified Checkout for one intention
 * (card, wallet or kiosk, as the intention's integration says), the 3-D Secure step and a kiosk
 * counter (Aman/Masary). Plain HTML forms, Arabic first, no scripts; styled as the FawryPay ones.
 */
import { cardFields, egp, errorBoxOf, html, ltr, markup, page, testCardsHint } from './pages.js';

type Intention = {
  clientSecret: string;
  merchantRef: string;
  amount: number;
  customerName: string;
  phone: string;
  method: 'card' | 'wallet' | 'kiosk';
  billReference: string | null;
};

const base = '/sandbox/paymob';
const labels = { card: 'بطاقة بنكية', wallet: 'محفظة إلكترونية', kiosk: 'أمان / مصاري' } as const;

const tabs = (method: Intention['method']) =>
  '<div class="tabs" aria-hidden="true">' +
  (['card', 'wallet', 'kiosk'] as const)
    .map((m) => html`<span class="${m === method ? 'on' : ''}">${labels[m]}</span>`)
    .join('') +
  '</div>';

const heading = (intention: Intention) =>
  html`<h1>الدفع عبر Paymob</h1>
    <p><bdi>${intention.customerName}</bdi> · طلب ${ltr(intention.merchantRef)}</p>
    <p class="amount">${egp(intention.amount)}</p>` + tabs(intention.method);

const cardForm = (intention: Intention) =>
  html`<form method="post" action="${base}/unifiedcheckout/card">
    <input type="hidden" name="clientSecret" value="${intention.clientSecret}" />
    ${markup(cardFields('ar'))}
    <button type="submit">ادفع ${egp(intention.amount)}</button>
  </form>` + testCardsHint('ar', '5123 4567 8901 2346');

const walletForm = (intention: Intention) =>
  html`<form method="post" action="${base}/unifiedcheckout/wallet">
      <input type="hidden" name="clientSecret" value="${intention.clientSecret}" />
      <label for="phone">رقم المحفظة</label
      ><input
        id="phone"
        name="phone"
        dir="ltr"
        inputmode="tel"
        value="${intention.phone}"
        required
      />
      <label for="pin">الرقم السري للمحفظة (PIN)</label
      ><input id="pin" name="pin" type="password" inputmode="numeric" required />
      <button type="submit">موافقة ودفع ${egp(intention.amount)}</button>
    </form>
    <p class="hint">في بيئة التجربة: الرقم السري 123456 يوافق وأي رقم آخر يرفض الطلب.</p>`;

const kioskForm = (intention: Intention, back: string) =>
  intention.billReference
    ? html`<p>ادفع هذا الرقم المرجعي نقدًا في أي منفذ أمان أو مصاري:</p>
        <p class="reference" dir="ltr">${intention.billReference}</p>
        <a class="back" href="${back}">العودة إلى المتجر</a>`
    : html`<form method="post" action="${base}/unifiedcheckout/kiosk">
        <input type="hidden" name="clientSecret" value="${intention.clientSecret}" />
        <p>ستحصل على رقم مرجعي تدفعه نقدًا في أي منفذ أمان أو مصاري.</p>
        <button type="submit">احصل على الرقم المرجعي</button>
      </form>`;

export const unifiedCheckoutPage = (intention: Intention, back: string, error?: string): string =>
  page(
    'الدفع عبر Paymob',
    heading(intention) +
      errorBoxOf(error) +
      (intention.method === 'card'
        ? cardForm(intention)
        : intention.method === 'wallet'
          ? walletForm(intention)
          : kioskForm(intention, back)),
    'Paymob',
  );

export const paymobOtpPage = (intention: Intention): string =>
  page(
    'التحقق 3-D Secure',
    html`<h1>تأكيد الدفع من البنك (3-D Secure)</h1>
      <p>
        أرسل البنك رمزًا إلى هاتفك لتأكيد دفع <span class="amount">${egp(intention.amount)}</span>.
      </p>
      <form method="post" action="${base}/unifiedcheckout/3ds">
        <input type="hidden" name="clientSecret" value="${intention.clientSecret}" />
        <label for="otp">رمز التحقق</label
        ><input id="otp" name="otp" inputmode="numeric" autocomplete="one-time-code" required />
        <button type="submit">تأكيد</button>
      </form>
      <p class="hint">في بيئة التجربة: الرمز 123456 ينجح وأي رمز آخر يُفشل الدفع.</p>`,
    'Paymob',
  );

export const paymobKioskPage = (message?: { ok: boolean; text: string }): string =>
  page(
    'منفذ أمان',
    html`<h1>منفذ أمان / مصاري (بيئة التجربة)</h1>
      <p>أدخل الرقم المرجعي الذي يقدمه العميل ثم اضغط «تم الدفع في المنفذ».</p>` +
      (message
        ? html`<p class="${message.ok ? 'hint' : 'error'}" role="status">${message.text}</p>`
        : '') +
      html`<form method="post" action="${base}/kiosk">
        <label for="reference">الرقم المرجعي</label
        ><input id="reference" name="reference" inputmode="numeric" required />
        <button type="submit">تم الدفع في المنفذ</button>
      </form>`,
    'Paymob',
  );
