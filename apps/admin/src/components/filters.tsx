/** Search boxes and pickers above a list: compact, labelled for screen readers. */
import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import { cx } from '@darsak/ui';

const control =
  'h-11 rounded-xl border border-ink-200 bg-white px-3 text-ink-900 placeholder:text-ink-500 focus:outline-2 focus:outline-brand-600';

export const FilterInput = ({
  label,
  className,
  ...rest
}: { label: string } & InputHTMLAttributes<HTMLInputElement>) => {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input id={id} className={cx(control, 'w-full')} placeholder={label} {...rest} />
    </div>
  );
};

export const FilterSelect = ({
  label,
  children,
  className,
  ...rest
}: { label: string; children: ReactNode } & SelectHTMLAttributes<HTMLSelectElement>) => (
  <select
    aria-label={label}
    className={cx(control, 'appearance-auto', className ?? 'w-full')}
    {...rest}
  >
    {children}
  </select>
);
