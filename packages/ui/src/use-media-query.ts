import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now, redrawn when it starts or stops matching. */
export const useMediaQuery = (query: string): boolean =>
  useSyncExternalStore(
    (changed) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', changed);
      return () => list.removeEventListener('change', changed);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
