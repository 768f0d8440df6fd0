import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { wordsOf } from './admin-words.js';
import { outsideGenderSelects } from '../../../packages/ui/test/catalogue-words.js';

const { t } = wordsOf('ar');
const female = { gender: 'female', name: 'مريم عادل', amount: '٣٠٠ ج.م.', plan: 'باقة', weeks: 3 };
const male = { ...female, gender: 'other', name: 'أحمد حسن' };

describe('the back office’s dialogs speak of a woman as a woman', () => {
  it.each([
    ['transactions.refundMessage', 'اشتراكها', 'اشتراكه'],
    ['user.status.deactivateConfirmText', 'أجهزتها', 'أجهزته'],
    ['user.status.restoreConfirmText', 'ستستطيع', 'سيستطيع'],
    ['subs.cancelConfirm.text', 'ولن تستطيع', 'ولن يستطيع'],
    ['subs.cancelConfirm.refund', 'للطالبة', 'للطالب'],
    ['subs.grant.trialEnds', 'لديها', 'لديه'],
    ['subs.pause.text', 'باقة الطالبة', 'باقة الطالب'],
    ['subs.pause.used', 'استخدمت', 'استخدم'],
    ['subs.grant.noCharge', 'الطالبة', 'الطالب'],
    ['subs.grant.exists', 'منحها', 'منحه'],
    ['planInvites.deleteConfirm.text', 'فاشتراكها', 'فاشتراكه'],
    ['tutor.unlist.title', 'المدرّسة', 'المدرس'],
    ['tutor.unlist.text', 'معها', 'معه'],
    ['tutor.rate.resetText', 'لهذه المدرّسة', 'لهذا المدرس'],
    ['tutor.rate.resetDone', 'أصبحت', 'أصبح'],
    ['tutor.activated.on', 'المدرّسة', 'المدرس'],
    ['tutor.bypassOnboarding.on', 'معفاة', 'معفى'],
    ['inv.confirm.cancel.text', 'رصيدها', 'رصيده'],
    ['inv.confirm.approve-cancel.done', 'المدرّسة', 'المدرس'],
    ['inv.fulfil.text', 'تراه المدرّسة وحدها', 'يراه المدرس وحده'],
    ['inv.fulfil.done', 'المدرّسة', 'المدرس'],
    ['inv.reject.text', 'ونخبرها', 'ونخبره'],
    ['inv.reject.reason', 'تراه المدرّسة', 'يراه المدرس'],
    ['inv.reject.done', 'المدرّسة', 'المدرس'],
    ['inv.note.label', 'تراها المدرّسة', 'يراها المدرس'],
  ])('%s', (key, feminine, masculine) => {
    const forHer = t(key, female);
    const forHim = t(key, male);
    expect(forHer).toContain(feminine);
    expect(forHim).toContain(masculine);
    expect(forHer).not.toContain('{');
    // Without a known gender the wording stays as it was.
    expect(t(key, { ...male, gender: undefined })).toBe(forHim);
  });

  it('names the person inside the chosen wording', () => {
    expect(t('user.status.deactivateConfirmText', female)).toContain('مريم عادل');
    expect(t('planInvites.deleteConfirm.text', female)).toContain('مريم عادل');
  });
});

