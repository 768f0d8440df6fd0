/**
 * One lesson: who, when, status; the way into its room while open, and before that when it opens
 * with the device check; cancel it before it starts, and move it (the student) or propose another
 * time (the tutor) before its call opens, with the tutor's open proposal to answer; afterwards,
 * who attended for how long, the tutor's note to the student, rating the tutor, and disputing the
 * outcome.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { Video } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { formatMoney, genderSelect, RoomType, routes } from '@darsak/shared';
import { useApiMutation, useApiQuery, useSession } from '@darsak/client/react';
import {
  Avatar,
  Button,
  buttonClass,
  Card,
  ConfirmDialog,
  cx,
  LessonAttendance,
  Spinner,
  ErrorState,
  PageHeader,
  PageSpinner,
  useErrorMessage,
  useFormat,
  useI18n,
  useNow,
  useT,
  useToast,
} from '@darsak/ui';
import { LessonStatusBadge } from '../../../components/lessons/lesson-status.js';
import { lessonRoomPath, lessonRoomWindow } from '../../../components/lessons/lesson-room.js';
import { LessonOutcomeNote } from '../../../components/lessons/lesson-outcome.js';
import { MoveRequestPanel, openMoveRequest } from '../../../components/lessons/move-request.js';
import { RateLessonButton } from '../../../components/lessons/rate-lesson.js';
import { useOpensAtText } from '../../../components/session/opens-at.js';
import { LessonDispute } from '../components/lesson-dispute.js';
import { LessonNoteCard } from '../components/lesson-note.js';
import { NextFreeTimes } from '../components/next-free-times.js';
import { RescheduleDialog } from '../components/reschedule-dialog.js';
import { paths } from '../../../config/paths.js';

export default function LessonPage() {
  const t = useT();
  const toast = useToast();
  const format = useFormat();
  const { locale } = useI18n();
  const errorMessage = useErrorMessage();
  const { user } = useSession();
  // The screen gate lets only a valid id through.
  const id = Number(useParams().id);
  // An ended lesson's outcome is set from attendance just after its end: asked again until then.
  const lesson = useApiQuery(
    routes.getLesson,
    { params: { id } },
    {
      refetchInterval: (query) => {
        const read = query.state.data;
        return read?.status === 'fulfilled' && read.outcome === null ? 10_000 : false;
      },
    },
  );
  const begun = lesson.data?.status === 'happening' || lesson.data?.status === 'fulfilled';
  // Asked for every lesson: members may join a few minutes before the start.
  const record = useApiQuery(routes.getLessonRecord, { params: { id } });
  const attended = Boolean(record.data?.timeline.length);
  const cancel = useApiMutation(routes.cancelLesson);
  const [dialog, setDialog] = useState<'cancel' | 'move' | null>(null);
  const manageId = useId();
  // The way in appears as the room opens and the rating as the lesson ends, without a reload.
  const now = useNow(15_000);
  const opensAtText = useOpensAtText();
  // The lesson and its record asked again as it starts and as it ends by the clock: its status,
  // what may be done with it and the tutor's note follow without a reload.
  const phase = lesson.data
    ? now < Date.parse(lesson.data.startsAt)
      ? 'before'
      : now < Date.parse(lesson.data.endsAt)
        ? 'during'
        : 'after'
    : null;
  const seenPhase = useRef(phase);
  const { refetch: refetchLesson } = lesson;
  const { refetch: refetchRecord } = record;
  useEffect(() => {
    const seen = seenPhase.current;
    seenPhase.current = phase;
    if (seen === null || seen === phase) return;
    void refetchLesson();
    void refetchRecord();
  }, [phase, refetchLesson, refetchRecord]);

  if (lesson.isPending) return <PageSpinner label={t('ui.loading')} />;
  if (lesson.isError || !user) {
    return (
      <ErrorState
        error={lesson.error}
        onRetry={() => void lesson.refetch()}
        page
        back={
          <Link to={paths.upcomingLessons} className={buttonClass('secondary')}>
            {t('lessonPage.allLessons')}
          </Link>
        }
      />
    );
  }
  const data = lesson.data;
  const asTutor = data.tutor.id === user.id;
  const other = asTutor ? data.student : data.tutor;
  // Moving or cancelling ends at the start by the clock too, as the server's rule does.
  const upcoming = data.status === 'pending' && phase === 'before';
  // Nobody moves a lesson once its call is open; a student moves their own until the cancellation
  // cutoff, a tutor proposes while no proposal is open (docs/product/lessons.md#moving-a-lesson).
  const windowOpen = now >= Date.parse(data.opensAt);
  const beforeCutoff = now <= Date.parse(data.freeCancelUntil);
  const request = openMoveRequest(data, now);
  const canMove = !windowOpen && (asTutor ? request === null : beforeCutoff);
  const moveHint = windowOpen
    ? t('lessonPage.moveClosedWindow')
    : asTutor
      ? null
      : beforeCutoff
        ? t('lessonPage.moveUntil', {
            day: format.day(data.freeCancelUntil),
            time: format.time(data.freeCancelUntil),
          })
        : t('lessonPage.moveClosedCutoff', {
            until: `${format.day(data.freeCancelUntil)} ${format.time(data.freeCancelUntil)}`,
            gender: genderSelect(data.tutor.gender),
          });
  const room = lessonRoomPath(data, now);
  const early = lessonRoomWindow(data, now) === 'early';
  // What cancelling costs, said before confirming: free until the cutoff, then a price for each
  // side (docs/product/lessons.md#cancellation). Admins cancel elsewhere.
  const cancelText = () => {
    const words = {
      name: other.name,
      gender: genderSelect(other.gender),
      day: format.day(data.startsAt),
      time: format.time(data.startsAt),
      until: `${format.day(data.freeCancelUntil)} ${format.time(data.freeCancelUntil)}`,
    };
    if (Date.now() > Date.parse(data.freeCancelUntil))
      return t(
        asTutor ? 'lessonPage.cancelTextTutorLate' : 'lessonPage.cancelTextStudentLate',
        words,
      );
    return `${t(asTutor ? 'lessonPage.cancelTextTutor' : 'lessonPage.cancelTextStudent', words)} ${t(
      'lessonPage.cancelFreeUntil',
      { day: format.day(data.freeCancelUntil), time: format.time(data.freeCancelUntil) },
    )}`;
  };

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <PageHeader
        title={t('lessonPage.title', { name: other.name })}
        actions={
          <Link to={paths.upcomingLessons} className="font-semibold text-brand-800 hover:underline">
            {t('lessonPage.allLessons')}
          </Link>
        }
      />
      <Card className="space-y-5">
        <div className="flex flex-wrap items-center gap-4">
          <Avatar name={other.name} image={other.image} size="lg" />
          <div className="min-w-0 flex-1 space-y-1">
            <p className="text-sm text-ink-500">
              {t(asTutor ? 'lessonPage.student' : 'lessonPage.tutor', {
                gender: genderSelect(other.gender),
              })}
            </p>
            <p className="text-xl font-bold">
              {asTutor ? (
                other.name
              ) : (
                <Link to={paths.tutor(other.id)} className="hover:text-brand-800">
                  {other.name}
                </Link>
              )}
            </p>
          </div>
          <LessonStatusBadge lesson={data} viewerId={user.id} />
        </div>
        <dl className="grid gap-4 sm:grid-cols-3">
          <div>
            {/* «اليوم» says today, so it is only said of a lesson today. */}
            <dt className="text-sm text-ink-500">{t('lessonPage.date')}</dt>
            <dd className="font-semibold">
              {format.dayKey(data.startsAt) === format.dayKey(now)
                ? t('lessonPage.today', { day: format.day(data.startsAt) })
                : format.day(data.startsAt)}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-ink-500">{t('lessonPage.time')}</dt>
            <dd className="font-semibold">
              {format.time(data.startsAt)} – {format.time(data.endsAt)}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-ink-500">
              {t(asTutor ? 'lessonPage.earning' : 'lessonPage.length')}
            </dt>
            <dd className="font-semibold">
              {asTutor
                ? formatMoney(data.price, locale)
                : t('lesson.minutes', { minutes: data.duration })}
            </dd>
          </div>
        </dl>
        {data.status === 'cancelled' && data.cancelledAt && (
          <p className="text-sm text-ink-600">
            {t('lessonPage.cancelledAt', {
              date: format.day(data.cancelledAt),
              time: format.time(data.cancelledAt),
            })}
          </p>
        )}
        <LessonOutcomeNote lesson={data} viewerId={user.id} />
        {!asTutor && data.restoredMinutes > 0 && (
          <p className="rounded-lg bg-ink-50 p-3 text-sm text-ink-800">
            {t('lessonPage.restoredMinutes', { minutes: data.restoredMinutes })}
          </p>
        )}
        {/* The way in, first and strong while the room is open (docs/product/lessons.md#lesson-page). */}
        {room && (
          <div className="space-y-2 border-t border-ink-100 pt-4">
            {data.status === 'happening' && (
              <p className="text-ink-700">{t('lessonPage.happening')}</p>
            )}
            <Link to={room} className={cx(buttonClass('primary', true), 'min-h-14 text-lg')}>
              <Video aria-hidden className="size-6" />
              {t('lessonPage.enter')}
            </Link>
          </div>
        )}
        {/* Before the room opens: when it will, and the device check to try one's camera now. */}
        {early && (
          <div className="flex flex-wrap items-center gap-3 border-t border-ink-100 pt-4">
            <p className="min-w-0 flex-1 basis-52 text-sm text-ink-600" data-testid="room-opens">
              {opensAtText(data.opensAt, now)}
            </p>
            <Link to={paths.session(RoomType.Lesson, data.id)} className={buttonClass('secondary')}>
              {t('lessonPage.tryDevices')}
            </Link>
          </div>
        )}
        <div className="flex flex-wrap gap-2 border-t border-ink-100 pt-4">
          {/* The conversation with them: their room, else (for a tutor) the lesson's. */}
          <Link to={paths.chatWith(other.id, data.id)} className={buttonClass('secondary')}>
            {t('lessonPage.message', { name: other.name })}
          </Link>
          <RateLessonButton lesson={data} now={now} />
        </div>
      </Card>
      {/* The tutor's open proposal of another time: the student answers, the tutor may withdraw. */}
      {upcoming && request && (
        <MoveRequestPanel
          lesson={data}
          viewerId={user.id}
          onAnswered={() => void lesson.refetch()}
        />
      )}
      <LessonDispute lesson={data} viewerId={user.id} now={now} />
      {/* Moving or cancelling, apart from the way in and quieter than it; cancelling asks first. */}
      {upcoming && (
        <section
          aria-labelledby={manageId}
          className="flex flex-wrap items-center gap-2 rounded-2xl border border-ink-100 p-4"
        >
          <h2 id={manageId} className="basis-full text-sm font-semibold text-ink-600">
            {t('lessonPage.manage')}
          </h2>
          {moveHint && (
            <p className="basis-full text-sm text-ink-600" data-testid="move-hint">
              {moveHint}
            </p>
          )}
          {canMove && (
            <Button variant="secondary" onClick={() => setDialog('move')}>
              {t(asTutor ? 'lessonPage.propose' : 'lessonPage.reschedule')}
            </Button>
          )}
          <Button variant="secondary" onClick={() => setDialog('cancel')}>
            {t('lessonPage.cancel')}
          </Button>
        </section>
      )}
      {!asTutor && data.outcome === 'tutor-cancelled-late' && <NextFreeTimes lesson={data} />}
      {(begun || attended) &&
        (record.data ? (
          <>
            <LessonAttendance record={record.data} duration={data.duration} />
            {(record.data.note || data.status === 'fulfilled') && (
              <LessonNoteCard
                key={record.data.note?.updatedAt ?? 'none'}
                lessonId={data.id}
                note={record.data.note}
                canWrite={asTutor && data.status === 'fulfilled'}
                tutorGender={data.tutor.gender}
                studentGender={data.student.gender}
              />
            )}
          </>
        ) : record.isError ? (
          <ErrorState error={record.error} onRetry={() => void record.refetch()} />
        ) : (
          <Card>
            <Spinner label={t('ui.loading')} />
          </Card>
        ))}
      <ConfirmDialog
        open={dialog === 'cancel'}
        title={t('lessonPage.cancelTitle')}
        message={cancelText()}
        confirmLabel={t('lessonPage.cancelConfirm')}
        busy={cancel.isPending}
        onClose={() => setDialog(null)}
        onConfirm={() =>
          cancel.mutate(
            { params: { id: data.id } },
            {
              onSuccess: () => {
                toast.show({ type: 'success', title: t('lessonPage.cancelled') });
                setDialog(null);
                void lesson.refetch();
              },
              onError: (error) => toast.show({ type: 'error', title: errorMessage(error) }),
            },
          )
        }
      />
      {dialog === 'move' && (
        <RescheduleDialog
          lesson={data}
          open
          propose={asTutor}
          onClose={() => {
            setDialog(null);
            void lesson.refetch();
          }}
        />
      )}
    </div>
  );
}
