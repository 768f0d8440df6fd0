// @vitest-environment jsdom
import { createElement, type ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction } from 'react-router';
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@darsak/shared';
import {
  pageFromParams,
  sizeFromParams,
  useAddressFilters,
  useAddressPager,
  useAddressText,
  usePager,
  withPage,
} from '../src/react/paged.js';

/** The router's address and a way to press Back, seen from inside it. */
const mountAt = (entries: string[]) => {
  const seen: { search: string; navigate: NavigateFunction | undefined } = {
    search: '',
    navigate: undefined,
  };
  const Probe = () => {
    seen.search = useLocation().search;
    seen.navigate = useNavigate();
    return null;
  };
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(
      MemoryRouter,
      { initialEntries: entries, initialIndex: entries.length - 1 },
      createElement(Probe),
      children,
    );
  const back = () =>
    act(() => {
      void seen.navigate?.(-1);
    });
  return { seen, wrapper, back };
};

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('the page in the address', () => {
  it('reads a whole number from 1 up, and anything else as page 1', () => {
    const page = (search: string) => pageFromParams(new URLSearchParams(search));
    expect(page('page=3')).toBe(3);
    expect(page('')).toBe(1);
    for (const value of ['0', '-2', 'abc', '2.5', '', '1e3', ' 4', '99999999999999999999'])
      expect(page(`page=${encodeURIComponent(value)}`)).toBe(1);
  });

  it('is left out of the address for page 1, beside the other parameters', () => {
    const params = new URLSearchParams('q=x&page=4');
    expect(withPage(params, 1).toString()).toBe('q=x');
    expect(withPage(params, 2).toString()).toBe('q=x&page=2');
    expect(params.toString()).toBe('q=x&page=4');
  });

  it('starts on the page the address asks for', () => {
    const { wrapper } = mountAt(['/list?page=3']);
    const { result } = renderHook(() => useAddressPager(), { wrapper });
    expect(result.current.page).toBe(3);
    expect(result.current.size).toBe(10);
  });

  it('reads an invalid page in the address as page 1', () => {
    for (const value of ['0', '-1', 'two']) {
      const { wrapper } = mountAt([`/list?page=${value}`]);
      const { result, unmount } = renderHook(() => useAddressPager(), { wrapper });
      expect(result.current.page).toBe(1);
      unmount();
    }
  });

  it('steps forward and back as history entries, so Back returns to the previous page', () => {
    const { wrapper, seen, back } = mountAt(['/list?q=x']);
    const { result } = renderHook(() => useAddressPager(), { wrapper });
    act(() => result.current.next(35));
    expect(seen.search).toBe('?q=x&page=2');
    act(() => result.current.goto(4, 35));
    expect(result.current.page).toBe(4);
    act(() => result.current.previous());
    expect(seen.search).toBe('?q=x&page=3');
    back();
    expect(result.current.page).toBe(4);
    back();
    expect(result.current.page).toBe(2);
    back();
    expect(result.current.page).toBe(1);
    expect(seen.search).toBe('?q=x');
  });

  it('adds no history entry for a step that goes nowhere', () => {
    const { wrapper, seen, back } = mountAt(['/before', '/list?page=4']);
    const { result } = renderHook(() => useAddressPager(), { wrapper });
    act(() => result.current.next(40));
    act(() => result.current.goto(9, 40));
    act(() => result.current.goto(4, 40));
    expect(seen.search).toBe('?page=4');
    back();
    expect(seen.search).toBe('');
  });

  it('replaces the entry on a reset, a new page size or a correction', () => {
    const { wrapper, seen, back } = mountAt(['/before?x=1', '/list?page=4']);
    const { result } = renderHook(() => useAddressPager(), { wrapper });
    act(() => result.current.reset());
    expect(seen.search).toBe('');
    expect(result.current.page).toBe(1);
    back();
    expect(seen.search).toBe('?x=1');

    const second = mountAt(['/before?x=1', '/list?page=4']);
    const sized = renderHook(() => useAddressPager(), { wrapper: second.wrapper });
    act(() => sized.result.current.setSize(50));
    expect(sized.result.current.size).toBe(50);
    expect(sized.result.current.page).toBe(1);
    expect(localStorage.getItem(STORAGE_KEYS.pageSize)).toBe('50');
    second.back();
    expect(second.seen.search).toBe('?x=1');
  });

  it('says a chosen page size in the address, so a shared page shows the same rows', () => {
    const { wrapper, seen, back } = mountAt(['/before', '/list?q=x&page=4']);
    const { result } = renderHook(() => useAddressPager(), { wrapper });
    act(() => result.current.setSize(20));
    expect(seen.search).toBe('?q=x&size=20');
    act(() => result.current.next(100));
    expect(seen.search).toBe('?q=x&size=20&page=2');
    expect(result.current.size).toBe(20);
    act(() => result.current.setSize(10));
    expect(seen.search).toBe('?q=x');
    expect(result.current.size).toBe(10);
    expect(localStorage.getItem(STORAGE_KEYS.pageSize)).toBe('10');
    back();
    expect(seen.search).toBe('?q=x&size=20');
    expect(result.current.size).toBe(20);
  });

  it('reads the size from the address, else the default beside a page, else the preference', () => {
    localStorage.setItem(STORAGE_KEYS.pageSize, '50');
    const size = (search: string) => {
      const { wrapper } = mountAt([`/list${search}`]);
      const { result, unmount } = renderHook(() => useAddressPager(), { wrapper });
      const value = result.current.size;
      unmount();
      return value;
    };
    expect(size('?page=3&size=20')).toBe(20);
    expect(size('?page=3')).toBe(10);
    expect(size('')).toBe(50);
    expect(size('?size=37')).toBe(50);
    expect(size('?size=abc&page=2')).toBe(10);
    expect(
      sizeFromParams(new URLSearchParams('size=20'), 50) +
        sizeFromParams(new URLSearchParams(''), 20),
    ).toBe(40);
  });

  it('clamps a page past the last to the last, in place', () => {
    const { wrapper, seen, back } = mountAt(['/before?x=1', '/list?page=9']);
    const { result } = renderHook(() => useAddressPager(), { wrapper });
    expect(result.current.last(25)).toBe(3);
    act(() => result.current.clamp(25));
    expect(result.current.page).toBe(3);
    expect(seen.search).toBe('?page=3');
    act(() => result.current.clamp(25));
    expect(seen.search).toBe('?page=3');
    back();
    expect(seen.search).toBe('?x=1');
  });

  it('keeps the page on mount, and goes back to page 1 when a resetOn value changes', () => {
    const { wrapper, seen, back } = mountAt(['/before', '/list?page=3']);
    const { result, rerender } = renderHook(
      ({ filter }: { filter: string }) => useAddressPager({ resetOn: [filter, 'same'] }),
      { wrapper, initialProps: { filter: 'open' } },
    );
    expect(result.current.page).toBe(3);
    rerender({ filter: 'open' });
    expect(result.current.page).toBe(3);
    expect(seen.search).toBe('?page=3');
    rerender({ filter: 'all' });
    expect(result.current.page).toBe(1);
    expect(seen.search).toBe('');
    back();
    expect(seen.search).toBe('');
  });
});

