/** A lesson happening right now stands out above everything else, with the way into it. */
import { Link } from 'react-router';
import { routes } from '@darsak/shared';
import { useApiQuery } from '@darsak/client/react';
import { Alert, buttonClass, useFormat, useT } from '@darsak/ui';
import { lessonPath } from '../../../components/lessons/lesson-row.js';
import { lessonRoomPath } from '../../../components/lessons/lesson-room.js';

export const LessonNow = () => {
  const t = useT();
  const format = useFormat();
  const now = useApiQuery(routes.listLessons, {
    query: { when: 'now', filter: 'ratified', page: 1, size: 1 },
  });
  const lesson = now.data?.list[0];
  if (!lesson) return null;
  const room = lessonRoomPath(lesson);
  return (
    <Alert
      tone="success"
      title={t('tdash.now.title', { name: lesson.student.name })}
      action={
        <div className="flex flex-wrap gap-2">
          {/* The way in, by the same rule as the lesson's own page. */}
          {room && (
            <Link to={room} className={buttonClass('primary')}>
              {t('lessonPage.join')}
            </Link>
          )}
          <Link to={lessonPath(lesson.id)} className={buttonClass(room ? 'secondary' : 'primary')}>
            {t('tdash.now.open')}
          </Link>
        </div>
      }
    >
      {t('tdash.now.text', {
        start: format.time(lesson.startsAt),
        end: format.time(lesson.endsAt),
      })}
    </Alert>
  );
};
