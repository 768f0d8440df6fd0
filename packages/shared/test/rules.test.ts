import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { z as zm } from 'zod/mini';
import {
  ABOUT_MAX_LENGTH,
  ABOUT_MIN_LENGTH,
  BIO_MAX_LENGTH,
  BIO_MIN_LENGTH,
  banks,
  firstIssueCode,
  inviteBody,
  invoiceRules,
  normalisePhone,
  rules,
  toPiasters,
} from '../src/index.js';
import { codeOf, parsed } from './helpers.js';

const currentYear = () => new Date().getUTCFullYear();

describe('the set of rules', () => {
  it('is the one these tests cover: a new rule needs tests here', () => {
    expect(Object.keys(rules).sort()).toEqual(
      [
        'about',
        'adminReason',
        'amountBounds',
        'bankAccountNumber',
        'bankName',
        'bio',
        'birthYear',
        'cardCvv',
        'city',
        'confirmationCode',
        'contactRequest',
        'couponCode',
        'couponDiscount',
        'couponExpiry',
        'discountPercent',
        'disputeNote',
        'email',
        'englishLevel',
        'firstIssueCode',
        'fromText',
        'gender',
        'goal',
        'hourlyRate',
        'ibanChecks',
        'id',
        'instant',
        'instantPaymentAddress',
        'integer',
        'interviewLevel',
        'interviewNote',
        'introVideoReason',
        'invoiceNote',
        'job',
        'lessonDuration',
        'lessonNote',
        'lessonStart',
        'localDate',
        'messageText',
        'minuteOfDay',
        'name',
        'normalisePhone',
        'noticePeriod',
        'notificationMethod',
        'optionalText',
        'pageQuery',
        'password',
        'passwordWithConfirmation',
        'passwordsMatch',
        'payoutReference',
        'phone',
        'price',
        'ratingText',
        'ratingValue',
        'refundAmount',
        'refundBankAccount',
        'refundDestination',
        'requiredText',
        'restoredMinutes',
        'searchQuery',
        'text',
        'topicName',
        'tutorName',
        'weekday',
        'weeklyMinutes',
        'withdrawMethod',
        'withdrawalAmount',
      ].sort(),
    );
  });
});

describe('firstIssueCode', () => {
  it('answers the message of the first issue when it is a catalogue-style code', () => {
    const result = z.string().min(3, 'too-short-here').max(1, 'too-long-here').safeParse('ab');
    expect(result.success).toBe(false);
    if (!result.success) expect(firstIssueCode(result.error)).toBe('too-short-here');
  });

  it('answers bad-request for zod’s own prose messages', () => {
    const result = z.string().safeParse(5);
    expect(result.success).toBe(false);
    if (!result.success) expect(firstIssueCode(result.error)).toBe('bad-request');
  });

  it('reads an error of zod’s mini API the same way', () => {
    const coded = zm
      .string()
      .check(zm.minLength(3, 'too-short-here'), zm.maxLength(1, 'too-long-here'))
      .safeParse('ab');
    expect(coded.success).toBe(false);
    if (!coded.success) expect(firstIssueCode(coded.error)).toBe('too-short-here');

    const prose = zm.string().safeParse(5);
    expect(prose.success).toBe(false);
    if (!prose.success) expect(firstIssueCode(prose.error)).toBe('bad-request');
  });
});

describe('basic fields', () => {
  it('text: missing is required, a non-string is invalid-type, any string passes', () => {
    expect(codeOf(rules.text(), undefined)).toBe('required');
    expect(codeOf(rules.text(), null)).toBe('required');
    expect(codeOf(rules.text(), 5)).toBe('invalid-type');
    expect(parsed(rules.text(), '')).toBe('');
  });

  it('requiredText: trims and refuses blank text', () => {
    expect(parsed(rules.requiredText(), '  hello  ')).toBe('hello');
    expect(codeOf(rules.requiredText(), '')).toBe('required');
    expect(codeOf(rules.requiredText(), '   ')).toBe('required');
    expect(codeOf(rules.requiredText(), undefined)).toBe('required');
    expect(codeOf(rules.requiredText(), [])).toBe('invalid-type');
  });

  it('integer: whole numbers only', () => {
    expect(parsed(rules.integer(), -3)).toBe(-3);
    expect(codeOf(rules.integer(), 1.5)).toBe('invalid-type');
    expect(codeOf(rules.integer(), '3')).toBe('invalid-type');
    expect(codeOf(rules.integer(), undefined)).toBe('required');
  });

  it('id: a positive whole number, coerced from path text', () => {
    expect(parsed(rules.id(), '42')).toBe(42);
    expect(parsed(rules.id(), 7)).toBe(7);
    expect(parsed(rules.id(), 2_147_483_647)).toBe(2_147_483_647);
    expect(codeOf(rules.id(), 2_147_483_648)).toBe('invalid-value');
    expect(codeOf(rules.id(), '0')).toBe('invalid-value');
    expect(codeOf(rules.id(), -1)).toBe('invalid-value');
    expect(codeOf(rules.id(), '1.5')).toBe('invalid-type');
    expect(codeOf(rules.id(), 'abc')).toBe('invalid-type');
    expect(codeOf(rules.id(), undefined)).toBe('required');
    expect(codeOf(rules.id(), '')).toBe('required');
    expect(codeOf(rules.id(), true)).toBe('invalid-type');
  });
});

describe('password', () => {
  it.each([
    'abc12345',
    'abcd1234',
    'Passw0rd!',
    'كلمةسر١٢٣', // Arabic letters with Arabic-Indic digits
    'كلمة_سر_2024',
    'a'.repeat(49) + '1',
  ])('accepts %j unchanged', (value) => {
    expect(parsed(rules.password, value)).toBe(value);
  });

  it.each([
    [undefined, 'required'],
    [null, 'required'],
    ['', 'required'],
    ['        ', 'required'],
    [12345678, 'invalid-type'],
    ['abc1234', 'password-too-short'],
    ['a1', 'password-too-short'],
    ['a'.repeat(50) + '1', 'password-too-long'],
    ['12345678', 'password-needs-letter'],
    ['1234!@#$', 'password-needs-letter'],
    ['abcdefgh', 'password-needs-digit'],
    ['كلمةسرطويلة', 'password-needs-digit'],
    ['abcd 1234', 'password-has-whitespace'],
    ['abcd\t1234', 'password-has-whitespace'],
    [' abc12345', 'password-has-whitespace'],
    ['abc12345 ', 'password-has-whitespace'],
  ])('refuses %j with %s', (value, code) => {
    expect(codeOf(rules.password, value)).toBe(code);
  });

  it('passwordWithConfirmation: the confirmation must match', () => {
    expect(
      parsed(rules.passwordWithConfirmation, { password: 'abc12345', confirmPassword: 'abc12345' }),
    ).toEqual({ password: 'abc12345', confirmPassword: 'abc12345' });

    const mismatch = rules.passwordWithConfirmation.safeParse({
      password: 'abc12345',
      confirmPassword: 'abc12346',
    });
    expect(mismatch.success).toBe(false);
    if (!mismatch.success) {
      expect(firstIssueCode(mismatch.error)).toBe('password-mismatch');
      expect(mismatch.error.issues[0]?.path).toEqual(['confirmPassword']);
    }
  });

  it('passwordsMatch: checks any form holding a password and its confirmation', () => {
    const form = zm
      .object({
        currentPassword: rules.text(),
        password: rules.password,
        confirmPassword: rules.text(),
      })
      .check(rules.passwordsMatch);
    expect(
      parsed(form, { currentPassword: 'old', password: 'abc12345', confirmPassword: 'abc12345' }),
    ).toEqual({ currentPassword: 'old', password: 'abc12345', confirmPassword: 'abc12345' });

    const mismatch = form.safeParse({
      currentPassword: 'old',
      password: 'abc12345',
      confirmPassword: 'abc12346',
    });
    expect(mismatch.success).toBe(false);
    if (!mismatch.success) {
      expect(firstIssueCode(mismatch.error)).toBe('password-mismatch');
      expect(mismatch.error.issues[0]?.path).toEqual(['confirmPassword']);
    }
    expect(codeOf(form, { currentPassword: 'old', password: 'abc', confirmPassword: 'abc' })).toBe(
      'password-too-short',
    );
  });

  it('passwordWithConfirmation: the password rule is checked first', () => {
    expect(
      codeOf(rules.passwordWithConfirmation, { password: 'abc', confirmPassword: 'abc' }),
    ).toBe('password-too-short');
    expect(codeOf(rules.passwordWithConfirmation, { password: 'abc12345' })).toBe('required');
  });
});

