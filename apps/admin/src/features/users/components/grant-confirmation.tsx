/** The last step before granting: what the student gets, from when, and that nothing is charged. */
import { genderSelect, type Plan, type User } from '@darsak/shared';
import { Alert, Button, useT } from '@darsak/ui';
import { useMoney } from '../../../components/money.js';
import { usePlanName, type salePeriods } from '../../../components/plan-name.js';

type Sale = (typeof salePeriods)[number];
export type GrantChoice = { plan: Plan; period: Sale['period']; key: Sale['key'] };

export const GrantConfirmation = ({
  student,
  choice,
  problem,
  busy,
  onBack,
  onConfirm,
}: {
  student: User;
  choice: GrantChoice;
  problem: string | null;
  busy: boolean;
  onBack: () => void;
  onConfirm: () => void;
}) => {
  const t = useT();
  const money = useMoney();
  const planName = usePlanName();
  const gender = genderSelect(student.gender);
  return (
    <div className="space-y-4">
      {problem && <Alert tone="error">{problem}</Alert>}
      <p className="text-ink-800">
        {t('subs.grant.confirmText', {
          name: student.name,
          plan: planName(choice.plan),
          period: t(`period.${choice.key}`),
        })}
      </p>
      <ul className="list-disc space-y-1 ps-5 text-sm text-ink-600">
        <li>{t('subs.grant.startsNow')}</li>
        <li>{t('subs.grant.trialEnds', { gender })}</li>
        <li>
          {t('subs.grant.noCharge', { price: money(choice.plan.prices[choice.key]), gender })}
        </li>
      </ul>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onBack} disabled={busy}>
          {t('subs.grant.back')}
        </Button>
        <Button onClick={onConfirm} loading={busy}>
          {t('subs.grant.confirm')}
        </Button>
      </div>
    </div>
  );
};