describe('the back office’s pages and lists speak of a woman as a woman', () => {
  it.each([
    ['subs.empty.text', 'امنحها باقة لتتمكن', 'امنحه باقة ليتمكن'],
    ['subs.empty.title', 'لهذه الطالبة', 'لهذا الطالب'],
    ['subs.lessonsLink', 'الطالبة', 'الطالب'],
    ['subs.attended', 'حضرتها', 'حضرها'],
    ['subs.quota.value', 'استخدمت', 'استخدم'],
    ['userTx.empty', 'لم تدفع هذه الطالبة', 'لم يدفع هذا الطالب'],
    ['user.joined', 'سجّلت', 'سجّل'],
    ['transactions.unapplied.inForce', 'لديها باقة سارية', 'لديه باقة سارية'],
    ['user.online', 'متصلة', 'متصل'],
    ['user.offline', 'غير متصلة', 'غير متصل'],
    ['user.password.hint', 'واطلب منها', 'واطلب منه'],
    ['user.status.activeText', 'تستطيع صاحبة الحساب', 'يستطيع صاحب الحساب'],
    ['user.tutorPage', 'المدرّسة', 'المدرس'],
    ['tutors.listed', 'ظاهرة', 'ظاهر'],
    ['tutors.unlisted', 'غير ظاهرة', 'غير ظاهر'],
    ['tutors.reasons', 'ينقصها', 'ينقصه'],
    ['tutor.notTutor', 'هذه المستخدمة ليست مدرّسة', 'هذا المستخدم ليس مدرساً'],
    ['tutor.activated.label', 'مفعّلة', 'مفعّل'],
    ['tutor.activated.hint', 'فعّلها بعد اجتيازها', 'فعّله بعد اجتيازه'],
    ['tutor.bypassOnboarding.hint', 'ورقم موبايلها', 'ورقم موبايله'],
    ['tutor.stats.lessonsFulfilled', 'أنجزتها', 'أنجزها'],
    ['tutor.stats.cancelledByTutor', 'ألغتها', 'ألغاها'],
    ['tutor.lessons.title', 'المدرّسة', 'المدرس'],
    ['tutor.standing.title', 'حالة المدرّسة', 'حالة المدرس'],
    ['photo.tutorPage', 'صفحة المدرّسة', 'صفحة المدرس'],
    ['tutor.profile.joined', 'انضمت', 'انضم'],
    ['tutor.profile.online', 'متصلة', 'متصل'],
    ['schedule.empty.title', 'لم تضع المدرّسة', 'لم يضع المدرس'],
    ['schedule.empty.text', 'حتى تحدد مواعيدها', 'حتى يحدد مواعيده'],
    ['onboarding.bypassed', 'أُضيفت هذه المدرّسة', 'أُضيف هذا المدرس'],
    ['onboarding.activatedAt', 'فُعّلت', 'فُعّل'],
    ['onboarding.reapplyFrom', 'يمكنها', 'يمكنه'],
    ['onboarding.video.reasonHint', 'تقرؤه المدرّسة', 'يقرؤه المدرس'],
    ['onboarding.managerStatus.2', 'ناجحة', 'ناجح'],
    ['onboarding.managerStatus.3', 'مرفوضة', 'مرفوض'],
    ['onboarding.managerStatus.5', 'ألغتها المدرّسة', 'ألغاها المدرس'],
    ['photo.scheduledSaved', 'المدرّسة', 'المدرس'],
    ['planInvites.invitedOn', 'دُعيت', 'دُعي'],
    ['planInvites.created', 'الطالبة', 'الطالب'],
    ['lesson.noNote', 'لم تترك المدرّسة', 'لم يترك المدرس'],
    ['lessons.cancelledBy.tutor', 'ألغته المدرّسة', 'ألغاه المدرس'],
    ['lessons.cancelledBy.student', 'ألغته الطالبة', 'ألغاه الطالب'],
    ['inv.stage.updated', 'عدّلته المدرّسة', 'عدّله المدرس'],
    ['inv.stage.cancelled', 'بطلب المدرّسة', 'بطلب المدرس'],
    ['inv.tutorNote', 'المدرّسة', 'المدرس'],
    // Staff named beside what they did.
    ['audit.action.invoice.fulfil', 'حوّلت', 'حوّل'],
    ['audit.action.subscription.grant', 'منحت', 'منح'],
    ['audit.action.user.sign-out-everywhere', 'خرجت', 'خرج'],
    ['reports.resolvedBy', 'حلّته', 'حلّه'],
    ['contact.handledBy', 'عالجتها', 'عالجها'],
    ['invites.createdBy', 'أنشأته', 'أنشأه'],
  ])('%s', (key, feminine, masculine) => {
    expect(t(key, female)).toContain(feminine);
    expect(t(key, male)).toContain(masculine);
    expect(t(key, { ...male, gender: undefined })).toBe(t(key, male));
  });

  it('names each of a lesson’s two people by their own gender', () => {
    const note = (tutorGender: string, studentGender: string) =>
      t('lesson.note', { tutorGender, studentGender });
    expect(note('female', 'other')).toBe('ملاحظة المدرّسة للطالب');
    expect(note('other', 'female')).toBe('ملاحظة المدرس للطالبة');
  });

  it('names the manager who cancelled by the manager’s gender, not the candidate’s', () => {
    const cancelled = (gender: string, managerGender: string) =>
      t('onboarding.managerStatus.4', { gender, managerGender });
    expect(cancelled('other', 'female')).toBe('ألغتها المسؤولة');
    expect(cancelled('female', 'other')).toBe('ألغاها المسؤول');
  });

  it('leaves the English as it was', () => {
    const english = wordsOf('en').t;
    expect(english('subs.empty.text', female)).toBe(english('subs.empty.text', male));
    expect(english('tutors.reasons', { ...female, reasons: 'bio' })).toBe('Missing: bio');
  });
});

/**
 * Words that only speak of one man, outside a `select` that has a woman's words beside them: a new
 * message about a person has to choose by gender. Messages listed here are about no one person.
 */
describe('no Arabic message speaks of one person as a man alone', () => {
  const markers = ['منه', 'له', 'لديه', 'معه', 'إليه', 'امنحه', 'يمكنه', 'نخبره'];
  const demonstratives = ['هذا المدرس', 'هذا الطالب', 'هذا المستخدم', 'صاحب الحساب'];
  const aboutNoOne: Record<string, string> = {
    'overview.activeHint': 'anyone counted as active',
    'overview.moneyHint': '«منه»: the money paid',
  };
  const letter = '\\u0600-\\u06ff';
  const masculine = new RegExp(
    `(?<![${letter}])(${[...markers, ...demonstratives].join('|')})(?![${letter}])`,
  );

  it('holds in the back office and the tutor manager’s screens', () => {
    const web = JSON.parse(
      readFileSync(
        path.resolve(import.meta.dirname, '../../web/src/locales/ar.onboarding.json'),
        'utf8',
      ),
    ) as Record<string, string>;
    const messages = { ...wordsOf('ar').messages, ...web };
    const found = Object.entries(messages)
      .filter(([key, source]) => !aboutNoOne[key] && masculine.test(outsideGenderSelects(source)))
      .map(([key]) => key);
    expect(found).toEqual([]);
  });

  it('would catch a line like «امنحه باقة»', () => {
    expect(masculine.test(outsideGenderSelects('امنحه باقة ليتمكن من حجز الدروس.'))).toBe(true);
    expect(
      masculine.test(outsideGenderSelects('{gender, select, female {امنحها} other {امنحه}} باقة')),
    ).toBe(false);
  });
});

describe('every admin message formats in both languages', () => {
  for (const language of ['ar', 'en'] as const) {
    it(language, () => {
      const words = wordsOf(language);
      for (const key of Object.keys(words.messages))
        expect(() => words.t(key, { ...female, count: 2, total: 3 }), key).not.toThrow();
    });
  }
});
