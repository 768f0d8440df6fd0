/**
 * The back office's menu on a phone, as a modal: while it is open the page behind is inert (the
 * layout marks it so), Tab goes round the header and the menu only, and Escape, a tap outside or a
 * choice closes it; Escape and a tap outside give the focus back to the menu's button.
 */
import { useCallback, useEffect, useRef } from 'react';
import { useOpenUntilNavigation } from '@darsak/ui/scroll-top';

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Where Tab goes from the element at `index` among `count` focusable ones (-1: from outside them),
 * when it has to go round: the first after the last, the last before the first (Shift+Tab). Null
 * when the browser's own step stays among them.
 */
export const wrappedFocus = (index: number, count: number, backwards: boolean): number | null => {
  if (count === 0) return null;
  if (index < 0) return backwards ? count - 1 : 0;
  if (backwards) return index === 0 ? count - 1 : null;
  return index === count - 1 ? 0 : null;
};

/** The sidebar shows from this width on (Tailwind's `lg`): the menu has no reason to stay open. */
const SIDEBAR_QUERY = '(min-width: 64rem)';

export const useModalMenu = () => {
  const [open, setOpen] = useOpenUntilNavigation();
  const button = useRef<HTMLButtonElement>(null);
  /** The header and the menu: what stays reachable while the menu is open. */
  const area = useRef<HTMLDivElement>(null);

  const close = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, [setOpen]);

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
        return;
      }
      if (event.key !== 'Tab' || !area.current) return;
      const items = [...area.current.querySelectorAll<HTMLElement>(focusable)].filter(
        (item) => item.getClientRects().length > 0,
      );
      const index = items.indexOf(document.activeElement as HTMLElement);
      const next = wrappedFocus(index, items.length, event.shiftKey);
      if (next === null) return;
      event.preventDefault();
      items[next]!.focus();
    };
    const sidebar = window.matchMedia(SIDEBAR_QUERY);
    const onResize = () => {
      if (sidebar.matches) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    sidebar.addEventListener('change', onResize);
    return () => {
      document.removeEventListener('keydown', onKey);
      sidebar.removeEventListener('change', onResize);
    };
  }, [open, close, setOpen]);

  return {
    open,
    toggle: () => setOpen((value: boolean) => !value),
    /** Closes it and gives the focus back to its button. */
    close,
    /** Closes it where a choice was made (the next page takes the focus). */
    hide: () => setOpen(false),
    button,
    area,
  };
};
