/** Previous / next / go-to page and page size, following the spec's paged-list rules. */
import { PAGE_SIZES } from '@darsak/shared';
import { useT, useFormat } from '../i18n/provider.js';
import { Button } from './button.js';

/** The paged-list state a page keeps (usePager from @darsak/client/react has this shape). */
export type PagerLike = {
  page: number;
  size: number;
  last: (total: number) => number;
  previous: () => void;
  next: (total: number) => void;
  goto: (page: number, total: number) => void;
  setSize: (size: number) => void;
};

export const Pagination = ({ pager, total }: { pager: PagerLike; total: number }) => {
  const { page, size } = pager;
  const last = pager.last(total);
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
        {t('ui.pagination.summary', {
          page: format.number(page),
          last: format.number(last),
          total,
        })}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="secondary" onClick={onPrevious} disabled={page <= 1}>
          {t('ui.pagination.previous')}
        </Button>
        <label className="flex items-center gap-2 text-sm text-ink-700">
          <span>{t('ui.pagination.goto')}</span>
          <input
            type="number"
            min={1}
            max={last}
            defaultValue={page}
            key={page}
            className="w-16 rounded-lg border border-ink-200 px-2 py-2 text-center"
            onKeyDown={(event) => {
              if (event.key === 'Enter') onGoto(Number((event.target as HTMLInputElement).value));
            }}
            onBlur={(event) => onGoto(Number(event.target.value))}
          />
        </label>
        <Button variant="secondary" onClick={onNext} disabled={page >= last}>
          {t('ui.pagination.next')}
        </Button>
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
