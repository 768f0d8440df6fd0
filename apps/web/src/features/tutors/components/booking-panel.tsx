/**
 * Booking from a tutor's profile: the student's minutes left this week, a length (15 or 30 minutes),
 * the tutor's free times this week, then a confirmation. Anything that would refuse the booking
 * (email, a lesson already booked, minutes) is said before the student picks anything. A student
 * without a plan in force picks the same way and pays for that one lesson instead
 * (docs/product/plans-and-payments.md#one-lesson).
 */
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  formatMoney,
  LESSON_DURATIONS,
  routes,
  type Quota,
  type TutorProfile,
  type User,
} from '@darsak/shared';
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
  useFormat,
  useI18n,
  useT,
  useToast,
} from '@darsak/ui';
import { useBookingErrorMessage } from '../../../components/lessons/booking-error.js';
import { FreeTimes } from '../../../components/lessons/free-times.js';
import { paths } from '../../../config/paths.js';
import { bookingBlock, lengthsWithin, remindersAhead } from './booking-block.js';
import { BookingNotice } from './booking-notice.js';
import { BuyLessonDialog, LessonChosen } from './buy-lesson.js';

/** The student's booked lesson that has not ended (one under way first), if any. */
const useHeldLesson = () => {
  const query = (when: 'now' | 'future') => ({
    query: { page: 1, size: 1, filter: 'ratified' as const, when },
  });
  const now = useApiQuery(routes.listLessons, query('now'));
  const future = useApiQuery(routes.listLessons, query('future'));
  return {
    isPending: now.isPending || future.isPending,
    error: now.error ?? future.error,
    refetch: () => void Promise.all([now.refetch(), future.refetch()]),
    lesson: now.data?.list[0] ?? future.data?.list[0],
  };
};

/** Length, day and time, then the confirmation; only the lengths the minutes left allow. */
const BookingForm = ({
  tutor,
  quota,
  buying,
  onFailed,
}: {
  tutor: TutorProfile;
  quota: Quota;
  /** No plan in force: the lesson is paid for on its own, at the tutor's price. */
  buying: boolean;
  onFailed: () => void;
}) => {
  const t = useT();
  const { locale } = useI18n();
  const toast = useToast();
  const format = useFormat();
  const navigate = useNavigate();
  const errorMessage = useBookingErrorMessage(tutor.gender);
  const lengths = buying ? [...LESSON_DURATIONS] : lengthsWithin(quota);
  const ahead = quota.weeksAhead > 0;
  const priceOf = (length: number) => tutor.lessonPrices.find((p) => p.duration === length)?.price;
  const [duration, setDuration] = useState<number>(lengths[lengths.length - 1]!);
  const [picked, setPicked] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  // Keeping the time every week is offered only while booking ahead is on (#weekly-lessons).
  const [weekly, setWeekly] = useState(false);
  const free = useApiQuery(routes.freeTimes, { query: { tutorId: tutor.id } });
  const book = useApiMutation(routes.bookLesson);
  const startSeries = useApiMutation(routes.startLessonSeries);
  const pending = book.isPending || startSeries.isPending;
  // A time stays chosen only while it is offered: after a refusal the times are asked again, and
  // the one another student just took is gone from the list and from the confirmation.
  const startsAt = free.data?.times.some(
    (time) => time.startsAt === picked && time.maxDuration >= duration,
  )
    ? picked
    : null;

  const failed = (error: unknown) => {
    setConfirming(false);
    toast.show({
      type: 'error',
      title: t('booking.failed'),
      description: errorMessage(error),
    });
    void free.refetch();
    onFailed();
  };

  const submit = () => {
    if (!startsAt) return;
    const body = { tutorId: tutor.id, startsAt, duration: duration as 15 | 30 };
    if (ahead && weekly) {
      startSeries.mutate(
        { body },
        {
          onSuccess: (result) => {
            toast.show({
              type: result.missed.length > 0 ? 'info' : 'success',
              title: t('series.started.title'),
              description: t('series.started.text', {
                booked: result.booked.length,
                missed: result.missed.length,
                missedDays: result.missed.map((week) => format.day(week.startsAt)).join('، '),
              }),
            });
            void navigate(paths.studentDashboard);
          },
          onError: failed,
        },
      );
      return;
    }
    book.mutate(
      { body },
      {
        onSuccess: () => {
          toast.show({
            type: 'success',
            title: t('booking.done.title'),
            description: t('booking.done.text', {
              name: tutor.name,
              remind: remindersAhead(startsAt, Date.now()),
            }),
          });
          void navigate(paths.studentDashboard);
        },
        onError: failed,
      },
    );
  };

  return (
    <>
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-ink-800">{t('booking.length')}</legend>
        <div className="grid grid-cols-2 gap-2">
          {lengths.map((length) => (
            <button
              key={length}
              type="button"
              aria-pressed={duration === length}
              onClick={() => {
                setDuration(length);
                setPicked(null);
              }}
              className={cx(
                'min-h-11 rounded-xl border font-semibold focus-visible:outline-2 focus-visible:outline-brand-600',
                duration === length
                  ? 'border-brand-600 bg-brand-50 text-brand-900'
                  : 'border-ink-200 bg-white text-ink-700',
              )}
            >
              {t('lesson.minutes', { minutes: length })}
              {buying && priceOf(length) !== undefined && (
                <span className="block text-sm font-normal">
                  <bdi>{formatMoney(priceOf(length)!, locale)}</bdi>
                </span>
              )}
            </button>
          ))}
        </div>
        {lengths.length === 1 && (
          <p className="mt-2 text-sm text-ink-600">{t('booking.shortOnly')}</p>
        )}
      </fieldset>
      {free.isPending ? (
        <Spinner label={t('ui.loading')} />
      ) : free.isError ? (
        <ErrorState error={free.error} onRetry={() => void free.refetch()} />
      ) : free.data.times.some((time) => time.maxDuration >= duration) ? (
        <>
          <FreeTimes
            label={t(ahead ? 'booking.timesAhead' : 'booking.times')}
            times={free.data.times}
            duration={duration}
            selected={startsAt}
            onSelect={setPicked}
          />
          {/* Bookings stay in the quota week, or the weeks open ahead
              (docs/product/lessons.md#this-week-only, #booking-ahead). */}
          <p className="text-sm text-ink-600">
            {ahead
              ? t('booking.ahead', {
                  // The last day one can book on is the day of the moment before the last week ends.
                  until: format.day(Date.parse(free.data.horizonEnd) - 1),
                  day: format.day(free.data.weekEnd),
                  time: format.time(free.data.weekEnd),
                })
              : t('booking.nextWeek', {
                  day: format.day(free.data.weekEnd),
                  time: format.time(free.data.weekEnd),
                })}
          </p>
        </>
      ) : (
        <p className="rounded-xl bg-ink-50 p-4 text-ink-700">
          {t('booking.noTimes', { date: format.day(free.data.horizonEnd) })}
        </p>
      )}
      {ahead && !buying && (
        <label className="flex min-h-11 items-start gap-3 rounded-xl border border-ink-200 p-3">
          <input
            type="checkbox"
            checked={weekly}
            onChange={(event) => setWeekly(event.target.checked)}
            className="mt-1 size-5 accent-brand-700"
          />
          <span>
            <span className="block font-semibold text-ink-900">{t('series.option')}</span>
            <span className="block text-sm text-ink-600">{t('series.optionHint')}</span>
          </span>
        </label>
      )}
      <Button block disabled={!startsAt} onClick={() => setConfirming(true)}>
        {buying ? t('buyLesson.continue') : t('booking.continue')}
      </Button>
      {buying ? (
        <BuyLessonDialog
          tutor={tutor}
          startsAt={confirming ? startsAt : null}
          duration={duration}
          onClose={() => setConfirming(false)}
          onFailed={() => {
            void free.refetch();
            onFailed();
          }}
        />
      ) : (
        <Dialog
          open={confirming && startsAt !== null}
          onClose={() => setConfirming(false)}
          title={t('booking.confirm.title')}
        >
          {startsAt && (
            <LessonChosen tutorName={tutor.name} startsAt={startsAt} duration={duration} />
          )}
          {ahead && weekly && <p className="font-semibold text-ink-800">{t('series.confirm')}</p>}
          <p className="text-sm text-ink-600">{t('booking.confirm.note')}</p>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={() => setConfirming(false)} disabled={pending}>
              {t('ui.cancel')}
            </Button>
            <Button onClick={submit} loading={pending}>
              {t(ahead && weekly ? 'series.submit' : 'booking.confirm.submit')}
            </Button>
          </div>
        </Dialog>
      )}
    </>
  );
};

