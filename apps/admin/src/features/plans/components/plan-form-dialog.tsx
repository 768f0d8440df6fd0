/** Creates a plan or changes one: weekly minutes, the month's base price, a discount per period. */
import { useState } from 'react';
import { z } from 'zod/mini';
import {
  PLAN_DISCOUNT_MAX_PERCENT,
  PLAN_WEEKLY_MINUTES_MAX,
  PLAN_WEEKLY_MINUTES_MIN,
  routes,
  rules,
  type Plan,
} from '@darsak/shared';
import { isApiError } from '@darsak/client';
import { useApiMutation } from '@darsak/client/react';
import {
  Alert,
  Button,
  Dialog,
  NumberField,
  useErrorMessage,
  useForm,
  useFormat,
  useT,
  useToast,
} from '@darsak/ui';
import { useUnsavedChanges } from '@darsak/ui/leave-guard';
import { asPoundsText, numberText, poundsText } from '../../../components/form-numbers.js';
import { salePeriods } from '../../../components/plan-name.js';
import { Switch } from '../../../components/switch.js';
import { discountField, PricePreview } from './price-preview.js';

/** Percent off, to two decimals at most (the server keeps numeric(5, 2)). */
const discount = numberText(
  rules.discountPercent.check(
    z.refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'invalid-value'),
  ),
);
const schema = z.object({
  weeklyMinutes: numberText(rules.weeklyMinutes),
  monthPrice: poundsText(rules.price),
  discountMonth: discount,
  discountQuarter: discount,
  discountYear: discount,
});

/** Where a refusal from the server belongs (the form checks the same rules first). */
const fieldOfPlanCode: Partial<Record<string, 'weeklyMinutes' | 'monthPrice'>> = {
  'weekly-minutes-out-of-range': 'weeklyMinutes',
  'invalid-price': 'monthPrice',
};

export const PlanFormDialog = ({
  open,
  plan,
  onClose,
  onSaved,
}: {
  open: boolean;
  plan?: Plan;
  onClose: () => void;
  onSaved?: () => void;
}) => {
  const t = useT();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t(plan ? 'plans.form.editTitle' : 'plans.form.createTitle')}
    >
      <PlanForm key={plan?.id ?? 'new'} plan={plan} onClose={onClose} onSaved={onSaved} />
    </Dialog>
  );
};

const PlanForm = ({
  plan,
  onClose,
  onSaved,
}: {
  plan?: Plan;
  onClose: () => void;
  onSaved?: () => void;
}) => {
  const t = useT();
  const format = useFormat();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const [problem, setProblem] = useState<string | null>(null);
  const [active, setActive] = useState(plan?.active ?? true);
  const [invitesOnly, setInvitesOnly] = useState(plan?.invitesOnly ?? false);
  const create = useApiMutation(routes.createPlan);
  const update = useApiMutation(routes.updatePlan);
  const form = useForm(schema, {
    weeklyMinutes: plan ? String(plan.weeklyMinutes) : '',
    monthPrice: plan ? asPoundsText(plan.monthPrice) : '',
    discountMonth: String(plan?.discounts.month ?? 0),
    discountQuarter: String(plan?.discounts.quarter ?? 0),
    discountYear: String(plan?.discounts.year ?? 0),
  });
  useUnsavedChanges(form.dirty);

  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    const body = { ...values, active, invitesOnly };
    try {
      if (plan) await update.mutateAsync({ params: { id: plan.id }, body });
      else await create.mutateAsync({ body });
      toast.show({ type: 'success', title: t(plan ? 'plans.updated' : 'plans.created') });
      onSaved?.();
      onClose();
    } catch (error) {
      const field = isApiError(error) ? fieldOfPlanCode[error.code] : undefined;
      if (field && isApiError(error)) form.setFieldError(field, error.code);
      else setProblem(errorMessage(error));
    }
  });

  const percent = { min: format.number(0), max: format.number(PLAN_DISCOUNT_MAX_PERCENT) };
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {problem && <Alert tone="error">{problem}</Alert>}
      {plan && <Alert tone="info">{t('plans.form.soldKeep')}</Alert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberField
          label={t('plans.form.weeklyMinutes')}
          hint={t('plans.form.weeklyMinutesHint', {
            min: format.number(PLAN_WEEKLY_MINUTES_MIN),
            max: format.number(PLAN_WEEKLY_MINUTES_MAX),
          })}
          {...form.field('weeklyMinutes')}
        />
        <NumberField
          label={t('plans.form.monthPrice')}
          hint={t('plans.form.monthPriceHint')}
          inputMode="decimal"
          {...form.field('monthPrice')}
        />
      </div>
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-ink-800">
          {t('plans.form.discounts', percent)}
        </legend>
        <div className="grid grid-cols-3 gap-3">
          {salePeriods.map(({ key }) => (
            <NumberField
              key={key}
              label={t(`period.${key}`)}
              inputMode="decimal"
              {...form.field(discountField[key])}
            />
          ))}
        </div>
      </fieldset>
      <PricePreview values={form.values} />
      <div className="space-y-4 border-t border-ink-100 pt-4">
        <Switch
          checked={active}
          onChange={setActive}
          label={t('plans.form.active')}
          description={t('plans.form.activeHint')}
        />
        <Switch
          checked={invitesOnly}
          onChange={setInvitesOnly}
          label={t('plans.form.invitesOnly')}
          description={t('plans.form.invitesOnlyHint')}
        />
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          {t('ui.cancel')}
        </Button>
        <Button type="submit" loading={form.submitting}>
          {t(plan ? 'ui.save' : 'plans.form.create')}
        </Button>
      </div>
    </form>
  );
};