describe('email', () => {
  it.each([
    ['ahmed@example.com', 'ahmed@example.com'],
    ['ahmed.ali@mail.example.eg', 'ahmed.ali@mail.example.eg'],
    ['a_b-c.d@sub-domain.example.co', 'a_b-c.d@sub-domain.example.co'],
    ['x@y.info', 'x@y.info'],
    ['Ahmed.Ali@Example.COM', 'ahmed.ali@example.com'],
    ['  ahmed@example.com  ', 'ahmed@example.com'],
  ])('accepts %j as %j', (value, expected) => {
    expect(parsed(rules.email, value)).toBe(expected);
  });

  it.each([
    ['', 'required'],
    [undefined, 'required'],
    [42, 'invalid-type'],
    ['ahmed@example.c', 'invalid-email'],
    ['ahmed@example.museum', 'invalid-email'],
    ['ahmed@example', 'invalid-email'],
    ['ahmed.example.com', 'invalid-email'],
    ['ahmed@@example.com', 'invalid-email'],
    ['@example.com', 'invalid-email'],
    ['ahmed ali@example.com', 'invalid-email'],
    ['ahmed+news@example.com', 'invalid-email'],
    ['أحمد@example.com', 'invalid-email'],
    ['ahmed@.com', 'invalid-email'],
  ])('refuses %j with %s', (value, code) => {
    expect(codeOf(rules.email, value)).toBe(code);
  });
});

describe('name', () => {
  it.each([
    ['Ahmed Ali', 'Ahmed Ali'],
    ['محمد علي', 'محمد علي'],
    ['مُحَمَّد عَلِي', 'مُحَمَّد عَلِي'],
    ["Sara O'Neil", "Sara O'Neil"],
    ['Abdel-Rahman Hassan', 'Abdel-Rahman Hassan'],
    ['  Ahmed    Ali  Hassan ', 'Ahmed Ali Hassan'],
    ['Ab Cd', 'Ab Cd'],
    ['A'.repeat(24) + ' ' + 'B'.repeat(25), 'A'.repeat(24) + ' ' + 'B'.repeat(25)],
  ])('accepts %j as %j', (value, expected) => {
    expect(parsed(rules.name, value)).toBe(expected);
  });

  it.each([
    [undefined, 'required'],
    ['   ', 'required'],
    ['Ab C', 'api-invalid-user-name'],
    ['كريم', 'api-invalid-user-name'],
    ['A'.repeat(25) + ' ' + 'B'.repeat(25), 'name-too-long'],
    ['Ahmed 3li', 'invalid-name'],
    ['Ahmed_Ali Hassan', 'invalid-name'],
    ['Ahmed <b>Ali</b>', 'invalid-name'],
    ['Ahmed', 'api-invalid-user-name'],
    ['عبدالرحمن', 'api-invalid-user-name'],
    ['Ahmed A', 'api-invalid-user-name'],
  ])('refuses %j with %s', (value, code) => {
    expect(codeOf(rules.name, value)).toBe(code);
  });

  it('tutorName: a two-part name in Arabic', () => {
    expect(parsed(rules.tutorName, ' محمد   عبد الله ')).toBe('محمد عبد الله');
    expect(parsed(rules.tutorName, 'د. سامح فاروق')).toBe('د. سامح فاروق');
    expect(codeOf(rules.tutorName, 'Ahmed Ali')).toBe('name-not-arabic');
    expect(codeOf(rules.tutorName, 'محمد Ali')).toBe('name-not-arabic');
    expect(codeOf(rules.tutorName, 'عبدالرحمن')).toBe('api-invalid-user-name');
    expect(codeOf(rules.tutorName, 'محمد ع')).toBe('api-invalid-user-name');
    expect(codeOf(rules.tutorName, 'Ahmed')).toBe('name-not-arabic');
    expect(codeOf(rules.tutorName, '')).toBe('required');
  });
});

describe('bio', () => {
  const valid = 'مدرسة لغة إنجليزية بخبرة عشر سنوات';
  const withEnglishWord = 'مدرسة لغة إنجليزية معتمدة IELTS';

  it('accepts Arabic text, trimmed, including a few Latin letters', () => {
    expect(parsed(rules.bio, `  ${valid}  `)).toBe(valid);
    expect(parsed(rules.bio, withEnglishWord)).toBe(withEnglishWord);
    expect(parsed(rules.bio, 'ب'.repeat(BIO_MIN_LENGTH))).toHaveLength(BIO_MIN_LENGTH);
    expect(parsed(rules.bio, 'ب'.repeat(BIO_MAX_LENGTH))).toHaveLength(BIO_MAX_LENGTH);
  });

  it.each([
    [undefined, 'required'],
    [7, 'invalid-type'],
    ['', 'bio-empty'],
    ['    ', 'bio-empty'],
    ['مدرسة لغة', 'bio-too-short'],
    ['ب'.repeat(BIO_MIN_LENGTH - 1), 'bio-too-short'],
    ['ب'.repeat(BIO_MAX_LENGTH + 1), 'bio-too-long'],
    ['English teacher with ten years of experience', 'invalid-bio'],
    ['مدرسة IELTS TOEFL teacher', 'invalid-bio'],
    ['1234567890 1234567890 12345', 'invalid-bio'],
    ['مدرسة لغة إنجليزية <b>معتمدة</b>', 'invalid-bio'],
    ['مدرسة لغة إنجليزية &amp; معتمدة', 'invalid-bio'],
  ])('refuses %j with %s', (value, code) => {
    expect(codeOf(rules.bio, value)).toBe(code);
  });
});

