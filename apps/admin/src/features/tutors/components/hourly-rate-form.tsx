/**
 * The tutor's hourly rate in EGP (stored in piasters). Lessons booked from now on are priced from it;
 * booked lessons keep their price. Without a rate of their own a tutor earns the platform default.
 */
import { useState } from 'react';
import { z } from 'zod/mini';
import { genderSelect, routes, rules, type TutorMeta } from '@darsak/shared';
import { useApiMutation } from '@darsak/client/react';
import {
  Alert,
  Button,
  ConfirmDialog,
  NumberField,
  useErrorMessage,
  useForm,
  useT,
  useToast,
} from '@darsak/ui';
import { poundsText } from '../../../components/form-numbers.js';
import { useMoney } from '../../../components/money.js';

const schema = z.object({ hourlyRate: poundsText(rules.hourlyRate) });

export const HourlyRateForm = ({
  tutorId,
  current,
  isDefault,
  gender,
  onSaved,
}: {
  tutorId: number;
  current: number;
  /** The tutor has no rate of their own: the platform default applies. */
  isDefault: boolean;
  /** The tutor's, for wording that agrees («لهذه المدرّسة»). */
  gender: number | null;
  onSaved: (meta: TutorMeta) => void;
}) => {
  const t = useT();
  const toast = useToast();
  const money = useMoney();
  const errorMessage = useErrorMessage();
  const [problem, setProblem] = useState<string | null>(null);
  const [resetting, setResetting] = useState(false);
  const update = useApiMutation(routes.updateTutor);
  const form = useForm(schema, { hourlyRate: '' });

  const save = async (hourlyRate: number | null) => {
    setProblem(null);
    try {
      const meta = await update.mutateAsync({ params: { id: tutorId }, body: { hourlyRate } });
      onSaved(meta);
      form.setValues({ hourlyRate: '' });
      toast.show({
        type: 'success',
        title: t(hourlyRate === null ? 'tutor.rate.resetDone' : 'tutor.rate.saved', {
          gender: genderSelect(gender),
        }),
      });
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };
  const submit = form.handleSubmit(({ hourlyRate }) => save(hourlyRate));

  return (
    <div className="space-y-3">
      <div>
        <p className="font-semibold text-ink-900">{t('tutor.rate.title')}</p>
        <p className="text-sm text-ink-500">
          {t(isDefault ? 'tutor.rate.currentDefault' : 'tutor.rate.current', {
            rate: money(current),
          })}
        </p>
      </div>
      {problem && <Alert tone="error">{problem}</Alert>}
      <form onSubmit={submit} noValidate className="space-y-3">
        <NumberField
          label={t('tutor.rate.label')}
          hint={t('tutor.rate.hint')}
          inputMode="decimal"
          {...form.field('hourlyRate')}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" loading={form.submitting}>
            {t('tutor.rate.submit')}
          </Button>
          <Button
            variant="ghost"
            onClick={() => setResetting(true)}
            disabled={update.isPending || isDefault}
          >
            {t('tutor.rate.reset')}
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={resetting}
        title={t('tutor.rate.resetTitle')}
        message={t('tutor.rate.resetText', { gender: genderSelect(gender) })}
        confirmLabel={t('tutor.rate.reset')}
        busy={update.isPending}
        onClose={() => setResetting(false)}
        onConfirm={() => void save(null).finally(() => setResetting(false))}
      />
    </div>
  );
};
