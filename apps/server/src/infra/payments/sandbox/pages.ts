/**
 * What the sandbox providers' pages are made of (local environment only): the page frame with the
 * provider's brand, a card form, a 3-D Secure step, a wallet's PIN, a kiosk counter and the
 * answers after them. Each provider's own pages (`<provider>/sandbox-pages.ts`) are built from
 * these. Plain HTML forms, no scripts; in Arabic, or in English when the shop asked for it, as
 * the providers' own pages do. A kiosk counter speaks the language of the order whose reference is
 * typed in, and before that the one it was opened in (`?lang=en`), Arabic if none.
 */
const escape = (value: string): string => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Markup already made safe (by `html`), set into another `html` as it is. */
export type Markup = { readonly markup: string };

export const html = (
  strings: TemplateStringsArray,
  ...values: (string | number | Markup)[]
): string =>
  strings.reduce((out, part, i) => {
    const value = values[i];
    if (i >= values.length || value === undefined) return out + part;
    return out + part + (typeof value === 'object' ? value.markup : escape(String(value)));
  }, '');

/** Marks made markup (an `html` result) to be set in another `html` unescaped. */
export const markup = (value: string): Markup => ({ markup: value });

export type Lang = 'ar' | 'en';

/** A language as a shop asks for it ("en-gb", "ar-eg", "en", "ar"): English or Arabic. */
export const langOf = (value: unknown): Lang =>
  typeof value === 'string' && /^en\b/i.test(value) ? 'en' : 'ar';

/** The words of a page in its language. */
export const say = (lang: Lang, ar: string, en: string): string => (lang === 'en' ? en : ar);

/**
 * A card number, code or phone set apart as one left-to-right unit that never breaks across lines:
 * inside an Arabic line «4242 4242 4242 4242 تنجح» keeps its digits in order and beside its word.
 */
export const ltr = (value: string): Markup =>
  markup(html`<bdi dir="ltr" class="ltr">${value}</bdi>`);

const style = `
body{margin:0;font-family:system-ui,"Segoe UI",Tahoma,sans-serif;background:#f1f5f9;color:#0f172a}
header{padding:12px 20px;font-weight:700}
.reference{font-size:2rem;font-weight:800;letter-spacing:.1em;text-align:center}
a.back{display:block;margin-top:18px;text-align:center;color:#1d4ed8;font-weight:700}
main{max-width:420px;margin:24px auto;padding:24px;background:#fff;border-radius:16px;box-shadow:0 1px 4px #0002}
h1{font-size:1.35rem;margin:0 0 8px}
p{line-height:1.6}
label{display:block;margin:14px 0 4px;font-weight:600}
input{box-sizing:border-box;width:100%;padding:10px;border:1px solid #64748b;border-radius:8px;font-size:1rem}
button{margin-top:18px;width:100%;padding:12px;border:0;border-radius:8px;background:#1d4ed8;color:#fff;font-size:1rem;font-weight:700;cursor:pointer}
.amount{font-size:1.6rem;font-weight:800}
.error{background:#fee2e2;color:#7f1d1d;padding:10px;border-radius:8px}
.hint{background:#f8fafc;border:1px dashed #475569;padding:10px;border-radius:8px;font-size:.9rem}
.row{display:flex;gap:12px}.row>div{flex:1}
.ltr{unicode-bidi:isolate;white-space:nowrap}
.hint ul{margin:0;padding-inline-start:20px}
`;

/** Whose sandbox a page belongs to: its name in the header, and the CSS of its colours. */
export type Brand = { name: string; style: string };

export const page = (title: string, body: string, brand: Brand, lang: Lang = 'ar'): string =>
  `<!doctype html>
<html lang="${lang}" dir="${lang === 'en' ? 'ltr' : 'rtl'}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)} · ${escape(brand.name)} sandbox</title><style>${style}${brand.style}</style></head>
<body><header>${escape(brand.name)} · ${say(lang, 'بيئة التجربة (sandbox)', 'sandbox')}</header><main>${body}</main></body></html>`;

export const egp = (piasters: number, lang: Lang = 'ar'): string =>
  new Intl.NumberFormat(lang === 'en' ? 'en-EG' : 'ar-EG', {
    style: 'currency',
    currency: 'EGP',
  }).format(piasters / 100);

const errorBox = (error?: string) =>
  error ? html`<p class="error" role="alert">${error}</p>` : '';

/** Fields a form carries back unseen (a checkout's client secret, the counter's language). */
export const hiddenFields = (fields: Record<string, string>): Markup =>
  markup(
    Object.entries(fields)
      .map(([name, value]) => html`<input type="hidden" name="${name}" value="${value}" />`)
      .join(''),
  );

