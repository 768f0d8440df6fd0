/** One plan: its weekly minutes, base price, each period's discount and full price, and its state. */
import type { Plan } from '@darsak/shared';
import { Badge, Button, cx, useFormat, useI18n, useT } from '@darsak/ui';
import { useMoney } from '../../../components/money.js';
import { salePeriods, usePlanName } from '../../../components/plan-name.js';

export const PlanCard = ({
  plan,
  busy,
  onEdit,
  onToggleActive,
  onDelete,
}: {
  plan: Plan;
  busy: boolean;
  onEdit: () => void;
  onToggleActive: () => void;
  onDelete: () => void;
}) => {
  const t = useT();
  const format = useFormat();
  const { locale } = useI18n();
  const money = useMoney();
  const planName = usePlanName();
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  return (
    <article
      className={cx(
        'flex h-full flex-col gap-4 rounded-2xl p-5 ring-1',
        plan.active ? 'bg-white shadow-sm ring-ink-100' : 'bg-ink-50 ring-ink-200',
      )}
    >
      <header className="space-y-2">
        <div className="flex flex-wrap gap-2">
          <Badge tone={plan.active ? 'success' : 'neutral'}>
            {t(plan.active ? 'plans.active' : 'plans.inactive')}
          </Badge>
          {plan.invitesOnly && <Badge tone="info">{t('plans.invitesOnly')}</Badge>}
        </div>
        <h2 className="text-lg font-bold text-ink-900">{planName(plan)}</h2>
        <p className="text-sm text-ink-600">
          {t('plans.monthPrice', { price: money(plan.monthPrice) })}
        </p>
      </header>
      <table className="w-full text-sm">
        <caption className="sr-only">{t('plans.pricesCaption', { name: planName(plan) })}</caption>
        <thead>
          <tr className="border-b border-ink-100 text-ink-500">
            <th scope="col" className="py-1.5 text-start font-semibold">
              {t('plans.column.period')}
            </th>
            <th scope="col" className="py-1.5 text-start font-semibold">
              {t('plans.column.discount')}
            </th>
            <th scope="col" className="py-1.5 text-end font-semibold">
              {t('plans.column.price')}
            </th>
          </tr>
        </thead>
        <tbody>
          {salePeriods.map(({ key }) => (
            <tr key={key} className="border-b border-ink-50 last:border-0">
              <th scope="row" className="py-1.5 text-start font-semibold text-ink-800">
                {t(`period.${key}`)}
              </th>
              <td className="py-1.5 text-ink-600">{percent.format(plan.discounts[key] / 100)}</td>
              <td className="py-1.5 text-end font-bold whitespace-nowrap text-ink-900">
                {money(plan.prices[key])}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="text-xs text-ink-500">
        {t('plans.createdAt', { date: format.date(plan.createdAt) })}
      </p>
      <div className="mt-auto flex flex-wrap gap-1 border-t border-ink-100 pt-3">
        <Button variant="ghost" onClick={onEdit}>
          {t('plans.edit')}
        </Button>
        <Button variant="ghost" onClick={onToggleActive} loading={busy}>
          {t(plan.active ? 'plans.deactivate' : 'plans.activate')}
        </Button>
        <Button variant="ghost" className="ms-auto text-red-700 hover:bg-red-50" onClick={onDelete}>
          {t('plans.delete.open')}
        </Button>
      </div>
    </article>
  );
};
