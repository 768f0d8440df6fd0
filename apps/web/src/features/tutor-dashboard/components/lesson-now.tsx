/** A lesson happening right now stands out above everything else, with the way into it. */
import { Link } from 'react-router';
import { routes } from '@darsak/shared';
import { useApiQuery } from '@darsak/client/react';
import { Alert, buttonClass, useFormat, useT } from '@darsak/ui';
import { lessonPath } from '../../../components/lessons/lesson-row.js';

export const LessonNow = () => {
  const t = useT();
  const format = useFormat();
  const now = useApiQuery(routes.listLessons, {
    query: { when: 'now', filter: 'ratified', page: 1, size: 1 },
  });
  const lesson = now.data?.list[0];
  if (!lesson) return null;
  return (
    <Alert
      tone="success"
      title={t('tdash.now.title', { name: lesson.student.name })}
      action={
        <Link to={lessonPath(lesson.id)} className={buttonClass('primary')}>
          {t('tdash.now.open')}
        </Link>
      }
    >
      {t('tdash.now.text', {
        start: format.time(lesson.startsAt),
        end: format.time(lesson.endsAt),
      })}
    </Alert>
  );
};
