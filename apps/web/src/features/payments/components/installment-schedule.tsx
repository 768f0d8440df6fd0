/**
 * What the bank charges for an installment order (docs/product/plans-and-payments.md#receipts):
 * the months, each month's payment and the total with its fees, beside what Darsak received.
 */
import { formatMoney, type Transaction } from '@darsak/shared';
import { useI18n, useT } from '@darsak/ui';

type Schedule = NonNullable<Transaction['installments']>;

const useScheduleWords = (schedule: Schedule) => {
  const t = useT();
  const { locale, language } = useI18n();
  return {
    bank: language === 'en' ? (schedule.bankEn ?? schedule.bank) : schedule.bank,
    months: t('checkout.installments.months', { months: schedule.months }),
    monthly: formatMoney(schedule.monthly, locale),
    total: formatMoney(schedule.total, locale),
  };
};

/** The receipt's lines: the bank, the schedule, and who collects what. */
export const InstallmentSchedule = ({ schedule }: { schedule: Schedule }) => {
  const t = useT();
  const words = useScheduleWords(schedule);
  return (
    <section
      aria-labelledby="installment-schedule"
      className="space-y-2 rounded-xl bg-ink-50 p-3 text-sm"
    >
      <h2 id="installment-schedule" className="font-bold text-ink-900">
        {t('payment.installments.title')}
      </h2>
      <dl className="grid grid-cols-2 gap-2 text-ink-700">
        <dt>{t('payment.installments.bank')}</dt>
        <dd className="text-end">
          <bdi>{words.bank}</bdi>
        </dd>
        <dt>{t('payment.installments.months')}</dt>
        <dd className="text-end">{words.months}</dd>
        <dt>{t('payment.installments.monthly')}</dt>
        <dd className="text-end">{words.monthly}</dd>
        <dt>{t('payment.installments.total')}</dt>
        <dd className="text-end font-semibold text-ink-900">{words.total}</dd>
      </dl>
      <p className="text-ink-600">{t('payment.installments.note')}</p>
    </section>
  );
};

/** One line for the payments list. */
export const InstallmentLine = ({ schedule }: { schedule: Schedule }) => {
  const t = useT();
  const words = useScheduleWords(schedule);
  return <p className="text-sm text-ink-600">{t('payment.installments.line', words)}</p>;
};
