/** The next lesson: with whom, when, and how long until it starts; loading first, never a false "none". */
import { Link } from 'react-router';
import { routes, type Lesson } from '@darsak/shared';
import { useApiQuery } from '@darsak/client/react';
import { Avatar, buttonClass, Card, QueryView, useFormat, useI18n, useT } from '@darsak/ui';
import { lessonRoomPath } from '../../../components/lessons/lesson-room.js';
import { paths } from '../../../config/paths.js';

const untilText = (startsAt: string, locale: string) => {
  const minutes = Math.round((Date.parse(startsAt) - Date.now()) / 60_000);
  const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  if (Math.abs(minutes) < 60) return relative.format(minutes, 'minute');
  if (Math.abs(minutes) < 48 * 60) return relative.format(Math.round(minutes / 60), 'hour');
  return relative.format(Math.round(minutes / (24 * 60)), 'day');
};

const Upcoming = ({ lesson }: { lesson: Lesson }) => {
  const t = useT();
  const format = useFormat();
  const { locale } = useI18n();
  const room = lessonRoomPath(lesson);
  return (
    <div className="space-y-3">
      <div className="flex items-center gap-3">
        <Avatar name={lesson.tutor.name} image={lesson.tutor.image} />
        <div className="min-w-0">
          <p className="truncate text-lg font-bold">{lesson.tutor.name}</p>
          <p className="text-sm text-ink-600">
            {[
              format.day(lesson.startsAt),
              format.time(lesson.startsAt),
              t('lesson.minutes', { minutes: lesson.duration }),
            ].join(t('ui.sep'))}
          </p>
        </div>
      </div>
      <p className="font-semibold text-brand-800">{untilText(lesson.startsAt, locale)}</p>
      <div className="flex flex-wrap gap-2">
        {/* The way in, by the same rule as the lesson's own page: no detour to reach the room. */}
        {room && (
          <Link to={room} className={buttonClass('primary')}>
            {t('lessonPage.join')}
          </Link>
        )}
        <Link to={paths.lesson(lesson.id)} className={buttonClass('secondary')}>
          {t('sdash.next.details')}
        </Link>
      </div>
    </div>
  );
};

export const NextLesson = () => {
  const t = useT();
  const next = useApiQuery(routes.listLessons, {
    query: { page: 1, size: 1, filter: 'ratified', when: 'future' },
  });
  return (
    <Card>
      <h2 className="mb-3 text-sm font-semibold text-ink-600">{t('sdash.next.title')}</h2>
      <QueryView
        query={next}
        isEmpty={(page) => page.list.length === 0}
        empty={
          <div className="space-y-3">
            <p className="text-ink-700">{t('sdash.next.none')}</p>
            <Link to={paths.tutors} className={buttonClass('primary')}>
              {t('sdash.next.find')}
            </Link>
          </div>
        }
      >
        {(page) => <Upcoming lesson={page.list[0]!} />}
      </QueryView>
    </Card>
  );
};
