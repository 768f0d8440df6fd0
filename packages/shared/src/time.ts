/**
 * Wall-clock arithmetic in a time zone with Intl only. Weeks, schedules and the weekly quota are
 * computed in Africa/Cairo, which has daylight saving (ARCHITECTURE "Money and time"), so a local
 * time can be missing (the spring gap) or happen twice (the autumn overlap).
 */

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** A calendar date: month 1 to 12. */
export type LocalDate = { year: number; month: number; day: number };
/** A wall-clock date and time; weekday is Sunday 0 to Saturday 6. */
export type LocalDateTime = LocalDate & {
  hour: number;
  minute: number;
  second: number;
  weekday: number;
};

const formatters = new Map<string, Intl.DateTimeFormat>();
const formatterFor = (zone: string): Intl.DateTimeFormat => {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
};

/** The local date and time of an instant in a zone. */
export const localParts = (instant: Date, zone: string): LocalDateTime => {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(zone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const date = { year: parts.year!, month: parts.month!, day: parts.day! };
  return {
    ...date,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
    weekday: weekdayOf(date),
  };
};

const offsets = new Map<string, Map<number, number>>();

/**
 * How far the zone's clock is ahead of UTC at an instant, in milliseconds. Offsets change only on
 * whole minutes, so each zone's answer is cached per minute: a week of schedules asks Intl a few
 * hundred times instead of tens of thousands.
 */
const offsetMs = (instantMs: number, zone: string): number => {
  const minute = Math.floor(instantMs / MINUTE_MS);
  let byMinute = offsets.get(zone);
  if (!byMinute) offsets.set(zone, (byMinute = new Map()));
  let offset = byMinute.get(minute);
  if (offset === undefined) {
    const at = minute * MINUTE_MS;
    const p = localParts(new Date(at), zone);
    offset = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - at;
    if (byMinute.size >= 100_000) byMinute.clear();
    byMinute.set(minute, offset);
  }
  return offset;
};

/** The wall clock of a zone at an instant, as if it were UTC: the base of all the arithmetic below. */
const wallMs = (instantMs: number, zone: string): number =>
  Math.floor(instantMs / 1000) * 1000 + offsetMs(instantMs, zone);

/** The zone's offset from UTC at an instant, in minutes (Cairo: 120 in winter, 180 in summer). */
export const zoneOffsetMinutes = (instant: Date, zone: string): number =>
  offsetMs(instant.getTime(), zone) / MINUTE_MS;

/**
 * The instant a wall-clock time happens in a zone, given as milliseconds of that wall clock read as
 * UTC. A time in a spring gap is moved forward by the gap (00:30 in a 00:00 → 01:00 gap is 01:30);
 * a time in an autumn overlap is its first occurrence. These are the rules of Temporal's
 * "compatible" disambiguation, and what people expect of a clock that jumped.
 */
const instantOfWallMs = (local: number, zone: string): number => {
  // A zone changes its offset at most once in two days, so the offsets a day either side are the
  // only candidates.
  const before = offsetMs(local - DAY_MS, zone);
  const after = offsetMs(local + DAY_MS, zone);
  const fits = [local - before, local - after].filter((t) => wallMs(t, zone) === local);
  if (fits.length > 0) return Math.min(...fits);
  // In a gap: read the time with the offset in force before it, which lands after the gap.
  return local - before;
};

/** The instant of a local date at a number of minutes from its midnight (1440 is the next midnight). */
export const instantAt = (date: LocalDate, minuteOfDay: number, zone: string): Date =>
  new Date(
    instantOfWallMs(Date.UTC(date.year, date.month - 1, date.day) + minuteOfDay * MINUTE_MS, zone),
  );

/** The instant of a local date and time in a zone (correct across daylight-saving changes). */
export const zonedInstant = (
  local: LocalDate & { hour?: number; minute?: number; second?: number },
  zone: string,
): Date =>
  new Date(
    instantOfWallMs(
      Date.UTC(
        local.year,
        local.month - 1,
        local.day,
        local.hour ?? 0,
        local.minute ?? 0,
        local.second ?? 0,
      ),
      zone,
    ),
  );

const fromUtcDate = (value: Date): LocalDate => ({
  year: value.getUTCFullYear(),
  month: value.getUTCMonth() + 1,
  day: value.getUTCDate(),
});

/** The weekday of a calendar date, Sunday 0 to Saturday 6. */
export const weekdayOf = (date: LocalDate): number =>
  new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();

/** A calendar date some days later (or earlier with a negative count). */
export const addLocalDays = (date: LocalDate, days: number): LocalDate =>
  fromUtcDate(new Date(Date.UTC(date.year, date.month - 1, date.day + days)));

/** Whole days from one calendar date to another. */
export const daysBetween = (from: LocalDate, to: LocalDate): number =>
  Math.round(
    (Date.UTC(to.year, to.month - 1, to.day) - Date.UTC(from.year, from.month - 1, from.day)) /
      DAY_MS,
  );

/** The local date of an instant in a zone. */
export const localDateOf = (instant: Date, zone: string): LocalDate => {
  const { year, month, day } = localParts(instant, zone);
  return { year, month, day };
};

/** `YYYY-MM-DD` of a calendar date. */
export const formatLocalDate = (date: LocalDate): string =>
  `${String(date.year).padStart(4, '0')}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;

/** Reads `YYYY-MM-DD`. */
export const parseLocalDate = (value: string): LocalDate => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) throw new RangeError(`Not a calendar date: ${value}`);
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
};

/** The same local time some days later: a day across a daylight-saving change is 23 or 25 hours. */
export const addZonedDays = (instant: Date, days: number, zone: string): Date => {
  const p = localParts(instant, zone);
  return zonedInstant(
    { ...addLocalDays(p, days), hour: p.hour, minute: p.minute, second: p.second },
    zone,
  );
};

/** The same local time some months later; a day past the month's end becomes its last day. */
export const addZonedMonths = (instant: Date, months: number, zone: string): Date => {
  const p = localParts(instant, zone);
  const firstOfMonth = new Date(Date.UTC(p.year, p.month - 1 + months, 1));
  const lastDay = new Date(
    Date.UTC(firstOfMonth.getUTCFullYear(), firstOfMonth.getUTCMonth() + 1, 0),
  ).getUTCDate();
  return zonedInstant(
    {
      ...fromUtcDate(firstOfMonth),
      day: Math.min(p.day, lastDay),
      hour: p.hour,
      minute: p.minute,
      second: p.second,
    },
    zone,
  );
};

/** Where a quota week starts: a local weekday (Sunday 0) and hour. */
export type WeekStart = { weekday: number; hour: number };
export type Week = { start: Date; end: Date };

/** The start of the week that begins on a local date at the week's hour. */
const weekStartOn = (date: LocalDate, weekStart: WeekStart, zone: string): Date =>
  instantAt(date, weekStart.hour * 60, zone);

/**
 * The quota week holding an instant (docs/product/README.md#quota-week). It starts on that local
 * weekday at that local hour and ends when the next one starts, so a week with a daylight-saving
 * change lasts 167 or 169 hours.
 */
export const quotaWeek = (now: Date, weekStart: WeekStart, zone: string): Week => {
  const today = localDateOf(now, zone);
  let first = addLocalDays(today, -((weekdayOf(today) - weekStart.weekday + 7) % 7));
  if (weekStartOn(first, weekStart, zone).getTime() > now.getTime())
    first = addLocalDays(first, -7);
  return {
    start: weekStartOn(first, weekStart, zone),
    end: weekStartOn(addLocalDays(first, 7), weekStart, zone),
  };
};

/** Where a platform's quota weeks start and in which zone: the configuration's settings. */
export type WeekSettings = { quotaWeekStart: WeekStart; timeZone: string };

/** The last week found for each zone and week start, as instants (a booking asks on every request). */
const lastWeeks = new Map<string, { start: number; end: number }>();

/**
 * The quota week holding an instant, by a platform's week settings. Working it out takes a dozen
 * time-zone conversions, so the last week found is kept: every instant from its start up to its end
 * has that week, so the kept one is the answer until the week ends.
 */
export const currentQuotaWeek = (settings: WeekSettings, now: Date): Week => {
  const { quotaWeekStart, timeZone } = settings;
  const key = `${timeZone} ${quotaWeekStart.weekday} ${quotaWeekStart.hour}`;
  const at = now.getTime();
  const last = lastWeeks.get(key);
  if (last && at >= last.start && at < last.end)
    return { start: new Date(last.start), end: new Date(last.end) };
  const week = quotaWeek(now, quotaWeekStart, timeZone);
  lastWeeks.set(key, { start: week.start.getTime(), end: week.end.getTime() });
  return week;
};
