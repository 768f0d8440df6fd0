/** Previous / next / go-to page and page size, following the spec's paged-list rules. */
import { useEffect, useState } from 'react';
import { PAGE_SIZES } from '@darsak/shared';
import { useDigitsInput } from '../digits.js';
import { useT, useFormat } from '../i18n/provider.js';
import { Button } from './button.js';

/** The paged-list state a page keeps (usePager and useAddressPager from @darsak/client/react). */
export type PagerLike = {
  page: number;
  size: number;
  last: (total: number) => number;
  previous: () => void;
  next: (total: number) => void;
  goto: (page: number, total: number) => void;
  setSize: (size: number) => void;
  /** Moves a page past the last to the last one, replacing rather than adding a step. */
  clamp?: (total: number) => void;
};

/** The page to go to, in the page's digits; Enter or leaving the field goes there. */
const PageInput = ({ page, onGoto }: { page: number; onGoto: (page: number) => void }) => {
  const [typed, setTyped] = useState(String(page));
  useEffect(() => setTyped(String(page)), [page]);
  const digits = useDigitsInput(typed, (event) => setTyped(event.target.value));
  return (
    <input
      type="text"
      inputMode="numeric"
      className="w-16 rounded-lg border border-ink-200 px-2 py-2 text-center"
      {...digits}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onGoto(Number(typed));
      }}
      onBlur={() => onGoto(Number(typed))}
    />
  );
};

/**
 * `approximate`: the total is an estimate (a very large list), shown as «about». `stale`: the total
 * is an earlier query's, shown while this page loads (placeholder data).
 *
 * A page past the last (an address asking for page 9 of 3, or the last rows deleted) would show an
 * empty list: once the total is the current query's, the pager is moved to the last page.
 */
export const Pagination = ({
  pager,
  total,
  approximate = false,
  stale = false,
}: {
  pager: PagerLike;
  total: number;
  approximate?: boolean;
  stale?: boolean;
}) => {
  const { page, size, clamp } = pager;
  const last = pager.last(total);
  useEffect(() => {
    if (!stale && page > last) clamp?.(total);
  }, [stale, page, last, total, clamp]);
  const onPrevious = pager.previous;
  const onNext = () => pager.next(total);
  const onGoto = (target: number) => pager.goto(target, total);
  const onSize = pager.setSize;
  const t = useT();
  const format = useFormat();
  return (
    <nav
      aria-label={t('ui.pagination.label')}
      className="flex flex-wrap items-center justify-between gap-3 pt-4"
    >
      <p className="text-sm text-ink-600">
        {t(approximate ? 'ui.pagination.summaryAbout' : 'ui.pagination.summary', {
          page: format.number(page),
          last: format.number(last),
          total,
        })}
      </p>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        {/* Previous, the page and Next stay on one line on a phone; the words before the page
            box are only spoken there, as the box sits between the two steps. */}
        <div className="flex items-center gap-2">
          <Button variant="secondary" onClick={onPrevious} disabled={page <= 1}>
            {t('ui.pagination.previous')}
          </Button>
          <label className="flex items-center gap-2 text-sm text-ink-700">
            <span className="sr-only sm:not-sr-only">{t('ui.pagination.goto')}</span>
            <PageInput page={page} onGoto={onGoto} />
          </label>
          <Button variant="secondary" onClick={onNext} disabled={page >= last}>
            {t('ui.pagination.next')}
          </Button>
        </div>
        <label className="flex items-center gap-2 text-sm text-ink-700">
          <span>{t('ui.pagination.size')}</span>
          <select
            className="rounded-lg border border-ink-200 px-2 py-2"
            value={size}
            onChange={(event) => onSize(Number(event.target.value))}
          >
            {PAGE_SIZES.map((option) => (
              <option key={option} value={option}>
                {format.number(option)}
              </option>
            ))}
          </select>
        </label>
      </div>
    </nav>
  );
};
