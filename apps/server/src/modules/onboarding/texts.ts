/** Texts of the messages onboarding sends a tutor or a tutor manager, Arabic first. */

export type OnboardingNotice =
  | 'intro-approved'
  | 'intro-rejected'
  | 'interview-booked'
  | 'interview-cancelled'
  | 'interview-passed'
  | 'interview-rejected'
  | 'demo-booked'
  | 'demo-cancelled'
  | 'demo-passed'
  | 'demo-rejected'
  | 'photo-scheduled'
  | 'photo-done'
  | 'activated'
  | 'manager-booked'
  | 'manager-cancelled';

type Texts = { subject: string; body: string };

/** `when` is the session's time as the reader says it; `date` a date to come (reapply, photo session). */
export type NoticeFacts = {
  name: string;
  when?: string;
  date?: string;
  reason?: string;
  other?: string;
};

const ar = (notice: OnboardingNotice, f: NoticeFacts): Texts => {
  const hello = `أهلاً ${f.name}،\n\n`;
  const bye = '\n\nفريق درسك';
  switch (notice) {
    case 'intro-approved':
      return {
        subject: 'تمت الموافقة على فيديو التعريف',
        body: `${hello}شاهدنا فيديو التعريف الخاص بك ووافقنا عليه. الخطوة التالية: احجز موعد المقابلة من صفحة الانضمام.${bye}`,
      };
    case 'intro-rejected':
      return {
        subject: 'لم نقبل فيديو التعريف',
        body: `${hello}شاهدنا فيديو التعريف ولم نقبله، والسبب: ${f.reason ?? ''}\nيمكنك إرسال فيديو جديد بدءاً من ${f.date ?? ''}.${bye}`,
      };
    case 'interview-booked':
      return {
        subject: 'تم حجز موعد المقابلة',
        body: `${hello}حجزت مقابلتك مع ${f.other ?? ''} يوم ${f.when ?? ''}، ومدتها ٣٠ دقيقة. ادخل قبل الموعد بدقائق لتتأكد من الكاميرا والميكروفون.${bye}`,
      };
    case 'interview-cancelled':
      return {
        subject: 'تم إلغاء المقابلة',
        body: `${hello}تم إلغاء مقابلتك التي كانت يوم ${f.when ?? ''}. يمكنك حجز موعد آخر من صفحة الانضمام.${bye}`,
      };
    case 'interview-passed':
      return {
        subject: 'نجحت في المقابلة',
        body: `${hello}مبروك! نجحت في المقابلة. الخطوة التالية: احجز الحصة التجريبية من صفحة الانضمام.${bye}`,
      };
    case 'interview-rejected':
      return {
        subject: 'نتيجة المقابلة',
        body: `${hello}شكراً لوقتك في المقابلة. للأسف لم تنجح هذه المرة، ويمكنك التقدم مرة أخرى بدءاً من ${f.date ?? ''}. ستجد ملاحظات المقابِل في صفحة الانضمام.${bye}`,
      };
    case 'demo-booked':
      return {
        subject: 'تم حجز الحصة التجريبية',
        body: `${hello}حجزت الحصة التجريبية مع ${f.other ?? ''} يوم ${f.when ?? ''}، ومدتها ٣٠ دقيقة.${bye}`,
      };
    case 'demo-cancelled':
      return {
        subject: 'تم إلغاء الحصة التجريبية',
        body: `${hello}تم إلغاء الحصة التجريبية التي كانت يوم ${f.when ?? ''}. يمكنك حجز موعد آخر من صفحة الانضمام.${bye}`,
      };
    case 'demo-passed':
      return {
        subject: 'نجحت في الحصة التجريبية',
        body: `${hello}مبروك! نجحت في الحصة التجريبية. الخطوة الأخيرة: جلسة التصوير، وسنخبرك بموعدها.${bye}`,
      };
    case 'demo-rejected':
      return {
        subject: 'نتيجة الحصة التجريبية',
        body: `${hello}شكراً لوقتك. للأسف لم تنجح الحصة التجريبية هذه المرة، ويمكنك التقدم مرة أخرى بدءاً من ${f.date ?? ''}.${bye}`,
      };
    case 'photo-scheduled':
      return {
        subject: 'موعد جلسة التصوير',
        body: `${hello}موعد جلسة التصوير مع ${f.other ?? ''} يوم ${f.when ?? ''}.${bye}`,
      };
    case 'photo-done':
      return {
        subject: 'تمت جلسة التصوير',
        body: `${hello}رفع الاستوديو الفيديو والصورة المصغرة لملفك الشخصي.${bye}`,
      };
    case 'activated':
      return {
        subject: 'أصبح حسابك مفعلاً في درسك',
        body: `${hello}أنهيت كل خطوات الانضمام، وأصبح الطلاب يرونك ويحجزون معك. أضف مواعيدك المتاحة من صفحة إدارة المواعيد.${bye}`,
      };
    case 'manager-booked':
      return {
        subject: 'موعد جديد معك',
        body: `${hello}حجز ${f.other ?? ''} موعداً معك يوم ${f.when ?? ''}.${bye}`,
      };
    case 'manager-cancelled':
      return {
        subject: 'تم إلغاء موعد معك',
        body: `${hello}تم إلغاء موعدك مع ${f.other ?? ''} الذي كان يوم ${f.when ?? ''}.${bye}`,
      };
  }
};