describe('filters in the address', () => {
  it('replace the entry and drop the page when set; clear leaves the bare list', () => {
    const { wrapper, seen, back } = mountAt(['/before', '/list?role=2&page=3']);
    const { result } = renderHook(() => ({ pager: useAddressPager(), ...useAddressFilters() }), {
      wrapper,
    });
    act(() => result.current.set('verified', 'true'));
    expect(seen.search).toBe('?role=2&verified=true');
    expect(result.current.pager.page).toBe(1);
    act(() => result.current.pager.next(30));
    act(() => result.current.set('role', ''));
    expect(seen.search).toBe('?verified=true');
    expect(result.current.params.get('role')).toBeNull();
    act(() => result.current.pager.next(30));
    act(() => result.current.clear());
    expect(seen.search).toBe('');
    act(() => result.current.pager.setSize(20));
    act(() => result.current.set('role', '1'));
    act(() => result.current.clear());
    expect(seen.search).toBe('?size=20');
    back();
    expect(seen.search).toBe('?verified=true');
    back();
    expect(seen.search).toBe('?role=2&verified=true');
  });

  it('show typed text at once, write it to the address and follow a link that changes it', () => {
    const { wrapper, seen } = mountAt(['/list?q=sa&page=2']);
    const { result } = renderHook(() => useAddressText('q'), { wrapper });
    expect(result.current[0]).toBe('sa');
    act(() => result.current[1]('sam'));
    expect(result.current[0]).toBe('sam');
    expect(seen.search).toBe('?q=sam');
    act(() => {
      void seen.navigate?.('/list');
    });
    expect(result.current[0]).toBe('');
    act(() => {
      void seen.navigate?.(-1);
    });
    expect(result.current[0]).toBe('sam');
  });
});

describe('the page in state', () => {
  it('follows the same rules', () => {
    const { result } = renderHook(() => usePager());
    expect(result.current.page).toBe(1);
    act(() => result.current.previous());
    expect(result.current.page).toBe(1);
    act(() => result.current.next(25));
    act(() => result.current.next(25));
    act(() => result.current.next(25));
    expect(result.current.page).toBe(3);
    act(() => result.current.goto(0, 25));
    expect(result.current.page).toBe(3);
    act(() => result.current.clamp(15));
    expect(result.current.page).toBe(2);
    act(() => result.current.reset());
    expect(result.current.page).toBe(1);
  });
});
