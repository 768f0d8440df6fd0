/** Half-open time ranges [start, end) in epoch milliseconds, and the set operations schedules need. */

export type Interval = { start: number; end: number };

/** Sorted, with overlapping or touching ranges merged, and empty ones dropped. */
export const normalise = (list: readonly Interval[]): Interval[] => {
  const sorted = list.filter((i) => i.end > i.start).sort((a, b) => a.start - b.start);
  const merged: Interval[] = [];
  for (const next of sorted) {
    const last = merged[merged.length - 1];
    if (last && next.start <= last.end) last.end = Math.max(last.end, next.end);
    else merged.push({ ...next });
  }
  return merged;
};

/** What is left of `from` once `remove` is taken out; both in any order. */
export const subtract = (from: readonly Interval[], remove: readonly Interval[]): Interval[] => {
  const cuts = normalise(remove);
  const result: Interval[] = [];
  for (const range of normalise(from)) {
    let start = range.start;
    for (const cut of cuts) {
      if (cut.end <= start) continue;
      if (cut.start >= range.end) break;
      if (cut.start > start) result.push({ start, end: cut.start });
      start = Math.max(start, cut.end);
      if (start >= range.end) break;
    }
    if (start < range.end) result.push({ start, end: range.end });
  }
  return result;
};

/** The parts of the ranges inside [start, end). */
export const clip = (list: readonly Interval[], start: number, end: number): Interval[] =>
  subtract(list, [
    { start: -Infinity, end: start },
    { start: end, end: Infinity },
  ]);

/** Whether one range lies wholly inside the (normalised) ranges. */
export const covers = (list: readonly Interval[], range: Interval): boolean =>
  normalise(list).some((i) => i.start <= range.start && range.end <= i.end);
