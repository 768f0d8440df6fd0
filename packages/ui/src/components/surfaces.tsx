/** Cards, alerts, badges, avatars, and the empty / error states every list needs. */
import type { ReactNode } from 'react';
import { isNotFound, isRetryable } from '@darsak/client';
import { cx } from '../cx.js';
import { useErrorMessage } from '../i18n/errors.js';
import { useT } from '../i18n/provider.js';
import { Button } from './button.js';

export const Card = ({
  children,
  className,
  id,
  labelledBy,
}: {
  children: ReactNode;
  className?: string;
  /** Lets a guided tour or a link point at the card as a whole. */
  id?: string;
  /** The id of the card's heading: the card becomes a named region. */
  labelledBy?: string;
}) => (
  <section
    id={id}
    aria-labelledby={labelledBy}
    className={cx('rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink-100 sm:p-6', className)}
  >
    {children}
  </section>
);

type Tone = 'info' | 'success' | 'warning' | 'error';
const tones: Record<Tone, string> = {
  info: 'bg-brand-50 text-brand-900 ring-brand-200',
  success: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
  warning: 'bg-amber-50 text-amber-900 ring-amber-200',
  error: 'bg-red-50 text-red-900 ring-red-200',
};

export const Alert = ({
  tone = 'info',
  title,
  children,
  action,
}: {
  tone?: Tone;
  title?: string;
  children?: ReactNode;
  action?: ReactNode;
}) => (
  <div
    role={tone === 'error' ? 'alert' : 'status'}
    className={cx('flex flex-wrap items-start gap-3 rounded-xl p-4 ring-1', tones[tone])}
  >
    {/* At least 14rem of text before the action wraps below it, not a word a line on a phone. */}
    <div className="min-w-0 flex-1 basis-56 space-y-1">
      {title && <p className="font-semibold">{title}</p>}
      {children && <div className="text-sm">{children}</div>}
    </div>
    {action}
  </div>
);

export const Badge = ({
  tone = 'info',
  children,
}: {
  tone?: Tone | 'neutral';
  children: ReactNode;
}) => (
  <span
    className={cx(
      'inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1',
      tone === 'neutral' ? 'bg-ink-50 text-ink-700 ring-ink-200' : tones[tone],
    )}
  >
    {children}
  </span>
);

/**
 * Initials of a name. Arabic letters join, so two Arabic initials read as a word: an Arabic name shows
 * its first letter only, a Latin one its first two initials.
 */
const initials = (name: string) => {
  const parts = name.split(/\s+/).filter((part) => /\p{L}/u.test(part) && !/\.$/.test(part));
  const letters = parts.map((part) => [...part][0] ?? '');
  return /\p{Script=Arabic}/u.test(name)
    ? (letters[0] ?? '')
    : letters.slice(0, 2).join('').toUpperCase();
};

export const Avatar = ({
  name,
  image,
  size = 'md',
}: {
  name: string;
  image?: string | null;
  size?: 'sm' | 'md' | 'lg';
}) => {
  const box =
    size === 'sm' ? 'size-9 text-sm' : size === 'lg' ? 'size-24 text-3xl' : 'size-12 text-lg';
  return image ? (
    <img
      src={image}
      alt=""
      className={cx(box, 'shrink-0 rounded-full object-cover ring-1 ring-ink-100')}
    />
  ) : (
    <span
      aria-hidden="true"
      className={cx(
        box,
        'inline-flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800',
      )}
    >
      {initials(name)}
    </span>
  );
};

export const EmptyState = ({
  title,
  description,
  action,
  page = false,
}: {
  title: string;
  description?: string;
  action?: ReactNode;
  /** The state is the whole screen: its title is the screen's heading (and the tab's title). */
  page?: boolean;
}) => {
  const Title = page ? 'h1' : 'p';
  return (
    <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-ink-200 px-6 py-10 text-center">
      <Title className="text-lg font-semibold text-ink-800">{title}</Title>
      {description && <p className="max-w-md text-ink-500">{description}</p>}
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
};

/**
 * A failure to load. A not-found answer reads as such, with the way back the screen offers; any
 * other failure shows its message, with a retry only when trying again can help
 * (docs/product/README.md#errors).
 */
export const ErrorState = ({
  error,
  message,
  onRetry,
  back,
  page = false,
}: {
  error?: unknown;
  /** Said instead of the error's own message. */
  message?: string;
  onRetry?: () => void;
  /** A link to where the person came from (a list, the dashboard). */
  back?: ReactNode;
  /** The state is the whole screen (a missing lesson, tutor or order): its title is the heading. */
  page?: boolean;
}) => {
  const t = useT();
  const errorMessage = useErrorMessage();
  if (isNotFound(error)) {
    return (
      <EmptyState
        title={message ?? errorMessage(error)}
        description={t('ui.notFoundText')}
        action={back}
        page={page}
      />
    );
  }
  const retry = onRetry && isRetryable(error);
  return (
    <div className="space-y-4">
      <Alert
        tone="error"
        title={t('ui.loadError')}
        action={
          retry && (
            <Button variant="secondary" onClick={onRetry}>
              {t('ui.retry')}
            </Button>
          )
        }
      >
        {message ?? errorMessage(error)}
      </Alert>
      {back}
    </div>
  );
};

export const PageHeader = ({
  title,
  description,
  actions,
}: {
  title: string;
  description?: string;
  actions?: ReactNode;
}) => (
  <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
    <div className="space-y-1">
      <h1 className="text-2xl font-bold text-ink-900 sm:text-3xl">{title}</h1>
      {description && <p className="text-ink-600">{description}</p>}
    </div>
    {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
  </header>
);
