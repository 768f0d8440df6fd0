import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { cx } from '../cx.js';
import { Spinner } from './spinner.js';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 disabled:bg-brand-700/60',
  secondary:
    'bg-white text-ink-900 ring-1 ring-inset ring-ink-200 hover:bg-ink-50 disabled:text-ink-400',
  ghost: 'bg-transparent text-brand-800 hover:bg-brand-50 disabled:text-ink-400',
  danger: 'bg-red-700 text-white hover:bg-red-800 disabled:bg-red-700/60',
};

export const buttonClass = (variant: ButtonVariant = 'primary', block = false) =>
  cx(
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-xl px-5 text-base font-semibold transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed',
    variants[variant],
    block && 'w-full',
  );

export const Button = ({
  variant = 'primary',
  block = false,
  loading = false,
  children,
  className,
  type = 'button',
  disabled,
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  block?: boolean;
  loading?: boolean;
  children: ReactNode;
}) => (
  <button
    type={type}
    className={cx(buttonClass(variant, block), className)}
    disabled={disabled || loading}
    aria-busy={loading || undefined}
    {...rest}
  >
    {loading && <Spinner size="sm" />}
    {children}
  </button>
);