describe('about', () => {
  const sentence = 'أنا مدرسة لغة إنجليزية أحب تعليم الطلاب المحادثة والقواعد بطريقة ممتعة وسهلة. ';
  const valid = sentence.repeat(2).trim();

  it('accepts Arabic text between the bounds', () => {
    expect(valid.length).toBeGreaterThanOrEqual(ABOUT_MIN_LENGTH);
    expect(parsed(rules.about, ` ${valid} `)).toBe(valid);
    expect(parsed(rules.about, `${valid} أدرس لامتحان IELTS`)).toContain('IELTS');
    expect(parsed(rules.about, 'ب'.repeat(ABOUT_MIN_LENGTH))).toHaveLength(ABOUT_MIN_LENGTH);
    expect(parsed(rules.about, 'ب'.repeat(ABOUT_MAX_LENGTH))).toHaveLength(ABOUT_MAX_LENGTH);
  });

  it.each([
    [undefined, 'required'],
    ['', 'required'],
    ['نبذة قصيرة', 'about-too-short'],
    ['ب'.repeat(ABOUT_MIN_LENGTH - 1), 'about-too-short'],
    ['ب'.repeat(ABOUT_MAX_LENGTH + 1), 'about-too-long'],
    ['I am an English teacher. '.repeat(6), 'invalid-about'],
    [`${valid} <script>alert(1)</script>`, 'invalid-about'],
    [`${valid} <!-- hidden -->`, 'invalid-about'],
  ])('refuses %j with %s', (value, code) => {
    expect(codeOf(rules.about, value)).toBe(code);
  });
});

describe('job and goal', () => {
  it('job: optional text up to 80 characters', () => {
    expect(parsed(rules.job, '  مهندس  ')).toBe('مهندس');
    expect(parsed(rules.job, '')).toBe('');
    expect(parsed(rules.job, 'x'.repeat(80))).toHaveLength(80);
    expect(codeOf(rules.job, 'x'.repeat(81))).toBe('job-too-long');
    expect(codeOf(rules.job, 3)).toBe('invalid-type');
  });

  it('goal: optional text up to 500 characters', () => {
    expect(parsed(rules.goal, 'أريد التحدث بطلاقة')).toBe('أريد التحدث بطلاقة');
    expect(parsed(rules.goal, 'x'.repeat(500))).toHaveLength(500);
    expect(codeOf(rules.goal, 'x'.repeat(501))).toBe('goal-too-long');
  });
});

describe('phone', () => {
  it.each([
    '01012345678',
    '+201012345678',
    '00201012345678',
    '201012345678',
    '1012345678',
    '010 1234 5678',
    '010-1234-5678',
    '+20 101 234 5678',
    '(010) 1234-5678',
    '٠١٠١٢٣٤٥٦٧٨',
    '+٢٠١٠١٢٣٤٥٦٧٨',
    '٠١٠ ١٢٣٤ ٥٦٧٨',
    '۰۱۰۱۲۳۴۵۶۷۸',
  ])('normalises %j to +201012345678', (value) => {
    expect(normalisePhone(value)).toBe('+201012345678');
    expect(parsed(rules.phone, value)).toBe('+201012345678');
  });

  it.each([
    ['01112345678', '+201112345678'],
    ['01212345678', '+201212345678'],
    ['01512345678', '+201512345678'],
    ['  01012345678  ', '+201012345678'],
  ])('accepts every mobile prefix: %j as %j', (value, expected) => {
    expect(parsed(rules.phone, value)).toBe(expected);
  });

  it.each([
    '0223456789', // Cairo landline
    '+20223456789',
    '0403456789', // Tanta landline
    '01312345678', // no such mobile prefix
    '01412345678',
    '+201612345678',
    '0101234567', // one digit short
    '010123456789', // one digit long
    '+441012345678',
    '12345',
    '0101234567a',
    'phone',
    '010_1234_5678',
  ])('refuses %j with invalid-phone', (value) => {
    expect(normalisePhone(value)).toBeNull();
    expect(codeOf(rules.phone, value)).toBe('invalid-phone');
  });

  it('is required and must be text', () => {
    expect(codeOf(rules.phone, '')).toBe('required');
    expect(codeOf(rules.phone, undefined)).toBe('required');
    expect(codeOf(rules.phone, 1012345678)).toBe('invalid-type');
  });
});

describe('birthYear', () => {
  it('accepts ages from 6 to 100 by default', () => {
    expect(parsed(rules.birthYear(), currentYear() - 6)).toBe(currentYear() - 6);
    expect(parsed(rules.birthYear(), currentYear() - 30)).toBe(currentYear() - 30);
    expect(parsed(rules.birthYear(), currentYear() - 100)).toBe(currentYear() - 100);
  });

  it('refuses the too young and the too old', () => {
    expect(codeOf(rules.birthYear(), currentYear() - 5)).toBe('birth-year-too-young');
    expect(codeOf(rules.birthYear(), currentYear())).toBe('birth-year-too-young');
    expect(codeOf(rules.birthYear(), currentYear() + 1)).toBe('birth-year-too-young');
    expect(codeOf(rules.birthYear(), currentYear() - 101)).toBe('birth-year-too-old');
    expect(codeOf(rules.birthYear(), 1800)).toBe('birth-year-too-old');
  });

  it('takes a minimum age (18 for tutors)', () => {
    expect(codeOf(rules.birthYear(18), currentYear() - 17)).toBe('birth-year-too-young');
    expect(parsed(rules.birthYear(18), currentYear() - 18)).toBe(currentYear() - 18);
    expect(codeOf(rules.birthYear(18), currentYear() - 101)).toBe('birth-year-too-old');
  });

  it('needs a whole number', () => {
    expect(codeOf(rules.birthYear(), 1990.5)).toBe('invalid-type');
    expect(codeOf(rules.birthYear(), '1990')).toBe('invalid-type');
    expect(codeOf(rules.birthYear(), undefined)).toBe('required');
  });

  describe('at a fixed date', () => {
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2030-03-01T12:00:00Z'));
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('measures the age against the current year', () => {
      expect(parsed(rules.birthYear(), 2024)).toBe(2024);
      expect(codeOf(rules.birthYear(), 2025)).toBe('birth-year-too-young');
      expect(parsed(rules.birthYear(), 1930)).toBe(1930);
      expect(codeOf(rules.birthYear(), 1929)).toBe('birth-year-too-old');
    });
  });
});

describe('choices', () => {
  it('city: one of the 30 governorates', () => {
    for (const id of [1, 15, 28, 30]) expect(parsed(rules.city, id)).toBe(id);
    expect(codeOf(rules.city, 0)).toBe('invalid-city');
    expect(codeOf(rules.city, 31)).toBe('invalid-city');
    expect(codeOf(rules.city, -1)).toBe('invalid-city');
    expect(codeOf(rules.city, 1.5)).toBe('invalid-type');
    expect(codeOf(rules.city, '1')).toBe('invalid-type');
    expect(codeOf(rules.city, undefined)).toBe('required');
  });

  it('gender: male 1 or female 2', () => {
    expect(parsed(rules.gender, 1)).toBe(1);
    expect(parsed(rules.gender, 2)).toBe(2);
    expect(codeOf(rules.gender, 0)).toBe('invalid-gender');
    expect(codeOf(rules.gender, 3)).toBe('invalid-gender');
    expect(codeOf(rules.gender, 'male')).toBe('invalid-gender');
    expect(codeOf(rules.gender, undefined)).toBe('required');
  });

  it('englishLevel: 1 to 6', () => {
    for (const level of [1, 2, 3, 4, 5, 6]) expect(parsed(rules.englishLevel, level)).toBe(level);
    expect(codeOf(rules.englishLevel, 0)).toBe('invalid-english-level');
    expect(codeOf(rules.englishLevel, 7)).toBe('invalid-english-level');
    expect(codeOf(rules.englishLevel, '3')).toBe('invalid-english-level');
    expect(codeOf(rules.englishLevel, null)).toBe('required');
  });

  it('notificationMethod: none 0 or the messaging channel 1', () => {
    expect(parsed(rules.notificationMethod, 0)).toBe(0);
    expect(parsed(rules.notificationMethod, 1)).toBe(1);
    expect(codeOf(rules.notificationMethod, 2)).toBe('invalid-value');
    expect(codeOf(rules.notificationMethod, 'whatsapp')).toBe('invalid-value');
    expect(codeOf(rules.notificationMethod, undefined)).toBe('required');
  });

  it('withdrawMethod: wallet 0, bank 1, instant payment 2', () => {
    for (const method of [0, 1, 2]) expect(parsed(rules.withdrawMethod, method)).toBe(method);
    expect(codeOf(rules.withdrawMethod, 3)).toBe('invalid-withdraw-method');
    expect(codeOf(rules.withdrawMethod, -1)).toBe('invalid-withdraw-method');
    expect(codeOf(rules.withdrawMethod, '1')).toBe('invalid-withdraw-method');
    expect(codeOf(rules.withdrawMethod, undefined)).toBe('required');
  });
});

