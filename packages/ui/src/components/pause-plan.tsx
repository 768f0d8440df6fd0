/**
 * Pausing the plan in force (docs/product/plans-and-payments.md#pausing-a-plan): whole weeks from
 * the next quota week, each choice with the day it resumes and the plan's new end, confirmed
 * before it is made; a pause running or coming may be resumed early, also after confirming. The
 * student does it on their payments page and an admin on the student's page in the back office:
 * the same choices and dialogs, each app's words under its own prefix (`payments.pause` speaks
 * to the student, `subs.pause` of them).
 *
 * Imported by its own path (`@darsak/ui/pause-plan`), not the package's index: it reads the API
 * through the client's React hooks, which the sign-in screens must not download.
 */
import { useState } from 'react';
import { genderSelect, routes } from '@darsak/shared';
import { useApiMutation, useApiQuery } from '@darsak/client/react';
import { cx } from '../cx.js';
import { useErrorMessage } from '../i18n/errors.js';
import { useFormat, useT } from '../i18n/provider.js';
import { Button } from './button.js';
import { ConfirmDialog } from './dialog.js';
import { useToast } from './toasts.js';

export const PausePlan = ({
  subscriptionId,
  words,
  student,
}: {
  subscriptionId: number;
  /** The prefix of the app's words for it, each key the same under it. */
  words: 'payments.pause' | 'subs.pause';
  /** Whom the plan is of: the words agree with them (and may name them). */
  student: { name: string; gender: number | null | undefined };
}) => {
  const tt = useT();
  const gender = genderSelect(student.gender);
  const t = (key: string, values: Record<string, string | number> = {}) =>
    tt(`${words}.${key}`, { name: student.name, gender, ...values });
  const format = useFormat();
  const toast = useToast();
  const errorMessage = useErrorMessage();
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
    onSuccess: () => done(t('done')),
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
          {t(begun ? 'running' : 'coming', {
            from: format.day(o.pause.startsAt),
            until: format.day(o.pause.endsAt),
          })}
        </p>
        {o.resumeEndsAt && (
          <Button
            variant="secondary"
            onClick={() => {
              setResumedTitle(t(begun ? 'resumed' : 'withdrawn'));
              setOpen('resume');
            }}
          >
            {t(begun ? 'resume' : 'withdraw')}
          </Button>
        )}
        {/* A pause not begun is withdrawn; a running one ends with this week. */}
        <ConfirmDialog
          open={open === 'resume'}
          title={t(begun ? 'resumeTitle' : 'withdrawTitle')}
          message={t(begun ? 'resumeText' : 'withdrawText', {
            date: format.day(o.resumeEndsAt ?? o.pause.endsAt),
          })}
          confirmLabel={t(begun ? 'resumeConfirm' : 'withdrawConfirm')}
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
        {t(o.refusal === 'pause-too-late' ? 'tooLate' : 'used', {
          count: o.pausesAllowed,
        })}
      </p>
    );
  if (o.refusal !== null || o.choices.length === 0) return null;
  const chosen = o.choices.find((c) => c.weeks === weeks) ?? o.choices[0]!;
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen('pause')}>
        {t('open')}
      </Button>
      <ConfirmDialog
        open={open === 'pause'}
        title={t('title')}
        message={
          <div className="space-y-3">
            <p>{t('text', { from: format.day(o.startsAt) })}</p>
            <fieldset className="space-y-2">
              <legend className="mb-1 font-semibold text-ink-900">{t('weeks')}</legend>
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
                    name={`pauseWeeks-${subscriptionId}`}
                    className="mt-1.5 accent-brand-700"
                    checked={chosen.weeks === choice.weeks}
                    onChange={() => setWeeks(choice.weeks)}
                  />
                  <span>
                    <span className="block font-semibold">
                      {t('choice', { weeks: choice.weeks })}
                    </span>
                    <span className="block text-sm text-ink-600">
                      {t('choiceDates', {
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
        confirmLabel={t('confirm', { weeks: chosen.weeks })}
        busy={pause.isPending}
        onClose={() => setOpen(null)}
        onConfirm={() => pause.mutate({ body: { id: subscriptionId, weeks: chosen.weeks } })}
      />
    </>
  );
};
