import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TIME_ZONE,
  LOCALE,
  routes,
  type ErrorCode,
  type FreeTime,
  type Lesson,
  type Quota,
  type User,
} from '@darsak/shared';
import { BookingPanel } from '../../src/features/tutors/components/booking-panel.js';
import { paths } from '../../src/config/paths.js';
import { aLesson, aPage, aQuota, aStudent, aTutorProfile, inHours } from './fixtures.js';
import { aTransaction } from './payment-fixtures.js';
import { api, deferred, failure, renderScreen } from './render.js';

/** A kiosk reference for one lesson, as the server answers a purchase. */
const aCheckoutAnswer = () => ({
  transaction: aTransaction({ purpose: 'lesson', planId: null, period: null, weeklyMinutes: null }),
  next: { kind: 'kiosk' as const, reference: '123456789', expiresAt: inHours(2) },
});

const tutor = aTutorProfile();
const time = new Intl.DateTimeFormat(LOCALE, { timeZone: DEFAULT_TIME_ZONE, timeStyle: 'short' });
/** A time button's name, as the student reads it. */
const named = (startsAt: string) => time.format(new Date(startsAt));

/** Tomorrow and the day after, between 17:00 and 19:00 in Cairo: one day each, whatever the hour. */
const at = (day: number, minute: number) => {
  const start = new Date();
  start.setUTCHours(15, minute, 0, 0);
  start.setUTCDate(start.getUTCDate() + day);
  return start.toISOString();
};
const sixPm = at(1, 0);
const halfPastSix = at(1, 30);
const sevenPm = at(1, 60);
const dayAfter = at(2, 0);
const week: FreeTime[] = [
  { startsAt: sixPm, maxDuration: 30 },
  // Only a short lesson fits before another student's.
  { startsAt: halfPastSix, maxDuration: 15 },
  { startsAt: sevenPm, maxDuration: 30 },
  { startsAt: dayAfter, maxDuration: 30 },
];

const answer = ({
  quota = aQuota(),
  held,
  times = week,
}: { quota?: Quota; held?: Lesson; times?: FreeTime[] } = {}) => {
  api.on(routes.quota, quota);
  api.on(routes.listLessons, ({ query }) => aPage(held && query.when === 'future' ? [held] : []));
  api.on(routes.freeTimes, {
    weekStart: inHours(-48),
    weekEnd: quota.weekEnd,
    horizonEnd: quota.weekEnd,
    times,
  });
};

const open = (student: User = aStudent()) =>
  renderScreen(<BookingPanel tutor={tutor} student={student} />, {
    signedInAs: student,
    path: paths.tutor(tutor.id),
    route: '/t/:id',
  });

const toasts = () => within(screen.getByRole('region', { name: 'الإشعارات' }));
const continueButton = () => screen.getByRole('button', { name: 'متابعة' });

/** Picks a time, goes on, and confirms in the dialog. */
const book = async (user: Awaited<ReturnType<typeof open>>['user'], startsAt = sixPm) => {
  await user.click(await screen.findByRole('button', { name: named(startsAt) }));
  await user.click(continueButton());
  const dialog = screen.getByRole('dialog', { name: 'تأكيد الحجز' });
  await user.click(within(dialog).getByRole('button', { name: 'احجز الآن' }));
};

