import { Component, Suspense, useEffect, type ErrorInfo, type ReactNode } from 'react';
import { logger } from '@darsak/client';
import { useT } from '../i18n/provider.js';
import { PageSpinner } from '../components/spinner.js';
import { buttonClass } from '../components/button.js';

/** The first stop of the keyboard: jumps past the header and menu to the page's `#main`. */
export const SkipLink = () => {
  const t = useT();
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded-lg focus:bg-white focus:p-3"
    >
      {t('ui.skipToContent')}
    </a>
  );
};

/**
 * The browser tab says which screen it is: «الباقات · درسك», from the screen's own heading, kept
 * current as screens change and their headings load. Screen readers and the tab list read it.
 */
const useTitleFromHeading = (name: string) => {
  useEffect(() => {
    const root = document.getElementById('main') ?? document.body;
    let frame = 0;
    const apply = () => {
      frame = 0;
      const heading = root.querySelector('h1')?.textContent?.trim();
      const title = heading && heading !== name ? `${heading} · ${name}` : name;
      if (document.title !== title) document.title = title;
    };
    apply();
    const observer = new MutationObserver(() => {
      frame ||= requestAnimationFrame(apply);
    });
    observer.observe(root, { childList: true, subtree: true, characterData: true });
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [name]);
};

/** Shows a spinner while a screen's code loads on demand. */
export const Screen = ({ children }: { children: ReactNode }) => {
  const t = useT();
  useTitleFromHeading(t('app.name'));
  return <Suspense fallback={<PageSpinner label={t('ui.loading')} />}>{children}</Suspense>;
};

/**
 * A screen's code that no longer exists on the server: the app was updated while this page was
 * open, and the old files it names are gone. The browsers' own messages for it.
 */
export const isStaleCode = (error: unknown): boolean =>
  error instanceof Error &&
  /dynamically imported module|Importing a module script failed|ChunkLoadError|Unable to preload CSS/i.test(
    `${error.name} ${error.message}`,
  );

const RELOADED_KEY = 'darsak.reloadedForUpdate';
/** One reload per minute at most: a file that is still missing after it is not an update. */
const mayReloadForUpdate = (now: number): boolean => {
  try {
    const last = Number(sessionStorage.getItem(RELOADED_KEY) ?? 0);
    if (now - last < 60_000) return false;
    sessionStorage.setItem(RELOADED_KEY, String(now));
    return true;
  } catch {
    return false;
  }
};

/** Said when the reload did not help, or could not be made: the way on is the reader's. */
export const NewVersionPage = () => {
  const t = useT();
  return (
    <main
      id="main"
      className="flex min-h-[70vh] flex-col items-center justify-center gap-4 px-6 text-center"
    >
      <h1 className="text-2xl font-bold text-ink-900 sm:text-3xl">{t('ui.newVersion.title')}</h1>
      <p className="max-w-md text-ink-600">{t('ui.newVersion.text')}</p>
      <button
        type="button"
        className={buttonClass('primary')}
        onClick={() => window.location.reload()}
      >
        {t('ui.newVersion.reload')}
      </button>
    </main>
  );
};

/**
 * Any error while rendering shows the fallback and goes to the log. A screen whose code is gone
 * because the app was updated (decision 050) is not a crash: the page reloads itself once to take
 * the new version, and otherwise says so, instead of a 404.
 */
export class ErrorBoundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean; stale: boolean }
> {
  override state = { failed: false, stale: false };

  static getDerivedStateFromError(error: unknown) {
    return { failed: true, stale: isStaleCode(error) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    if (isStaleCode(error)) {
      logger.warn('a screen of an older version', error.message);
      if (mayReloadForUpdate(Date.now())) window.location.reload();
      return;
    }
    logger.error('render error', error, info.componentStack ?? '');
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return this.state.stale ? <NewVersionPage /> : this.props.fallback;
  }
}
