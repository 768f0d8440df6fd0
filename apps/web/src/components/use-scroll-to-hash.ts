import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Brings the section named by the address's #hash into view, once the page is `ready` to show it
 * (the browser looked for it on arrival, before a screen that loads its data had drawn it). With
 * `focus`, keyboard and screen-reader users land there too: on the section's first heading made
 * focusable (tabIndex -1), else on the section itself (which then needs tabIndex -1).
 */
export const useScrollToHash = (ready = true, { focus = false }: { focus?: boolean } = {}) => {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash || !ready) return;
    const target = document.getElementById(hash.slice(1));
    if (!target) return;
    target.scrollIntoView();
    if (focus) {
      const heading = target.querySelector<HTMLElement>(':is(h1, h2, h3)[tabindex]');
      (heading ?? target).focus({ preventScroll: true });
    }
  }, [hash, ready, focus]);
};