describe('confirmationCode', () => {
  it.each([
    ['12345', '12345'],
    ['00000', '00000'],
    [' 54321 ', '54321'],
    ['٠١٢٣٤', '01234'],
    ['٩٨٧٦٥', '98765'],
    ['۱۲۳۴۵', '12345'],
  ])('accepts %j as %j', (value, expected) => {
    expect(parsed(rules.confirmationCode, value)).toBe(expected);
  });

  it.each([
    ['', 'required'],
    [undefined, 'required'],
    [12345, 'invalid-type'],
    ['1234', 'invalid-confirmation-code'],
    ['123456', 'invalid-confirmation-code'],
    ['12a45', 'invalid-confirmation-code'],
    ['12 345', 'invalid-confirmation-code'],
    ['١٢٣٤', 'invalid-confirmation-code'],
  ])('refuses %j with %s', (value, code) => {
    expect(codeOf(rules.confirmationCode, value)).toBe(code);
  });
});

describe('noticePeriod', () => {
  it('accepts 0 to 24 hours in minutes', () => {
    for (const minutes of [0, 30, 1440]) expect(parsed(rules.noticePeriod, minutes)).toBe(minutes);
  });

  it('refuses negative, fractional and too long periods', () => {
    expect(codeOf(rules.noticePeriod, -1)).toBe('invalid-notice-period');
    expect(codeOf(rules.noticePeriod, 1441)).toBe('notice-period-too-long');
    expect(codeOf(rules.noticePeriod, 2.5)).toBe('invalid-type');
    expect(codeOf(rules.noticePeriod, undefined)).toBe('required');
  });
});

describe('withdrawal amounts', () => {
  it('withdrawalAmount: 100 to 50,000 EGP in piasters', () => {
    expect(parsed(rules.withdrawalAmount, 10_000)).toBe(toPiasters(100));
    expect(parsed(rules.withdrawalAmount, 123_456)).toBe(123_456);
    expect(parsed(rules.withdrawalAmount, 5_000_000)).toBe(toPiasters(50_000));
  });

  it.each([
    [0, 'amount-not-positive'],
    [-10_000, 'amount-not-positive'],
    [1, 'amount-below-min'],
    [9_999, 'amount-below-min'],
    [5_000_001, 'amount-above-max'],
    [100_000_000, 'amount-above-max'],
    [10_000.5, 'invalid-type'],
    ['10000', 'invalid-type'],
    [undefined, 'required'],
  ])('withdrawalAmount refuses %j with %s', (value, code) => {
    expect(codeOf(rules.withdrawalAmount, value)).toBe(code);
  });

  it('amountBounds: neither negative, minimum not above maximum', () => {
    expect(parsed(rules.amountBounds, { min: 10_000, max: 5_000_000 })).toEqual({
      min: 10_000,
      max: 5_000_000,
    });
    expect(parsed(rules.amountBounds, { min: 0, max: 0 })).toEqual({ min: 0, max: 0 });
    expect(parsed(rules.amountBounds, { min: 500, max: 500 })).toEqual({ min: 500, max: 500 });
    expect(codeOf(rules.amountBounds, { min: -1, max: 10 })).toBe('amount-not-positive');
    expect(codeOf(rules.amountBounds, { min: 1, max: -10 })).toBe('amount-not-positive');
    expect(codeOf(rules.amountBounds, { min: 1.5, max: 10 })).toBe('invalid-type');
    expect(codeOf(rules.amountBounds, { max: 10 })).toBe('required');

    const inverted = rules.amountBounds.safeParse({ min: 5_000_000, max: 10_000 });
    expect(inverted.success).toBe(false);
    if (!inverted.success) {
      expect(firstIssueCode(inverted.error)).toBe('min-above-max');
      expect(inverted.error.issues[0]?.path).toEqual(['min']);
    }
  });
});

describe('ratings', () => {
  it('ratingValue: 1 to 5', () => {
    for (const value of [1, 3, 5]) expect(parsed(rules.ratingValue, value)).toBe(value);
    expect(codeOf(rules.ratingValue, 0)).toBe('rating-too-low');
    expect(codeOf(rules.ratingValue, -2)).toBe('rating-too-low');
    expect(codeOf(rules.ratingValue, 6)).toBe('rating-too-high');
    expect(codeOf(rules.ratingValue, 4.5)).toBe('invalid-type');
    expect(codeOf(rules.ratingValue, undefined)).toBe('required');
  });

  it('ratingText: 10 to 500 characters, no markup', () => {
    expect(parsed(rules.ratingText, '  مدرس ممتاز وصبور جدا  ')).toBe('مدرس ممتاز وصبور جدا');
    expect(parsed(rules.ratingText, 'x'.repeat(10))).toHaveLength(10);
    expect(parsed(rules.ratingText, 'x'.repeat(500))).toHaveLength(500);
    expect(parsed(rules.ratingText, 'Great teacher, 5 > 4')).toBe('Great teacher, 5 > 4');
    expect(codeOf(rules.ratingText, 'ممتاز')).toBe('rating-text-too-short');
    expect(codeOf(rules.ratingText, '   short   ')).toBe('rating-text-too-short');
    expect(codeOf(rules.ratingText, 'x'.repeat(501))).toBe('rating-text-too-long');
    expect(codeOf(rules.ratingText, 'Great <img src=x onerror=alert(1)>')).toBe('invalid-markup');
    expect(codeOf(rules.ratingText, undefined)).toBe('required');
  });
});

