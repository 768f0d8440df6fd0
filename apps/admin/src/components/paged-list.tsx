/**
 * A page of rows in a card, as the back office lists orders and cash refunds: loading, failed and
 * empty states, one line a row (its facts on one side, its amount, state and actions on the other,
 * wrapping on a phone), and the pages below.
 */
import type { ReactNode } from 'react';
import { EmptyState, Pagination, QueryView, type PagerLike } from '@darsak/ui';

type Loadable<T> = Parameters<typeof QueryView<{ list: T[]; total: number }>>[0]['query'];

export const PagedList = <T extends { id: number }>({
  query,
  pager,
  empty,
  testId,
  row,
}: {
  query: Loadable<T>;
  pager: PagerLike;
  /** What the empty state says. */
  empty: string;
  /** The test id each row carries, for the browser tests. */
  testId?: string;
  row: (item: T) => ReactNode;
}) => (
  <QueryView
    query={query}
    isEmpty={(page) => page.total === 0}
    empty={<EmptyState title={empty} />}
  >
    {(page) => (
      <>
        <ul className="divide-y divide-ink-100">
          {page.list.map((item) => (
            <li
              key={item.id}
              className="flex flex-wrap items-center justify-between gap-3 py-3"
              data-testid={testId}
            >
              {row(item)}
            </li>
          ))}
        </ul>
        <Pagination pager={pager} total={page.total} />
      </>
    )}
  </QueryView>
);
