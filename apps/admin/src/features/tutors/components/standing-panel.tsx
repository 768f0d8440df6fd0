/**
 * What admins decide about a tutor: activation, bypass onboarding (for tutors added by hand) and the
 * hourly rate. A change that would hide a listed tutor from students asks first.
 */
import { useState } from 'react';
import { genderSelect, routes, type TutorAdminRow, type TutorMeta } from '@darsak/shared';
import { useApiMutation } from '@darsak/client/react';
import { Card, ConfirmDialog, useErrorMessage, useT, useToast } from '@darsak/ui';
import { Switch } from '../../../components/switch.js';
import { HourlyRateForm } from './hourly-rate-form.js';
import { StandingSummary } from './standing.js';

type Flag = 'activated' | 'bypassOnboarding';

export const StandingPanel = ({
  tutor,
  onSaved,
}: {
  tutor: TutorAdminRow;
  onSaved: (meta: TutorMeta) => void;
}) => {
  const t = useT();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const update = useApiMutation(routes.updateTutor);
  const [asking, setAsking] = useState<Flag | null>(null);
  const gender = genderSelect(tutor.gender);

  const change = (flag: Flag, value: boolean) =>
    update.mutate(
      { params: { id: tutor.id }, body: { [flag]: value } },
      {
        onSuccess: (meta) => {
          onSaved(meta);
          setAsking(null);
          toast.show({
            type: 'success',
            title: t(`tutor.${flag}.${value ? 'on' : 'off'}`, { gender }),
          });
        },
        onError: (error) => toast.show({ type: 'error', title: errorMessage(error) }),
      },
    );

  /** Turning a flag off hides a listed tutor when the other flag is off too. */
  const request = (flag: Flag, value: boolean) => {
    const other: Flag = flag === 'activated' ? 'bypassOnboarding' : 'activated';
    if (!value && tutor.listed && !tutor[other]) setAsking(flag);
    else change(flag, value);
  };
  const busy = (flag: Flag) =>
    update.isPending && update.variables?.body[flag] !== undefined && asking === null;

  return (
    <Card className="space-y-5">
      <div className="space-y-2">
        <h2 className="text-lg font-bold">{t('tutor.standing.title', { gender })}</h2>
        <StandingSummary tutor={tutor} />
      </div>
      <Switch
        checked={tutor.activated}
        onChange={(value) => request('activated', value)}
        label={t('tutor.activated.label', { gender })}
        description={t('tutor.activated.hint', { gender })}
        busy={busy('activated')}
      />
      <Switch
        checked={tutor.bypassOnboarding}
        onChange={(value) => request('bypassOnboarding', value)}
        label={t('tutor.bypassOnboarding.label')}
        description={t('tutor.bypassOnboarding.hint', { gender })}
        busy={busy('bypassOnboarding')}
      />
      <div className="border-t border-ink-100 pt-5">
        <HourlyRateForm
          tutorId={tutor.id}
          current={tutor.hourlyRate}
          isDefault={tutor.hourlyRateIsDefault}
          gender={tutor.gender}
          onSaved={onSaved}
        />
      </div>
      <ConfirmDialog
        open={asking !== null}
        title={t('tutor.unlist.title', { gender })}
        message={t('tutor.unlist.text', { name: tutor.name, gender })}
        confirmLabel={t(
          asking === 'bypassOnboarding' ? 'tutor.unlist.bypass' : 'tutor.unlist.activated',
        )}
        busy={update.isPending}
        onClose={() => setAsking(null)}
        onConfirm={() => asking && change(asking, false)}
      />
    </Card>
  );
};