describe('lessons afterwards', () => {
  it('disputeNote: 10 to 1,000 characters of plain text, required', () => {
    expect(parsed(rules.disputeNote, '  حضرت الدرس كاملاً  ')).toBe('حضرت الدرس كاملاً');
    expect(parsed(rules.disputeNote, 'x'.repeat(1000))).toHaveLength(1000);
    expect(codeOf(rules.disputeNote, 'x'.repeat(9))).toBe('dispute-note-too-short');
    expect(codeOf(rules.disputeNote, 'x'.repeat(1001))).toBe('dispute-note-too-long');
    expect(codeOf(rules.disputeNote, 'Read <b>this</b> now')).toBe('invalid-markup');
    expect(codeOf(rules.disputeNote, undefined)).toBe('required');
  });

  it('adminReason: 3 to 500 characters', () => {
    expect(parsed(rules.adminReason, ' نعم ')).toBe('نعم');
    expect(parsed(rules.adminReason, 'x'.repeat(500))).toHaveLength(500);
    expect(codeOf(rules.adminReason, 'xy')).toBe('reason-too-short');
    expect(codeOf(rules.adminReason, 'x'.repeat(501))).toBe('reason-too-long');
    expect(codeOf(rules.adminReason, undefined)).toBe('required');
  });

  it('restoredMinutes: a whole number from 1 to the longest lesson', () => {
    expect(parsed(rules.restoredMinutes, 1)).toBe(1);
    expect(parsed(rules.restoredMinutes, 30)).toBe(30);
    expect(codeOf(rules.restoredMinutes, 0)).toBe('invalid-value');
    expect(codeOf(rules.restoredMinutes, 31)).toBe('invalid-value');
    expect(codeOf(rules.restoredMinutes, 2.5)).toBe('invalid-value');
    expect(codeOf(rules.restoredMinutes, undefined)).toBe('required');
  });

  it('lessonNote: 3 to 500 characters of plain text', () => {
    expect(parsed(rules.lessonNote, '  راجع الأزمنة  ')).toBe('راجع الأزمنة');
    expect(parsed(rules.lessonNote, 'x'.repeat(500))).toHaveLength(500);
    expect(codeOf(rules.lessonNote, 'ok')).toBe('note-too-short');
    expect(codeOf(rules.lessonNote, '   ')).toBe('note-too-short');
    expect(codeOf(rules.lessonNote, 'x'.repeat(501))).toBe('note-too-long');
    expect(codeOf(rules.lessonNote, 'Read <b>this</b>')).toBe('invalid-markup');
    expect(codeOf(rules.lessonNote, undefined)).toBe('required');
  });
});

describe('interviews', () => {
  it('interviewNote: 3 to 2000 characters, no markup', () => {
    expect(parsed(rules.interviewNote, ' جيد ')).toBe('جيد');
    expect(parsed(rules.interviewNote, 'x'.repeat(2000))).toHaveLength(2000);
    expect(codeOf(rules.interviewNote, 'ok')).toBe('note-too-short');
    expect(codeOf(rules.interviewNote, '')).toBe('note-too-short');
    expect(codeOf(rules.interviewNote, 'x'.repeat(2001))).toBe('note-too-long');
    expect(codeOf(rules.interviewNote, 'Good <a href="x">link</a>')).toBe('invalid-markup');
    expect(codeOf(rules.interviewNote, 'Fine &#60;script&#62;')).toBe('invalid-markup');
  });

  it('introVideoReason: 3 to 2000 characters of plain text, shown to the tutor', () => {
    expect(parsed(rules.introVideoReason, '  الصوت غير واضح  ')).toBe('الصوت غير واضح');
    expect(codeOf(rules.introVideoReason, 'no')).toBe('note-too-short');
    expect(codeOf(rules.introVideoReason, 'x'.repeat(2001))).toBe('note-too-long');
    expect(codeOf(rules.introVideoReason, 'see <b>this</b>')).toBe('invalid-markup');
    expect(codeOf(rules.introVideoReason, 42)).toBe('invalid-type');
  });

  it('interviewLevel: an English level 1 to 6', () => {
    expect(parsed(rules.interviewLevel, 1)).toBe(1);
    expect(parsed(rules.interviewLevel, 6)).toBe(6);
    expect(codeOf(rules.interviewLevel, 0)).toBe('interview-level-too-low');
    expect(codeOf(rules.interviewLevel, 7)).toBe('interview-level-too-high');
    expect(codeOf(rules.interviewLevel, 2.5)).toBe('invalid-type');
  });
});

describe('messageText', () => {
  it.each(['مرحبا', 'Hi', '  see you at 5  ', 'x < y and y > z', 'I <3 English', '٥ < ٦'])(
    'accepts %j',
    (value) => {
      expect(parsed(rules.messageText, value)).toBe(value.trim());
    },
  );

  it.each([
    ['', 'message-too-short'],
    ['   ', 'message-too-short'],
    ['x'.repeat(2001), 'message-too-long'],
    ['<script>alert(1)</script>', 'invalid-markup'],
    ['hello </div>', 'invalid-markup'],
    ['<!-- comment -->', 'invalid-markup'],
    ['Tom &amp; Jerry', 'invalid-markup'],
    [undefined, 'required'],
    [5, 'invalid-type'],
  ])('refuses %j with %s', (value, code) => {
    expect(codeOf(rules.messageText, value)).toBe(code);
  });

  it('accepts exactly 2000 characters', () => {
    expect(parsed(rules.messageText, 'x'.repeat(2000))).toHaveLength(2000);
  });
});

describe('topicName', () => {
  it('accepts 2 to 50 characters with spaces collapsed', () => {
    expect(parsed(rules.topicName, '  Daily   life ')).toBe('Daily life');
    expect(parsed(rules.topicName, 'السفر')).toBe('السفر');
    expect(parsed(rules.topicName, 'AI')).toBe('AI');
    expect(parsed(rules.topicName, 'x'.repeat(50))).toHaveLength(50);
  });

  it('refuses too short and too long names', () => {
    expect(codeOf(rules.topicName, 'a')).toBe('topic-name-too-short');
    expect(codeOf(rules.topicName, '   a   ')).toBe('topic-name-too-short');
    expect(codeOf(rules.topicName, '')).toBe('topic-name-too-short');
    expect(codeOf(rules.topicName, 'x'.repeat(51))).toBe('topic-name-too-long');
    expect(codeOf(rules.topicName, undefined)).toBe('required');
  });
});

describe('contactRequest', () => {
  const valid = { title: 'مشكلة في الدفع', message: 'لم أستطع إتمام الدفع بالبطاقة اليوم.' };

  it('accepts a title and a message, trimmed', () => {
    expect(
      parsed(rules.contactRequest, { title: ` ${valid.title} `, message: valid.message }),
    ).toEqual(valid);
  });

  it.each([
    [{ ...valid, title: 'Hi' }, 'contact-title-too-short'],
    [{ ...valid, title: 'x'.repeat(101) }, 'contact-title-too-long'],
    [{ ...valid, message: 'Help me' }, 'contact-message-too-short'],
    [{ ...valid, message: 'x'.repeat(2001) }, 'contact-message-too-long'],
    [{ ...valid, message: 'Please look <iframe src=x>' }, 'invalid-markup'],
    [{ message: valid.message }, 'required'],
    [{ title: valid.title }, 'required'],
  ])('refuses %j with %s', (value, code) => {
    expect(codeOf(rules.contactRequest, value)).toBe(code);
  });

  it('accepts the bounds exactly', () => {
    expect(parsed(rules.contactRequest, { title: 'abc', message: 'x'.repeat(10) })).toEqual({
      title: 'abc',
      message: 'x'.repeat(10),
    });
    expect(
      parsed(rules.contactRequest, { title: 'x'.repeat(100), message: 'x'.repeat(2000) }).message,
    ).toHaveLength(2000);
  });
});

