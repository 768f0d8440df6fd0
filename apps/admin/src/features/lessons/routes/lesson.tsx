/**
 * One lesson as the back office sees it: who, when, what it pays, its status and outcome; after it
 * began, who attended for how long with the joins and leaves (evidence in a dispute, shown beside
 * it), and the tutor's note to the student (decision 028). The admin's actions on it
 * (docs/product/back-office.md#lesson-actions) sit in a card of their own.
 */
import { Link, useParams } from 'react-router';
import { genderSelect, routes } from '@darsak/shared';
import { useApiQuery } from '@darsak/client/react';
import {
  Avatar,
  Card,
  ErrorState,
  LessonAttendance,
  PageHeader,
  PageSpinner,
  Spinner,
  useFormat,
  useNow,
  useT,
} from '@darsak/ui';
import { LessonStatusBadge } from '../../../components/lesson-status.js';
import { useLessonTime } from '../../../components/lesson-time.js';
import { useMoney } from '../../../components/money.js';
import { paths } from '../../../config/paths.js';
import { DisputeCard, LessonActions, useOutcomeWords } from '../components/lesson-actions.js';

export default function LessonPage() {
  const t = useT();
  const format = useFormat();
  const money = useMoney();
  const when = useLessonTime();
  const words = useOutcomeWords();
  const now = useNow(30_000);
  // The route lets only a valid id through.
  const id = Number(useParams().id);
  const lesson = useApiQuery(routes.getLesson, { params: { id } });
  const record = useApiQuery(routes.getLessonRecord, { params: { id } });
  const back = (
    <Link to={paths.lessons} className="font-semibold text-brand-800 hover:underline">
      {t('lesson.back')}
    </Link>
  );

  if (lesson.isPending) return <PageSpinner label={t('ui.loading')} />;
  if (lesson.isError)
    return (
      <ErrorState error={lesson.error} onRetry={() => void lesson.refetch()} back={back} page />
    );
  const data = lesson.data;
  const people = [
    { role: t('lessons.column.tutor'), member: data.tutor, to: paths.tutor(data.tutor.id) },
    { role: t('lessons.column.student'), member: data.student, to: paths.user(data.student.id) },
  ];

  return (
    <div className="space-y-6">
      <PageHeader
        title={t('lessons.number', { id: format.plain(data.id) })}
        description={`${when.day(data.startsAt)}${t('ui.sep')}${when.time(data.startsAt)}`}
        actions={back}
      />
      <Card className="space-y-5">
        <div className="grid gap-4 sm:grid-cols-2">
          {people.map(({ role, member, to }) => (
            <div key={member.id} className="flex items-center gap-3">
              <Avatar name={member.name} image={member.image} size="md" />
              <div className="min-w-0">
                <p className="text-sm text-ink-500">{role}</p>
                <Link
                  to={to}
                  className="font-semibold text-ink-900 hover:text-brand-800 hover:underline"
                >
                  {member.name}
                </Link>
              </div>
            </div>
          ))}
        </div>
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          <div>
            <dt className="text-sm text-ink-500">{t('lessons.column.start')}</dt>
            <dd className="font-semibold">
              {when.time(data.startsAt)} – {when.time(data.endsAt)}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-ink-500">{t('lessons.column.duration')}</dt>
            <dd className="font-semibold">{t('lessons.minutes', { count: data.duration })}</dd>
          </div>
          <div>
            <dt className="text-sm text-ink-500">{t('lessons.column.price')}</dt>
            <dd className="font-semibold">{money(data.price)}</dd>
          </div>
          <div>
            <dt className="text-sm text-ink-500">{t('lessons.column.status')}</dt>
            <dd>
              <LessonStatusBadge lesson={data} />
            </dd>
          </div>
        </dl>
        {data.cancelledAt && (
          <p className="text-sm text-ink-600">
            {t('lesson.cancelledAt', { date: format.dateTime(data.cancelledAt) })}
          </p>
        )}
        {/* An outcome is due once the lesson ends; one cancelled in time has none to show. */}
        {(data.outcome !== null || data.status === 'fulfilled') && (
          <dl className="grid gap-4 sm:grid-cols-2">
            <div>
              <dt className="text-sm text-ink-500">{t('lessonAdmin.outcome')}</dt>
              <dd className="font-semibold" data-testid="lesson-outcome">
                {words(data, data.outcome)}
              </dd>
            </div>
            {data.restoredMinutes > 0 && (
              <div>
                <dt className="text-sm text-ink-500">{t('lessonAdmin.restoredMinutes')}</dt>
                <dd className="font-semibold">
                  {t('lessons.minutes', { count: data.restoredMinutes })}
                </dd>
              </div>
            )}
          </dl>
        )}
      </Card>
      <LessonActions lesson={data} now={now} />
      {record.data ? (
        <>
          {/* A dispute beside the attendance it is judged by. */}
          <div className={data.dispute ? 'grid items-start gap-6 lg:grid-cols-2' : undefined}>
            <DisputeCard lesson={data} />
            <LessonAttendance record={record.data} duration={data.duration} />
          </div>
          <Card className="space-y-2">
            <h2 className="text-lg font-bold">
              {t('lesson.note', {
                tutorGender: genderSelect(data.tutor.gender),
                studentGender: genderSelect(data.student.gender),
              })}
            </h2>
            {record.data.note ? (
              <>
                <p dir="auto" className="whitespace-pre-line break-words text-ink-800">
                  {record.data.note.text}
                </p>
                <p className="text-sm text-ink-500">
                  {t('lesson.noteUpdatedAt', {
                    date: format.dateTime(record.data.note.updatedAt),
                  })}
                </p>
              </>
            ) : (
              <p className="text-ink-600">
                {t('lesson.noNote', { gender: genderSelect(data.tutor.gender) })}
              </p>
            )}
          </Card>
        </>
      ) : record.isError ? (
        <ErrorState error={record.error} onRetry={() => void record.refetch()} />
      ) : (
        <Card>
          <Spinner label={t('ui.loading')} />
        </Card>
      )}
    </div>
  );
}
