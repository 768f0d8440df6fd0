/**
 * After a tutor cancelled a student's lesson past the cutoff, the student is offered that tutor's
 * next free times first (docs/product/lessons.md#cancellation): each books a lesson of the same
 * length at once; the tutor's page has every time.
 */
import { useId } from 'react';
import { Link, useNavigate } from 'react-router';
import { genderSelect, routes, type Lesson } from '@darsak/shared';
import { useApiMutation, useApiQuery } from '@darsak/client/react';
import { Button, Card, Spinner, ErrorState, useFormat, useT, useToast } from '@darsak/ui';
import { useBookingErrorMessage } from '../../../components/lessons/booking-error.js';
import { paths } from '../../../config/paths.js';

/** How many times are offered; the server's notice names as many. */
const OFFERED = 3;

export const NextFreeTimes = ({ lesson }: { lesson: Lesson }) => {
  const t = useT();
  const headingId = useId();
  const format = useFormat();
  const toast = useToast();
  const navigate = useNavigate();
  const bookingError = useBookingErrorMessage(lesson.tutor.gender);
  const free = useApiQuery(routes.freeTimes, { query: { tutorId: lesson.tutor.id } });
  const book = useApiMutation(routes.bookLesson);
  const times = (free.data?.times ?? [])
    .filter((time) => time.maxDuration >= lesson.duration)
    .slice(0, OFFERED);
  return (
    <Card className="space-y-3" labelledBy={headingId}>
      <h2 id={headingId} className="text-lg font-bold">
        {t('lessonPage.nextTimes.title', { gender: genderSelect(lesson.tutor.gender) })}
      </h2>
      <p className="text-sm text-ink-600">
        {t('lessonPage.nextTimes.text', { minutes: format.number(lesson.duration) })}
      </p>
      {free.isPending ? (
        <Spinner label={t('ui.loading')} />
      ) : free.isError ? (
        <ErrorState error={free.error} onRetry={() => void free.refetch()} />
      ) : times.length === 0 ? (
        <p className="text-ink-700">{t('lessonPage.nextTimes.none')}</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {times.map((time) => (
            <li key={time.startsAt}>
              <Button
                variant="secondary"
                disabled={book.isPending}
                onClick={() =>
                  book.mutate(
                    {
                      body: {
                        tutorId: lesson.tutor.id,
                        startsAt: time.startsAt,
                        duration: lesson.duration as 15 | 30,
                      },
                    },
                    {
                      onSuccess: (booked) => {
                        toast.show({ type: 'success', title: t('lessonPage.nextTimes.booked') });
                        void navigate(paths.lesson(booked.id));
                      },
                      onError: (error) => toast.show({ type: 'error', title: bookingError(error) }),
                    },
                  )
                }
              >
                {format.day(time.startsAt)} · {format.time(time.startsAt)}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Link
        to={paths.tutor(lesson.tutor.id)}
        className="font-semibold text-brand-800 hover:underline"
      >
        {t('lessonPage.nextTimes.all')}
      </Link>
    </Card>
  );
};