describe('plans', () => {
  it('weeklyMinutes: 15 to 2400', () => {
    for (const minutes of [15, 60, 120, 180, 230, 2400]) {
      expect(parsed(rules.weeklyMinutes, minutes)).toBe(minutes);
    }
    expect(codeOf(rules.weeklyMinutes, 14)).toBe('weekly-minutes-out-of-range');
    expect(codeOf(rules.weeklyMinutes, 0)).toBe('weekly-minutes-out-of-range');
    expect(codeOf(rules.weeklyMinutes, 2401)).toBe('weekly-minutes-out-of-range');
    expect(codeOf(rules.weeklyMinutes, 60.5)).toBe('invalid-type');
  });

  it('price: a positive whole number of piasters', () => {
    expect(parsed(rules.price, 1)).toBe(1);
    expect(parsed(rules.price, 49_900)).toBe(49_900);
    expect(codeOf(rules.price, 0)).toBe('invalid-price');
    expect(codeOf(rules.price, -100)).toBe('invalid-price');
    expect(codeOf(rules.price, 99.5)).toBe('invalid-price');
    expect(codeOf(rules.price, '100')).toBe('invalid-type');
    expect(codeOf(rules.price, undefined)).toBe('required');
  });

  it('discountPercent: 0 to 100', () => {
    for (const percent of [0, 12.5, 100])
      expect(parsed(rules.discountPercent, percent)).toBe(percent);
    expect(codeOf(rules.discountPercent, -1)).toBe('discount-out-of-range');
    expect(codeOf(rules.discountPercent, 100.5)).toBe('discount-out-of-range');
    expect(codeOf(rules.discountPercent, '10')).toBe('invalid-type');
  });
});

describe('coupons', () => {
  it('couponCode: 3 to 20 letters, digits, dashes or underscores, upper-cased', () => {
    expect(parsed(rules.couponCode, ' summer-25 ')).toBe('SUMMER-25');
    expect(parsed(rules.couponCode, 'EID_2030')).toBe('EID_2030');
    expect(parsed(rules.couponCode, 'abc')).toBe('ABC');
    expect(parsed(rules.couponCode, 'A'.repeat(20))).toBe('A'.repeat(20));
    expect(codeOf(rules.couponCode, 'AB')).toBe('invalid-coupon-code');
    expect(codeOf(rules.couponCode, 'A'.repeat(21))).toBe('invalid-coupon-code');
    expect(codeOf(rules.couponCode, 'SUMMER 25')).toBe('invalid-coupon-code');
    expect(codeOf(rules.couponCode, 'خصم٢٠')).toBe('invalid-coupon-code');
    expect(codeOf(rules.couponCode, 'OFF%')).toBe('invalid-coupon-code');
    expect(codeOf(rules.couponCode, '')).toBe('required');
  });

  it('couponDiscount: above 0, at most 100', () => {
    expect(parsed(rules.couponDiscount, 10)).toBe(10);
    expect(parsed(rules.couponDiscount, 0.5)).toBe(0.5);
    expect(parsed(rules.couponDiscount, 100)).toBe(100);
    expect(codeOf(rules.couponDiscount, 0)).toBe('zero-discount');
    expect(codeOf(rules.couponDiscount, 100.01)).toBe('discount-too-high');
    expect(codeOf(rules.couponDiscount, 250)).toBe('discount-too-high');
    expect(codeOf(rules.couponDiscount, -5)).toBe('invalid-value');
    expect(codeOf(rules.couponDiscount, Number.NaN)).toBe('invalid-type');
    expect(codeOf(rules.couponDiscount, undefined)).toBe('required');
  });

  describe('couponExpiry at a fixed date', () => {
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2030-06-15T12:00:00Z'));
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it.each([
      '2030-06-16',
      '2030-06-15T12:00:01Z',
      '2030-06-15T13:00:00.000Z',
      '2030-06-15T16:00:00+02:00',
      '2031-02-28',
      '2032-02-29',
    ])('accepts the future date %j', (value) => {
      expect(parsed(rules.couponExpiry, value)).toBe(value);
    });

    it.each([
      ['2030-06-15T11:59:59Z', 'expiry-in-past'],
      ['2030-06-15', 'expiry-in-past'],
      ['2020-01-01', 'expiry-in-past'],
      ['2030-06-15T13:00:00+02:00', 'expiry-in-past'],
      ['tomorrow', 'invalid-expiry'],
      ['99999', 'invalid-expiry'],
      ['1', 'invalid-expiry'],
      ['June 20 2030', 'invalid-expiry'],
      ['2031-02-29', 'invalid-expiry'],
      ['2030-13-01', 'invalid-expiry'],
      ['2030-06-32', 'invalid-expiry'],
      ['2030-06-20T25:00:00Z', 'invalid-expiry'],
      ['', 'required'],
      [undefined, 'required'],
      [Date.UTC(2031, 0, 1), 'invalid-type'],
    ])('refuses %j with %s', (value, code) => {
      expect(codeOf(rules.couponExpiry, value)).toBe(code);
    });
  });

  it('couponExpiry: a date a day from now is accepted with the real clock', () => {
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString();
    expect(parsed(rules.couponExpiry, tomorrow)).toBe(tomorrow);
    const yesterday = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString();
    expect(codeOf(rules.couponExpiry, yesterday)).toBe('expiry-in-past');
  });
});

