/**
 * Unsaved work is not lost by a stray click, in the web app and the back office alike (decision
 * 007; both run on a data router). Screens say whether they hold unsaved changes
 * (useUnsavedChanges); while any does, leaving for another screen of the app asks first, and
 * closing or reloading the tab gets the browser's own question. One provider holds the one blocker
 * the router allows, whatever the number of forms on a screen.
 */
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useState,
  type ReactNode,
} from 'react';
import { useBlocker } from 'react-router';
import { useT } from '../i18n/provider.js';
import { ConfirmDialog } from './dialog.js';

type Report = (id: string, dirty: boolean) => void;
const UnsavedContext = createContext<Report>(() => undefined);

export const UnsavedChangesProvider = ({ children }: { children: ReactNode }) => {
  const t = useT();
  const [dirtyIds, setDirtyIds] = useState<ReadonlySet<string>>(() => new Set());
  const report = useCallback<Report>((id, dirty) => {
    setDirtyIds((previous) => {
      if (previous.has(id) === dirty) return previous;
      const next = new Set(previous);
      if (dirty) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  const dirty = dirtyIds.size > 0;

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

  // Saved just before moving on (e.g. a form that goes to the next step): the move goes on.
  useEffect(() => {
    if (blocker.state === 'blocked' && !dirty) blocker.proceed();
  }, [blocker, dirty]);

  return (
    <UnsavedContext.Provider value={report}>
      {children}
      <ConfirmDialog
        open={blocker.state === 'blocked' && dirty}
        title={t('ui.leave.title')}
        message={t('ui.leave.message')}
        confirmLabel={t('ui.leave.confirm')}
        cancelLabel={t('ui.leave.stay')}
        onConfirm={() => blocker.proceed?.()}
        onClose={() => blocker.reset?.()}
      />
    </UnsavedContext.Provider>
  );
};

/** Tells the app this screen holds unsaved changes while `dirty` is true. */
export const useUnsavedChanges = (dirty: boolean) => {
  const report = useContext(UnsavedContext);
  const id = useId();
  useEffect(() => {
    report(id, dirty);
  }, [report, id, dirty]);
  useEffect(() => () => report(id, false), [report, id]);
};
