/**
 * The public site (docs/product/site.md): every page answers Arabic RTL HTML holding its content
 * before any script runs, English under /en, a real 404, pricing that follows an admin's change at
 * once, contact requests that reach the admins' list, and short links whose source an account
 * records.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { api, formatMoney, Gender, Role } from '@darsak/shared';
import { users } from '../../src/db/schema.js';
import { listedTutor } from '../booking-fixtures.js';
import { startHarness, type Harness } from '../harness.js';
import { expectError } from '../support.js';

let h: Harness;
let admin: string;
beforeAll(async () => {
  h = await startHarness();
  admin = (await h.account({ role: Role.RegularAdmin, gender: 2 })).token.value;
});
afterAll(() => h.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  h.inject({ method: 'GET', url, headers });

const pages: [string, string][] = [
  ['/', 'إزاي يمشي الدرس؟'],
  ['/tutor', 'خطوات الانضمام'],
  ['/pricing', 'الاشتراك ما بيتجددش لوحده'],
  ['/faq', 'هل فيه تجربة مجانية؟'],
  ['/faq/student', 'إزاي أحجز درس؟'],
  ['/faq/tutor', 'المقابلة عاملة إزاي؟'],
  ['/contact', 'أرسل رسالة'],
  ['/method', 'مستويات درسك'],
  ['/about', 'حكايتنا'],
  ['/terms', 'الشروط والأحكام'],
  ['/privacy', 'قانون حماية البيانات الشخصية المصري رقم ١٥١ لسنة ٢٠٢٠'],
];

describe('the site’s pages', () => {
  it.each(pages)('answers %s with Arabic RTL HTML holding its content', async (url, text) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toMatch(/^<!doctype html><html lang="ar" dir="rtl">/);
    expect(res.body).toContain(text);
    expect(res.body).toContain(`<link rel="canonical" href="http://localhost:`);
    expect(res.body).toContain('hrefLang="en"');
    expect(res.body).toContain('property="og:image"');
    expect(res.body).toContain('"@type":"Organization"');
    // The phone menu's script is on every page of a built site; only the contact page has more.
    const scripts = [...res.body.matchAll(/<script type="module" src="\/site\/([a-z]+)-/g)];
    const allowed = url === '/contact' ? ['menu', 'contact'] : ['menu'];
    for (const [, name] of scripts) expect(allowed).toContain(name);
  });

  it('answers English under /en, left to right', async () => {
    const res = await get('/en/pricing');
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<html lang="en" dir="ltr">/);
    expect(res.body).toContain('Plans by weekly minutes');
  });

  it('answers an unknown address with the 404 page and status 404', async () => {
    const res = await get('/no/such/page');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('الصفحة دي مش موجودة');
    expect(res.body).toContain('name="robots" content="noindex"');
    expect((await get('/en/nothing')).body).toContain('This page does not exist');
  });

  it('sends brotli when the browser takes it, and the site’s content policy', async () => {
    const res = await get('/faq', { 'accept-encoding': 'br, gzip' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('marks FAQ pages up as FAQPage, and serves sitemap.xml and robots.txt', async () => {
    expect((await get('/faq/tutor')).body).toContain('"@type":"FAQPage"');
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.body).toContain('/faq/student</loc>');
    expect(sitemap.body).toContain('hreflang="en"');
    expect((await get('/robots.txt')).body).toContain('Sitemap: http://localhost:');
  });
});

describe('the home page', () => {
  it('shows a listed tutor without ratings as new, in her gender, without a bare «جديد»', async () => {
    const tutor = await listedTutor(h);
    // The home page features tutors with a photo.
    await h.ctx.db
      .update(users)
      .set({ gender: Gender.Female, image: 'avatars/mona.webp' })
      .where(eq(users.id, tutor.id));
    h.ctx.cache.flush();
    const home = (await get('/')).body;
    expect(home).toContain('مدرّسة جديدة');
    expect(home).not.toMatch(/>جديد</);
  });
});

describe('/pricing', () => {
  it('shows the prices an admin has just changed', async () => {
    const created = await h.call(api.createPlan, {
      body: { weeklyMinutes: 90, monthPrice: 33_300 } as never,
      token: admin,
    });
    expect(created.status).toBe(200);
    const before = (await get('/pricing')).body;
    expect(before).toContain(formatMoney(33_300, 'ar-EG'));
    await h.call(api.updatePlan, {
      params: { id: created.body.id },
      body: { monthPrice: 44_400 },
      token: admin,
    });
    const after = (await get('/pricing')).body;
    expect(after).toContain(formatMoney(44_400, 'ar-EG'));
    expect(after).not.toContain(formatMoney(33_300, 'ar-EG'));
    const plan = await h.call(api.getPlan, { params: { id: created.body.id }, token: admin });
    expect(after).toContain(formatMoney(plan.body.prices.year, 'ar-EG'));
  });
});

describe('/pricing', () => {
  it('sends a visitor choosing a plan to register, then to the plans', async () => {
    for (const [url, lang] of [
      ['/pricing', 'ar'],
      ['/en/pricing', 'en'],
    ] as const) {
      const body = (await get(url)).body;
      const links = [...body.matchAll(/href="(\/app\/[^"]*)"/g)].map((m) => m[1]);
      const choose = `/app/register/student?lang=${lang}&amp;next=%2Fplans`;
      expect(links).toContain(choose);
      expect(links).not.toContain(`/app/plans?lang=${lang}`);
    }
  });
});

describe('the contact page', () => {
  it('offers WhatsApp only where a support number is set', async () => {
    // This harness has no SUPPORT_WHATSAPP: neither the page nor its description promises it.
    for (const url of ['/contact', '/en/contact']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toMatch(/واتساب|WhatsApp|wa\.me/);
    }
    const withNumber = await startHarness({ SUPPORT_WHATSAPP: '+201001234567' });
    try {
      const ar = await withNumber.inject({ method: 'GET', url: '/contact' });
      expect(ar.body).toContain('كلّمنا مباشرة على واتساب أو البريد الإلكتروني');
      expect(ar.body).toContain('href="https://wa.me/201001234567"');
      const en = await withNumber.inject({ method: 'GET', url: '/en/contact' });
      expect(en.body).toContain('reach us directly on WhatsApp or by email');
    } finally {
      await withNumber.close();
    }
  });
});

describe('contact requests', () => {
  const message = {
    name: 'سارة أحمد',
    replyTo: 'sara@example.com',
    title: 'سؤال عن الباقات',
    message: 'هل يمكن تغيير الباقة في منتصف الشهر؟',
    openedForMs: 20_000,
  };

  it('arrive in the admins’ list, and can be marked handled', async () => {
    const sent = await h.call(api.createContactRequest, { body: message });
    expect(sent.status).toBe(204);
    const list = await h.call(api.listContactRequests, {
      query: { handled: 'false' },
      token: admin,
    });
    const found = list.body.list.find((r) => r.title === message.title);
    expect(found).toMatchObject({ replyTo: 'sara@example.com', handledAt: null });
    const marked = await h.call(api.updateContactRequest, {
      params: { id: found!.id },
      body: { handled: true },
      token: admin,
    });
    expect(marked.body.handledAt).not.toBeNull();
    // Who handled it, with her gender for the words beside her name («عالجتها»).
    expect(marked.body).toMatchObject({ handledByName: 'Test User', handledByGender: 2 });
    const student = (await h.account()).token.value;
    expectError(await h.call(api.listContactRequests, { token: student }), 'forbidden');
  });

  it('refuses a short title or message with the spec’s codes, and a bad address', async () => {
    expectError(
      await h.call(api.createContactRequest, { body: { ...message, title: 'ab' } }),
      'contact-title-too-short',
    );
    expectError(
      await h.call(api.createContactRequest, { body: { ...message, message: 'short' } }),
      'contact-message-too-short',
    );
    expectError(
      await h.call(api.createContactRequest, { body: { ...message, replyTo: 'not an email@' } }),
      'invalid-email',
    );
  });

  it('drops what looks automated without telling, and limits each address', async () => {
    const trap = await h.call(api.createContactRequest, {
      body: { ...message, title: 'روبوت', website: 'http://spam.example' },
    });
    expect(trap.status).toBe(204);
    const list = await h.call(api.listContactRequests, { token: admin });
    expect(list.body.list.some((r) => r.title === 'روبوت')).toBe(false);
    let last = 0;
    for (let i = 0; i < 6; i += 1)
      last = (await h.call(api.createContactRequest, { body: message })).status;
    expect(last).toBe(429);
  });
});

describe('short links', () => {
  it('send a visitor on and remember the source; an account registered then records it', async () => {
    const visit = await get('/url/wa');
    expect(visit.statusCode).toBe(302);
    expect(visit.headers.location).toBe('/');
    const cookie = String(visit.headers['set-cookie']).split(';')[0]!;
    expect(cookie).toBe('darsak_source=wa');
    const res = await h.inject({
      method: 'POST',
      url: '/api/v1/user/',
      headers: { cookie },
      payload: {
        name: 'منى خالد',
        email: 'mona.wa@example.com',
        password: 'secret123',
        role: Role.Student,
      },
    });
    expect(res.statusCode).toBe(200);
    const { user } = res.json() as { user: { id: number; signupSource: string | null } };
    expect(user.signupSource).toBe('wa');
    const seen = await h.call(api.getUser, { params: { id: user.id }, token: admin });
    expect(seen.body).toMatchObject({ signupSource: 'wa' });
  });

  it('answer 404 for an unknown name', async () => {
    expect((await get('/url/nothing')).statusCode).toBe(404);
  });
});
