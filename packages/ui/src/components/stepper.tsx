/**
 * The steps of a multi-step task (profile completion, onboarding, checkout): where the person is,
 * what is done and what comes next. Steps can be chosen when `onChoose` is given; otherwise the
 * stepper only shows progress.
 */
import { cx } from '../cx.js';
import { useT } from '../i18n/provider.js';

export type StepperStep<K extends string = string> = {
  key: K;
  title: string;
  /** Done steps show a check; without it, steps before the current one count as done. */
  done?: boolean;
};

export const Stepper = <K extends string>({
  steps,
  current,
  label,
  onChoose,
}: {
  steps: readonly StepperStep<K>[];
  current: K | null;
  /** What the list is, for screen readers (e.g. «خطوات إكمال الملف»). */
  label: string;
  onChoose?: (key: K) => void;
}) => {
  const t = useT();
  const index = steps.findIndex((step) => step.key === current);
  return (
    <ol
      className="mb-6 grid gap-2"
      style={{ gridTemplateColumns: `repeat(${steps.length}, minmax(0, 1fr))` }}
      aria-label={label}
    >
      {steps.map((step, i) => {
        const active = i === index;
        const done = step.done ?? (index >= 0 && i < index);
        const body = (
          <>
            <span
              className={cx(
                'block h-1.5 rounded-full',
                active ? 'bg-brand-600' : done ? 'bg-emerald-500' : 'bg-ink-200',
              )}
            />
            <span
              className={cx(
                'block text-xs font-semibold sm:text-sm',
                active ? 'text-brand-800' : 'text-ink-500',
              )}
            >
              <span className="block">
                {t('ui.stepOf', { n: i + 1 })}
                {done && <span className="text-emerald-700"> ✓</span>}
              </span>
              <span className="hidden sm:block">{step.title}</span>
              <span className="sr-only sm:hidden">{step.title}</span>
              {done && <span className="sr-only">{t('ui.stepDone')}</span>}
            </span>
          </>
        );
        return (
          <li key={step.key} aria-current={active ? 'step' : undefined}>
            {onChoose ? (
              <button
                type="button"
                onClick={() => onChoose(step.key)}
                className="w-full space-y-2 rounded-lg pb-1 text-start focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                {body}
              </button>
            ) : (
              <div className="space-y-2 pb-1">{body}</div>
            )}
          </li>
        );
      })}
    </ol>
  );
};
