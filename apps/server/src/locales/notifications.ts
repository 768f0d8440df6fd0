/** Texts of the messages the server sends, Arabic first. */
import {
  isolateRightToLeft,
  VERIFICATION_CODE_TTL_MINUTES,
  type AttendanceOutcome,
} from '@darsak/shared';

export type Language = 'ar' | 'en';

const minutes = VERIFICATION_CODE_TTL_MINUTES;
/** An Arabic name or message inside an English sentence keeps its place (FSI … PDI). */
const apart = isolateRightToLeft;

const arabicNumber = new Intl.NumberFormat('ar-EG');
const arabicPlural = new Intl.PluralRules('ar-EG');

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A date or time as a reader of that language writes it (English: en-GB; Arabic: ar-EG, with its
 * digits). Each format is made once and kept: making one costs some 50 µs, using it about 1.
 */
export const dateTimeText = (
  at: Date,
  language: string,
  options: Intl.DateTimeFormatOptions & { timeZone: string },
): string => {
  const locale = language === 'en' ? 'en-GB' : 'ar-EG';
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateFormats.set(key, format);
  }
  return format.format(at);
};

/** A count of something as a reader of that language writes it, with the noun's plural forms. */
const countText = (
  count: number,
  language: string,
  english: readonly [one: string, other: string],
  arabic: { one: string; two: string; few: string; many: string },
): string => {
  if (language === 'en') return `${count} ${count === 1 ? english[0] : english[1]}`;
  const form = arabicPlural.select(count);
  if (form === 'one') return arabic.one;
  if (form === 'two') return arabic.two;
  return `${arabicNumber.format(count)} ${form === 'few' ? arabic.few : arabic.many}`;
};

/** A number of minutes as a reader of that language counts them: «١٥ دقيقة», «١٠٥ دقائق». */
export const minutesText = (count: number, language: string): string =>
  countText(count, language, ['minute', 'minutes'], {
    one: 'دقيقة واحدة',
    two: 'دقيقتان',
    few: 'دقائق',
    many: 'دقيقة',
  });

/** A number of months as a reader of that language counts them: «٦ أشهر», «١٢ شهراً». */
export const monthsText = (count: number, language: string): string =>
  countText(count, language, ['month', 'months'], {
    one: 'شهر واحد',
    two: 'شهران',
    few: 'أشهر',
    many: 'شهراً',
  });

/** What a paid order's receipt email says; every value already in the reader's language. */
/** A refund's message (decision 049): through the provider, or for cash, where to say where it goes. */
export type RefundMessage = {
  name: string;
  amount: string;
  reference: string;
  plan: string;
  ended: boolean;
  cash: boolean;
  /** The student's payments page, when the server knows its public address. */
  link: string | null;
};

/** A cash refund's transfer made, or failed and asked again (docs/product/plans-and-payments.md#cash-refunds). */
export type PayoutMessage = {
  name: string;
  amount: string;
  reference: string;
  /** Where it went: the wallet's number or the bank and account. */
  destination: string;
  outcome: 'paid' | 'failed';
  /** The transfer's reference (paid). */
  transfer: string | null;
  /** Why it failed, as the admin wrote it. */
  note: string | null;
  link: string | null;
};

export type ReceiptMessage = {
  name: string;
  plan: string;
  amount: string;
  method: string;
  reference: string;
  paidAt: string;
  until: string | null;
  /** An installment order: the bank's schedule (docs/product/plans-and-payments.md#receipts). */
  installments: { bank: string; months: string; monthly: string; total: string } | null;
  /** The receipt's page, when the server knows its public address. */
  link: string | null;
  /**
   * Money that started no plan: it came while another was in force, after the order ended, or
   * (`changed`) for an upgrade of a plan that had changed or ended.
   */
  unapplied: 'inForce' | 'late' | 'changed' | null;
  /** The order upgraded the plan in force (plans-and-payments.md#changing-plan). */
  upgrade: boolean;
  /** Paid in cash: its refund is sent to a wallet or bank account the student gives. */
  cash: boolean;
  /** The order bought one lesson (plans-and-payments.md#one-lesson): `plan` then names it. */
  lesson: boolean;
  seller: {
    legalName: string | null;
    address: string | null;
    taxRegistration: string | null;
    commercialRegistration: string | null;
  };
};

/** A ruling on a disputed lesson, as one of its members reads it. */
export type RulingWords = {
  outcome: AttendanceOutcome;
  side: 'tutor' | 'student';
  otherFemale: boolean;
};

const arabicVerdict = ({ outcome, side, otherFemale }: RulingWords): string => {
  if (outcome === 'held') return 'الدرس تمّ بحضوركما';
  if (outcome === 'both-absent') return 'لم يحضر الدرس أحد';
  const missedBy = outcome === 'student-absent' ? 'student' : 'tutor';
  if (missedBy === side) return 'لم تحضر الدرس';
  if (missedBy === 'student') return otherFemale ? 'الطالبة لم تحضر الدرس' : 'الطالب لم يحضر الدرس';
  return otherFemale ? 'المدرّسة لم تحضر الدرس' : 'المدرس لم يحضر الدرس';
};

