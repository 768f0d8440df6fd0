/** Lessons as admins scan them: who, when in Cairo time, how long, what it pays, and its status. */
import { Link } from 'react-router';
import type { Lesson, LessonMember } from '@darsak/shared';
import { Avatar, useFormat, useT } from '@darsak/ui';
import { paths } from '../config/paths.js';
import { DataTable, type Column } from './data-table.js';
import { LessonStatusBadge } from './lesson-status.js';
import { useLessonTime } from './lesson-time.js';
import { useMoney } from './money.js';

const Member = ({ member, to }: { member: LessonMember; to: string }) => (
  <Link
    to={to}
    className="inline-flex items-center gap-2 font-semibold text-ink-900 hover:text-brand-800 hover:underline"
  >
    <Avatar name={member.name} image={member.image} size="sm" />
    <span>{member.name}</span>
  </Link>
);

export const LessonsTable = ({
  lessons,
  busy,
  showTutor = true,
  showStudent = true,
}: {
  lessons: Lesson[];
  busy?: boolean;
  showTutor?: boolean;
  showStudent?: boolean;
}) => {
  const t = useT();
  const format = useFormat();
  const money = useMoney();
  const when = useLessonTime();
  const columns: Column<Lesson>[] = [
    {
      key: 'start',
      header: t('lessons.column.start'),
      primary: true,
      cell: (lesson) => (
        <span className="block">
          <span className="block font-semibold text-ink-900">{when.day(lesson.startsAt)}</span>
          <span className="block text-ink-700">
            {when.time(lesson.startsAt)}
            <span className="text-xs">
              {t('ui.sep')}
              <Link
                to={paths.lesson(lesson.id)}
                className="font-semibold text-brand-800 underline-offset-2 hover:underline"
              >
                {t('lessons.number', { id: format.plain(lesson.id) })}
              </Link>
            </span>
          </span>
        </span>
      ),
    },
    ...(showTutor
      ? [
          {
            key: 'tutor',
            header: t('lessons.column.tutor'),
            cell: (lesson: Lesson) => (
              <Member member={lesson.tutor} to={paths.tutor(lesson.tutor.id)} />
            ),
          },
        ]
      : []),
    ...(showStudent
      ? [
          {
            key: 'student',
            header: t('lessons.column.student'),
            cell: (lesson: Lesson) => (
              <Member member={lesson.student} to={paths.user(lesson.student.id)} />
            ),
          },
        ]
      : []),
    {
      key: 'duration',
      header: t('lessons.column.duration'),
      cell: (lesson) => t('lessons.minutes', { count: lesson.duration }),
    },
    {
      key: 'price',
      header: t('lessons.column.price'),
      cell: (lesson) => <span className="whitespace-nowrap">{money(lesson.price)}</span>,
    },
    {
      key: 'status',
      header: t('lessons.column.status'),
      cell: (lesson) => <LessonStatusBadge lesson={lesson} />,
    },
  ];
  return (
    <DataTable
      caption={t('lessons.caption')}
      columns={columns}
      rows={lessons}
      rowKey={(lesson) => lesson.id}
      busy={busy}
    />
  );
};
