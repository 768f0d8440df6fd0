/**
 * Pausing the plan in force (docs/product/plans-and-payments.md#pausing-a-plan): whole weeks from
 * the next quota week, each choice with the day it resumes and the plan's new end, confirmed
 * before it is made; a pause running or coming may be resumed early, also after confirming.
 */
import { useState } from 'react';
import { genderSelect, routes } from '@darsak/shared';
import { useApiMutation, useApiQuery, useSession } from '@darsak/client/react';
import { Button, ConfirmDialog, cx, useErrorMessage, useFormat, useT, useToast } from '@darsak/ui';

export const PausePlan = ({ subscriptionId }: { subscriptionId: number }) => {
  const t = useT();
  const format = useFormat();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const gender = genderSelect(useSession().user?.gender);
  const options = useApiQuery(routes.pauseOptions, { query: { id: subscriptionId } });
  const [open, setOpen] = useState<'pause' | 'resume' | null>(null);
  const [weeks, setWeeks] = useState(1);
  /** What resuming says once done: a pause not begun was withdrawn, not resumed. */
  const [resumedTitle, setResumedTitle] = useState('');
  const done = (title: string) => {
    setOpen(null);
    toast.show({ type: 'success', title });
  };
  const failed = (error: unknown) => {
    setOpen(null);
    toast.show({ type: 'error', title: errorMessage(error) });
  };
  const pause = useApiMutation(routes.pauseSubscription, {
    onSuccess: () => done(t('payments.pause.done')),
    onError: failed,
  });
  const resume = useApiMutation(routes.resumeSubscription, {
    onSuccess: () => done(resumedTitle),
    onError: failed,
  });
  if (options.isPending || options.isError) return null;
  const o = options.data;
  if (o.pause) {
    const begun = new Date(o.pause.startsAt) <= new Date();
    return (
      <div className="w-full space-y-2" data-testid="pause-state">
        <p className="font-semibold text-amber-800">
          {t(begun ? 'payments.pause.running' : 'payments.pause.coming', {
            from: format.day(o.pause.startsAt),
            until: format.day(o.pause.endsAt),
          })}
        </p>
        {o.resumeEndsAt && (
          <Button
            variant="secondary"
            onClick={() => {
              setResumedTitle(t(begun ? 'payments.pause.resumed' : 'payments.pause.withdrawn'));
              setOpen('resume');
            }}
          >
            {t(begun ? 'payments.pause.resume' : 'payments.pause.withdraw')}
          </Button>
        )}
        {/* A pause not begun is withdrawn; a running one ends with this week. */}
        <ConfirmDialog
          open={open === 'resume'}
          title={t(begun ? 'payments.pause.resumeTitle' : 'payments.pause.withdrawTitle')}
          message={t(begun ? 'payments.pause.resumeText' : 'payments.pause.withdrawText', {
            gender,
            date: format.day(o.resumeEndsAt ?? o.pause.endsAt),
          })}
          confirmLabel={t(
            begun ? 'payments.pause.resumeConfirm' : 'payments.pause.withdrawConfirm',
          )}
          busy={resume.isPending}
          onClose={() => setOpen(null)}
          onConfirm={() => resume.mutate({ body: { id: subscriptionId } })}
        />
      </div>
    );
  }
  if (o.refusal === 'pause-limit-reached' || o.refusal === 'pause-too-late')
    return (
      <p className="w-full text-sm text-ink-600">
        {t(`payments.pause.${o.refusal === 'pause-too-late' ? 'tooLate' : 'used'}`, {
          count: o.pausesAllowed,
        })}
      </p>
    );
  if (o.refusal !== null || o.choices.length === 0) return null;
  const chosen = o.choices.find((c) => c.weeks === weeks) ?? o.choices[0]!;
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen('pause')}>
        {t('payments.pause.open')}
      </Button>
      <ConfirmDialog
        open={open === 'pause'}
        title={t('payments.pause.title')}
        message={
          <div className="space-y-3">
            <p>{t('payments.pause.text', { from: format.day(o.startsAt) })}</p>
            <fieldset className="space-y-2">
              <legend className="mb-1 font-semibold text-ink-900">
                {t('payments.pause.weeks')}
              </legend>
              {o.choices.map((choice) => (
                <label
                  key={choice.weeks}
                  className={cx(
                    'flex cursor-pointer items-start gap-3 rounded-xl border p-3',
                    chosen.weeks === choice.weeks
                      ? 'border-brand-600 bg-brand-50'
                      : 'border-ink-200',
                  )}
                >
                  <input
                    type="radio"
                    name="pauseWeeks"
                    className="mt-1.5 accent-brand-700"
                    checked={chosen.weeks === choice.weeks}
                    onChange={() => setWeeks(choice.weeks)}
                  />
                  <span>
                    <span className="block font-semibold">
                      {t('payments.pause.choice', { weeks: choice.weeks })}
                    </span>
                    <span className="block text-sm text-ink-600">
                      {t('payments.pause.choiceDates', {
                        resumes: format.day(choice.resumesAt),
                        ends: format.day(choice.planEndsAt),
                      })}
                    </span>
                  </span>
                </label>
              ))}
            </fieldset>
          </div>
        }
        confirmLabel={t('payments.pause.confirm', { weeks: chosen.weeks })}
        busy={pause.isPending}
        onClose={() => setOpen(null)}
        onConfirm={() => pause.mutate({ body: { id: subscriptionId, weeks: chosen.weeks } })}
      />
    </>
  );
};
