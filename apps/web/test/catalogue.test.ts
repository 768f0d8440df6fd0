import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { formatMoney, Gender, genderSelect } from '@darsak/shared';
import { formatMessage } from '../../../packages/ui/src/i18n/icu.js';

const dir = path.resolve(import.meta.dirname, '../src/locales');
const read = (file: string) =>
  JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Record<string, string>;

describe('web catalogues', () => {
  const areas = readdirSync(dir).filter((file) => file.startsWith('ar') && file.endsWith('.json'));
  for (const file of areas) {
    it(`${file} and its English twin hold the same keys`, () => {
      expect(Object.keys(read(file.replace(/^ar/, 'en'))).sort()).toEqual(
        Object.keys(read(file)).sort(),
      );
    });
  }

  it('no key is defined in two areas', () => {
    const seen = new Map<string, string>();
    for (const file of areas) {
      for (const key of Object.keys(read(file))) {
        expect(seen.get(key), `${key} in ${file}`).toBeUndefined();
        seen.set(key, file);
      }
    }
  });
});

describe('wording that agrees with the person', () => {
  const student = read('ar.student.json');
  const web = read('ar.json');

  it('speaks of a female tutor as one, and of anyone else in the common form', () => {
    const taught = student['tutors.lessonsTaught']!;
    expect(formatMessage('ar-EG', taught, { count: 0, gender: genderSelect(Gender.Female) })).toBe(
      'لم تدرّس بعد',
    );
    expect(formatMessage('ar-EG', taught, { count: 0, gender: genderSelect(Gender.Male) })).toBe(
      'لم يدرّس بعد',
    );
    expect(formatMessage('ar-EG', taught, { count: 0, gender: genderSelect(null) })).toBe(
      'لم يدرّس بعد',
    );
    expect(formatMessage('ar-EG', taught, { count: 3, gender: 'female' })).toBe('درّست ٣ دروس');
    expect(formatMessage('ar-EG', taught, { count: 2, gender: 'male' })).toBe('درّس درسين');
    expect(formatMessage('ar-EG', taught, { count: 11, gender: 'male' })).toBe('درّس ١١ درساً');
    expect(
      formatMessage('ar-EG', web['lesson.cancelledBy.tutor']!, { gender: genderSelect(2) }),
    ).toBe('ألغته المدرّسة');
    expect(formatMessage('ar-EG', student['rate.afterLesson']!, { gender: 'female' })).toBe(
      'يمكنك تقييم المدرّسة بعد أن تحضر معها درساً.',
    );
  });

  it('speaks to a tutor manager of a woman candidate as one, and to her of a woman manager', () => {
    const onboarding = read('ar.onboarding.json');
    const say = (key: string, values: Record<string, string>) =>
      formatMessage('ar-EG', onboarding[key]!, values);
    expect(say('interview.candidate', { gender: 'female' })).toBe('المتقدمة');
    expect(say('interview.verdict.feedback', { gender: 'female' })).toBe('ملاحظات للمتقدمة');
    expect(say('interview.verdict.feedbackHint', { gender: 'female' })).toContain('تقرؤها');
    expect(say('interview.verdict.chooseResult', { gender: 'female' })).toContain('ناجحة');
    expect(say('onboarding.managerStatus.5', { gender: 'female' })).toBe('ألغتها المدرّسة');
    expect(say('onboarding.managerStatus.2', { gender: 'other' })).toBe('ناجح');
    expect(say('interview.manager', { gender: 'female' })).toBe('مسؤولة المقابلات');
    expect(say('onboarding.intervieweeStatus.4', { managerGender: 'female' })).toBe(
      'ألغتها المقابِلة',
    );
  });
});

