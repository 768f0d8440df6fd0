/**
 * A tutor's weekly availability as a readable week in Cairo time: each day's free ranges on a
 * 24-hour track and in words, and the upcoming one-off changes below.
 */
import {
  genderSelect,
  MINUTES_PER_DAY,
  routes,
  type AvailabilityException,
  type AvailabilitySlot,
} from '@darsak/shared';
import { useApiQuery } from '@darsak/client/react';
import {
  Badge,
  Card,
  cx,
  EmptyState,
  QueryView,
  useScheduleFormat,
  useT,
  weekdays,
} from '@darsak/ui';
import { useListFormat } from '../../../components/list-format.js';

const ticks = [0, 6, 12, 18, 24];
const share = (minutes: number) => `${(minutes / MINUTES_PER_DAY) * 100}%`;
const length = (r: { startMinute: number; endMinute: number }) => r.endMinute - r.startMinute;
const byStart = (a: AvailabilitySlot, b: AvailabilitySlot) => a.startMinute - b.startMinute;

const DayTrack = ({ slots }: { slots: AvailabilitySlot[] }) => (
  <div aria-hidden="true" className="relative h-3 rounded-full bg-ink-100">
    {ticks.slice(1, -1).map((hour) => (
      <span
        key={hour}
        className="absolute inset-y-0 w-px bg-white"
        style={{ insetInlineStart: share(hour * 60) }}
      />
    ))}
    {slots.map((slot) => (
      <span
        key={slot.id}
        className="absolute inset-y-0 rounded-full bg-brand-600"
        style={{ insetInlineStart: share(slot.startMinute), width: share(length(slot)) }}
      />
    ))}
  </div>
);

const Exceptions = ({ exceptions }: { exceptions: AvailabilityException[] }) => {
  const t = useT();
  const format = useScheduleFormat();
  const sorted = [...exceptions].sort(
    (a, b) => a.date.localeCompare(b.date) || a.startMinute - b.startMinute,
  );
  return (
    <div className="mt-6 border-t border-ink-100 pt-4">
      <h3 className="mb-3 font-bold text-ink-900">{t('schedule.exceptions.title')}</h3>
      {sorted.length === 0 ? (
        <p className="text-sm text-ink-500">{t('schedule.exceptions.none')}</p>
      ) : (
        <ul className="space-y-2">
          {sorted.map((change) => (
            <li key={change.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
              <span className="font-semibold text-ink-900">{format.date(change.date)}</span>
              <Badge tone={change.available ? 'success' : 'warning'}>
                {t(change.available ? 'schedule.exceptions.extra' : 'schedule.exceptions.blocked')}
              </Badge>
              <span className="text-ink-700">{format.range(change)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
};

export const WeeklySchedule = ({ tutorId, gender }: { tutorId: number; gender: number | null }) => {
  const t = useT();
  const agree = { gender: genderSelect(gender) };
  const format = useScheduleFormat();
  const list = useListFormat();
  const schedule = useApiQuery(routes.listSlots, { query: { tutorId } });
  return (
    <Card>
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-bold">{t('schedule.title')}</h2>
        <p className="text-sm text-ink-500">{t('schedule.cairoTime')}</p>
      </div>
      <QueryView
        query={schedule}
        isEmpty={(data) => data.slots.length === 0 && data.exceptions.length === 0}
        empty={
          <EmptyState
            title={t('schedule.empty.title', agree)}
            description={t('schedule.empty.text', agree)}
          />
        }
      >
        {(data) => {
          const total = data.slots.reduce((sum, slot) => sum + length(slot), 0);
          return (
            <>
              <p className="mb-4 text-sm text-ink-700">
                {t('schedule.total', { hours: format.duration(total) })}
              </p>
              <div
                aria-hidden="true"
                className="mb-1 hidden text-xs text-ink-500 sm:grid sm:grid-cols-[8rem_1fr] sm:gap-4"
              >
                <span />
                <div className="relative h-4">
                  {ticks.map((hour, index) => (
                    <span
                      key={hour}
                      className={cx(
                        'absolute whitespace-nowrap',
                        index === 0 && 'start-0',
                        index === ticks.length - 1 && 'end-0',
                        index > 0 &&
                          index < ticks.length - 1 &&
                          '-translate-x-1/2 rtl:translate-x-1/2',
                      )}
                      style={
                        index > 0 && index < ticks.length - 1
                          ? { insetInlineStart: share(hour * 60) }
                          : undefined
                      }
                    >
                      {format.hour(hour)}
                    </span>
                  ))}
                </div>
              </div>
              <ul className="divide-y divide-ink-50">
                {weekdays.map((day) => {
                  const slots = data.slots.filter((slot) => slot.weekday === day).sort(byStart);
                  return (
                    <li key={day} className="grid gap-2 py-3 sm:grid-cols-[8rem_1fr] sm:gap-4">
                      <h3 className="font-semibold text-ink-900">{format.weekday(day)}</h3>
                      <div className="space-y-2">
                        <DayTrack slots={slots} />
                        <p className="text-sm text-ink-700">
                          {slots.length === 0
                            ? t('schedule.dayOff')
                            : list(slots.map((slot) => format.range(slot)))}
                        </p>
                      </div>
                    </li>
                  );
                })}
              </ul>
              <Exceptions exceptions={data.exceptions} />
            </>
          );
        }}
      </QueryView>
    </Card>
  );
};
