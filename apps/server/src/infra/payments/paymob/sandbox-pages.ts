/**
 * The Paymob sandbox's pages (local environment only): its Unified Checkout for one intention
 * (card, wallet or kiosk, as the intention's integration says), the 3-D Secure step and a kiosk
 * counter (Aman/Masary). Plain HTML forms, no scripts; made of the common pieces
 * (sandbox/pages.ts), in Arabic or in English as the checkout was opened (`lang`, sandbox.ts).
 */
import {
  backToShop,
  counterPage,
  egp,
  errorBoxOf,
  hiddenFields,
  html,
  orderSummary,
  page,
  payByCardForm,
  pinField,
  say,
  secureCodePage,
  testCardsHint,
  walletPinHint,
  markup,
  type Brand,
  type CounterNote,
  type Lang,
} from '../sandbox/pages.js';

export const brand: Brand = {
  name: 'Paymob',
  style:
    'header{background:#0b3b8c;color:#fff}' +
    '.tabs{display:flex;gap:8px;margin:12px 0}.tabs span{flex:1;text-align:center;padding:8px;border-radius:8px;background:#e2e8f0}.tabs span.on{background:#0b3b8c;color:#fff;font-weight:700}',
};

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
const labels = {
  ar: { card: 'بطاقة بنكية', wallet: 'محفظة إلكترونية', kiosk: 'أمان / مصاري' },
  en: { card: 'Bank card', wallet: 'Mobile wallet', kiosk: 'Aman / Masary' },
} as const;

const tabs = (method: Intention['method'], lang: Lang) =>
  '<div class="tabs" aria-hidden="true">' +
  (['card', 'wallet', 'kiosk'] as const)
    .map((m) => html`<span class="${m === method ? 'on' : ''}">${labels[lang][m]}</span>`)
    .join('') +
  '</div>';

const title = (lang: Lang) => say(lang, 'الدفع عبر Paymob', 'Pay with Paymob');

const heading = (intention: Intention, lang: Lang) =>
  html`<h1>${title(lang)}</h1>` +
  orderSummary({ ...intention, reference: intention.merchantRef }, lang) +
  tabs(intention.method, lang);

const secret = (intention: Intention) => ({ clientSecret: intention.clientSecret });

const cardForm = (intention: Intention, lang: Lang) =>
  payByCardForm(
    { action: `${base}/unifiedcheckout/card`, amount: intention.amount, hidden: secret(intention) },
    lang,
  ) + testCardsHint(lang, '5123 4567 8901 2346');

const walletForm = (intention: Intention, lang: Lang) =>
  html`<form method="post" action="${base}/unifiedcheckout/wallet">
    ${hiddenFields(secret(intention))}
    <label for="phone">${say(lang, 'رقم المحفظة', 'Wallet number')}</label
    ><input id="phone" name="phone" dir="ltr" inputmode="tel" value="${intention.phone}" required />
    ${markup(pinField(lang))}
    <button type="submit">
      ${say(lang, 'موافقة ودفع', 'Approve and pay')} ${egp(intention.amount, lang)}
    </button>
  </form>` + walletPinHint(lang);

const kioskForm = (intention: Intention, back: string, lang: Lang) =>
  intention.billReference
    ? html`<p>
          ${say(
            lang,
            'ادفع هذا الرقم المرجعي نقدًا في أي منفذ أمان أو مصاري:',
            'Pay this reference number in cash at any Aman or Masary outlet:',
          )}
        </p>
        <p class="reference" dir="ltr">${intention.billReference}</p>
        <a class="back" href="${back}">${backToShop(lang)}</a>`
    : html`<form method="post" action="${base}/unifiedcheckout/kiosk">
        ${hiddenFields(secret(intention))}
        <p>
          ${say(
            lang,
            'ستحصل على رقم مرجعي تدفعه نقدًا في أي منفذ أمان أو مصاري.',
            'You get a reference number to pay in cash at any Aman or Masary outlet.',
          )}
        </p>
        <button type="submit">
          ${say(lang, 'احصل على الرقم المرجعي', 'Get the reference number')}
        </button>
      </form>`;

export const unifiedCheckoutPage = (
  intention: Intention,
  back: string,
  error?: string,
  lang: Lang = 'ar',
): string =>
  page(
    title(lang),
    heading(intention, lang) +
      errorBoxOf(error) +
      (intention.method === 'card'
        ? cardForm(intention, lang)
        : intention.method === 'wallet'
          ? walletForm(intention, lang)
          : kioskForm(intention, back, lang)),
    brand,
    lang,
  );

export const paymobOtpPage = (intention: Intention, lang: Lang = 'ar'): string =>
  secureCodePage(
    {
      amount: intention.amount,
      action: `${base}/unifiedcheckout/3ds`,
      hidden: secret(intention),
    },
    brand,
    undefined,
    lang,
  );

export const paymobKioskPage = (message?: CounterNote, lang: Lang = 'ar'): string =>
  counterPage(
    {
      name: say(lang, 'منفذ أمان / مصاري', 'Aman / Masary counter'),
      action: `${base}/kiosk`,
      expireAction: `${base}/kiosk/expire`,
      brand,
    },
    lang,
    message,
  );
