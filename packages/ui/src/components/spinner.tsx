import { cx } from '../cx.js';

export const Spinner = ({ size = 'md', label }: { size?: 'sm' | 'md' | 'lg'; label?: string }) => (
  <span
    role={label ? 'status' : undefined}
    aria-label={label}
    className={cx(
      'inline-block animate-spin rounded-full border-2 border-current border-e-transparent',
      size === 'sm' && 'size-4',
      size === 'md' && 'size-6',
      size === 'lg' && 'size-10 text-brand-700',
    )}
  />
);

/** A spinner in the middle of the page while a screen loads. */
export const PageSpinner = ({ label }: { label: string }) => (
  <div className="flex min-h-[50vh] items-center justify-center">
    <Spinner size="lg" label={label} />
  </div>
);
