/** An on/off setting that takes effect at once, with its name and what it means. */
import { useId } from 'react';
import { cx, Spinner } from '@darsak/ui';

export const Switch = ({
  checked,
  onChange,
  label,
  description,
  busy = false,
  disabled = false,
}: {
  checked: boolean;
  onChange: (next: boolean) => void;
  label: string;
  description?: string;
  busy?: boolean;
  disabled?: boolean;
}) => {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="min-w-0 space-y-0.5">
        <p id={`${id}-label`} className="font-semibold text-ink-900">
          {label}
        </p>
        {description && (
          <p id={`${id}-description`} className="text-sm text-ink-500">
            {description}
          </p>
        )}
      </div>
      <div className="flex shrink-0 items-center gap-2">
        {busy && <Spinner size="sm" />}
        <button
          type="button"
          role="switch"
          aria-checked={checked}
          aria-labelledby={`${id}-label`}
          aria-describedby={description ? `${id}-description` : undefined}
          aria-busy={busy || undefined}
          disabled={disabled || busy}
          onClick={() => onChange(!checked)}
          className={cx(
            'relative inline-flex h-7 w-12 rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60',
            checked ? 'bg-brand-700' : 'bg-ink-300',
          )}
        >
          <span
            aria-hidden="true"
            className={cx(
              'absolute top-0.5 size-6 rounded-full bg-white shadow transition-[inset-inline-start]',
              checked ? 'start-[1.375rem]' : 'start-0.5',
            )}
          />
        </button>
      </div>
    </div>
  );
};
