// @vitest-environment jsdom
import { createElement, type ReactNode } from 'react';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Pagination, type PagerLike } from '../src/components/pagination.js';
import { I18nProvider } from '../src/i18n/provider.js';

const pagerOn = (page: number): PagerLike => ({
  page,
  size: 10,
  last: (total) => Math.max(1, Math.ceil(total / 10)),
  previous: vi.fn(),
  next: vi.fn(),
  goto: vi.fn(),
  setSize: vi.fn(),
  clamp: vi.fn(),
});

/** Keys stand for the messages. */
const inEnglish = (children: ReactNode) =>
  createElement(I18nProvider, { language: 'en', messages: {}, setLanguage: () => {}, children });

const show = (pager: PagerLike, total: number, stale?: boolean) =>
  render(inEnglish(createElement(Pagination, { pager, total, stale })));

afterEach(cleanup);

describe('Pagination on a page past the last', () => {
  it('moves the pager to the last page once the total is the current one', () => {
    const pager = pagerOn(9);
    show(pager, 25);
    expect(pager.clamp).toHaveBeenCalledWith(25);
  });

  it('waits while the total is an earlier query’s', () => {
    const pager = pagerOn(9);
    const { rerender } = show(pager, 25, true);
    expect(pager.clamp).not.toHaveBeenCalled();
    rerender(inEnglish(createElement(Pagination, { pager, total: 25, stale: false })));
    expect(pager.clamp).toHaveBeenCalledWith(25);
  });

  it('leaves a page within the list alone', () => {
    const pager = pagerOn(3);
    show(pager, 25);
    expect(pager.clamp).not.toHaveBeenCalled();
  });
});
