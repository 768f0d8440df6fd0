/**
 * A short guided tour on a student's first visit: each step points at a part of the page. It can be
 * skipped at any step (button or Escape). Once done or skipped it is remembered on the account, so
 * another phone or browser does not offer it again.
 */
import { useEffect, useState } from 'react';
import { routes } from '@darsak/shared';
import { useApiMutation, useSession } from '@darsak/client/react';
import { Button, useT } from '@darsak/ui';

export type TourStep = {
  target: string;
  title: string;
  text: string;
  /** Where to point, and what to say, when the target is folded away (a menu entry on a phone). */
  folded?: { target: string; text: string };
};

export const useTourSeen = () => {
  const { user, setUser } = useSession();
  const [closed, setClosed] = useState(false);
  const save = useApiMutation(routes.updateStudent, { onSuccess: setUser });
  const seen = closed || !user || user.student?.tourDone !== false;
  return [
    seen,
    () => {
      // Closed at once; the account learns it in the background.
      setClosed(true);
      if (user) save.mutate({ params: { id: user.id }, body: { tourDone: true } });
    },
  ] as const;
};

export const GuidedTour = ({ steps, onDone }: { steps: TourStep[]; onDone: () => void }) => {
  const t = useT();
  const [index, setIndex] = useState(0);
  const [folded, setFolded] = useState(false);
  const step = steps[index]!;
  const last = index === steps.length - 1;

  // The part pointed at may still be loading: look for it until it appears.
  useEffect(() => {
    let element: HTMLElement | null = null;
    const find = () => {
      element = document.getElementById(step.target);
      if (!element) return false;
      // On the page but not shown (inside a folded menu): point at what unfolds it.
      const hidden = element.getClientRects().length === 0;
      if (hidden && step.folded) element = document.getElementById(step.folded.target);
      setFolded(hidden && element !== null && step.folded !== undefined);
      if (!element) return false;
      element.classList.add('tour-target');
      element.scrollIntoView({ block: 'center', behavior: 'smooth' });
      return true;
    };
    const timer = find()
      ? undefined
      : window.setInterval(() => find() && window.clearInterval(timer), 200);
    return () => {
      window.clearInterval(timer);
      element?.classList.remove('tour-target');
    };
  }, [step.target, step.folded]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onDone();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onDone]);

  return (
    <div
      role="dialog"
      aria-modal="false"
      aria-labelledby="tour-title"
      aria-describedby="tour-text"
      className="fixed inset-x-3 bottom-3 z-40 mx-auto max-w-md rounded-2xl bg-ink-900 p-5 text-white shadow-2xl sm:bottom-6"
    >
      <p className="text-xs font-semibold text-brand-200">
        {t('tour.step', { n: index + 1, total: steps.length })}
      </p>
      <h2 id="tour-title" className="mt-1 text-lg font-bold">
        {step.title}
      </h2>
      <p id="tour-text" className="mt-1 text-ink-100">
        {folded && step.folded ? step.folded.text : step.text}
      </p>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-2">
        <button
          type="button"
          className="text-sm font-semibold text-ink-200 underline underline-offset-4 hover:text-white"
          onClick={onDone}
        >
          {t('tour.skip')}
        </button>
        <div className="flex gap-2">
          {index > 0 && (
            <Button
              variant="ghost"
              className="text-white hover:bg-white/10"
              onClick={() => setIndex(index - 1)}
            >
              {t('tour.back')}
            </Button>
          )}
          <Button autoFocus onClick={() => (last ? onDone() : setIndex(index + 1))}>
            {last ? t('tour.finish') : t('tour.next')}
          </Button>
        </div>
      </div>
    </div>
  );
};
