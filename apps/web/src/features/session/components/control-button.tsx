/**
 * A button of the call's controls (docs/product/chat-and-calls.md#on-a-phone). On a phone: a round
 * icon a thumb finds, with a short word under it; from 1024 px: an ordinary button that says the
 * whole action. Its accessible name is always the whole action («كتم الميكروفون»), which holds the
 * short word.
 */
import type { ComponentProps, ComponentType, ReactNode } from 'react';
import { cx } from '@darsak/ui';

export type ControlTone = 'plain' | 'off' | 'leave';

/** Each tone's round icon on a phone, and its button from 1024 px. */
const tones: Record<ControlTone, { round: string; wide: string }> = {
  plain: {
    round: 'max-lg:bg-white/15 max-lg:group-hover:bg-white/25',
    wide: 'lg:bg-white lg:text-ink-900 lg:ring-1 lg:ring-inset lg:ring-ink-200 lg:hover:bg-ink-50',
  },
  // A microphone or camera turned off: it stands out, as the other side is told of it.
  off: {
    round: 'max-lg:bg-white max-lg:text-red-800 max-lg:group-hover:bg-ink-100',
    wide: 'lg:bg-red-700 lg:text-white lg:hover:bg-red-800',
  },
  leave: {
    round: 'max-lg:bg-red-700 max-lg:group-hover:bg-red-800',
    wide: 'lg:bg-red-700 lg:text-white lg:hover:bg-red-800',
  },
};

export const ControlButton = ({
  icon: Icon,
  short,
  name,
  tone = 'plain',
  badge,
  className,
  ...rest
}: Omit<ComponentProps<'button'>, 'aria-label' | 'children'> & {
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  /** The word under the icon on a phone. */
  short: string;
  /** The whole action, said by screen readers and shown from 1024 px. */
  name: string;
  tone?: ControlTone;
  /** Shown on the icon, such as the count of unread messages. */
  badge?: ReactNode;
}) => (
  <button
    type="button"
    aria-label={name}
    className={cx(
      'group relative flex w-16 shrink-0 flex-col items-center gap-1 rounded-xl text-xs font-semibold max-lg:text-white',
      'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white',
      'lg:min-h-11 lg:w-auto lg:flex-row lg:gap-2 lg:px-4 lg:text-base lg:transition-colors lg:focus-visible:outline-brand-600',
      tones[tone].wide,
      className,
    )}
    {...rest}
  >
    <span
      className={cx(
        'grid size-12 place-items-center rounded-full transition-colors lg:size-auto',
        tones[tone].round,
      )}
    >
      <Icon aria-hidden className="size-6 lg:size-5" />
    </span>
    <span className="max-w-full truncate lg:hidden">{short}</span>
    <span className="hidden lg:inline">{name}</span>
    {badge && <span className="absolute end-0 top-0 lg:static">{badge}</span>}
  </button>
);
