/** One lesson in a list: the other member, when, how long, and its status; the whole row opens it. */
import { Link } from 'react-router';
import type { Lesson } from '@darsak/shared';
import { Avatar, useFormat, useT } from '@darsak/ui';
import { LessonStatusBadge } from './lesson-status.js';

export const lessonPath = (id: number) => `/lesson/${id}`;

export const LessonRow = ({ lesson, viewerId }: { lesson: Lesson; viewerId: number }) => {
  const t = useT();
  const format = useFormat();
  const other = lesson.tutor.id === viewerId ? lesson.student : lesson.tutor;
  return (
    <li>
      <Link
        to={lessonPath(lesson.id)}
        className="flex items-center gap-3 rounded-xl p-3 transition-colors hover:bg-ink-50 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <Avatar name={other.name} image={other.image} size="sm" />
        <span className="min-w-0 flex-1">
          <span className="block truncate font-semibold text-ink-900">{other.name}</span>
          <span className="block text-sm text-ink-600">
            {[
              format.day(lesson.startsAt),
              format.time(lesson.startsAt),
              t('lesson.minutes', { minutes: lesson.duration }),
            ].join(t('ui.sep'))}
          </span>
        </span>
        <LessonStatusBadge lesson={lesson} viewerId={viewerId} />
      </Link>
    </li>
  );
};

/** A list of lessons, or what to say when there are none. */
export const LessonList = ({ lessons, viewerId }: { lessons: Lesson[]; viewerId: number }) => (
  <ul className="-mx-3 divide-y divide-ink-100">
    {lessons.map((lesson) => (
      <LessonRow key={lesson.id} lesson={lesson} viewerId={viewerId} />
    ))}
  </ul>
);