/** Who pays for which order and how much: the top of a checkout page. */
export const orderSummary = (
  order: { customerName: string; reference: string; amount: number },
  lang: Lang,
): string =>
  html`<p>
      <bdi>${order.customerName}</bdi> · ${say(lang, 'طلب', 'order')} ${ltr(order.reference)}
    </p>
    <p class="amount">${egp(order.amount, lang)}</p>`;

export const backToShop = (lang: Lang): string =>
  say(lang, 'العودة إلى المتجر', 'Back to the shop');

/** The answer to card details that are wrong or not one of the sandbox's test cards. */
export const wrongCard = (lang: Lang): string =>
  say(
    lang,
    'بيانات البطاقة غير صحيحة أو ليست بطاقة تجربة.',
    'The card’s details are wrong, or it is not a test card.',
  );

/** The card form's fields, shared by the payment page and the card-saving page. */
export const cardFields = (lang: Lang) =>
  html`<label for="holder">${say(lang, 'الاسم على البطاقة', 'Name on the card')}</label
    ><input id="holder" name="holder" autocomplete="cc-name" required />
    <label for="number">${say(lang, 'رقم البطاقة', 'Card number')}</label
    ><input
      id="number"
      name="number"
      dir="ltr"
      inputmode="numeric"
      autocomplete="cc-number"
      required
    />
    <div class="row">
      <div>
        <label for="expiry">${say(lang, 'تاريخ الانتهاء', 'Expiry date')} (MM/YY)</label
        ><input id="expiry" name="expiry" dir="ltr" autocomplete="cc-exp" required />
      </div>
      <div>
        <label for="cvv">${say(lang, 'رمز الأمان CVV', 'Security code (CVV)')}</label
        ><input id="cvv" name="cvv" dir="ltr" inputmode="numeric" autocomplete="cc-csc" required />
      </div>
    </div>`;

/** A card form that pays `amount`, posted to `action` with any hidden fields. */
export const payByCardForm = (
  form: { action: string; amount: number; hidden?: Record<string, string> },
  lang: Lang,
): string =>
  html`<form method="post" action="${form.action}">
    ${hiddenFields(form.hidden ?? {})} ${markup(cardFields(lang))}
    <button type="submit">${say(lang, 'ادفع', 'Pay')} ${egp(form.amount, lang)}</button>
  </form>`;

/** The sandbox's test cards, one a line: the number first, then what it does. */
export const testCardsHint = (lang: Lang, succeeds = '4242 4242 4242 4242'): string =>
  html`<div class="hint">
    <p>${say(lang, 'بطاقات التجربة:', 'Test cards:')}</p>
    <ul>
      <li>${ltr(succeeds)} ${say(lang, 'تنجح', 'succeeds')}</li>
      <li>
        ${ltr('4000 0000 0000 3220')}
        ${
          lang === 'en'
            ? markup(html`asks for a ${ltr('3-D Secure')} code (${ltr('123456')})`)
            : markup(html`تطلب رمز ${ltr('3-D Secure')} (${ltr('123456')})`)
        }
      </li>
      <li>${ltr('4000 0000 0000 0002')} ${say(lang, 'تُرفض', 'is declined')}</li>
      <li>
        ${ltr('4000 0000 0000 9995')}
        ${say(lang, 'تُرفض لعدم كفاية الرصيد', 'is refused for insufficient funds')}
      </li>
    </ul>
  </div>`;

/** The bank's 3-D Secure step for a card payment, posted to `action` with any hidden fields. */
export const secureCodePage = (
  step: { amount: number; action: string; hidden?: Record<string, string> },
  brand: Brand,
  error?: string,
  lang: Lang = 'ar',
): string =>
  page(
    say(lang, 'التحقق 3-D Secure', '3-D Secure check'),
    html`<h1>
        ${say(
          lang,
          'تأكيد الدفع من البنك (3-D Secure)',
          'Confirm the payment with your bank (3-D Secure)',
        )}
      </h1>
      <p>
        ${say(
          lang,
          'أرسل البنك رمزًا إلى موبايلك لتأكيد دفع',
          'Your bank sent a code to your phone to confirm paying',
        )}
        <span class="amount">${egp(step.amount, lang)}</span>.
      </p>` +
      errorBox(error) +
      html`<form method="post" action="${step.action}">
        ${hiddenFields(step.hidden ?? {})}
        <label for="otp">${say(lang, 'رمز التحقق', 'Verification code')}</label
        ><input
          id="otp"
          name="otp"
          dir="ltr"
          inputmode="numeric"
          autocomplete="one-time-code"
          required
        />
        <button type="submit">${say(lang, 'تأكيد', 'Confirm')}</button>
      </form>` +
      (lang === 'en'
        ? html`<p class="hint">
            In the sandbox: the code ${ltr('123456')} succeeds and any other code fails the payment.
          </p>`
        : html`<p class="hint">
            في بيئة التجربة: الرمز ${ltr('123456')} ينجح وأي رمز آخر يُفشل الدفع.
          </p>`),
    brand,
    lang,
  );

