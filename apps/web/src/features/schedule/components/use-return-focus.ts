import { useCallback, useRef } from 'react';

/**
 * Keyboard users keep their place: remember what had focus when a dialog opened or an item was
 * removed, and put focus back there (or on a fallback) afterwards.
 */
export const useReturnFocus = () => {
  const last = useRef<HTMLElement | null>(null);
  const remember = useCallback(() => {
    last.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, []);
  const restore = useCallback((fallbackId?: string) => {
    requestAnimationFrame(() => {
      const target =
        last.current?.isConnected === true
          ? last.current
          : fallbackId
            ? document.getElementById(fallbackId)
            : null;
      target?.focus();
    });
  }, []);
  return { remember, restore };
};
