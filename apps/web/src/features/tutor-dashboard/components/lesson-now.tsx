/**
 * The lesson on now, or the next one, above everything else: the way into its room while the room
 * takes members (a few minutes before the start until the end), and before that when it opens. It
 * follows the clock without a reload: the way in appears as the room opens, and the banner moves on
 * when the lesson ends.
 */
import { Link } from 'react-router';
import { Alert, buttonClass, useFormat, useNow, useT } from '@darsak/ui';
import { lessonPath } from '../../../components/lessons/lesson-row.js';
import { lessonRoomPath, lessonRoomWindow } from '../../../components/lessons/lesson-room.js';
import { useNowAndNext } from '../../../components/lessons/use-now-and-next.js';
import { useOpensAtText } from '../../../components/session/opens-at.js';

export const LessonNow = () => {
  const t = useT();
  const format = useFormat();
  const opensAtText = useOpensAtText();
  const now = useNow(15_000);
  const { onNow, upcoming } = useNowAndNext(now);
  const lesson = [onNow, upcoming].find((l) => l && lessonRoomWindow(l, now) !== 'closed');
  if (!lesson) return null;
  const room = lessonRoomPath(lesson, now);
  const on = now >= Date.parse(lesson.startsAt);
  return (
    <Alert
      tone={room ? 'success' : 'info'}
      title={t(on ? 'tdash.now.title' : 'tdash.next.title', { name: lesson.student.name })}
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
      <p>
        {t(on ? 'tdash.now.text' : 'tdash.next.text', {
          day: format.day(lesson.startsAt),
          start: format.time(lesson.startsAt),
          end: format.time(lesson.endsAt),
        })}
      </p>
      {!room && <p data-testid="room-opens">{opensAtText(lesson.opensAt, now)}</p>}
    </Alert>
  );
};
