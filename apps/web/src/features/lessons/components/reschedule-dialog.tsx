/** Moving a lesson to another of the tutor's free times this week. */
import { useState } from 'react';
import { genderSelect, routes, type Lesson } from '@darsak/shared';
import { useApiMutation, useApiQuery } from '@darsak/client/react';
import { Button, Dialog, ErrorState, Spinner, useFormat, useT, useToast } from '@darsak/ui';
import { useBookingErrorMessage } from '../../../components/lessons/booking-error.js';
import { FreeTimes } from '../../../components/lessons/free-times.js';

export const RescheduleDialog = ({
  lesson,
  open,
  onClose,
}: {
  lesson: Lesson;
  open: boolean;
  onClose: () => void;
}) => {
  const t = useT();
  const toast = useToast();
  const format = useFormat();
  const errorMessage = useBookingErrorMessage(lesson.tutor.gender);
  const [startsAt, setStartsAt] = useState<string | null>(null);
  const free = useApiQuery(
    routes.freeTimes,
    { query: { tutorId: lesson.tutor.id, excludeLessonId: lesson.id } },
    { enabled: open },
  );
  const move = useApiMutation(routes.rescheduleLesson);
  // The lesson's own time is free once the lesson is set aside; offering it moved nothing.
  const at = Date.parse(lesson.startsAt);
  const others = (free.data?.times ?? []).filter((time) => Date.parse(time.startsAt) !== at);
  const submit = () => {
    if (!startsAt) return;
    move.mutate(
      { body: { id: lesson.id, startsAt } },
      {
        onSuccess: (moved) => {
          toast.show({
            type: 'success',
            title: t('lessonPage.moved', {
              day: format.day(moved.startsAt),
              time: format.time(moved.startsAt),
            }),
          });
          onClose();
        },
        onError: (error) => {
          toast.show({ type: 'error', title: errorMessage(error) });
          void free.refetch();
        },
      },
    );
  };
  return (
    <Dialog open={open} onClose={onClose} title={t('lessonPage.rescheduleTitle')}>
      <p className="text-sm text-ink-600">
        {t('lessonPage.currentTime', {
          day: format.day(lesson.startsAt),
          time: format.time(lesson.startsAt),
        })}
      </p>
      <div className="max-h-[60vh] overflow-y-auto">
        {free.isPending ? (
          <Spinner label={t('ui.loading')} />
        ) : free.isError ? (
          <ErrorState error={free.error} onRetry={() => void free.refetch()} />
        ) : others.some((time) => time.maxDuration >= lesson.duration) ? (
          <FreeTimes
            label={t('lessonPage.newTime')}
            times={others}
            duration={lesson.duration}
            selected={startsAt}
            onSelect={setStartsAt}
          />
        ) : (
          <p className="text-ink-700">
            {t('lessonPage.noOtherTimes', { gender: genderSelect(lesson.tutor.gender) })}
          </p>
        )}
      </div>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          {t('ui.cancel')}
        </Button>
        <Button onClick={submit} disabled={!startsAt} loading={move.isPending}>
          {t('lessonPage.moveSubmit')}
        </Button>
      </div>
    </Dialog>
  );
};
