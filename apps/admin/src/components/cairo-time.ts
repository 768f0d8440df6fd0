/**
 * A native date-time control's value read on Cairo's clock, and written from it. The back office
 * says every time in Cairo time; the control's value carries no zone, and reading it on the device's
 * clock saved another hour than the one shown once saved whenever the device was set to another zone.
 */
import {
  addLocalDays,
  DEFAULT_TIME_ZONE,
  instantAt,
  localDateOf,
  localParts,
  zonedInstant,
} from '@darsak/shared';

const dateTimeValue = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/;

/** The instant of "YYYY-MM-DDTHH:mm" (seconds optional) in Cairo; null while the value is incomplete. */
export const cairoInstant = (value: string): Date | null => {
  const match = dateTimeValue.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0));
  if (month! < 1 || month! > 12 || day! < 1 || day! > 31 || hour! > 23 || minute! > 59) return null;
  return zonedInstant(
    { year: year!, month: month!, day: day!, hour: hour!, minute: minute!, second: second! },
    DEFAULT_TIME_ZONE,
  );
};

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a date-time control's value on Cairo's clock ("YYYY-MM-DDTHH:mm"); '' for none. */
export const cairoDateTimeValue = (instant: Date | string | null | undefined): string => {
  if (instant === null || instant === undefined) return '';
  const at = new Date(instant);
  if (Number.isNaN(at.getTime())) return '';
  const p = localParts(at, DEFAULT_TIME_ZONE);
  return `${String(p.year).padStart(4, '0')}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
};

/**
 * The day before the one a span ends on (its end is outside it), at noon in Cairo: a week from
 * Saturday 06:00 to the next Saturday 06:00 reads "Saturday to Friday", seven days, not eight.
 */
export const lastDayBefore = (end: Date | string): Date =>
  instantAt(
    addLocalDays(localDateOf(new Date(end), DEFAULT_TIME_ZONE), -1),
    12 * 60,
    DEFAULT_TIME_ZONE,
  );