const en = (notice: OnboardingNotice, f: NoticeFacts): Texts => {
  const hello = `Hello ${f.name},\n\n`;
  const bye = '\n\nThe Darsak team';
  switch (notice) {
    case 'intro-approved':
      return {
        subject: 'Your intro video is approved',
        body: `${hello}We watched your intro video and approved it. Next: book your interview on the onboarding page.${bye}`,
      };
    case 'intro-rejected':
      return {
        subject: 'Your intro video was not accepted',
        body: `${hello}We watched your intro video and could not accept it: ${f.reason ?? ''}\nYou may send a new one from ${f.date ?? ''}.${bye}`,
      };
    case 'interview-booked':
      return {
        subject: 'Your interview is booked',
        body: `${hello}Your 30-minute interview with ${f.other ?? ''} is on ${f.when ?? ''}. Join a few minutes early to check your camera and microphone.${bye}`,
      };
    case 'interview-cancelled':
      return {
        subject: 'Your interview was cancelled',
        body: `${hello}Your interview on ${f.when ?? ''} was cancelled. You can book another time on the onboarding page.${bye}`,
      };
    case 'interview-passed':
      return {
        subject: 'You passed the interview',
        body: `${hello}Congratulations, you passed the interview. Next: book your demo session on the onboarding page.${bye}`,
      };
    case 'interview-rejected':
      return {
        subject: 'Your interview result',
        body: `${hello}Thank you for your time. You did not pass this time; you may apply again from ${f.date ?? ''}. The interviewer's feedback is on the onboarding page.${bye}`,
      };
    case 'demo-booked':
      return {
        subject: 'Your demo session is booked',
        body: `${hello}Your 30-minute demo session with ${f.other ?? ''} is on ${f.when ?? ''}.${bye}`,
      };
    case 'demo-cancelled':
      return {
        subject: 'Your demo session was cancelled',
        body: `${hello}Your demo session on ${f.when ?? ''} was cancelled. You can book another time on the onboarding page.${bye}`,
      };
    case 'demo-passed':
      return {
        subject: 'You passed the demo session',
        body: `${hello}Congratulations, you passed the demo session. Last step: the photo session; we will tell you when it is.${bye}`,
      };
    case 'demo-rejected':
      return {
        subject: 'Your demo session result',
        body: `${hello}Thank you for your time. The demo session did not pass this time; you may apply again from ${f.date ?? ''}.${bye}`,
      };
    case 'photo-scheduled':
      return {
        subject: 'Your photo session',
        body: `${hello}Your photo session with ${f.other ?? ''} is on ${f.when ?? ''}.${bye}`,
      };
    case 'photo-done':
      return {
        subject: 'Your photo session is done',
        body: `${hello}The studio uploaded the video and thumbnail of your profile.${bye}`,
      };
    case 'activated':
      return {
        subject: 'Your Darsak account is active',
        body: `${hello}You finished every onboarding step: students can now find and book you. Add your free times on the schedule page.${bye}`,
      };
    case 'manager-booked':
      return {
        subject: 'A new session with you',
        body: `${hello}${f.other ?? ''} booked a session with you on ${f.when ?? ''}.${bye}`,
      };
    case 'manager-cancelled':
      return {
        subject: 'A session with you was cancelled',
        body: `${hello}Your session with ${f.other ?? ''} on ${f.when ?? ''} was cancelled.${bye}`,
      };
  }
};

export const noticeText = (
  language: string,
  notice: OnboardingNotice,
  facts: NoticeFacts,
): Texts => (language === 'en' ? en(notice, facts) : ar(notice, facts));
