/**
 * The sandbox provider's pages (local environment only): a hosted card form, a 3-D Secure step, a
 * wallet's approval screen and a kiosk counter. Plain HTML forms, Arabic first, no scripts.
 */
const escape = (value: string): string => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export const html = (strings: TemplateStringsArray, ...values: (string | number)[]): string =>
  strings.reduce(
    (out, part, i) => out + part + (i < values.length ? escape(String(values[i])) : ''),
    '',
  );

const style = `
body{margin:0;font-family:system-ui,"Segoe UI",Tahoma,sans-serif;background:#f1f5f9;color:#0f172a}
header{background:#facc15;color:#1e293b;padding:12px 20px;font-weight:700}
header.paymob{background:#0b3b8c;color:#fff}
.tabs{display:flex;gap:8px;margin:12px 0}.tabs span{flex:1;text-align:center;padding:8px;border-radius:8px;background:#e2e8f0}.tabs span.on{background:#0b3b8c;color:#fff;font-weight:700}
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
`;

export type Brand = 'FawryPay' | 'Paymob';

export const page = (
  title: string,
  body: string,
  brand: Brand = 'FawryPay',
): string => `<!doctype html>
<html lang="ar" dir="rtl"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)} · ${brand} sandbox</title><style>${style}</style></head>
<body><header class="${brand.toLowerCase()}">${brand} · بيئة التجربة (sandbox)</header><main>${body}</main></body></html>`;

export const egp = (piasters: number): string =>
  new Intl.NumberFormat('ar-EG', { style: 'currency', currency: 'EGP' }).format(piasters / 100);

const errorBox = (error?: string) =>
  error ? html`<p class="error" role="alert">${error}</p>` : '';

export const cardPage = (
  order: {
    merchantRefNum: string;
    amount: number;
    customerName: string;
    installments?: { bank: string; months: number } | null;
  },
  error?: string,
): string =>
  page(
    'الدفع بالبطاقة',
    html`<h1>الدفع بالبطاقة</h1>
      <p>${order.customerName} · طلب ${order.merchantRefNum}</p>
      <p class="amount">${egp(order.amount)}</p>` +
      (order.installments
        ? html`<p class="hint">
            تقسيط على ${order.installments.months} أشهر عبر ${order.installments.bank}
          </p>`
        : '') +
      errorBox(error) +
      html`<form method="post" action="/sandbox/fawry/pay/${order.merchantRefNum}">
          <label for="holder">الاسم على البطاقة</label
          ><input id="holder" name="holder" autocomplete="cc-name" required />
          <label for="number">رقم البطاقة</label
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
              <label for="expiry">تاريخ الانتهاء (MM/YY)</label
              ><input id="expiry" name="expiry" dir="ltr" autocomplete="cc-exp" required />
            </div>
            <div>
              <label for="cvv">رمز الأمان CVV</label
              ><input id="cvv" name="cvv" inputmode="numeric" autocomplete="cc-csc" required />
            </div>
          </div>
          <button type="submit">ادفع ${egp(order.amount)}</button>
        </form>
        <div class="hint">
          <p>بطاقات التجربة:</p>
          <ul>
            <li><span dir="ltr">4242 4242 4242 4242</span> تنجح</li>
            <li>
              <span dir="ltr">4000 0000 0000 3220</span> تطلب رمز 3-D Secure (<span dir="ltr"
                >123456</span
              >)
            </li>
            <li><span dir="ltr">4000 0000 0000 0002</span> تُرفض</li>
          </ul>
        </div>`,
  );

export const otpPage = (
  order: { merchantRefNum: string; amount: number },
  error?: string,
): string =>
  page(
    'التحقق 3-D Secure',
    html`<h1>تأكيد الدفع من البنك (3-D Secure)</h1>
      <p>
        أرسل البنك رمزًا إلى هاتفك لتأكيد دفع <span class="amount">${egp(order.amount)}</span>.
      </p>` +
      errorBox(error) +
      html`<form method="post" action="/sandbox/fawry/3ds/${order.merchantRefNum}">
          <label for="otp">رمز التحقق</label
          ><input id="otp" name="otp" inputmode="numeric" autocomplete="one-time-code" required />
          <button type="submit">تأكيد</button>
        </form>
        <p class="hint">في بيئة التجربة: الرمز 123456 ينجح وأي رمز آخر يُفشل الدفع.</p>`,
  );

export const walletPage = (order: {
  merchantRefNum: string;
  amount: number;
  customerMobile: string;
}): string =>
  page(
    'طلب دفع من المحفظة',
    html`<h1>طلب دفع على محفظتك</h1>
      <p>
        طلب درسك دفع <span class="amount">${egp(order.amount)}</span> من المحفظة المرتبطة بالرقم
        ${order.customerMobile}.
      </p>
      <form method="post" action="/sandbox/fawry/wallet/${order.merchantRefNum}">
        <label for="pin">الرقم السري للمحفظة</label
        ><input id="pin" name="pin" type="password" inputmode="numeric" required />
        <button type="submit">موافقة ودفع</button>
      </form>
      <p class="hint">في بيئة التجربة: الرقم السري 123456 يوافق وأي رقم آخر يرفض الطلب.</p>`,
  );

export const kioskPage = (message?: { ok: boolean; text: string }): string =>
  page(
    'منفذ فوري',
    html`<h1>منفذ فوري (بيئة التجربة)</h1>
      <p>أدخل الرقم المرجعي الذي يقدمه العميل ثم اضغط «تم الدفع في المنفذ».</p>` +
      (message
        ? html`<p class="${message.ok ? 'hint' : 'error'}" role="status">${message.text}</p>`
        : '') +
      html`<form method="post" action="/sandbox/fawry/kiosk">
        <label for="reference">الرقم المرجعي</label
        ><input id="reference" name="reference" inputmode="numeric" required />
        <button type="submit">تم الدفع في المنفذ</button>
      </form>`,
  );

export const donePage = (title: string, text: string, next?: string, brand?: Brand): string =>
  page(
    title,
    html`<h1>${title}</h1>
      <p>${text}</p>` + (next ? html`<p><a href="${next}">العودة إلى المتجر</a></p>` : ''),
    brand,
  );

export const errorBoxOf = errorBox;

/** The hosted card-saving page: a card is checked and kept as a token, nothing is charged. */
export const saveCardPage = (
  request: { customerName: string; query: string },
  error?: string,
): string =>
  page(
    'حفظ بطاقة',
    html`<h1>حفظ بطاقة</h1>
      <p>${request.customerName} · لن يُخصم أي مبلغ.</p>` +
      errorBox(error) +
      html`<form method="post" action="/sandbox/fawry/atfawry/plugin/card-token?${request.query}">
          <label for="holder">الاسم على البطاقة</label
          ><input id="holder" name="holder" autocomplete="cc-name" required />
          <label for="number">رقم البطاقة</label
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
              <label for="expiry">تاريخ الانتهاء (MM/YY)</label
              ><input id="expiry" name="expiry" dir="ltr" autocomplete="cc-exp" required />
            </div>
            <div>
              <label for="cvv">رمز الأمان CVV</label
              ><input id="cvv" name="cvv" inputmode="numeric" autocomplete="cc-csc" required />
            </div>
          </div>
          <button type="submit">احفظ البطاقة</button>
        </form>
        <div class="hint">
          <p>
            بطاقات التجربة: <span dir="ltr">4242 4242 4242 4242</span> أو
            <span dir="ltr">4000 0000 0000 3220</span> تُحفظ، و<span dir="ltr"
              >4000 0000 0000 0002</span
            >
            تُرفض.
          </p>
        </div>`,
  );
