/**
 * A table that stays readable on a phone: from 768 px it is a table, below it each row becomes a card
 * whose cells carry their column's name.
 */
import type { ReactNode } from 'react';
import { cx } from '@darsak/ui';

export type Column<T> = {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** The cell that names the row: shown first and without its column's name on a phone. */
  primary?: boolean;
  className?: string;
};

export const DataTable = <T,>({
  caption,
  columns,
  rows,
  rowKey,
  busy = false,
}: {
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
  busy?: boolean;
}) => (
  <div className="md:overflow-x-auto">
    <table className="w-full text-start text-sm max-md:block">
      <caption className="sr-only">{caption}</caption>
      <thead className="max-md:sr-only">
        <tr className="border-b border-ink-100 text-ink-500">
          {columns.map((column) => (
            <th
              key={column.key}
              scope="col"
              className="px-2 py-2 text-start font-semibold whitespace-nowrap first:ps-0"
            >
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody
        aria-busy={busy || undefined}
        className={cx('max-md:block max-md:space-y-3', busy && 'opacity-60 transition-opacity')}
      >
        {rows.map((row) => (
          <tr
            key={rowKey(row)}
            className="border-b border-ink-50 align-middle hover:bg-ink-50/60 max-md:block max-md:rounded-xl max-md:border max-md:border-ink-100 max-md:p-3"
          >
            {columns.map((column) => (
              <td
                key={column.key}
                className={cx(
                  'px-2 py-2.5 first:ps-0 max-md:px-0',
                  column.primary
                    ? 'max-md:block max-md:pb-2'
                    : 'max-md:flex max-md:items-center max-md:justify-between max-md:gap-3 max-md:py-1',
                  column.className,
                )}
              >
                {!column.primary && (
                  <span className="shrink-0 text-ink-500 md:hidden">{column.header}</span>
                )}
                <div className={cx('min-w-0', !column.primary && 'max-md:text-end')}>
                  {column.cell(row)}
                </div>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  </div>
);
