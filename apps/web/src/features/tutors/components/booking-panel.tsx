/**
 * Booking from a tutor's profile: the student's minutes left this week, a length (15 or 30 minutes),
 * the tutor's free times this week, then a confirmation.
 */
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { LESSON_DURATIONS, routes, type TutorProfile, type User } from '@darsak/shared';
import { useApiMutation, useApiQuery } from '@darsak/client/react';
import {
  Alert,
  Button,
  buttonClass,
  Card,
  cx,
  Dialog,
  ErrorState,
  Spinner,
  useErrorMessage,
  useFormat,
  useT,
  useToast,
} from '@darsak/ui';
import { FreeTimes } from '../../../components/lessons/free-times.js';

export const BookingPanel = ({ tutor, student }: { tutor: TutorProfile; student: User }) => {
  const t = useT();
  const toast = useToast();
  const format = useFormat();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const errorMessage = useErrorMessage();
  const [duration, setDuration] = useState<number>(LESSON_DURATIONS[1]);
  const [startsAt, setStartsAt] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const quota = useApiQuery(routes.quota);
  const free = useApiQuery(routes.freeTimes, { query: { tutorId: tutor.id } });
  const book = useApiMutation(routes.bookLesson);

  const submit = () => {
    if (!startsAt) return;
    book.mutate(
      { body: { tutorId: tutor.id, startsAt, duration: duration as 15 | 30 } },
      {
        onSuccess: () => {
          toast.show({
            type: 'success',
            title: t('booking.done.title'),
            description: t('booking.done.text', { name: tutor.name }),
          });
          void queryClient.invalidateQueries();
          void navigate('/s/dashboard');
        },
        onError: (error) => {
          setConfirming(false);
          toast.show({
            type: 'error',
            title: t('booking.failed'),
            description: errorMessage(error),
          });
          void free.refetch();
          void quota.refetch();
        },
      },
    );
  };

  const blocked = !student.verifiedEmail ? (
    <Alert
      tone="warning"
      title={t('booking.verifyFirst.title')}
      action={
        <Link to="/s/settings#verification" className={buttonClass('secondary')}>
          {t('booking.verifyFirst.action')}
        </Link>
      }
    >
      {t('booking.verifyFirst.text')}
    </Alert>
  ) : quota.data && !quota.data.subscription ? (
    <Alert
      tone="info"
      title={t('booking.noPlan.title')}
      action={
        <Link to="/plans" className={buttonClass('secondary')}>
          {t('booking.noPlan.action')}
        </Link>
      }
    >
      {t('booking.noPlan.text')}
    </Alert>
  ) : null;

  return (
    <Card className="space-y-5">
      <div>
        <h2 className="text-xl font-bold">{t('booking.title')}</h2>
        {quota.data?.subscription && (
          <p className="mt-1 text-sm text-ink-600">
            {t('booking.remaining', {
              minutes: quota.data.remainingMinutes,
              weekly: quota.data.weeklyMinutes,
            })}
          </p>
        )}
      </div>
      {blocked ?? (
        <>
          <fieldset>
            <legend className="mb-2 text-sm font-semibold text-ink-800">
              {t('booking.length')}
            </legend>
            <div className="grid grid-cols-2 gap-2">
              {LESSON_DURATIONS.map((length) => (
                <button
                  key={length}
                  type="button"
                  aria-pressed={duration === length}
                  onClick={() => {
                    setDuration(length);
                    setStartsAt(null);
                  }}
                  className={cx(
                    'min-h-11 rounded-xl border font-semibold focus-visible:outline-2 focus-visible:outline-brand-600',
                    duration === length
                      ? 'border-brand-600 bg-brand-50 text-brand-900'
                      : 'border-ink-200 bg-white text-ink-700',
                  )}
                >
                  {t('lesson.minutes', { minutes: length })}
                </button>
              ))}
            </div>
          </fieldset>
          {free.isPending ? (
            <Spinner label={t('ui.loading')} />
          ) : free.isError ? (
            <ErrorState error={free.error} onRetry={() => void free.refetch()} />
          ) : free.data.times.some((time) => time.maxDuration >= duration) ? (
            <FreeTimes
              label={t('booking.times')}
              times={free.data.times}
              duration={duration}
              selected={startsAt}
              onSelect={setStartsAt}
            />
          ) : (
            <p className="rounded-xl bg-ink-50 p-4 text-ink-700">
              {t('booking.noTimes', { date: format.day(free.data.weekEnd) })}
            </p>
          )}
          <Button block disabled={!startsAt} onClick={() => setConfirming(true)}>
            {t('booking.continue')}
          </Button>
        </>
      )}
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('booking.confirm.title')}
      >
        {startsAt && (
          <p className="text-ink-800">
            {t('booking.confirm.text', {
              name: tutor.name,
              day: format.day(startsAt),
              time: format.time(startsAt),
              minutes: duration,
            })}
          </p>
        )}
        <p className="text-sm text-ink-600">{t('booking.confirm.note')}</p>
        <div className="flex flex-wrap justify-end gap-2">
          <Button
            variant="secondary"
            onClick={() => setConfirming(false)}
            disabled={book.isPending}
          >
            {t('ui.cancel')}
          </Button>
          <Button onClick={submit} loading={book.isPending}>
            {t('booking.confirm.submit')}
          </Button>
        </div>
      </Dialog>
    </Card>
  );
};
