/**
 * Gives a student a plan for a month, a quarter or a year, starting now, after a confirmation step.
 * A running free trial ends; nothing is charged (buying plans is the payments capability).
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { genderSelect, routes, type User } from '@darsak/shared';
import { isApiError } from '@darsak/client';
import { useApiMutation, useApiQuery } from '@darsak/client/react';
import {
  Alert,
  Button,
  cx,
  Dialog,
  Loading,
  SelectField,
  useErrorMessage,
  useT,
  useToast,
} from '@darsak/ui';
import { paths } from '../../../config/paths.js';
import { useMoney } from '../../../components/money.js';
import { salePeriods, usePlanName } from '../../../components/plan-name.js';
import { GrantConfirmation, type GrantChoice } from './grant-confirmation.js';

export const GrantSubscriptionDialog = ({
  open,
  student,
  onClose,
  onGranted,
}: {
  open: boolean;
  student: User;
  onClose: () => void;
  onGranted?: () => void;
}) => {
  const t = useT();
  return (
    <Dialog open={open} onClose={onClose} title={t('subs.grant.title')}>
      <GrantForm student={student} onClose={onClose} onGranted={onGranted} />
    </Dialog>
  );
};

const GrantForm = ({
  student,
  onClose,
  onGranted,
}: {
  student: User;
  onClose: () => void;
  onGranted?: () => void;
}) => {
  const t = useT();
  const toast = useToast();
  const money = useMoney();
  const planName = usePlanName();
  const errorMessage = useErrorMessage();
  const plans = useApiQuery(routes.listPlans, { query: { all: 'true' } });
  const grant = useApiMutation(routes.grantSubscription);
  const [planId, setPlanId] = useState('');
  const [periodKey, setPeriodKey] = useState<GrantChoice['key']>('month');
  const [confirming, setConfirming] = useState<GrantChoice | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  if (plans.isPending) return <Loading />;
  if (plans.isError)
    return (
      <Alert
        tone="error"
        action={
          <Button variant="secondary" onClick={() => void plans.refetch()}>
            {t('ui.retry')}
          </Button>
        }
      >
        {errorMessage(plans.error)}
      </Alert>
    );
  const offered = plans.data.filter((plan) => plan.active);
  if (offered.length === 0)
    return (
      <div className="space-y-4">
        <Alert tone="warning">{t('subs.grant.noPlans')}</Alert>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('ui.close')}
          </Button>
          <Link
            to={paths.plans}
            className="inline-flex min-h-11 items-center px-3 font-semibold text-brand-800 hover:underline"
          >
            {t('subs.grant.toPlans')}
          </Link>
        </div>
      </div>
    );
  const plan = offered.find((p) => String(p.id) === planId);

  const submit = () => {
    if (!confirming) return;
    setProblem(null);
    grant.mutate(
      { body: { userId: student.id, planId: confirming.plan.id, period: confirming.period } },
      {
        onSuccess: () => {
          toast.show({ type: 'success', title: t('subs.grant.done') });
          onGranted?.();
          onClose();
        },
        onError: (error) =>
          setProblem(
            isApiError(error) && error.code === 'subscription-exists'
              ? t('subs.grant.exists', { gender: genderSelect(student.gender) })
              : errorMessage(error),
          ),
      },
    );
  };

  if (confirming)
    return (
      <GrantConfirmation
        student={student}
        choice={confirming}
        problem={problem}
        busy={grant.isPending}
        onBack={() => setConfirming(null)}
        onConfirm={submit}
      />
    );

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        const chosen = salePeriods.find((p) => p.key === periodKey);
        if (plan && chosen) setConfirming({ plan, period: chosen.period, key: chosen.key });
      }}
    >
      <SelectField
        label={t('subs.grant.plan')}
        value={planId}
        onChange={(event) => setPlanId(event.target.value)}
        required
      >
        <option value="">{t('field.choose')}</option>
        {offered.map((p) => (
          <option key={p.id} value={p.id}>
            {t(p.invitesOnly ? 'subs.grant.planOptionInvites' : 'subs.grant.planOption', {
              name: planName(p),
              price: money(p.monthPrice),
            })}
          </option>
        ))}
      </SelectField>
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-ink-800">
          {t('subs.grant.period')}
        </legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {salePeriods.map(({ key }) => (
            <label
              key={key}
              className={cx(
                'flex cursor-pointer flex-col rounded-xl border p-3 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
                periodKey === key ? 'border-brand-600 bg-brand-50' : 'border-ink-200',
              )}
            >
              <span className="flex items-center gap-2 font-semibold">
                <input
                  type="radio"
                  name="period"
                  value={key}
                  checked={periodKey === key}
                  onChange={() => setPeriodKey(key)}
                  className="accent-brand-700"
                />
                {t(`period.${key}`)}
              </span>
              <span className="ms-6 text-sm text-ink-600">
                {plan ? money(plan.prices[key]) : '—'}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          {t('ui.cancel')}
        </Button>
        <Button type="submit" disabled={!plan}>
          {t('subs.grant.next')}
        </Button>
      </div>
    </form>
  );
};