describe('a plan bought during the free trial (decision 046)', () => {
  const payments = read('ar.payments.json');
  const english = read('en.payments.json');

  it('says what is left of the trial before paying, counted as Arabic counts days', () => {
    const left = (days: number) =>
      formatMessage('ar-EG', payments['checkout.trialEnds.left']!, {
        days,
        minutes: 30,
        date: '٩ ديسمبر',
      });
    expect(left(0)).toContain('بقي منها أقل من يوم حتى ٩ ديسمبر');
    expect(left(1)).toContain('بقي منها يوم واحد');
    expect(left(2)).toContain('بقي منها يومان');
    expect(left(5)).toContain('بقي منها ٥ أيام');
    expect(left(13)).toContain('بقي منها ١٣ يوماً');
    expect(
      formatMessage('en-GB', english['checkout.trialEnds.left']!, {
        days: 0,
        minutes: 30,
        date: '',
      }),
    ).toContain('Left of the trial: less than a day');
  });

  it('tells a student, in her gender or his, what she or he has after cancelling', () => {
    const after = (key: string, gender: number | null) =>
      formatMessage('ar-EG', payments[key]!, {
        gender: genderSelect(gender),
        minutes: 30,
        date: '٩ ديسمبر',
      });
    expect(after('payments.cancel.afterTrial', Gender.Female)).toBe(
      'بعد الإلغاء تعودين إلى تجربتك المجانية: ٣٠ دقيقة أسبوعياً حتى ٩ ديسمبر.',
    );
    expect(after('payments.cancel.afterTrial', null)).toBe(
      'بعد الإلغاء تعود إلى تجربتك المجانية: ٣٠ دقيقة أسبوعياً حتى ٩ ديسمبر.',
    );
    expect(after('payments.cancel.afterNothing', Gender.Female)).toContain(
      'لن تستطيعي حجز دروس جديدة حتى تشتركي في باقة',
    );
    expect(after('payments.cancel.afterNothing', Gender.Male)).toContain(
      'لن تستطيع حجز دروس جديدة حتى تشترك في باقة',
    );
    const refund = (weeks: number, gender: number) =>
      formatMessage('ar-EG', payments['payments.cancel.refund']!, {
        gender: genderSelect(gender),
        weeks,
        amount: '١٠٠ ج.م.',
      });
    expect(refund(1, Gender.Female)).toContain('سنردّ لكِ ١٠٠ ج.م. عن أسبوع واحد لم تستخدميه');
    expect(refund(2, Gender.Male)).toContain('عن أسبوعين لم تستخدمهما');
    expect(refund(13, Gender.Male)).toContain('عن ١٣ أسبوعاً لم تستخدمها');
  });
});

describe('numbers and amounts in Arabic sentences', () => {
  const uiDir = path.resolve(import.meta.dirname, '../../../packages/ui/src/locales');
  const arabic: [string, Record<string, string>][] = [
    ...readdirSync(dir)
      .filter((file) => file.startsWith('ar') && file.endsWith('.json'))
      .map((file) => [file, read(file)] as [string, Record<string, string>]),
    [
      'ui ar.json',
      JSON.parse(readFileSync(path.join(uiDir, 'ar.json'), 'utf8')) as Record<string, string>,
    ],
  ];

  it('a count before a counted noun goes through plural rules («٦ ثوانٍ», not «٦ ثانية»)', () => {
    // A placeholder that is no count (a name, a day, a time) may stand before such a word.
    const bare =
      /\{(?!(name|names|day|date|time|when|period)\b)\w+(, ?number)?\}\s*(ثانية|دقيقة|ساعة|يوم|درس|حرف|أسبوع|شهر|مرة|طالب)(?![\u0600-\u06ff])/;
    const found = arabic.flatMap(([file, messages]) =>
      Object.entries(messages)
        .filter(([, source]) => bare.test(source))
        .map(([key]) => `${file}: ${key}`),
    );
    expect(found).toEqual([]);
  });

  it('says seconds as Arabic counts them', () => {
    const web = read('ar.json');
    const said = (seconds: number | string) =>
      formatMessage('ar-EG', web['verify.resendIn']!, { seconds });
    expect(said(1)).toBe('يمكنك طلب رمز جديد بعد ثانية واحدة');
    expect(said(2)).toBe('يمكنك طلب رمز جديد بعد ثانيتين');
    expect(said('٦')).toBe('يمكنك طلب رمز جديد بعد ٦ ثوانٍ');
    expect(said(11)).toBe('يمكنك طلب رمز جديد بعد ١١ ثانية');
    const keepGoing = read('ar.onboarding.json')['onboarding.video.keepGoing']!;
    expect(formatMessage('ar-EG', keepGoing, { seconds: '٦' })).toBe('استمر ٦ ثوانٍ أخرى');
  });

  it('puts no full stop after an amount, whose «ج.م.» already ends with one', () => {
    const money = formatMoney(10_000, 'ar-EG');
    const amounts = /\{(amount|available|price|total|monthly|balance|refunded)\}\./;
    const found = arabic.flatMap(([file, messages]) =>
      Object.entries(messages)
        .filter(([, source]) => amounts.test(source))
        .map(([key]) => `${file}: ${key}`),
    );
    expect(found).toEqual([]);
    const hint = formatMessage('ar-EG', read('ar.invoices.json')['inv.form.amountHint']!, {
      available: money,
      min: money,
      max: money,
    });
    expect(hint).not.toMatch(/ج\.م\.\u200f?\./);
  });
});
