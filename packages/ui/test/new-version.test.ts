// @vitest-environment jsdom
/**
 * A screen whose code is gone because the app was updated while the page was open is not a crash
 * (decision 050): the page reloads itself once, and otherwise says a new version is out.
 */
import { createElement, type ReactNode } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../src/i18n/provider.js';
import { ErrorBoundary, isStaleCode } from '../src/shell/screen.js';
import ar from '../src/locales/ar.json' with { type: 'json' };

const inArabic = (children: ReactNode) =>
  createElement(I18nProvider, { language: 'ar', messages: ar, setLanguage: () => {}, children });

const Throws = ({ error }: { error: Error }) => {
  throw error;
};

const shown = (error: Error) =>
  render(
    inArabic(
      createElement(ErrorBoundary, {
        fallback: createElement('p', null, 'تعطلت الصفحة'),
        children: createElement(Throws, { error }),
      }),
    ),
  );

const gone = () =>
  new TypeError('Failed to fetch dynamically imported module: https://darsak.example/app/a-1.js');

let reload: ReturnType<typeof vi.fn>;
beforeEach(() => {
  sessionStorage.clear();
  reload = vi.fn();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  Object.defineProperty(window, 'location', {
    configurable: true,
    value: { ...window.location, reload },
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('a screen of an older version', () => {
  it('is told apart from a crash by the browsers’ messages', () => {
    expect(isStaleCode(gone())).toBe(true);
    expect(isStaleCode(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isStaleCode(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isStaleCode(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(
      false,
    );
    expect(isStaleCode('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('reloads the page once, and says a new version is out instead of a 404', () => {
    shown(gone());
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('نزلت نسخة جديدة من درسك');
    expect(screen.getByRole('button', { name: 'إعادة تحميل الصفحة' })).toBeTruthy();
    expect(screen.queryByText('تعطلت الصفحة')).toBeNull();
    cleanup();
    // Still missing right after: no reload loop, the reader chooses.
    shown(gone());
    expect(reload).toHaveBeenCalledTimes(1);
    screen.getByRole('button', { name: 'إعادة تحميل الصفحة' }).click();
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('leaves any other error to the crash page', () => {
    shown(new Error('boom'));
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByText('تعطلت الصفحة')).toBeTruthy();
  });
});
