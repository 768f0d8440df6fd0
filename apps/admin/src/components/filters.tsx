/** Search boxes and pickers above a list: compact, labelled for screen readers. */
import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
} from 'react';
import { cx } from '@darsak/ui';

const control =
  'h-11 rounded-xl border border-ink-200 bg-white px-3 text-ink-900 placeholder:text-ink-500 focus:outline-2 focus:outline-brand-600';

export const FilterInput = ({
  label,
  className,
  inputClassName,
  ...rest
}: {
  label: string;
  /** Classes of the input itself; `className` is the wrapper's. */
  inputClassName?: string;
  ref?: Ref<HTMLInputElement>;
} & InputHTMLAttributes<HTMLInputElement>) => {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        className={cx(control, 'w-full', inputClassName)}
        placeholder={label}
        {...rest}
      />
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