const arabicEffect = ({ outcome, side }: RulingWords): string => {
  const spent = outcome === 'held' || outcome === 'student-absent';
  if (side === 'student')
    return spent ? 'احتُسبت دقائق الدرس من رصيدك الأسبوعي.' : 'عادت دقائق الدرس إلى رصيدك الأسبوعي.';
  if (spent) return 'يُحتسب لك أجر الدرس.';
  return outcome === 'tutor-absent'
    ? 'لا يُحتسب الدرس في أرباحك، ونقص تقييم نشاطك نقطتين.'
    : 'لا يُحتسب الدرس في أرباحك.';
};

const englishVerdict = ({ outcome, side }: RulingWords): string => {
  if (outcome === 'held') return 'the lesson was held';
  if (outcome === 'both-absent') return 'nobody attended the lesson';
  const missedBy = outcome === 'student-absent' ? 'student' : 'tutor';
  return missedBy === side ? 'you missed the lesson' : `the ${missedBy} missed the lesson`;
};

const englishEffect = ({ outcome, side }: RulingWords): string => {
  const spent = outcome === 'held' || outcome === 'student-absent';
  if (side === 'student')
    return spent
      ? 'Its minutes are spent from your weekly quota.'
      : 'Its minutes are back in your weekly quota.';
  if (spent) return 'You are paid for it.';
  return outcome === 'tutor-absent'
    ? 'It does not count in your earnings, and your activity score dropped by two points.'
    : 'It does not count in your earnings.';
};

const lines = (...parts: (string | false | null | undefined)[]) =>
  parts.filter((part): part is string => typeof part === 'string').join('\n');

const arabicSeriesReason = (code: string): string =>
  ({
    'busy-tutor': 'المدرس غير متاح في هذا الوقت ذلك الأسبوع',
    'no-enough-minutes': 'دقائق ذلك الأسبوع لا تكفي (أو تنتهي باقتك قبله)',
    'subscription-required': 'ليس لديك اشتراك ساري',
    'reached-booking-limit': 'لديك درس آخر في الوقت نفسه',
    'tutor-not-found': 'المدرس لا يستقبل حجوزات الآن',
  })[code] ?? 'لم تسمح قواعد الحجز به';

const englishSeriesReason = (code: string): string =>
  ({
    'busy-tutor': 'the tutor is not free at that time that week',
    'no-enough-minutes': 'that week’s minutes are not enough (or your plan ends before it)',
    'subscription-required': 'you have no subscription in force',
    'reached-booking-limit': 'you have another lesson at the same time',
    'tutor-not-found': 'the tutor is not taking bookings now',
  })[code] ?? 'the booking rules did not allow it';

