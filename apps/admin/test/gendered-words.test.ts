import { describe, expect, it } from 'vitest';
import { wordsOf } from './admin-words.js';

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

describe('every admin message formats in both languages', () => {
  for (const language of ['ar', 'en'] as const) {
    it(language, () => {
      const words = wordsOf(language);
      for (const key of Object.keys(words.messages))
        expect(() => words.t(key, { ...female, count: 2, total: 3 }), key).not.toThrow();
    });
  }
});
