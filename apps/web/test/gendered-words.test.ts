/**
 * The web app speaks of a woman as a woman (decision 048): a line about one known person agrees
 * with her or him, and the dashboards' and empty states' sentences about the reader agree with the
 * reader. Without a known gender each line says what it always said.
 */
import { describe, expect, it } from 'vitest';
import { webMessagesOf, wordsOf } from './web-words.js';
import { outsideGenderSelects } from '../../../packages/ui/test/catalogue-words.js';

const { t } = wordsOf('ar');
const values = { name: 'منى السيد', day: 'اليوم', time: '٨:٠٠ م', feedback: 'أحسنت' };

/**
 * Key, feminine wording, masculine wording (today's, which a person of unknown gender still gets),
 * and the values the screen passes besides the gender.
 */
const lines: [string, string, string, Record<string, string | number>?][] = [
  // A tutor named to a student: her card and page, booking, chat.
  ['tutors.online', 'متصلة الآن', 'متصل الآن'],
  ['tutors.nextFree', 'متاحة اليوم ٨:٠٠ م', 'متاح اليوم ٨:٠٠ م'],
  ['tprofile.tabs', 'ملف المدرّسة', 'ملف المدرس'],
  [
    'booking.busyTutor',
    'المدرّسة مشغولة في هذا الوقت. اختر وقتاً آخر.',
    'المدرس مشغول في هذا الوقت. اختر وقتاً آخر.',
  ],
  [
    'booking.tutorUnlisted',
    'لم تعد المدرّسة تستقبل حجوزات الآن. اختر مدرساً آخر من القائمة.',
    'لم يعد المدرس يستقبل حجوزات الآن. اختر مدرساً آخر من القائمة.',
  ],
  ['chat.online', 'متصلة الآن', 'متصل الآن'],
  ['chat.offline', 'غير متصلة', 'غير متصل'],
  // A student named to a tutor: the note after a lesson, lessons cancelled by a schedule change.
  [
    'lessonNote.noneTutor',
    'اترك للطالبة ملاحظة قصيرة عن الدرس: ما أحسنت فيه وما تراجعه قبل الدرس القادم.',
    'اترك للطالب ملاحظة قصيرة عن الدرس: ما أحسن فيه وما يراجعه قبل الدرس القادم.',
  ],
  ['lessonNote.field', 'ملاحظتك للطالبة', 'ملاحظتك للطالب'],
  [
    'schedule.savedCancelled',
    'أُلغي درس واحد وأبلغنا الطالبة.',
    'أُلغي درس واحد وأبلغنا الطالب.',
    { count: 1 },
  ],
  [
    'schedule.conflict.confirmText',
    'إذا تابعت سيُلغى الدرس ونُبلغ الطالبة، وينخفض تقييم نشاطك. لا يمكن التراجع عن ذلك.',
    'إذا تابعت سيُلغى الدرس ونُبلغ الطالب، وينخفض تقييم نشاطك. لا يمكن التراجع عن ذلك.',
    { count: 1 },
  ],
  // The reader, on the dashboards, empty states, the tour and the outcome of a joining step.
  // The reader, in the settings: what changing the email will ask of them.
  [
    'settings.profile.emailHint',
    'إذا غيّرت بريدك ستحتاجين إلى تأكيده من جديد.',
    'إذا غيّرت بريدك ستحتاج إلى تأكيده من جديد.',
  ],
  ['sdash.next.none', 'لم تحجزي درسك القادم بعد.', 'لم تحجز درسك القادم بعد.'],
  ['sdash.past.empty', 'لم تحضري دروساً بعد', 'لم تحضر دروساً بعد'],
  [
    'tour.tutors.text',
    'من هنا تختارين مدرساً حسب الموضوع والوقت المناسب لك، ثم تحجزين من ملفه.',
    'من هنا تختار مدرساً حسب الموضوع والوقت المناسب لك، ثم تحجز من ملفه.',
  ],
  [
    'tour.tutors.textFolded',
    'من «المدرسون» في القائمة تختارين مدرساً حسب الموضوع والوقت المناسب لك، ثم تحجزين من ملفه.',
    'من «المدرسون» في القائمة تختار مدرساً حسب الموضوع والوقت المناسب لك، ثم تحجز من ملفه.',
  ],
  [
    'tour.upcoming.text',
    'تظهر هنا دروسك المحجوزة، ومنها تغيّرين الموعد أو تلغين.',
    'تظهر هنا دروسك المحجوزة، ومنها تغيّر الموعد أو تلغي.',
  ],
  ['tdash.listed', 'ظاهرة للطلاب', 'ظاهر للطلاب'],
  [
    'tdash.schedule.empty',
    'لم تحدّدي مواعيدك بعد، فلا يستطيع الطلاب الحجز معك.',
    'لم تحدّد مواعيدك بعد، فلا يستطيع الطلاب الحجز معك.',
  ],
  ['schedule.weekly.empty', 'لم تحدّدي مواعيدك بعد', 'لم تحدّد مواعيدك بعد'],
  [
    'settings.sessions.confirmText',
    'ستحتاجين إلى تسجيل الدخول من جديد على كل جهاز، وهذا الجهاز منها.',
    'ستحتاج إلى تسجيل الدخول من جديد على كل جهاز، وهذا الجهاز منها.',
  ],
  [
    'schedule.weekly.emptyText',
    'لن يستطيع الطلاب الحجز معك قبل أن تضيفي فترة واحدة على الأقل. ابدأ بمساء أيام الأسبوع وعدّلها كما يناسبك.',
    'لن يستطيع الطلاب الحجز معك قبل أن تضيف فترة واحدة على الأقل. ابدأ بمساء أيام الأسبوع وعدّلها كما يناسبك.',
  ],
  [
    'tdash.earnings.none',
    'لا أرباح ولا سحوبات في آخر اثني عشر شهراً بعد. تظهر هنا شهراً بشهر بعد أول درس تدرّسينه.',
    'لا أرباح ولا سحوبات في آخر اثني عشر شهراً بعد. تظهر هنا شهراً بشهر بعد أول درس تدرّسه.',
  ],
  ['tdash.past.emptyText', 'بعد أول درس ستجدين هنا سجل دروسك.', 'بعد أول درس ستجد هنا سجل دروسك.'],
  [
    'onboarding.interview.rejected',
    'لم تنجحي في المقابلة هذه المرة',
    'لم تنجح في المقابلة هذه المرة',
  ],
  ['interview.outcome.rejected', 'لم تنجحي هذه المرة', 'لم تنجح هذه المرة'],
  [
    'onboarding.bypass',
    'أضافك فريق درسك بنفسه، فلا تحتاجين إلى خطوات الانضمام.',
    'أضافك فريق درسك بنفسه، فلا تحتاج إلى خطوات الانضمام.',
  ],
];

