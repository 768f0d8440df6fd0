/**
 * Who was in a lesson's call and how long (docs/product/lessons.md#lesson-record, decision 028):
 * the minutes each member was present out of the lesson's length, and the joins and leaves in time
 * order. Shown on the lesson page of the web app and on the back office's lesson view.
 */
import { useId } from 'react';
import { SessionMemberEvent, type LessonRecord } from '@darsak/shared';
import { useFormat, useT } from '../i18n/provider.js';
import { Card } from './surfaces.js';

export const LessonAttendance = ({
  record,
  duration,
}: {
  record: Pick<LessonRecord, 'presence' | 'timeline'>;
  /** The lesson's length in minutes: the most anyone can be present. */
  duration: number;
}) => {
  const t = useT();
  const format = useFormat();
  const headingId = useId();
  const nameOf = (id: number) => record.presence.find((p) => p.member.id === id)?.member.name ?? '';
  return (
    <Card className="space-y-4" labelledBy={headingId}>
      <h2 id={headingId} className="text-lg font-bold">
        {t('ui.attendance.title')}
      </h2>
      {record.timeline.length === 0 ? (
        <p className="text-ink-600">{t('ui.attendance.none')}</p>
      ) : (
        <>
          <ul className="space-y-3" aria-label={t('ui.attendance.minutes')}>
            {record.presence.map(({ member, minutes }) => (
              <li key={member.id} data-testid={`present-${member.id}`} className="space-y-1">
                <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                  <span className="font-semibold">{member.name}</span>
                  <span className="text-sm text-ink-700">
                    {t('ui.attendance.minutesOf', { minutes, duration })}
                  </span>
                </div>
                <div className="h-2 overflow-hidden rounded-full bg-ink-100" aria-hidden="true">
                  <div
                    className="h-full rounded-full bg-brand-600"
                    style={{ width: `${Math.min(100, (minutes / Math.max(1, duration)) * 100)}%` }}
                  />
                </div>
              </li>
            ))}
          </ul>
          <div>
            <h3 className="mb-2 text-sm font-semibold text-ink-700">
              {t('ui.attendance.timeline')}
            </h3>
            <ol
              className="space-y-1 border-s-2 border-ink-100 ps-3 text-sm text-ink-700"
              aria-label={t('ui.attendance.timeline')}
            >
              {record.timeline.map((entry, i) => (
                <li key={i}>
                  <time dateTime={entry.at} className="font-semibold tabular-nums">
                    {format.time(entry.at)}
                  </time>{' '}
                  {t(
                    entry.event === SessionMemberEvent.UserJoined
                      ? 'ui.attendance.joined'
                      : 'ui.attendance.left',
                    { name: nameOf(entry.userId) },
                  )}
                </li>
              ))}
            </ol>
          </div>
        </>
      )}
    </Card>
  );
};
