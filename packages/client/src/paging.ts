/** Paged and infinite list rules and the persisted page size (docs/product/README.md#lists). */
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, STORAGE_KEYS } from '@darsak/shared';
import type { KeyValueStorage } from './token-store.js';

export const lastPage = (total: number, size: number): number =>
  Math.max(1, Math.ceil(total / size));

/** Next does nothing on the last page. */
export const nextPage = (page: number, total: number, size: number): number =>
  page < lastPage(total, size) ? page + 1 : page;

/** Previous does nothing on page 1. */
export const previousPage = (page: number): number => (page > 1 ? page - 1 : page);

/** Goto ignores pages below 1 or above the last. */
export const gotoPage = (current: number, target: number, total: number, size: number): number =>
  Number.isInteger(target) && target >= 1 && target <= lastPage(total, size) ? target : current;

/** Infinite lists ask for page number plus one until the loaded count reaches the total. */
export const nextInfinitePage = (
  loadedPages: number,
  loadedCount: number,
  total: number,
): number | undefined => (loadedCount < total ? loadedPages + 1 : undefined);

/** The page size kept in storage, restored only when it is a number in range. */
export const readPageSize = (storage: KeyValueStorage): number => {
  const value = Number(storage.getItem(STORAGE_KEYS.pageSize));
  return Number.isInteger(value) && value >= 1 && value <= MAX_PAGE_SIZE
    ? value
    : DEFAULT_PAGE_SIZE;
};

export const writePageSize = (storage: KeyValueStorage, size: number): void =>
  storage.setItem(STORAGE_KEYS.pageSize, String(size));