describe('the web app speaks of a woman as a woman', () => {
  it.each(lines)('%s', (key, feminine, masculine, extra = {}) => {
    expect(t(key, { ...values, ...extra, gender: 'female' })).toBe(feminine);
    expect(t(key, { ...values, ...extra, gender: 'other' })).toBe(masculine);
    // Without a known gender the wording stays as it was.
    expect(t(key, { ...values, ...extra })).toBe(masculine);
  });

  it('names the interviewer whose feedback it is by the interviewer’s gender', () => {
    const feedback = (managerGender?: string) =>
      t('onboarding.feedback', { ...values, gender: 'female', managerGender });
    expect(feedback('female')).toBe('ملاحظات المقابِلة: أحسنت');
    expect(feedback('other')).toBe('ملاحظات المقابِل: أحسنت');
    expect(feedback()).toBe('ملاحظات المقابِل: أحسنت');
  });

  it('asks a woman reader to rate, and tells her of her booking, as a woman', () => {
    const forReader = (key: string, me?: string, gender?: string) =>
      t(key, { ...values, me, gender });
    expect(forReader('rate.stars', 'female')).toBe('كم نجمة تعطين؟');
    expect(forReader('rate.stars', 'other')).toBe('كم نجمة تعطي؟');
    expect(forReader('rate.stars')).toBe('كم نجمة تعطي؟');
    expect(forReader('rate.afterLesson', 'female', 'female')).toBe(
      'يمكنك تقييم المدرّسة بعد أن تحضري معها درساً.',
    );
    expect(forReader('rate.afterLesson', 'female', 'other')).toBe(
      'يمكنك تقييم المدرس بعد أن تحضري معه درساً.',
    );
    expect(forReader('rate.afterLesson', undefined, 'female')).toBe(
      'يمكنك تقييم المدرّسة بعد أن تحضر معها درساً.',
    );
    expect(forReader('booking.held.text', 'female')).toMatch(/^تحجزين درساً واحداً في كل مرة/);
    expect(forReader('booking.held.text')).toMatch(/^تحجز درساً واحداً في كل مرة/);
  });

  it('names the days a new time overlaps as Arabic counts them', () => {
    const days = (list: string[]) =>
      t('schedule.dialog.overlap', {
        count: list.length,
        days: new Intl.ListFormat('ar-EG', { type: 'conjunction' }).format(list),
      });
    expect(days(['الأحد'])).toContain('موجودة يوم الأحد.');
    expect(days(['الأحد', 'الجمعة'])).toContain('موجودة يومي الأحد والجمعة.');
    expect(days(['الأحد', 'الاثنين', 'الجمعة'])).toContain('موجودة أيام الأحد والاثنين والجمعة.');
  });

  it('speaks of several students together as before, whatever the first one’s gender', () => {
    expect(t('schedule.savedCancelled', { count: 2, gender: 'female' })).toBe(
      'أُلغي درسان وأبلغنا الطلاب.',
    );
    expect(t('schedule.conflict.confirmText', { count: 3, gender: 'female' })).toContain(
      'ستُلغى الدروس ونُبلغ الطلاب',
    );
  });

  it('leaves the English as it was', () => {
    const english = wordsOf('en').t;
    for (const [key, , , extra = {}] of lines) {
      const forHer = english(key, { ...values, ...extra, gender: 'female' });
      expect(forHer, key).toBe(english(key, { ...values, ...extra, gender: 'other' }));
      expect(forHer, key).not.toMatch(/\b(he|his|him)\b/i);
    }
  });
});

