/**
 * A paged list's state with the spec's navigation rules and the persisted page size. The page is
 * kept in React state for a list inside a larger page (`usePager`), or in the address for a page's
 * own list (`useAddressPager`), so Back, a reload or a shared link finds the same page. An
 * address-kept list says its page size there too whenever it is not the default, so that page 3 of
 * a shared link is the same rows for whoever opens it.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigationType, useSearchParams } from 'react-router';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@darsak/shared';
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
  /** Back to page 1 (a filter changed). */
  reset: () => void;
  /** To the last page when the page is past it (the list got shorter, or the address asked). */
  clamp: (total: number) => void;
};

/** Where a pager keeps its page: `replace` for a correction, not a step the user took. */
type PageStore = (page: number, how: { replace: boolean }) => void;
/** Where a pager keeps a size the user chose (beside the persisted preference); page 1 with it. */
type SizeStore = (size: number) => void;

/** The one pager, over wherever the page and the size are kept. */
const usePagerOver = (
  page: number,
  size: number,
  store: PageStore,
  storeSize: SizeStore,
): Pager => {
  /** A step the user took: its own history entry, and none when it goes nowhere. */
  const step = useCallback(
    (target: number) => {
      if (target !== page) store(target, { replace: false });
    },
    [page, store],
  );
  const correct = useCallback(
    (target: number) => {
      if (target !== page) store(target, { replace: true });
    },
    [page, store],
  );
  return {
    page,
    size,
    last: (total) => lastPage(total, size),
    next: useCallback((total: number) => step(nextPage(page, total, size)), [page, size, step]),
    previous: useCallback(() => step(previousPage(page)), [page, step]),
    goto: useCallback(
      (target: number, total: number) => step(gotoPage(page, target, total, size)),
      [page, size, step],
    ),
    setSize: useCallback(
      (next: number) => {
        writePageSize(localStorage, next);
        storeSize(next);
      },
      [storeSize],
    ),
    reset: useCallback(() => correct(1), [correct]),
    clamp: useCallback(
      (total: number) => {
        const last = lastPage(total, size);
        if (page > last) correct(last);
      },
      [page, size, correct],
    ),
  };
};

/** The page in React state, for a list inside a larger page (a user's transactions, say). */
export const usePager = (): Pager => {
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(() => readPageSize(localStorage));
  const storeSize = useCallback<SizeStore>((next) => {
    setSize(next);
    setPage(1);
  }, []);
  return usePagerOver(page, size, setPage, storeSize);
};

/** The query-string names of the page and the page size of an address-kept list. */
export const PAGE_PARAM = 'page';
export const SIZE_PARAM = 'size';

/** The page the address asks for; anything but a whole number from 1 up reads as 1. */
export const pageFromParams = (params: URLSearchParams): number => {
  const value = params.get(PAGE_PARAM) ?? '';
  const page = /^\d+$/.test(value) ? Number(value) : 1;
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
};

/** The same address on another page; page 1 is said by leaving `page` out. */
export const withPage = (params: URLSearchParams, page: number): URLSearchParams => {
  const next = new URLSearchParams(params);
  if (page > 1) next.set(PAGE_PARAM, String(page));
  else next.delete(PAGE_PARAM);
  return next;
};

/** A size the address names, when it is one of the sizes a list offers. */
const sizeIn = (params: URLSearchParams): number | undefined =>
  PAGE_SIZES.find((size) => String(size) === params.get(SIZE_PARAM));

/**
 * The page size an address asks for: its own `size`; else the default when it names a page (it was
 * written by a pager on the default size, which leaves `size` out); else the persisted preference.
 */
export const sizeFromParams = (params: URLSearchParams, preferred: number): number =>
  sizeIn(params) ?? (params.has(PAGE_PARAM) ? DEFAULT_PAGE_SIZE : preferred);

