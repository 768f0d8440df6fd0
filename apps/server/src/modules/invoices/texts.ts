/** What a tutor is told when a withdrawal is settled, Arabic first. */
export const settledTexts = {
  ar: {
    fulfilledSubject: 'تم تحويل طلب السحب الخاص بك',
    fulfilledText: (name: string, amount: string) =>
      `أهلاً ${name}،\n\nحوّلنا لك ${amount} كما طلبت. تجد إيصال التحويل في صفحة «طلبات السحب» في حسابك.\n\nفريق درسك`,
    rejectedSubject: 'تم رفض طلب السحب الخاص بك',
    rejectedText: (name: string, amount: string, note: string | null) =>
      `أهلاً ${name}،\n\nلم نتمكن من تنفيذ طلب سحب ${amount}، وعاد المبلغ إلى رصيدك المتاح.${note ? `\nالسبب: ${note}` : ''}\nيمكنك مراجعة بيانات التحويل وإرسال طلب جديد.\n\nفريق درسك`,
  },
  en: {
    fulfilledSubject: 'Your Darsak withdrawal was transferred',
    fulfilledText: (name: string, amount: string) =>
      `Hello ${name},\n\nWe transferred ${amount} as you asked. The transfer receipt is on your Withdrawals page.\n\nThe Darsak team`,
    rejectedSubject: 'Your Darsak withdrawal was rejected',
    rejectedText: (name: string, amount: string, note: string | null) =>
      `Hello ${name},\n\nWe could not carry out your withdrawal of ${amount}; the amount is back in your available balance.${note ? `\nReason: ${note}` : ''}\nCheck your transfer details and send a new request.\n\nThe Darsak team`,
  },
};
