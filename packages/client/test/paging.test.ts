import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@darsak/shared';
import {
  gotoPage,
  lastPage,
  nextInfinitePage,
  nextPage,
  previousPage,
  readPageSize,
  writePageSize,
} from '../src/paging.js';

const storage = () => {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
};

describe('paged lists', () => {
  it('next does nothing on the last page', () => {
    expect(nextPage(1, 25, 10)).toBe(2);
    expect(nextPage(3, 25, 10)).toBe(3);
    expect(nextPage(1, 0, 10)).toBe(1);
  });
  it('previous does nothing on page 1', () => {
    expect(previousPage(2)).toBe(1);
    expect(previousPage(1)).toBe(1);
  });
  it('goto ignores pages below 1 or above the last', () => {
    expect(gotoPage(1, 3, 25, 10)).toBe(3);
    expect(gotoPage(2, 0, 25, 10)).toBe(2);
    expect(gotoPage(2, 4, 25, 10)).toBe(2);
    expect(gotoPage(2, 1.5, 25, 10)).toBe(2);
    expect(lastPage(0, 10)).toBe(1);
  });
  it('infinite lists ask for the next page until the loaded count reaches the total', () => {
    expect(nextInfinitePage(1, 10, 25)).toBe(2);
    expect(nextInfinitePage(3, 25, 25)).toBeUndefined();
  });
  it('persists the page size and restores it only when numeric', () => {
    const s = storage();
    expect(readPageSize(s)).toBe(10);
    writePageSize(s, 20);
    expect(readPageSize(s)).toBe(20);
    s.setItem(STORAGE_KEYS.pageSize, 'big');
    expect(readPageSize(s)).toBe(10);
  });
});
