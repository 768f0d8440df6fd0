/**
 * Small hand-made charts for the overview (decision 027): bars are boxes in a flex row, so they
 * follow the page's direction (right to left in Arabic) and size to any screen without a library.
 * Each chart is one image to assistive technology, named by its figures; the page also shows them
 * as a table.
 */
import { cx } from '@darsak/ui';

export type Series = { key: string; label: string; className: string };
/** A column: its full label (spoken) and a short one shown under it. */
export type Group = {
  key: string;
  label: string;
  short: string;
  values: Record<string, number>;
};

/** Bar heights as a share of the largest value; nothing to show is an empty axis. */
export const shareOf = (value: number, max: number): number =>
  max <= 0 ? 0 : Math.max(0, Math.min(100, (value / max) * 100));

export const Legend = ({ series }: { series: readonly Series[] }) => (
  <ul className="flex flex-wrap gap-4 text-sm text-ink-700" aria-hidden="true">
    {series.map((s) => (
      <li key={s.key} className="flex items-center gap-2">
        <span className={cx('inline-block size-3 rounded-sm', s.className)} />
        {s.label}
      </li>
    ))}
  </ul>
);

/**
 * Grouped vertical bars: one group per column (a month), one bar per series. A column's label is
 * never cut: it may be wider than its column, and where the chart is narrow (a phone) every other
 * label sits a line lower, so neighbours never meet.
 */
export const ColumnChart = ({
  label,
  series,
  groups,
  format,
}: {
  label: string;
  series: readonly Series[];
  groups: readonly Group[];
  format: (value: number) => string;
}) => {
  const max = Math.max(0, ...groups.flatMap((g) => series.map((s) => g.values[s.key] ?? 0)));
  return (
    <div className="@container space-y-3">
      <Legend series={series} />
      <div role="img" aria-label={label} className="flex items-stretch gap-2">
        <div
          className="flex w-16 shrink-0 flex-col justify-between pb-6 text-end text-xs text-ink-500 @max-md:pb-10"
          aria-hidden="true"
        >
          <span>{format(max)}</span>
          <span>{format(0)}</span>
        </div>
        <div className="flex min-w-0 flex-1 items-end gap-1 border-b border-s border-ink-200 sm:gap-3">
          {groups.map((group, index) => (
            <div key={group.key} className="flex min-w-0 flex-1 flex-col items-center">
              <div className="flex h-48 w-full items-end justify-center gap-0.5 sm:gap-1">
                {series.map((s) => {
                  const value = group.values[s.key] ?? 0;
                  return (
                    <div
                      key={s.key}
                      data-testid="chart-bar"
                      className={cx('w-full max-w-6 rounded-t', s.className)}
                      style={{ height: `${shareOf(value, max)}%`, minHeight: value > 0 ? 2 : 0 }}
                    />
                  );
                })}
              </div>
              <span
                className={cx(
                  'mt-1 flex h-4 w-full justify-center @max-md:h-8',
                  index % 2 === 1 && '@max-md:items-end',
                )}
                aria-hidden="true"
              >
                <span className="text-xs leading-4 whitespace-nowrap text-ink-600">
                  {group.short}
                </span>
              </span>
            </div>
          ))}
        </div>
      </div>
    </div>
  );
};

/** Horizontal bars, one per item, each with its value beside it. */
export const BarList = ({
  label,
  items,
  format,
}: {
  label: string;
  items: readonly { key: string; label: string; value: number; className: string }[];
  format: (value: number) => string;
}) => {
  const max = Math.max(0, ...items.map((item) => item.value));
  return (
    <div role="img" aria-label={label} className="space-y-3">
      {items.map((item) => (
        <div key={item.key} className="grid grid-cols-[5.5rem_1fr_auto] items-center gap-3">
          <span className="text-sm text-ink-700">{item.label}</span>
          <span className="h-4 rounded bg-ink-100">
            <span
              data-testid="chart-bar"
              className={cx('block h-4 rounded', item.className)}
              style={{ width: `${shareOf(item.value, max)}%` }}
            />
          </span>
          <span className="min-w-8 text-end font-semibold tabular-nums">{format(item.value)}</span>
        </div>
      ))}
    </div>
  );
};
