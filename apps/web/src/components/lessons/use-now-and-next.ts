/**
 * The dashboards' lesson on now and next one, following the clock: a lesson that ended by the
 * clock gives its place to the next, both asked for afresh, without a reload.
 */
import { useEffect } from 'react';
import { routes } from '@darsak/shared';
import { useApiQuery } from '@darsak/client/react';

export const useNowAndNext = (now: number) => {
  const current = useApiQuery(routes.listLessons, {
    query: { page: 1, size: 1, filter: 'ratified', when: 'now' },
  });
  const next = useApiQuery(routes.listLessons, {
    query: { page: 1, size: 1, filter: 'ratified', when: 'future' },
  });
  const lessons = [current.data?.list[0], next.data?.list[0]];
  const ended = lessons.some((lesson) => lesson !== undefined && now >= Date.parse(lesson.endsAt));
  const { refetch: refetchCurrent } = current;
  const { refetch: refetchNext } = next;
  // Asked again at each tick while one has ended by the clock: a device a little ahead of the
  // server can hear the ended lesson once more, and the lesson after it ends in turn.
  useEffect(() => {
    if (!ended) return;
    void refetchCurrent();
    void refetchNext();
  }, [ended, now, refetchCurrent, refetchNext]);
  const unended = (lesson: (typeof lessons)[number]) =>
    lesson !== undefined && now < Date.parse(lesson.endsAt) ? lesson : undefined;
  return {
    /** The lesson on now, unless it has ended by the clock. */
    onNow: unended(lessons[0]),
    /** The next lesson, unless it has ended by the clock. */
    upcoming: unended(lessons[1]),
    /** The next lessons' query, for its loading and error states. */
    next,
  };
};