describe('invoices', () => {
  it('invoiceNote: not empty, at most 500 characters, no markup', () => {
    expect(parsed(rules.invoiceNote, ' تم التحويل ')).toBe('تم التحويل');
    expect(parsed(rules.invoiceNote, 'x'.repeat(500))).toHaveLength(500);
    expect(codeOf(rules.invoiceNote, '')).toBe('invoice-note-empty');
    expect(codeOf(rules.invoiceNote, '  ')).toBe('invoice-note-empty');
    expect(codeOf(rules.invoiceNote, 'x'.repeat(501))).toBe('invoice-note-too-long');
    expect(codeOf(rules.invoiceNote, 'Paid <b>now</b>')).toBe('invoice-note-invalid');
    expect(codeOf(rules.invoiceNote, undefined)).toBe('required');
  });

  it('an invoice update: a rejection needs its reason, a note may be emptied', () => {
    const update = invoiceRules.invoiceUpdate();
    expect(codeOf(update, { action: 'reject' })).toBe('invoice-note-empty');
    expect(codeOf(update, { action: 'reject', note: ' ' })).toBe('invoice-note-empty');
    expect(parsed(update, { action: 'reject', note: 'الرقم غير صحيح' }).note).toBe(
      'الرقم غير صحيح',
    );
    expect(codeOf(update, { action: 'note', note: '' })).toBeNull();
    expect(codeOf(update, { action: 'cancel' })).toBeNull();
    expect(codeOf(update, { action: 'launch', note: '' })).toBe('illegal-invoice-update');
    const rejection = invoiceRules.invoiceRejection();
    expect(codeOf(rejection, { note: '' })).toBe('invoice-note-empty');
    expect(codeOf(rejection, { note: '<b>no</b>' })).toBe('invoice-note-invalid');
    expect(parsed(rejection, { note: ' سبب ' })).toEqual({ note: 'سبب' });
  });

  it('instantPaymentAddress: name@instapay, lower-cased', () => {
    expect(parsed(rules.instantPaymentAddress, 'ahmed.ali@instapay')).toBe('ahmed.ali@instapay');
    expect(parsed(rules.instantPaymentAddress, ' Ahmed_99@InstaPay ')).toBe('ahmed_99@instapay');
    expect(codeOf(rules.instantPaymentAddress, 'ab@instapay')).toBe(
      'invalid-instant-payment-address',
    );
    expect(codeOf(rules.instantPaymentAddress, 'ahmed@gmail.com')).toBe(
      'invalid-instant-payment-address',
    );
    expect(codeOf(rules.instantPaymentAddress, 'ahmed')).toBe('invalid-instant-payment-address');
    expect(codeOf(rules.instantPaymentAddress, 'ahmed ali@instapay')).toBe(
      'invalid-instant-payment-address',
    );
    expect(codeOf(rules.instantPaymentAddress, '')).toBe('required');
  });

  it('bankName: one of the supported banks', () => {
    for (const bank of banks) expect(parsed(rules.bankName, bank)).toBe(bank);
    expect(parsed(rules.bankName, ' NBE ')).toBe('NBE');
    expect(codeOf(rules.bankName, '')).toBe('bank-name-empty');
    expect(codeOf(rules.bankName, '   ')).toBe('bank-name-empty');
    expect(codeOf(rules.bankName, 'HSBC')).toBe('invalid-bank-name');
    expect(codeOf(rules.bankName, 'cib')).toBe('invalid-bank-name');
    expect(codeOf(rules.bankName, undefined)).toBe('required');
  });

  it("bankAccountNumber: 10 to 29 digits, Arabic digits and a statement's grouping accepted", () => {
    expect(parsed(rules.bankAccountNumber, '1234567890')).toBe('1234567890');
    expect(parsed(rules.bankAccountNumber, '1'.repeat(29))).toBe('1'.repeat(29));
    expect(parsed(rules.bankAccountNumber, '١٢٣٤٥٦٧٨٩٠١٢')).toBe('123456789012');
    expect(codeOf(rules.bankAccountNumber, '123456789')).toBe('invalid-bank-account');
    expect(codeOf(rules.bankAccountNumber, '1'.repeat(30))).toBe('invalid-bank-account');
    expect(codeOf(rules.bankAccountNumber, '12345abc90')).toBe('invalid-bank-account');
    expect(parsed(rules.bankAccountNumber, '1234 5678 90')).toBe('1234567890');
    expect(parsed(rules.bankAccountNumber, '١٢٣٤-٥٦٧٨-٩٠١٢')).toBe('123456789012');
    expect(codeOf(rules.bankAccountNumber, '1234 5678 9')).toBe('invalid-bank-account');
    expect(codeOf(rules.bankAccountNumber, '')).toBe('required');
  });
});

describe('cash refunds', () => {
  const IBAN = 'EG380019000500000000263180002';
  it('refundAmount: one piaster at least', () => {
    expect(parsed(rules.refundAmount, 1)).toBe(1);
    expect(codeOf(rules.refundAmount, 0)).toBe('amount-not-positive');
    expect(codeOf(rules.refundAmount, -5)).toBe('amount-not-positive');
    expect(codeOf(rules.refundAmount, 1.5)).toBe('invalid-type');
  });

  it('ibanChecks: the check digits of an IBAN, modulo 97', () => {
    expect(rules.ibanChecks(IBAN)).toBe(true);
    expect(rules.ibanChecks('EG390019000500000000263180002')).toBe(false);
    expect(rules.ibanChecks('EG380019000500000000263180003')).toBe(false);
  });

  it('refundBankAccount: an Egyptian IBAN whose digits check, or an account number', () => {
    expect(parsed(rules.refundBankAccount, 'eg38 0019 0005 0000 0000 2631 80002')).toBe(IBAN);
    expect(parsed(rules.refundBankAccount, 'EG38-0019-0005-0000-0000-2631-80002')).toBe(IBAN);
    expect(codeOf(rules.refundBankAccount, 'EG390019000500000000263180002')).toBe('invalid-iban');
    expect(codeOf(rules.refundBankAccount, `${IBAN}1`)).toBe('invalid-iban');
    expect(codeOf(rules.refundBankAccount, 'GB82WEST12345698765432')).toBe('invalid-iban');
    expect(parsed(rules.refundBankAccount, '١٢٣٤٥٦٧٨٩٠')).toBe('1234567890');
    expect(codeOf(rules.refundBankAccount, '123456789')).toBe('invalid-bank-account');
    expect(codeOf(rules.refundBankAccount, '')).toBe('required');
  });

  it('refundDestination: a wallet number, or a bank account with its holder and bank', () => {
    expect(parsed(rules.refundDestination(), { method: 0, phone: '01012345678' })).toEqual({
      method: 0,
      phone: '+201012345678',
    });
    expect(codeOf(rules.refundDestination(), { method: 0, phone: '123' })).toBe('invalid-phone');
    expect(
      parsed(rules.refundDestination(), {
        method: 1,
        bank: 'NBE',
        accountNumber: IBAN,
        receiver: 'Sara Ahmed',
      }),
    ).toMatchObject({ bank: 'NBE', accountNumber: IBAN });
    expect(
      codeOf(rules.refundDestination(), {
        method: 1,
        bank: 'NBE',
        accountNumber: IBAN,
        receiver: 'Sara',
      }),
    ).toBe('api-invalid-user-name');
    expect(codeOf(rules.refundDestination(), { method: 2, username: 'a@instapay' })).toBe(
      'invalid-withdraw-method',
    );
  });

  it('payoutReference: required, at most 100 characters', () => {
    expect(parsed(rules.payoutReference, ' TRX-1 ')).toBe('TRX-1');
    expect(codeOf(rules.payoutReference, ' ')).toBe('required');
    expect(parsed(rules.payoutReference, 'R'.repeat(100))).toBe('R'.repeat(100));
    expect(codeOf(rules.payoutReference, 'R'.repeat(101))).toBe('payout-reference-too-long');
  });
});

describe('cardCvv', () => {
  it('accepts 3 or 4 digits, Arabic digits too', () => {
    expect(parsed(rules.cardCvv, '123')).toBe('123');
    expect(parsed(rules.cardCvv, '0123')).toBe('0123');
    expect(parsed(rules.cardCvv, '١٢٣')).toBe('123');
  });

  it('refuses anything else', () => {
    expect(codeOf(rules.cardCvv, '12')).toBe('invalid-cvv');
    expect(codeOf(rules.cardCvv, '12345')).toBe('invalid-cvv');
    expect(codeOf(rules.cardCvv, '12a')).toBe('invalid-cvv');
    expect(codeOf(rules.cardCvv, '')).toBe('required');
    expect(codeOf(rules.cardCvv, 123)).toBe('invalid-type');
  });
});

describe('pageQuery', () => {
  it('defaults to page 1 of size 10', () => {
    expect(parsed(rules.pageQuery, {})).toEqual({ page: 1, size: 10 });
  });

  it('reads numbers from query text', () => {
    expect(parsed(rules.pageQuery, { page: '3', size: '20' })).toEqual({ page: 3, size: 20 });
    expect(parsed(rules.pageQuery, { page: 2 })).toEqual({ page: 2, size: 10 });
    expect(parsed(rules.pageQuery, { size: '100' })).toEqual({ page: 1, size: 100 });
  });

  it.each([
    [{ page: '0' }, 'invalid-value'],
    [{ page: '-1' }, 'invalid-value'],
    [{ page: '1.5' }, 'invalid-value'],
    [{ page: 'abc' }, 'invalid-value'],
    [{ size: '0' }, 'invalid-value'],
    [{ size: '101' }, 'invalid-value'],
    [{ size: 'ten' }, 'invalid-value'],
  ])('refuses %j with %s', (value, code) => {
    expect(codeOf(rules.pageQuery, value)).toBe(code);
  });
});

