import { Component, Suspense, useEffect, type ErrorInfo, type ReactNode } from 'react';
import { logger } from '@darsak/client';
import { useT } from '../i18n/provider.js';
import { PageSpinner } from '../components/spinner.js';

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

/** Any error while rendering (a failed chunk load included) shows the fallback and goes to the log. */
export class ErrorBoundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    logger.error('render error', error, info.componentStack ?? '');
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
