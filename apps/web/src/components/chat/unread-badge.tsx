/** The menu's count of rooms with unread messages. */
import { useFormat, useT } from '@darsak/ui';
import { useUnreadRooms } from './use-unread-rooms.js';

/**
 * How many conversations are unread, beside the menu's chat entry; `dot` is the same news on the
 * folded menu's button.
 */
export const UnreadBadge = ({ dot = false }: { dot?: boolean }) => {
  const t = useT();
  const format = useFormat();
  const count = useUnreadRooms();
  if (count === 0) return null;
  if (dot)
    return (
      <span className="inline-flex">
        <span aria-hidden="true" className="size-2.5 rounded-full bg-brand-600" />
        <span className="sr-only">{t('app.nav.unread', { count })}</span>
      </span>
    );
  return (
    <span
      className="ms-1 inline-flex min-w-5 justify-center rounded-full bg-brand-700 px-1.5 text-xs font-bold text-white"
      data-testid="unread-rooms"
    >
      <span aria-hidden="true">{format.number(count)}</span>
      <span className="sr-only">{t('app.nav.unread', { count })}</span>
    </span>
  );
};
