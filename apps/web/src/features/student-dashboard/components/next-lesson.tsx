/**
 * The lesson on now or the next one: with whom, when, and how long until it starts; the way into its
 * room while the room is open, and before that when it opens; the tutor's proposal of another time,
 * to accept or decline. It follows the clock without a reload: the way in appears as the room
 * opens, and the card moves on when the lesson ends.
 */
import { Link } from 'react-router';
import type { Lesson } from '@darsak/shared';
import { useSession } from '@darsak/client/react';
import { Avatar, buttonClass, Card, QueryView, useFormat, useI18n, useNow, useT } from '@darsak/ui';
import { lessonRoomPath, lessonRoomWindow } from '../../../components/lessons/lesson-room.js';
import { MoveRequestPanel } from '../../../components/lessons/move-request.js';
import { useNowAndNext } from '../../../components/lessons/use-now-and-next.js';
import { useOpensAtText } from '../../../components/session/opens-at.js';
import { useMyGender } from '../../../components/my-gender.js';
import { paths } from '../../../config/paths.js';

const untilText = (startsAt: string, locale: string, now: number) => {
  const minutes = Math.round((Date.parse(startsAt) - now) / 60_000);
  const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  if (Math.abs(minutes) < 60) return relative.format(minutes, 'minute');
  if (Math.abs(minutes) < 48 * 60) return relative.format(Math.round(minutes / 60), 'hour');
  return relative.format(Math.round(minutes / (24 * 60)), 'day');
};

const Upcoming = ({ lesson, now }: { lesson: Lesson; now: number }) => {
  const t = useT();
  const format = useFormat();
  const { locale } = useI18n();
  const opensAtText = useOpensAtText();
  // The way in, by the same rule as the lesson's own page: only while the room takes members.
  const room = lessonRoomPath(lesson, now);
  const early = lessonRoomWindow(lesson, now) === 'early';
  const on = now >= Date.parse(lesson.startsAt);
  const { user } = useSession();
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
      <p className="font-semibold text-brand-800">
        {on
          ? t('sdash.next.on', { end: format.time(lesson.endsAt) })
          : untilText(lesson.startsAt, locale, now)}
      </p>
      {early && (
        <p className="text-sm text-ink-600" data-testid="room-opens">
          {opensAtText(lesson.opensAt, now)}
        </p>
      )}
      {/* The tutor's proposal of another time, answered here as on the lesson's page. */}
      {user && <MoveRequestPanel lesson={lesson} viewerId={user.id} />}
      <div className="flex flex-wrap gap-2">
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
  const gender = useMyGender();
  const now = useNow(15_000);
  const { onNow, upcoming, next } = useNowAndNext(now);
  return (
    <Card>
      <h2 className="mb-3 text-sm font-semibold text-ink-600">
        {t(onNow ? 'sdash.next.nowTitle' : 'sdash.next.title')}
      </h2>
      {onNow ? (
        <Upcoming lesson={onNow} now={now} />
      ) : (
        <QueryView
          query={next}
          isEmpty={() => upcoming === undefined}
          empty={
            <div className="space-y-3">
              <p className="text-ink-700">{t('sdash.next.none', { gender })}</p>
              <Link to={paths.tutors} className={buttonClass('primary')}>
                {t('sdash.next.find')}
              </Link>
            </div>
          }
        >
          {() => upcoming && <Upcoming lesson={upcoming} now={now} />}
        </QueryView>
      )}
    </Card>
  );
};
