/**
 * Steps in order with where one stands (onboarding, checkout): each step done, current, to come,
 * waiting on someone else, or failed. A list of steps, the current one marked `aria-current="step"`;
 * steps may be links or buttons when the caller lets one go back to them. Vertical on a phone,
 * horizontal from `sm` up unless told to stay vertical; right-to-left by logical properties.
 */
import type { ReactNode } from 'react';
import { cx } from '../cx.js';
import { useFormat, useT } from '../i18n/provider.js';

export type StepStatus = 'complete' | 'current' | 'upcoming' | 'waiting' | 'failed';

export type StepperStep = {
  id: string;
  label: string;
  /** A line under the label: a date, what is awaited, why it failed. */
  description?: ReactNode;
  status: StepStatus;
};

const marks: Record<StepStatus, string> = {
  complete: 'bg-emerald-600 text-white ring-emerald-600',
  current: 'bg-brand-700 text-white ring-brand-700',
  waiting: 'bg-amber-100 text-amber-900 ring-amber-400',
  failed: 'bg-red-50 text-red-800 ring-red-400',
  upcoming: 'bg-white text-ink-500 ring-ink-300',
};

const symbol = (status: StepStatus, index: number, format: (n: number) => string) =>
  status === 'complete' ? '✓' : status === 'failed' ? '!' : format(index + 1);

export const Stepper = ({
  steps,
  label,
  orientation = 'responsive',
  onSelect,
  canSelect,
  selectedId,
}: {
  steps: readonly StepperStep[];
  /** What the steps are of, read by screen readers ("Onboarding steps"). */
  label: string;
  orientation?: 'responsive' | 'vertical';
  /** Makes steps buttons: going back to a step, say; only those `canSelect` allows (all without it). */
  onSelect?: (id: string) => void;
  canSelect?: (id: string) => boolean;
  /** The step whose details are shown beside the stepper, when one may choose. */
  selectedId?: string | null;
}) => {
  const t = useT();
  const format = useFormat();
  const horizontal = orientation === 'responsive';
  return (
    <nav aria-label={label}>
      <ol className={cx('flex flex-col gap-3', horizontal && 'sm:flex-row sm:gap-2')}>
        {steps.map((step, index) => {
          const content = (
            <>
              <span
                aria-hidden="true"
                className={cx(
                  'inline-flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-bold ring-2',
                  marks[step.status],
                )}
              >
                {symbol(step.status, index, format.plain)}
              </span>
              <span className="min-w-0 space-y-0.5 text-start">
                <span
                  className={cx(
                    'block font-semibold',
                    step.status === 'upcoming' ? 'text-ink-600' : 'text-ink-900',
                  )}
                >
                  {step.label}
                  <span className="sr-only"> ({t(`ui.stepper.${step.status}`)})</span>
                </span>
                {step.description && (
                  <span className="block text-sm text-ink-600">{step.description}</span>
                )}
              </span>
            </>
          );
          const selectable = onSelect !== undefined && (canSelect?.(step.id) ?? true);
          return (
            <li
              key={step.id}
              aria-current={step.status === 'current' ? 'step' : undefined}
              className={cx(
                'flex min-w-0 flex-1 items-start gap-3 rounded-xl p-2',
                step.status === 'current' && 'bg-brand-50 ring-1 ring-brand-200',
                selectedId === step.id && step.status !== 'current' && 'ring-2 ring-brand-400',
                horizontal && 'sm:flex-col sm:items-center sm:text-center',
              )}
            >
              {selectable ? (
                <button
                  type="button"
                  aria-pressed={selectedId === step.id}
                  onClick={() => onSelect?.(step.id)}
                  className={cx(
                    'flex w-full items-start gap-3 rounded-lg text-start focus-visible:outline-2 focus-visible:outline-brand-600',
                    horizontal && 'sm:flex-col sm:items-center sm:text-center',
                  )}
                >
                  {content}
                </button>
              ) : (
                content
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
};
