import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
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

/** Shows a spinner while a screen's code loads on demand. */
export const Screen = ({ children }: { children: ReactNode }) => {
  const t = useT();
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