describe('the booking panel on a tutor’s page', () => {
  it('says it is loading until the student’s week is known', async () => {
    const quota = deferred<Quota>();
    answer();
    api.on(routes.quota, () => quota.promise);
    await open();
    expect(screen.getByRole('heading', { name: 'احجز درساً' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'جارٍ التحميل…' })).toBeTruthy();
    quota.resolve(aQuota({ remainingMinutes: 90, usedMinutes: 30 }));
    expect(await screen.findByText('متبقٍ لك ٩٠ دقيقة من ١٢٠ هذا الأسبوع')).toBeTruthy();
    expect(await screen.findByRole('button', { name: named(sixPm) })).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'جارٍ التحميل…' })).toBeNull();
  });

  it('says when the week cannot be loaded, and loads it again when asked', async () => {
    answer();
    api.on(routes.quota, failure('unexpected'));
    const { user } = await open();
    // The query layer asks once more before it gives up.
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('تعذر تحميل البيانات')).toBeTruthy();
    expect(within(alert).getByText('حدث خطأ غير متوقع. حاول مرة أخرى بعد قليل.')).toBeTruthy();
    api.on(routes.quota, aQuota());
    await user.click(within(alert).getByRole('button', { name: 'إعادة المحاولة' }));
    expect(await screen.findByRole('button', { name: named(sixPm) })).toBeTruthy();
  });

  it('says when the tutor has no free time this week, and what to try', async () => {
    answer({ times: [] });
    await open();
    expect(
      await screen.findByText(
        /^لا توجد مواعيد متاحة بهذه المدة حتى .+\. جرّب مدة أقصر أو مدرساً آخر\.$/,
      ),
    ).toBeTruthy();
    expect(continueButton()).toHaveProperty('disabled', true);
  });

  it('books the chosen time, says so, and goes to the dashboard', async () => {
    answer();
    api.on(routes.bookLesson, ({ body }) => aLesson(body.startsAt));
    const { user, router } = await open();
    const six = await screen.findByRole('button', { name: named(sixPm) });
    expect(continueButton()).toHaveProperty('disabled', true);
    await user.click(six);
    await user.click(continueButton());
    const dialog = screen.getByRole('dialog', { name: 'تأكيد الحجز' });
    expect(
      within(dialog).getByText(
        new RegExp(`^درس مدته ٣٠ دقيقة مع أحمد حسن يوم .+ الساعة ${named(sixPm)}\\.$`),
      ),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'احجز الآن' }));
    const done = await toasts().findByRole('status');
    expect(within(done).getByText('تم حجز الدرس')).toBeTruthy();
    expect(within(done).getByText(/درساً ممتعاً مع أحمد حسن!$/)).toBeTruthy();
    expect(api.calls(routes.bookLesson).map((call) => call.body)).toEqual([
      { tutorId: tutor.id, startsAt: sixPm, duration: 30 },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.studentDashboard));
  });

  it('offers 15 and 30 minutes, the times each fits, and books the length chosen', async () => {
    answer();
    api.on(routes.bookLesson, ({ body }) => aLesson(body.startsAt, { duration: 15 }));
    const { user } = await open();
    const long = await screen.findByRole('button', { name: '٣٠ دقيقة' });
    const short = screen.getByRole('button', { name: '١٥ دقيقة' });
    expect(long.getAttribute('aria-pressed')).toBe('true');
    expect(short.getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByRole('button', { name: named(halfPastSix) })).toBeNull();
    await user.click(short);
    expect(short.getAttribute('aria-pressed')).toBe('true');
    await book(user, halfPastSix);
    await toasts().findByRole('status');
    expect(api.calls(routes.bookLesson).map((call) => call.body?.duration)).toEqual([15]);
  });

  it('offers only a short lesson when fewer than 30 minutes are left', async () => {
    answer({ quota: aQuota({ remainingMinutes: 20, usedMinutes: 100 }) });
    await open();
    expect(await screen.findByRole('button', { name: '١٥ دقيقة' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '٣٠ دقيقة' })).toBeNull();
    expect(screen.getByText('رصيدك المتبقي هذا الأسبوع يكفي لدرس مدته ربع ساعة فقط.')).toBeTruthy();
  });

  it('is used with the keyboard alone, the dialog taking focus and giving it back', async () => {
    answer();
    const { user } = await open();
    await screen.findByRole('button', { name: named(sixPm) });
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '١٥ دقيقة' }));
    await user.keyboard('{Enter}');
    expect(document.activeElement?.getAttribute('aria-pressed')).toBe('true');
    const day = within(screen.getByRole('group', { name: 'الأيام' })).getAllByRole('button');
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(day[0]);
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: named(sixPm) }));
    await user.keyboard(' ');
    await user.tab();
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(continueButton());
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'تأكيد الحجز' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(continueButton());
  });

  describe('says why it cannot book before the student picks anything', () => {
    it('an email to confirm, with the way to the settings', async () => {
      answer();
      await open(aStudent({ verifiedEmail: false }));
      const notice = await screen.findByText('أكّد بريدك الإلكتروني أولاً');
      expect(notice).toBeTruthy();
      expect(screen.getByRole('link', { name: 'أكّد البريد' }).getAttribute('href')).toBe(
        `${paths.settings}#verification`,
      );
      expect(screen.queryByRole('button', { name: 'متابعة' })).toBeNull();
    });

    it('no plan, with the way to the plans, and this one lesson offered at its price', async () => {
      answer({ quota: aQuota({ subscription: null, weeklyMinutes: 0, remainingMinutes: 0 }) });
      api.on(routes.buyLesson, aCheckoutAnswer());
      const { user, router } = await open();
      expect(await screen.findByText('ليس لديك اشتراك فعّال')).toBeTruthy();
      expect(screen.getByRole('link', { name: 'عرض الباقات' }).getAttribute('href')).toBe(
        paths.plans,
      );
      await user.click(await screen.findByRole('button', { name: named(sixPm) }));
      await user.click(screen.getByRole('button', { name: 'متابعة إلى الدفع' }));
      const dialog = screen.getByRole('dialog', { name: 'ادفع ثمن هذا الدرس' });
      expect(within(dialog).getByText(/^السعر: /)).toBeTruthy();
      await user.click(within(dialog).getByText('بطاقة', { exact: true }));
      await user.click(within(dialog).getByText('نقداً', { exact: true }));
      await user.click(within(dialog).getByRole('button', { name: 'ادفع واحجز الوقت' }));
      expect(api.calls(routes.buyLesson).map((call) => call.body)).toEqual([
        { tutorId: tutor.id, startsAt: sixPm, duration: 30, way: 'kiosk' },
      ]);
      await waitFor(() => expect(router.state.location.pathname).toBe(paths.payment(91)));
    });

    it('a lesson already booked, with the way to it', async () => {
      answer({ held: aLesson(inHours(30)) });
      await open();
      expect(await screen.findByText('لديك درس محجوز بالفعل')).toBeTruthy();
      expect(screen.getByText(/^تحجزين درساً واحداً في كل مرة\. درسك مع أحمد حسن يوم/)).toBeTruthy();
      expect(screen.getByRole('link', { name: 'عرض الدرس' }).getAttribute('href')).toBe(
        paths.lesson(41),
      );
    });

    it('no minutes left this week, and when they renew', async () => {
      answer({ quota: aQuota({ remainingMinutes: 10, usedMinutes: 110 }) });
      await open();
      expect(await screen.findByText('استخدمت دقائق هذا الأسبوع')).toBeTruthy();
      expect(
        screen.getByText(/^يتجدد رصيدك \(١٢٠ دقيقة\) يوم .+، ويمكنك الحجز من جديد حينها\.$/),
      ).toBeTruthy();
    });
  });

  describe('when the server refuses the booking', () => {
    const refusals: [ErrorCode, string][] = [
      ['busy-tutor', 'المدرس مشغول في هذا الوقت. اختر وقتاً آخر.'],
      ['reached-booking-limit', 'لديك درس محجوز بالفعل. يمكنك حجز درس جديد بعد انتهائه.'],
      ['subscription-required', 'تحتاج إلى اشتراك لحجز الدروس. اختر باقة تناسبك.'],
      [
        'no-enough-minutes',
        'دقائقك المتبقية هذا الأسبوع لا تكفي لهذا الدرس. اختر درساً أقصر أو انتظر تجدد رصيدك.',
      ],
      ['lesson-time-passed', 'فات وقت هذا الموعد أو أصبح قريباً جداً. اختر وقتاً لاحقاً.'],
      [
        'week-boundaries-violation',
        'يمكنك الحجز خلال الأسبوع الحالي فقط. اختر أحد مواعيد هذا الأسبوع.',
      ],
      ['unverified-email', 'أكّد بريدك الإلكتروني أولاً.'],
      ['tutor-not-found', 'لم يعد المدرس يستقبل حجوزات الآن. اختر مدرساً آخر من القائمة.'],
      ['too-many-requests', 'محاولات كثيرة في وقت قصير. انتظر قليلاً ثم حاول مرة أخرى.'],
      ['unexpected', 'حدث خطأ غير متوقع. حاول مرة أخرى بعد قليل.'],
    ];

    it.each(refusals)(
      '%s: says what went wrong and what to do, and stays usable',
      async (code, words) => {
        answer();
        api.on(routes.bookLesson, failure(code));
        const { user } = await open();
        await book(user);
        const refused = await toasts().findByRole('alert');
        expect(within(refused).getByText('لم يتم الحجز')).toBeTruthy();
        expect(within(refused).getByText(words)).toBeTruthy();
        expect(screen.queryByRole('dialog')).toBeNull();
        await waitFor(() => expect(api.calls(routes.freeTimes)).toHaveLength(2));
        await user.click(screen.getByRole('button', { name: named(sevenPm) }));
        expect(continueButton()).toHaveProperty('disabled', false);
      },
    );

    it('says so when the request never reached the server', async () => {
      answer();
      api.on(routes.bookLesson, () => {
        throw new TypeError('Failed to fetch');
      });
      const { user } = await open();
      await book(user);
      const refused = await toasts().findByRole('alert');
      expect(
        within(refused).getByText(
          'تعذر الاتصال بالخادم. تأكد من اتصالك بالإنترنت ثم حاول مرة أخرى.',
        ),
      ).toBeTruthy();
    });

    it('offers the times left when the chosen one was taken, with none chosen', async () => {
      answer();
      // Another student booked six o'clock a moment before.
      api.on(routes.bookLesson, ({ body }) =>
        body.startsAt === sixPm ? failure('busy-tutor') : aLesson(body.startsAt),
      );
      const { user } = await open();
      await user.click(await screen.findByRole('button', { name: named(sixPm) }));
      api.on(routes.freeTimes, {
        weekStart: inHours(-48),
        weekEnd: aQuota().weekEnd,
        horizonEnd: aQuota().weekEnd,
        times: week.filter((free) => free.startsAt !== sixPm),
      });
      await user.click(continueButton());
      await user.click(screen.getByRole('button', { name: 'احجز الآن' }));
      await toasts().findByRole('alert');
      await waitFor(() => expect(screen.queryByRole('button', { name: named(sixPm) })).toBeNull());
      expect(continueButton()).toHaveProperty('disabled', true);
      await book(user, sevenPm);
      expect(await toasts().findByRole('status')).toBeTruthy();
    });

    it('shows the lesson the student turned out to hold', async () => {
      answer();
      api.on(routes.bookLesson, failure('reached-booking-limit'));
      const { user } = await open();
      await user.click(await screen.findByRole('button', { name: named(sixPm) }));
      answer({ held: aLesson(inHours(30)) });
      await user.click(continueButton());
      await user.click(screen.getByRole('button', { name: 'احجز الآن' }));
      expect(await screen.findByRole('link', { name: 'عرض الدرس' })).toBeTruthy();
    });

    it('shows the way to the plans when the plan turned out to have ended', async () => {
      answer();
      api.on(routes.bookLesson, failure('subscription-required'));
      const { user } = await open();
      await user.click(await screen.findByRole('button', { name: named(sixPm) }));
      answer({ quota: aQuota({ subscription: null, weeklyMinutes: 0, remainingMinutes: 0 }) });
      await user.click(continueButton());
      await user.click(screen.getByRole('button', { name: 'احجز الآن' }));
      expect(await screen.findByRole('link', { name: 'عرض الباقات' })).toBeTruthy();
    });
  });
});