/**
 * Words that speak of one person as a man, outside a `select` that has a woman's words beside
 * them: a new line about a known tutor or student has to choose by gender. Lines listed here speak
 * of tutors or students in general.
 */
describe('no Arabic line of the web app speaks of one person as a man alone', () => {
  const letter = '\\u0600-\\u06ff';
  const words = [
    // A known person as a role noun («المدرس», «للطالب»), or pointed at («هذا المدرس»).
    'المدرس',
    'المدرّس',
    'للمدرس',
    'الطالب',
    'للطالب',
    'هذا المدرس',
    'هذا الطالب',
    // Pronouns the back office's guard also looks for.
    'منه',
    'له',
    'لديه',
    'معه',
    'إليه',
    'يمكنه',
    'نخبره',
  ];
  const masculine = new RegExp(`(?<![${letter}])(${words.join('|')})(?![${letter}])`);
  const aboutNoOne: Record<string, string> = {
    'tutors.search': 'the search box of the tutors list: «ابحث باسم المدرس»',
    'tutors.gender': 'the filter of the tutors list, over all of them',
    'tutor.image.required': 'what students prefer of tutors in general',
  };

  it('holds in every web catalogue', () => {
    const found = Object.entries(webMessagesOf('ar'))
      .filter(([key, source]) => !aboutNoOne[key] && masculine.test(outsideGenderSelects(source)))
      .map(([key]) => key);
    expect(found).toEqual([]);
  });

  it('would catch a line like «ملاحظتك للطالب»', () => {
    expect(masculine.test(outsideGenderSelects('ملاحظتك للطالب'))).toBe(true);
    expect(
      masculine.test(
        outsideGenderSelects('{gender, select, female {ملاحظتك للطالبة} other {ملاحظتك للطالب}}'),
      ),
    ).toBe(false);
  });
});
