/**
 * A native date-time control's value read on Cairo's clock. The back office says every time in
 * Cairo time; the control's value carries no zone, and reading it on the device's clock saved
 * another hour than the one shown once saved whenever the device was set to another zone.
 */
import { DEFAULT_TIME_ZONE, zonedInstant } from '@darsak/shared';

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
