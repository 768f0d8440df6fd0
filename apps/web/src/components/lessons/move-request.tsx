/**
 * A lesson's open request to move it (docs/product/lessons.md#a-tutors-request-to-move): the time
 * its tutor proposes beside the time it has, until when the proposal stands, and what each side
 * may do: the student accepts or declines, the tutor withdraws. Shown on the lesson page and both
 * dashboards; a proposal that has lapsed by the clock is no longer offered.
 */
import { useId } from 'react';
import { genderSelect, routes, type Lesson, type LessonMoveRequest } from '@darsak/shared';
import { useApiMutation } from '@darsak/client/react';
import { Button, cx, useFormat, useNow, useT, useToast } from '@darsak/ui';
import { useMyGender } from '../my-gender.js';
import { useBookingErrorMessage } from './booking-error.js';

const when = (format: ReturnType<typeof useFormat>, startsAt: string) =>
  `${format.day(startsAt)} ${format.time(startsAt)}`;

/** The lesson's open request, unless it has lapsed by the clock. */
export const openMoveRequest = (lesson: Lesson, now: number): LessonMoveRequest | null =>
  lesson.status === 'pending' && lesson.moveRequest && now < Date.parse(lesson.moveRequest.lapsesAt)
    ? lesson.moveRequest
    : null;

export const MoveRequestPanel = ({
  lesson,
  viewerId,
  className,
  onAnswered,
}: {
  lesson: Lesson;
  viewerId: number;
  className?: string;
  /** After the request was answered or withdrawn (or found closed): the caller reads again. */
  onAnswered?: () => void;
}) => {
  const t = useT();
  const toast = useToast();
  const format = useFormat();
  const headingId = useId();
  const now = useNow(15_000);
  const myGender = useMyGender();
  const errorMessage = useBookingErrorMessage(lesson.tutor.gender);
  const accept = useApiMutation(routes.acceptLessonMove);
  const decline = useApiMutation(routes.declineLessonMove);
  const withdraw = useApiMutation(routes.withdrawLessonMove);
  const request = openMoveRequest(lesson, now);
  if (!request) return null;
  const asTutor = lesson.tutor.id === viewerId;
  const busy = accept.isPending || decline.isPending || withdraw.isPending;
  const done = (title: string) => () => {
    toast.show({ type: 'success', title });
    onAnswered?.();
  };
  const failed = (error: unknown) => {
    toast.show({ type: 'error', title: errorMessage(error) });
    onAnswered?.();
  };
  const params = { params: { id: request.id } };
  return (
    <section
      aria-labelledby={headingId}
      className={cx('space-y-3 rounded-2xl border border-amber-300 bg-amber-50 p-4', className)}
      data-testid="move-request"
    >
      <h2 id={headingId} className="font-bold text-ink-900">
        {asTutor
          ? t('moveRequest.titleTutor', {
              name: lesson.student.name,
              gender: genderSelect(lesson.student.gender),
            })
          : t('moveRequest.titleStudent', {
              name: lesson.tutor.name,
              gender: genderSelect(lesson.tutor.gender),
            })}
      </h2>
      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-ink-600">{t('moveRequest.now')}</dt>
          <dd className="font-semibold">{when(format, lesson.startsAt)}</dd>
        </div>
        <div>
          <dt className="text-ink-600">{t('moveRequest.proposed')}</dt>
          <dd className="font-semibold text-brand-800">
            {when(format, request.startsAt)} – {format.time(request.endsAt)}
          </dd>
        </div>
      </dl>
      <p className="text-sm text-ink-700">
        {t(asTutor ? 'moveRequest.keepsTutor' : 'moveRequest.keepsStudent', {
          until: when(format, request.lapsesAt),
          gender: myGender,
        })}
      </p>
      <div className="flex flex-wrap gap-2">
        {asTutor ? (
          <Button
            variant="secondary"
            loading={withdraw.isPending}
            disabled={busy}
            onClick={() =>
              withdraw.mutate(params, {
                onSuccess: done(t('moveRequest.withdrawn')),
                onError: failed,
              })
            }
          >
            {t('moveRequest.withdraw')}
          </Button>
        ) : (
          <>
            <Button
              loading={accept.isPending}
              disabled={busy}
              onClick={() =>
                accept.mutate(params, {
                  onSuccess: (moved) =>
                    done(t('moveRequest.accepted', { when: when(format, moved.startsAt) }))(),
                  onError: failed,
                })
              }
            >
              {t('moveRequest.accept')}
            </Button>
            <Button
              variant="secondary"
              loading={decline.isPending}
              disabled={busy}
              onClick={() =>
                decline.mutate(params, {
                  onSuccess: done(t('moveRequest.declined')),
                  onError: failed,
                })
              }
            >
              {t('moveRequest.decline')}
            </Button>
          </>
        )}
      </div>
    </section>
  );
};