/** The wallet's PIN field. */
export const pinField = (lang: Lang): string =>
  html`<label for="pin">${say(lang, 'الرقم السري للمحفظة', 'Wallet PIN')}</label
    ><input id="pin" name="pin" type="password" inputmode="numeric" required />`;

/** What the sandbox's wallets do with a PIN. */
export const walletPinHint = (lang: Lang): string =>
  lang === 'en'
    ? html`<p class="hint">
        In the sandbox: the PIN ${ltr('123456')} approves and any other PIN refuses the request.
      </p>`
    : html`<p class="hint">
        في بيئة التجربة: الرقم السري ${ltr('123456')} يوافق وأي رقم آخر يرفض الطلب.
      </p>`;

/** A kiosk counter's answer to a reference typed in. */
export type CounterNote = { ok: boolean; text: string };

/** The counter's answers, in the language of the page that shows them. */
export const counterNote = {
  unknown: (lang: Lang): CounterNote => ({
    ok: false,
    text: say(lang, 'لا يوجد طلب بهذا الرقم المرجعي.', 'No order has this reference number.'),
  }),
  /** An order that is paid, expired or canceled already; `status` as the provider names it. */
  closed: (lang: Lang, status?: string): CounterNote => ({
    ok: false,
    text:
      say(lang, 'هذا الطلب ليس بانتظار الدفع', 'This order is not waiting for payment') +
      (status ? ` (${status})` : '') +
      '.',
  }),
  expired: (lang: Lang, reference: string): CounterNote => ({
    ok: true,
    text: say(
      lang,
      `انتهت صلاحية الرقم المرجعي ${reference} دون دفع.`,
      `The reference ${reference} expired unpaid.`,
    ),
  }),
  paid: (lang: Lang, amount: number, reference: string): CounterNote => ({
    ok: true,
    text: say(
      lang,
      `تم دفع ${egp(amount, lang)} للرقم ${reference}.`,
      `${egp(amount, lang)} was paid for the reference ${reference}.`,
    ),
  }),
};

/**
 * A kiosk counter: the cashier types in the reference the customer brings and takes the cash. The
 * form carries the page's language, for an answer about a reference no order has. A second form
 * lets a reference run out of time now (`expireAction`), to try what an expired one does.
 */
export const counterPage = (
  counter: { name: string; action: string; expireAction: string; brand: Brand },
  lang: Lang,
  message?: CounterNote,
): string =>
  page(
    counter.name,
    html`<h1>${counter.name} (${say(lang, 'بيئة التجربة', 'sandbox')})</h1>
      <p>
        ${say(
          lang,
          'أدخل الرقم المرجعي الذي يقدمه العميل ثم اضغط «تم الدفع في المنفذ».',
          'Type in the reference number the customer gives, then press “Paid at the counter”.',
        )}
      </p>` +
      (message
        ? html`<p class="${message.ok ? 'hint' : 'error'}" role="status">${message.text}</p>`
        : '') +
      html`<form method="post" action="${counter.action}">
          ${hiddenFields({ lang })}
          <label for="reference">${say(lang, 'الرقم المرجعي', 'Reference number')}</label
          ><input id="reference" name="reference" inputmode="numeric" required />
          <button type="submit">${say(lang, 'تم الدفع في المنفذ', 'Paid at the counter')}</button>
        </form>
        <form method="post" action="${counter.expireAction}" class="hint">
          ${hiddenFields({ lang })}
          <p>
            ${say(
              lang,
              'للتجربة: اجعل رقمًا مرجعيًا ينتهي الآن دون دفع.',
              'To try it out: let a reference number expire now, unpaid.',
            )}
          </p>
          <label for="expire-reference"
            >${say(lang, 'رقم مرجعي ينتهي الآن', 'Reference to expire')}</label
          ><input id="expire-reference" name="reference" inputmode="numeric" required />
          <button type="submit">${say(lang, 'إنهاء صلاحية الرقم', 'Expire the reference')}</button>
        </form>`,
    counter.brand,
    lang,
  );

export const donePage = (
  title: string,
  text: string,
  next: string | undefined,
  brand: Brand,
  lang: Lang = 'ar',
): string =>
  page(
    title,
    html`<h1>${title}</h1>
      <p>${text}</p>` + (next ? html`<p><a href="${next}">${backToShop(lang)}</a></p>` : ''),
    brand,
    lang,
  );

/** The answer to an address of an order the sandbox does not know. */
export const notFoundPage = (brand: Brand, lang: Lang = 'ar'): string =>
  donePage(
    say(lang, 'طلب غير موجود', 'Order not found'),
    say(lang, 'لا يوجد طلب بهذا الرقم.', 'No order has this number.'),
    undefined,
    brand,
    lang,
  );

export const errorBoxOf = errorBox;