/** The same address with another page size, on page 1; the default size is said by leaving it out. */
export const withSize = (params: URLSearchParams, size: number): URLSearchParams => {
  const next = withPage(params, 1);
  if (size === DEFAULT_PAGE_SIZE) next.delete(SIZE_PARAM);
  else next.set(SIZE_PARAM, String(size));
  return next;
};

const differs = (before: readonly unknown[], now: readonly unknown[]): boolean =>
  before.length !== now.length || before.some((value, index) => !Object.is(value, now[index]));

export type AddressPagerOptions = {
  /**
   * Filters kept outside the address (in React state): when one of these values changes after the
   * first render, the list goes back to page 1. Filters kept in the address drop the page when they
   * are set instead (`useAddressFilters`), so that Back to an earlier filter keeps its page.
   */
  resetOn?: readonly unknown[];
};

/**
 * The page in the address (`?page=N`, left out for 1), for a page's own list: a step to another
 * page is a history entry, so Back returns to the page the list was on; a reset or a correction
 * replaces the entry.
 */
export const useAddressPager = ({ resetOn }: AddressPagerOptions = {}): Pager => {
  const [params, setParams] = useSearchParams();
  const [preferred, setPreferred] = useState(() => readPageSize(localStorage));
  const size = sizeFromParams(params, preferred);
  // A page written beside a size that is not the default says that size too, so the link holds.
  const store = useCallback<PageStore>(
    (page, how) =>
      setParams((current) => {
        const next = withPage(current, page);
        if (page > 1 && size !== DEFAULT_PAGE_SIZE) next.set(SIZE_PARAM, String(size));
        return next;
      }, how),
    [setParams, size],
  );
  const storeSize = useCallback<SizeStore>(
    (next) => {
      setPreferred(next);
      setParams((current) => withSize(current, next), { replace: true });
    },
    [setParams],
  );
  const pager = usePagerOver(pageFromParams(params), size, store, storeSize);
  const seen = useRef(resetOn);
  const { reset } = pager;
  // Compared with the previous render's values rather than run on mount, which would erase the
  // page the address asked for.
  useEffect(() => {
    const before = seen.current;
    seen.current = resetOn;
    if (before && resetOn && differs(before, resetOn)) reset();
  });
  return pager;
};

/**
 * A list's filters kept in the address: setting one replaces the history entry (typing is not a
 * step of its own) and goes back to page 1; `clear` leaves the bare list, on page 1.
 */
export const useAddressFilters = () => {
  const [params, setParams] = useSearchParams();
  const set = useCallback(
    (name: string, value: string | number | undefined) =>
      setParams(
        (current) => {
          const next = withPage(current, 1);
          if (value === undefined || value === '') next.delete(name);
          else next.set(name, String(value));
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  // The page size is the reader's choice, not a filter: clearing keeps it.
  const clear = useCallback(
    () =>
      setParams(
        (current) => {
          const next = new URLSearchParams();
          const size = current.get(SIZE_PARAM);
          if (size !== null) next.set(SIZE_PARAM, size);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { params, set, clear };
};

/**
 * A typed filter (a search) kept in the address under `name`: the field shows what is typed at
 * once and the address follows it (as `useAddressFilters` sets it). The address is written with
 * replace, so a change that came another way (a link to the bare list, Back) is a push or a pop,
 * and only such a change is taken into the field: a write of its own arriving after more typing
 * does not undo the typing.
 */
export const useAddressText = (name: string): [string, (value: string) => void] => {
  const { params, set } = useAddressFilters();
  const navigation = useNavigationType();
  const inAddress = params.get(name) ?? '';
  const [text, setText] = useState(inAddress);
  const [seen, setSeen] = useState(inAddress);
  if (inAddress !== seen) {
    setSeen(inAddress);
    if (navigation !== 'REPLACE') setText(inAddress);
  }
  const change = useCallback(
    (value: string) => {
      setText(value);
      set(name, value);
    },
    [name, set],
  );
  return [text, change];
};