/** No plan in force: this lesson can be paid for on its own, or a plan bought. */
const BuyInstead = () => {
  const t = useT();
  return (
    <Alert
      tone="info"
      title={t('buyLesson.noPlan.title')}
      action={
        <Link to={paths.plans} className={buttonClass('secondary')}>
          {t('booking.noPlan.action')}
        </Link>
      }
    >
      {t('buyLesson.noPlan.text')}
    </Alert>
  );
};

export const BookingPanel = ({ tutor, student }: { tutor: TutorProfile; student: User }) => {
  const t = useT();
  const quota = useApiQuery(routes.quota);
  const held = useHeldLesson();
  const ready = quota.data && !held.isPending && !held.error;
  const found = ready ? bookingBlock(student, quota.data, held.lesson) : null;
  // Without a plan the student may still pay for one lesson, unless one of theirs has not ended.
  const buying = found?.kind === 'no-plan' && !held.lesson;
  const block =
    found?.kind === 'no-plan' && held.lesson
      ? ({ kind: 'held', lesson: held.lesson } as const)
      : buying
        ? null
        : found;
  return (
    <Card className="space-y-5">
      <div>
        <h2 id="booking-title" tabIndex={-1} className="text-xl font-bold focus:outline-none">
          {t('booking.title')}
        </h2>
        {quota.data?.subscription && (
          <p className="mt-1 text-sm text-ink-600">
            {t('booking.remaining', {
              minutes: quota.data.remainingMinutes,
              weekly: quota.data.weeklyMinutes,
            })}
          </p>
        )}
      </div>
      {quota.isError || held.error ? (
        <ErrorState
          error={quota.error ?? held.error}
          onRetry={() => {
            void quota.refetch();
            held.refetch();
          }}
        />
      ) : !ready ? (
        <Spinner label={t('ui.loading')} />
      ) : block ? (
        <BookingNotice block={block} />
      ) : (
        <>
          {buying && <BuyInstead />}
          <BookingForm
            tutor={tutor}
            buying={buying}
            quota={quota.data}
            onFailed={() => {
              void quota.refetch();
              held.refetch();
            }}
          />
        </>
      )}
    </Card>
  );
};