describe('form inputs', () => {
  it('fromText reads a text input as a number and treats blank as missing', () => {
    expect(parsed(rules.fromText(rules.city), '3')).toBe(3);
    expect(codeOf(rules.fromText(rules.city), '')).toBe('required');
    expect(codeOf(rules.fromText(rules.city), '99')).toBe('invalid-city');
    expect(codeOf(rules.fromText(rules.gender), 'x')).toBe('invalid-gender');
  });

  it('fromText reads Arabic-Indic digits as well as Western ones, mixed or not', () => {
    expect(parsed(rules.fromText(rules.birthYear()), '١٩٩٩')).toBe(1999);
    expect(parsed(rules.fromText(rules.birthYear()), ' ٢٠0١ ')).toBe(2001);
    expect(parsed(rules.fromText(rules.city), '٣')).toBe(3);
  });

  it('optionalText turns a blank input into undefined and checks anything else', () => {
    expect(parsed(rules.optionalText(rules.phone), '  ')).toBeUndefined();
    expect(parsed(rules.optionalText(rules.phone), '01012345678')).toBe('+201012345678');
    expect(codeOf(rules.optionalText(rules.phone), '123')).toBe('invalid-phone');
  });
});

describe('scheduling rules', () => {
  it('instant reads an ISO date-time with a zone as a Date', () => {
    expect(parsed(rules.instant, '2030-01-31T10:00:00+02:00').toISOString()).toBe(
      '2030-01-31T08:00:00.000Z',
    );
    expect(codeOf(rules.instant, '2030-01-31')).toBe('invalid-value');
    expect(codeOf(rules.instant, '2030-02-30T10:00:00Z')).toBe('invalid-value');
    expect(codeOf(rules.instant, undefined)).toBe('required');
  });

  it('lessonStart falls on a quarter hour', () => {
    expect(parsed(rules.lessonStart, '2030-01-31T10:45:00Z').getUTCMinutes()).toBe(45);
    expect(codeOf(rules.lessonStart, '2030-01-31T10:40:00Z')).toBe('invalid-value');
    expect(codeOf(rules.lessonStart, '2030-01-31T10:45:30Z')).toBe('invalid-value');
  });

  it('lessonDuration is 15 or 30 minutes', () => {
    expect(parsed(rules.lessonDuration, 15)).toBe(15);
    expect(parsed(rules.lessonDuration, 30)).toBe(30);
    expect(codeOf(rules.lessonDuration, 45)).toBe('invalid-value');
    expect(codeOf(rules.lessonDuration, undefined)).toBe('required');
  });

  it('weekday is 0 (Sunday) to 6 (Saturday)', () => {
    expect(parsed(rules.weekday, 0)).toBe(0);
    expect(parsed(rules.weekday, 6)).toBe(6);
    expect(codeOf(rules.weekday, 7)).toBe('invalid-value');
  });

  it('minuteOfDay is a quarter hour from 0 to 1440', () => {
    expect(parsed(rules.minuteOfDay, 0)).toBe(0);
    expect(parsed(rules.minuteOfDay, 1440)).toBe(1440);
    expect(codeOf(rules.minuteOfDay, 1445)).toBe('invalid-value');
    expect(codeOf(rules.minuteOfDay, 10)).toBe('invalid-value');
    expect(codeOf(rules.minuteOfDay, -15)).toBe('invalid-value');
  });

  it('localDate is a real YYYY-MM-DD date', () => {
    expect(parsed(rules.localDate, '2030-02-28')).toBe('2030-02-28');
    expect(codeOf(rules.localDate, '2030-02-30')).toBe('invalid-value');
    expect(codeOf(rules.localDate, '2030-02-28T00:00:00Z')).toBe('invalid-value');
  });

  it('hourlyRate is a positive number of piasters', () => {
    expect(parsed(rules.hourlyRate, 15000)).toBe(15000);
    expect(codeOf(rules.hourlyRate, 0)).toBe('invalid-price');
    expect(codeOf(rules.hourlyRate, 1.5)).toBe('invalid-type');
  });
});

describe('hostile values', () => {
  it('text refuses control characters such as a NUL byte, keeping tabs and new lines', () => {
    for (const schema of [
      rules.text(),
      rules.requiredText(),
      rules.job,
      rules.goal,
      rules.ratingText,
    ])
      expect(codeOf(schema, 'أهلاً\u0000 بكم في درسك')).toBe('invalid-characters');
    expect(codeOf(rules.bio, 'مدرسة لغة إنجليزية\u0007 خبرة عشر سنوات')).toBe('invalid-characters');
    expect(codeOf(rules.name, 'Sara\u001b Ahmed')).toBe('invalid-characters');
    expect(codeOf(rules.topicName, 'سفر\u007f')).toBe('invalid-characters');
    expect(parsed(rules.goal, 'سطر\nوسطر\tآخر')).toBe('سطر\nوسطر\tآخر');
    // Half a surrogate pair is no character (the database would store U+FFFD); a whole pair is one.
    expect(codeOf(rules.messageText, 'مرحبا \ud83d')).toBe('invalid-characters');
    expect(codeOf(rules.messageText, '\udc4b مرحبا')).toBe('invalid-characters');
    expect(parsed(rules.messageText, 'مرحبا 👋')).toBe('مرحبا 👋');
  });

  it('searchQuery drops control characters instead of failing, and bounds the length', () => {
    expect(parsed(rules.searchQuery, ' أحمد\u0000\u0007 ')).toBe('أحمد');
    expect(codeOf(rules.searchQuery, 'x'.repeat(101))).toBe('invalid-value');
  });

  it('integers and prices stay within what an integer column holds', () => {
    expect(parsed(rules.integer(), 2_147_483_647)).toBe(2_147_483_647);
    expect(codeOf(rules.integer(), 2_147_483_648)).toBe('invalid-value');
    expect(codeOf(rules.integer(), -2_147_483_649)).toBe('invalid-value');
    expect(codeOf(rules.hourlyRate, 2 ** 31)).toBe('invalid-value');
    expect(codeOf(rules.price, 2 ** 31)).toBe('invalid-price');
    expect(codeOf(rules.noticePeriod, 2 ** 40)).toBe('invalid-value');
  });
});

describe('back-office messages say what is missing', () => {
  it('an empty rejection reason is required, a short one short', () => {
    expect(codeOf(rules.introVideoReason, '   ')).toBe('required');
    expect(codeOf(rules.introVideoReason, 'لا')).toBe('note-too-short');
  });

  it('an invite link without a source is told to choose one', () => {
    expect(codeOf(inviteBody, { name: 'فيسبوك ديسمبر', source: '' })).toBe('required');
    expect(codeOf(inviteBody, { name: 'فيسبوك ديسمبر' })).toBe('required');
    expect(codeOf(inviteBody, { name: 'فيسبوك ديسمبر', source: 'nowhere' })).toBe('invalid-value');
  });
});
