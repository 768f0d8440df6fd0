/** A paged list's state with the spec's navigation rules and the persisted page size. */
import { useCallback, useState } from 'react';
import {
  gotoPage,
  lastPage,
  nextPage,
  previousPage,
  readPageSize,
  writePageSize,
} from '../paging.js';

export type Pager = {
  page: number;
  size: number;
  last: (total: number) => number;
  next: (total: number) => void;
  previous: () => void;
  goto: (page: number, total: number) => void;
  setSize: (size: number) => void;
  reset: () => void;
};

export const usePager = (): Pager => {
  const [page, setPage] = useState(1);
  const [size, setSizeState] = useState(() => readPageSize(localStorage));
  return {
    page,
    size,
    last: (total) => lastPage(total, size),
    next: useCallback((total: number) => setPage((p) => nextPage(p, total, size)), [size]),
    previous: useCallback(() => setPage(previousPage), []),
    goto: useCallback(
      (target: number, total: number) => setPage((p) => gotoPage(p, target, total, size)),
      [size],
    ),
    setSize: useCallback((next: number) => {
      writePageSize(localStorage, next);
      setSizeState(next);
      setPage(1);
    }, []),
    reset: useCallback(() => setPage(1), []),
  };
};
