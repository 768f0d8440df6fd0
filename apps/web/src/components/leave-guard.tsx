/**
 * Unsaved work is not lost by a stray click: while `dirty`, leaving for another screen of the app
 * asks first, and closing or reloading the tab gets the browser's own question.
 */
import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog, useT } from '@darsak/ui';

export const LeaveGuard = ({ dirty }: { dirty: boolean }) => {
  const t = useT();
  // A change of the query string alone (e.g. a tab or a filter) stays on the screen: no question.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  // Saved meanwhile (or the change undone): a pending navigation may go on.
  useEffect(() => {
    if (blocker.state === 'blocked' && !dirty) blocker.proceed();
  }, [blocker, dirty]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={t('leave.title')}
      message={t('leave.message')}
      confirmLabel={t('leave.confirm')}
      cancelLabel={t('leave.stay')}
      onConfirm={() => blocker.proceed?.()}
      onClose={() => blocker.reset?.()}
    />
  );
};