export const notificationTexts = {
  ar: {
    verifyEmailSubject: 'رمز تأكيد بريدك الإلكتروني في درسك',
    verifyEmailText: (name: string, code: string) =>
      `أهلاً ${name}،\n\nرمز تأكيد بريدك الإلكتروني هو: ${code}\nالرمز صالح لمدة ${minutes} دقيقة.\n\nإذا لم تطلب هذا الرمز فتجاهل هذه الرسالة.\n\nفريق درسك`,
    resetPasswordSubject: 'رمز إعادة تعيين كلمة المرور في درسك',
    resetPasswordText: (name: string, code: string) =>
      `أهلاً ${name}،\n\nرمز إعادة تعيين كلمة المرور هو: ${code}\nالرمز صالح لمدة ${minutes} دقيقة.\n\nإذا لم تطلب إعادة التعيين فتجاهل هذه الرسالة، وكلمة مرورك الحالية تظل كما هي.\n\nفريق درسك`,
    verifyPhoneText: (code: string) =>
      `رمز تأكيد رقم موبايلك في درسك هو ${code}. الرمز صالح لمدة ${minutes} دقيقة. لا تشاركه مع أحد.`,
    lessonReminderSubject: (soon: boolean) =>
      soon ? 'درسك يبدأ بعد ساعة' : 'تذكير بموعد درسك غداً',
    lessonReminderText: (name: string, other: string, when: string, soon: boolean) =>
      `أهلاً ${name}،\n\n${soon ? `درسك مع ${other} يبدأ بعد ساعة: ${when}.` : `نذكّرك بموعد درسك مع ${other}: ${when}.`}\nادخل قبل الموعد بدقائق لتتأكد من الكاميرا والميكروفون.\n\nفريق درسك`,
    lessonBookedSubject: (other: string) => `درس جديد مع ${other} في درسك`,
    lessonBookedText: (name: string, other: string, when: string, duration: string) =>
      `أهلاً ${name}،\n\nحُجز معك درس جديد مع ${other}، موعده ${when}، ومدته ${duration}.\nتجده في قائمة دروسك القادمة.\n\nفريق درسك`,
    lessonMovedSubject: (other: string) => `تغيّر موعد درسك مع ${other}`,
    lessonMovedText: (
      name: string,
      other: string,
      before: string,
      when: string,
      duration: string,
    ) =>
      `أهلاً ${name}،\n\nتغيّر موعد درسك مع ${other}: كان ${before}، وأصبح ${when}، ومدته ${duration}.\nإن لم يناسبك الموعد الجديد فراسل ${other} من المحادثات، أو ألغِ الدرس من دروسك.\n\nفريق درسك`,
    lessonBookedByYouSubject: (tutor: string) => `تأكيد حجز درسك مع ${tutor}`,
    seriesMissedSubject: (tutor: string) => `لم نحجز درسك الأسبوعي مع ${tutor}`,
    seriesMissedText: (name: string, tutor: string, when: string, code: string) =>
      `أهلاً ${name}،\n\nلم نستطع حجز درسك الأسبوعي مع ${tutor} يوم ${when}: ${arabicSeriesReason(code)}.\nموعدك الأسبوعي مستمر، وسنحاول حجز الأسابيع التالية. يمكنك حجز وقت آخر من صفحة المدرس.\n\nفريق درسك`,
    lessonBookedByYouText: (name: string, tutor: string, when: string, duration: string) =>
      `أهلاً ${name}،\n\nتم حجز درسك مع ${tutor}، موعده ${when}، ومدته ${duration}.\nتجده في دروسك القادمة، ويمكنك إلغاؤه أو تغيير موعده من صفحة الدرس قبل أن يبدأ.\n\nفريق درسك`,
    lessonMovedByYouSubject: (tutor: string) => `تأكيد الموعد الجديد لدرسك مع ${tutor}`,
    lessonMovedByYouText: (
      name: string,
      tutor: string,
      before: string,
      when: string,
      duration: string,
    ) =>
      `أهلاً ${name}،\n\nنُقل درسك مع ${tutor} إلى ${when} بدلاً من ${before}، كما طلبت، ومدته ${duration}.\nأبلغنا ${tutor} بالموعد الجديد، ويمكنك إلغاء الدرس أو تغيير موعده مرة أخرى من صفحة الدرس قبل أن يبدأ.\n\nفريق درسك`,
    moveProposedSubject: (tutor: string, female: boolean) =>
      `${tutor} ${female ? 'تقترح' : 'يقترح'} موعداً جديداً لدرسك`,
    moveProposedText: (
      name: string,
      tutor: string,
      female: boolean,
      when: string,
      proposed: string,
      duration: string,
      until: string,
    ) =>
      `أهلاً ${name}،\n\n${female ? 'تقترح' : 'يقترح'} ${tutor} نقل درسكما من ${when} إلى ${proposed}، ومدته ${duration}.\nيبقى الدرس في موعده ما لم تقبل. افتح صفحة الدرس في درسك لتقبل الموعد الجديد أو ترفضه قبل ${until}.\n\nفريق درسك`,
    moveWithdrawnSubject: (tutor: string, female: boolean) =>
      `${tutor} ${female ? 'سحبت' : 'سحب'} اقتراح الموعد الجديد لدرسك`,
    moveWithdrawnText: (
      name: string,
      tutor: string,
      female: boolean,
      proposed: string,
      when: string,
    ) =>
      `أهلاً ${name}،\n\n${female ? 'سحبت' : 'سحب'} ${tutor} اقتراح نقل درسكما إلى ${proposed}، فيبقى الدرس في موعده: ${when}.\n\nفريق درسك`,
    moveDeclinedSubject: (student: string, female: boolean) =>
      `${student} ${female ? 'رفضت' : 'رفض'} الموعد الذي اقترحته`,
    moveDeclinedText: (
      name: string,
      student: string,
      female: boolean,
      proposed: string,
      when: string,
    ) =>
      `أهلاً ${name}،\n\n${female ? 'رفضت' : 'رفض'} ${student} نقل درسكما إلى ${proposed}، فيبقى الدرس في موعده: ${when}.\nإن لم يناسبك موعده فراسل ${student} من المحادثات، أو ألغِ الدرس من صفحته قبل أن يبدأ.\n\nفريق درسك`,
    moveLapsedSubject: (student: string, female: boolean) =>
      `لم ${female ? 'تردّ' : 'يردّ'} ${student} على الموعد الذي اقترحته`,
    moveLapsedText: (
      name: string,
      student: string,
      female: boolean,
      proposed: string,
      when: string,
    ) =>
      `أهلاً ${name}،\n\nانتهت مهلة طلبك نقل الدرس إلى ${proposed} ولم ${female ? 'تردّ' : 'يردّ'} ${student} عليه، فيبقى الدرس في موعده: ${when}.\nننتظرك في الدرس في موعده.\n\nفريق درسك`,
    moveAcceptedSubject: (student: string, female: boolean) =>
      `${student} ${female ? 'قبلت' : 'قبل'} الموعد الجديد لدرسكما`,
    moveAcceptedText: (
      name: string,
      student: string,
      female: boolean,
      before: string,
      when: string,
      duration: string,
    ) =>
      `أهلاً ${name}،\n\n${female ? 'قبلت' : 'قبل'} ${student} الموعد الذي اقترحته: أصبح درسكما ${when} بدلاً من ${before}، ومدته ${duration}.\n\nفريق درسك`,
    moveAcceptedByYouText: (
      name: string,
      tutor: string,
      female: boolean,
      before: string,
      when: string,
      duration: string,
    ) =>
      `أهلاً ${name}،\n\nقبلت الموعد الذي ${female ? 'اقترحته' : 'اقترحه'} ${tutor}: أصبح درسك ${when} بدلاً من ${before}، ومدته ${duration}.\n\nفريق درسك`,
    lessonCancelledByYouSubject: (tutor: string) => `تأكيد إلغاء درسك مع ${tutor}`,
    lessonCancelledByYouText: (name: string, tutor: string, when: string, late: boolean) =>
      `أهلاً ${name}،\n\nأُلغي درسك مع ${tutor} الذي كان موعده ${when}، كما طلبت.\n${late ? 'ولأن الإلغاء جاء بعد آخر موعد للإلغاء المجاني، احتُسبت دقائق الدرس من رصيدك الأسبوعي.\n' : 'عادت دقائق الدرس إلى رصيدك الأسبوعي، ويمكنك حجز موعد آخر.\n'}\nفريق درسك`,
    lessonCancelledSubject: 'تم إلغاء درس في درسك',
    /**
     * To the member who did not cancel. `late`: the cancellation came after the cutoff (the tutor
     * is paid, or the student is offered the tutor's next free times, `nextTimes`).
     */
    lessonCancelledText: (
      name: string,
      other: string,
      when: string,
      student: boolean,
      late: boolean,
      nextTimes: string[] = [],
      /** An admin cancelled it and kept the minutes spent (docs/product/lessons.md#cancellation). */
      kept = false,
    ) =>
      `أهلاً ${name}،\n\nتم إلغاء درسك مع ${other} الذي كان موعده ${when}.\n${student && kept ? 'ألغته الإدارة مع احتساب دقائقه من رصيدك الأسبوعي.\n' : student ? 'عادت دقائق الدرس إلى رصيدك الأسبوعي، ويمكنك حجز موعد آخر.\n' : late ? 'جاء الإلغاء بعد آخر موعد للإلغاء المجاني، فيُحتسب لك أجر الدرس كأنه تم.\n' : ''}${student && nextTimes.length > 0 ? `أقرب مواعيد متاحة مع ${other}:\n${nextTimes.map((time) => `- ${time}`).join('\n')}\nاحجز واحدًا منها من صفحة الدرس أو صفحة المدرّس.\n` : ''}\nفريق درسك`,
    lessonDisputedSubject: (other: string) => `اعتراض على نتيجة درسك مع ${other}`,
    lessonDisputedText: (name: string, other: string, when: string, female: boolean) =>
      `أهلاً ${name}،\n\n${female ? 'اعترضت' : 'اعترض'} ${other} على نتيجة درسكما الذي كان موعده ${when}.\nستراجع الإدارة حضور الدرس وتحكم في الاعتراض، ونخبرك بالحكم.\n\nفريق درسك`,
    disputeRuledSubject: (other: string) => `الحكم في الاعتراض على درسك مع ${other}`,
    disputeRuledText: (name: string, other: string, when: string, ruling: RulingWords) =>
      `أهلاً ${name}،\n\nراجعت الإدارة الاعتراض على نتيجة درسك مع ${other} الذي كان موعده ${when}.\nالحكم: ${arabicVerdict(ruling)}.\n${arabicEffect(ruling)}\n\nفريق درسك`,
    chatMessageSubject: (from: string) => `رسالة جديدة من ${from} في درسك`,
    chatMessageText: (name: string, from: string, text: string, female: boolean) =>
      `أهلاً ${name}،\n\n${female ? 'أرسلت' : 'أرسل'} لك ${from} رسالة:\n\n«${text}»\n\nافتح المحادثات في درسك للرد.\n\nفريق درسك`,
    chatMediaText: (name: string, from: string, kind: 'picture' | 'voice', female: boolean) =>
      `أهلاً ${name}،\n\n${female ? 'أرسلت' : 'أرسل'} لك ${from} ${kind === 'picture' ? 'صورة' : 'رسالة صوتية'}.\n\nافتح المحادثات في درسك ${kind === 'picture' ? 'لتراها' : 'لتسمعها'} وترد.\n\nفريق درسك`,
    kioskReferenceSubject: (reference: string, network: string) =>
      `الرقم المرجعي للدفع في ${network}: ${reference}`,
    kioskReferenceText: (
      name: string,
      amount: string,
      reference: string,
      until: string,
      where: string,
      lesson = false,
    ) =>
      `أهلاً ${name}،\n\nادفع ${amount} ${where} بالرقم المرجعي ${reference} قبل ${until}. ${lesson ? 'يبقى وقت درسك محجوزاً لك حتى ذلك الموعد، ويُحجز الدرس فور الدفع.' : 'تبدأ باقتك فور الدفع.'}\n\nفريق درسك`,
    lessonText: (duration: number, tutor: string, when: string) =>
      `درس ${minutesText(duration, 'ar')} مع ${tutor}، ${when}`,
    upgradeText: (weeklyMinutes: number) =>
      `ترقية الباقة إلى ${minutesText(weeklyMinutes, 'ar')} أسبوعياً حتى نهايتها`,
    planText: (weeklyMinutes: number, period: 'month' | 'quarter' | 'year') =>
      `باقة ${minutesText(weeklyMinutes, 'ar')} أسبوعياً لمدة ${{ month: 'شهر', quarter: '٣ شهور', year: 'سنة' }[period]}`,
    paymentMethods: {
      card: 'بطاقة',
      wallet: 'محفظة إلكترونية',
      installments: 'تقسيط بنكي بالبطاقة',
      kiosk: (network: string) => `نقداً في ${network}`,
    },
    paymentReceiptSubject: (reference: string) => `إيصال دفعك في درسك: طلب رقم ${reference}`,
    paymentUnappliedSubject: (reference: string) =>
      `وصل دفعك للطلب رقم ${reference} ولم تبدأ الباقة`,
    refundSubject: (reference: string, cash: boolean) =>
      `${cash ? 'سنعيد' : 'أعدنا'} إليك مبلغاً من الطلب رقم ${reference}`,
    refundText: (r: RefundMessage) =>
      lines(
        `أهلاً ${r.name}،`,
        '',
        r.cash
          ? `سنعيد إليك ${r.amount} من دفعك للطلب رقم ${r.reference} (${r.plan}). ولأن الطلب دُفع نقداً فلا يُعاد المبلغ عبر مزود الدفع: يمكنك أن تخبرنا برقم محفظة إلكترونية أو بحساب بنكي من صفحة «المدفوعات»، فنحوّله إليه ونراسلك حين نفعل.`
          : `أعدنا إليك ${r.amount} من دفعك للطلب رقم ${r.reference} (${r.plan}) عبر مزود الدفع.`,
        r.cash ? r.link : 'قد يستغرق وصوله إليك بضعة أيام، حسب البنك أو المحفظة.',
        r.ended && 'وقد انتهى اشتراكك في هذه الباقة. يمكنك الاشتراك في باقة أخرى متى شئت.',
        '',
        'فريق درسك',
      ),
    payoutSubject: (reference: string) => `استرداد مبلغ الطلب رقم ${reference}`,
    payoutText: (r: PayoutMessage) =>
      lines(
        `أهلاً ${r.name}،`,
        '',
        r.outcome === 'paid'
          ? `حوّلنا إليك ${r.amount} المستردة من الطلب رقم ${r.reference} إلى ${r.destination}. مرجع التحويل: ${r.transfer}.`
          : `لم يصل تحويل ${r.amount} المستردة من الطلب رقم ${r.reference} إلى ${r.destination}: ${r.note}. يمكنك أن تخبرنا برقم محفظة أو بحساب بنكي آخر من صفحة «المدفوعات»، فنعيد التحويل.`,
        r.outcome === 'failed' && r.link,
        '',
        'فريق درسك',
      ),
    paymentReceiptText: (r: ReceiptMessage) =>
      lines(
        `أهلاً ${r.name}،`,
        '',
        r.lesson
          ? r.unapplied === null
            ? 'وصلنا دفعك وحُجز درسك. هذا إيصالك:'
            : `وصلنا دفعك بعد أن تحرر وقت الدرس، فلم يُحجز. ${r.cash ? 'ولأنه دُفع نقداً سنعيد إليك المبلغ كاملاً إلى محفظة إلكترونية أو حساب بنكي تخبرنا به من صفحة «المدفوعات» حين نراسلك' : 'سنعيد إليك المبلغ كاملاً عبر مزود الدفع'}، ونراسلك حين نعيده. هذا إيصال ما وصلنا:`
          : r.unapplied === null
            ? r.upgrade
              ? 'وصلنا دفعك وتمت ترقية باقتك من هذا الأسبوع. هذا إيصالك:'
              : 'وصلنا دفعك وبدأ اشتراكك. هذا إيصالك:'
            : `${r.unapplied === 'changed' ? 'وصلنا دفعك بعد أن تغيّرت باقتك أو انتهت، فلم تتم هذه الترقية' : `${r.unapplied === 'inForce' ? 'وصلنا دفعك وكانت لديك باقة سارية' : 'وصلنا دفعك بعد انتهاء الطلب'}، فلم تبدأ هذه الباقة`}. ${r.cash ? 'ولأنه دُفع نقداً سنعيد إليك المبلغ كاملاً إلى محفظة إلكترونية أو حساب بنكي تخبرنا به من صفحة «المدفوعات» حين نراسلك' : 'سنعيد إليك المبلغ كاملاً عبر مزود الدفع'}، ونراسلك حين نعيده. هذا إيصال ما وصلنا:`,
        '',
        `${r.lesson ? 'الدرس' : 'الباقة'}: ${r.plan}`,
        `المبلغ المدفوع: ${r.amount}`,
        `طريقة الدفع: ${r.method}`,
        r.installments &&
          `التقسيط: ${r.installments.months} مع ${r.installments.bank}، ${r.installments.monthly} شهرياً تُخصم من بطاقتك، ${r.installments.total} إجمالاً مع مصاريف البنك`,
        `رقم الطلب: ${r.reference}`,
        `تاريخ الدفع: ${r.paidAt}`,
        r.until && `الاشتراك ساري حتى: ${r.until}`,
        r.link && `\nالإيصال للطباعة: ${r.link}`,
        '',
        'البائع: درسك',
        r.seller.legalName,
        r.seller.address,
        r.seller.taxRegistration && `رقم التسجيل الضريبي: ${r.seller.taxRegistration}`,
        r.seller.commercialRegistration && `رقم السجل التجاري: ${r.seller.commercialRegistration}`,
        '',
        'فريق درسك',
      ),
    signInLockedSubject: 'أوقفنا تسجيل الدخول إلى حسابك مؤقتاً',
    signInLockedText: (name: string, failures: number, until: string) =>
      `أهلاً ${name}،\n\nحاول أحدهم تسجيل الدخول إلى حسابك في درسك بكلمة مرور خاطئة ${failures} مرات متتالية، فأوقفنا تسجيل الدخول إلى حسابك حتى ${until} لحمايته.\n\nإذا كنت أنت فانتظر حتى ذلك الوقت، أو أعد تعيين كلمة المرور من صفحة «نسيت كلمة المرور» لتدخل الآن.\nإذا لم تكن أنت فننصحك بإعادة تعيين كلمة المرور واختيار كلمة لا تستخدمها في مكان آخر.\n\nفريق درسك`,
  },
  en: {
    verifyEmailSubject: 'Your Darsak email confirmation code',
    verifyEmailText: (name: string, code: string) =>
      `Hello ${apart(name)},\n\nYour email confirmation code is: ${code}\nIt is valid for ${minutes} minutes.\n\nIf you did not ask for it, ignore this message.\n\nThe Darsak team`,
    resetPasswordSubject: 'Your Darsak password reset code',
    resetPasswordText: (name: string, code: string) =>
      `Hello ${apart(name)},\n\nYour password reset code is: ${code}\nIt is valid for ${minutes} minutes.\n\nIf you did not ask to reset your password, ignore this message; your password stays the same.\n\nThe Darsak team`,
    verifyPhoneText: (code: string) =>
      `Your Darsak phone confirmation code is ${code}. It is valid for ${minutes} minutes. Do not share it.`,
    lessonReminderSubject: (soon: boolean) =>
      soon ? 'Your Darsak lesson starts in an hour' : 'Reminder: you have a Darsak lesson tomorrow',
    lessonReminderText: (name: string, other: string, when: string, soon: boolean) =>
      `Hello ${apart(name)},\n\n${soon ? `Your lesson with ${apart(other)} starts in an hour: ${when}.` : `A reminder of your lesson with ${apart(other)}: ${when}.`}\nJoin a few minutes early to check your camera and microphone.\n\nThe Darsak team`,
    lessonBookedSubject: (other: string) => `New Darsak lesson with ${apart(other)}`,
    lessonBookedText: (name: string, other: string, when: string, duration: string) =>
      `Hello ${apart(name)},\n\nA new lesson with ${apart(other)} is booked with you: ${when}, ${duration}.\nYou will find it among your upcoming lessons on Darsak.\n\nThe Darsak team`,
    lessonMovedSubject: (other: string) => `Your lesson with ${apart(other)} has a new time`,
    lessonMovedText: (
      name: string,
      other: string,
      before: string,
      when: string,
      duration: string,
    ) =>
      `Hello ${apart(name)},\n\nYour lesson with ${apart(other)} has moved from ${before} to ${when}, ${duration}.\nIf the new time does not suit you, message ${apart(other)} from your chats, or cancel the lesson from your lessons.\n\nThe Darsak team`,
    lessonBookedByYouSubject: (tutor: string) =>
      `Your Darsak lesson with ${apart(tutor)} is booked`,
    seriesMissedSubject: (tutor: string) =>
      `Your weekly lesson with ${apart(tutor)} was not booked this time`,
    seriesMissedText: (name: string, tutor: string, when: string, code: string) =>
      `Hello ${apart(name)},\n\nWe could not book your weekly lesson with ${apart(tutor)} on ${when}: ${englishSeriesReason(code)}.\nYour weekly time goes on, and we will book the weeks after it. You can book another time from the tutor's page.\n\nThe Darsak team`,
    lessonBookedByYouText: (name: string, tutor: string, when: string, duration: string) =>
      `Hello ${apart(name)},\n\nYour lesson with ${apart(tutor)} is booked: ${when}, ${duration}.\nYou will find it among your upcoming lessons; you can cancel it or move it from the lesson's page before it starts.\n\nThe Darsak team`,
    lessonMovedByYouSubject: (tutor: string) =>
      `Your Darsak lesson with ${apart(tutor)} has its new time`,
    lessonMovedByYouText: (
      name: string,
      tutor: string,
      before: string,
      when: string,
      duration: string,
    ) =>
      `Hello ${apart(name)},\n\nAs you asked, your lesson with ${apart(tutor)} has moved from ${before} to ${when}, ${duration}.\nWe have told ${apart(tutor)}. You can cancel it or move it again from the lesson's page before it starts.\n\nThe Darsak team`,
    moveProposedSubject: (tutor: string, _female?: boolean) =>
      `${apart(tutor)} proposes a new time for your lesson`,
    moveProposedText: (
      name: string,
      tutor: string,
      _female: boolean,
      when: string,
      proposed: string,
      duration: string,
      until: string,
    ) =>
      `Hello ${apart(name)},\n\n${apart(tutor)} proposes moving your lesson from ${when} to ${proposed}, ${duration}.\nThe lesson keeps its time unless you accept. Open the lesson's page on Darsak to accept or decline the new time before ${until}.\n\nThe Darsak team`,
    moveWithdrawnSubject: (tutor: string, _female?: boolean) =>
      `${apart(tutor)} withdrew the new time proposed for your lesson`,
    moveWithdrawnText: (
      name: string,
      tutor: string,
      _female: boolean,
      proposed: string,
      when: string,
    ) =>
      `Hello ${apart(name)},\n\n${apart(tutor)} withdrew the proposal to move your lesson to ${proposed}, so the lesson keeps its time: ${when}.\n\nThe Darsak team`,
    moveDeclinedSubject: (student: string, _female?: boolean) =>
      `${apart(student)} declined the time you proposed`,
    moveDeclinedText: (
      name: string,
      student: string,
      _female: boolean,
      proposed: string,
      when: string,
    ) =>
      `Hello ${apart(name)},\n\n${apart(student)} declined moving your lesson to ${proposed}, so the lesson keeps its time: ${when}.\nIf that time does not suit you, message ${apart(student)} from your chats, or cancel the lesson from its page before it starts.\n\nThe Darsak team`,
    moveLapsedSubject: (student: string, _female?: boolean) =>
      `${apart(student)} did not answer the time you proposed`,
    moveLapsedText: (
      name: string,
      student: string,
      _female: boolean,
      proposed: string,
      when: string,
    ) =>
      `Hello ${apart(name)},\n\nYour request to move the lesson to ${proposed} lapsed without an answer from ${apart(student)}, so the lesson keeps its time: ${when}.\nWe will see you in the lesson then.\n\nThe Darsak team`,
    moveAcceptedSubject: (student: string, _female?: boolean) =>
      `${apart(student)} accepted the new time for your lesson`,
    moveAcceptedText: (
      name: string,
      student: string,
      _female: boolean,
      before: string,
      when: string,
      duration: string,
    ) =>
      `Hello ${apart(name)},\n\n${apart(student)} accepted the time you proposed: your lesson is now ${when} instead of ${before}, ${duration}.\n\nThe Darsak team`,
    moveAcceptedByYouText: (
      name: string,
      tutor: string,
      _female: boolean,
      before: string,
      when: string,
      duration: string,
    ) =>
      `Hello ${apart(name)},\n\nYou accepted the time ${apart(tutor)} proposed: your lesson is now ${when} instead of ${before}, ${duration}.\n\nThe Darsak team`,
    lessonCancelledByYouSubject: (tutor: string) =>
      `Your Darsak lesson with ${apart(tutor)} is cancelled`,
    lessonCancelledByYouText: (name: string, tutor: string, when: string, late: boolean) =>
      `Hello ${apart(name)},\n\nAs you asked, your lesson with ${apart(tutor)} on ${when} is cancelled.\n${late ? 'As it came after the free cancellation cutoff, its minutes are spent from your weekly quota.\n' : 'Its minutes are back in your weekly quota, and you can book another time.\n'}\nThe Darsak team`,
    lessonCancelledSubject: 'A Darsak lesson was cancelled',
    lessonCancelledText: (
      name: string,
      other: string,
      when: string,
      student: boolean,
      late: boolean,
      nextTimes: string[] = [],
      kept = false,
    ) =>
      `Hello ${apart(name)},\n\nYour lesson with ${apart(other)} on ${when} was cancelled.\n${student && kept ? 'Our team cancelled it and kept its minutes spent from your weekly quota.\n' : student ? 'Its minutes are back in your weekly quota, and you can book another time.\n' : late ? 'It was cancelled after the free cancellation cutoff, so you are paid for it as for a held lesson.\n' : ''}${student && nextTimes.length > 0 ? `${apart(other)}'s next free times:\n${nextTimes.map((time) => `- ${time}`).join('\n')}\nBook one from the lesson's page or the tutor's page.\n` : ''}\nThe Darsak team`,
    lessonDisputedSubject: (other: string) => `${apart(other)} disputed your lesson's outcome`,
    lessonDisputedText: (name: string, other: string, when: string, _female: boolean) =>
      `Hello ${apart(name)},\n\n${apart(other)} disputed the outcome of your lesson on ${when}.\nOur team will review its attendance and rule on it, and we will tell you the ruling.\n\nThe Darsak team`,
    disputeRuledSubject: (other: string) => `The ruling on your lesson with ${apart(other)}`,
    disputeRuledText: (name: string, other: string, when: string, ruling: RulingWords) =>
      `Hello ${apart(name)},\n\nOur team reviewed the dispute of your lesson with ${apart(other)} on ${when}.\nThe ruling: ${englishVerdict(ruling)}.\n${englishEffect(ruling)}\n\nThe Darsak team`,
    chatMessageSubject: (from: string) => `New message from ${apart(from)} on Darsak`,
    chatMessageText: (name: string, from: string, text: string) =>
      `Hello ${apart(name)},\n\n${apart(from)} sent you a message:\n\n"${apart(text)}"\n\nOpen your chats on Darsak to reply.\n\nThe Darsak team`,
    chatMediaText: (name: string, from: string, kind: 'picture' | 'voice') =>
      `Hello ${apart(name)},\n\n${apart(from)} sent you a ${kind === 'picture' ? 'picture' : 'voice note'}.\n\nOpen your chats on Darsak to ${kind === 'picture' ? 'see it' : 'listen to it'} and reply.\n\nThe Darsak team`,
    kioskReferenceSubject: (reference: string, network: string) =>
      `Your ${network} payment reference: ${reference}`,
    kioskReferenceText: (
      name: string,
      amount: string,
      reference: string,
      until: string,
      where: string,
      lesson = false,
    ) =>
      `Hello ${apart(name)},\n\nPay ${amount} ${where} with reference ${reference} before ${until}. ${lesson ? 'Your lesson’s time stays held for you until then, and the lesson is booked as soon as it is paid.' : 'Your plan starts as soon as it is paid.'}\n\nThe Darsak team`,
    lessonText: (duration: number, tutor: string, when: string) =>
      `a ${duration}-minute lesson with ${apart(tutor)}, ${when}`,
    upgradeText: (weeklyMinutes: number) =>
      `an upgrade of the plan to ${minutesText(weeklyMinutes, 'en')} a week until its end`,
    planText: (weeklyMinutes: number, period: 'month' | 'quarter' | 'year') =>
      `${minutesText(weeklyMinutes, 'en')} a week for ${{ month: 'a month', quarter: '3 months', year: 'a year' }[period]}`,
    paymentMethods: {
      card: 'Card',
      wallet: 'Mobile wallet',
      installments: 'Bank installments by card',
      kiosk: (network: string) => `Cash at ${network}`,
    },
    paymentReceiptSubject: (reference: string) => `Your Darsak receipt: order ${reference}`,
    paymentUnappliedSubject: (reference: string) =>
      `Your payment for order ${reference} arrived, and the plan did not start`,
    refundSubject: (reference: string, cash: boolean) =>
      `${cash ? 'A refund to send you' : 'A refund'} of your Darsak order ${reference}`,
    refundText: (r: RefundMessage) =>
      lines(
        `Hello ${apart(r.name)},`,
        '',
        r.cash
          ? `We will refund ${r.amount} of your payment for order ${r.reference} (${r.plan}). You paid in cash, which the payment provider cannot return: tell us your mobile wallet number or bank account on your Payments page, and we will transfer it and write to you when we do.`
          : `We have refunded ${r.amount} of your payment for order ${r.reference} (${r.plan}) through the payment provider.`,
        r.cash ? r.link : 'It may take a few days to reach you, depending on your bank or wallet.',
        r.ended &&
          'Your subscription to this plan has ended. You can subscribe to another plan whenever you like.',
        '',
        'The Darsak team',
      ),
    payoutSubject: (reference: string) => `The refund of your Darsak order ${reference}`,
    payoutText: (r: PayoutMessage) =>
      lines(
        `Hello ${apart(r.name)},`,
        '',
        r.outcome === 'paid'
          ? `We have transferred the ${r.amount} refunded from order ${r.reference} to ${r.destination}. Transfer reference: ${r.transfer}.`
          : `The transfer of the ${r.amount} refunded from order ${r.reference} to ${r.destination} did not go through: ${r.note}. Tell us another wallet number or bank account on your Payments page and we will transfer it again.`,
        r.outcome === 'failed' && r.link,
        '',
        'The Darsak team',
      ),
    paymentReceiptText: (r: ReceiptMessage) =>
      lines(
        `Hello ${apart(r.name)},`,
        '',
        r.lesson
          ? r.unapplied === null
            ? 'We received your payment and your lesson is booked. Your receipt:'
            : `We received your payment after the lesson’s time had been released, so it was not booked. We will refund it in full ${r.cash ? 'to your mobile wallet or bank account, which you tell us on your Payments page when we write' : 'through the payment provider'}, and write to you when we do. A receipt of what we received:`
          : r.unapplied === null
            ? r.upgrade
              ? 'We received your payment and your plan is upgraded from this week. Your receipt:'
              : 'We received your payment and your plan has started. Your receipt:'
            : `${r.unapplied === 'changed' ? 'We received your payment after your plan had changed or ended, so this upgrade was not made' : `We received your payment ${r.unapplied === 'inForce' ? 'while you already had a plan in force' : 'after the order had ended'}, so this plan did not start`}. We will refund it in full ${r.cash ? 'to your mobile wallet or bank account, which you tell us on your Payments page when we write' : 'through the payment provider'}, and write to you when we do. A receipt of what we received:`,
        '',
        `${r.lesson ? 'Lesson' : 'Plan'}: ${r.plan}`,
        `Amount paid: ${r.amount}`,
        `Paid by: ${r.method}`,
        r.installments &&
          `Installments: ${r.installments.months} with ${apart(r.installments.bank)}, ${r.installments.monthly} a month taken from your card, ${r.installments.total} in all with the bank's fees`,
        `Order number: ${r.reference}`,
        `Paid on: ${r.paidAt}`,
        r.until && `Your plan runs until: ${r.until}`,
        r.link && `\nPrintable receipt: ${r.link}`,
        '',
        'Seller: Darsak',
        r.seller.legalName && apart(r.seller.legalName),
        r.seller.address && apart(r.seller.address),
        r.seller.taxRegistration && `Tax registration number: ${r.seller.taxRegistration}`,
        r.seller.commercialRegistration &&
          `Commercial registration number: ${r.seller.commercialRegistration}`,
        '',
        'The Darsak team',
      ),
    signInLockedSubject: 'We paused sign-in to your account for a while',
    signInLockedText: (name: string, failures: number, until: string) =>
      `Hello ${apart(name)},\n\nSomeone tried to sign in to your Darsak account with a wrong password ${failures} times in a row, so we paused sign-in to your account until ${until} to protect it.\n\nIf it was you, wait until then, or reset your password from "Forgot password" to sign in now.\nIf it was not you, we recommend resetting your password and choosing one you use nowhere else.\n\nThe Darsak team`,
  },
} satisfies Record<Language, Record<string, unknown>>;

export const textsFor = (language: string) => notificationTexts[language === 'en' ? 'en' : 'ar'];
