import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** How long the section is kept in view while what is above it is still drawn (photos, reviews). */
const SETTLE_MS = 2500;

/**
 * Brings the section named by the address's #hash into view, once the page is `ready` to show it
 * (the browser looked for it on arrival, before a screen that loads its data had drawn it). With
 * `focus`, keyboard and screen-reader users land there too: on the section's first heading made
 * focusable (tabIndex -1), else on the section itself (which then needs tabIndex -1).
 *
 * What loads above it afterwards (a photo, the reviews) would push it down the screen: for a short
 * while the page follows it, until the reader scrolls, taps or types themself.
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
    if (typeof ResizeObserver === 'undefined') return;
    const moves = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
    const observer = new ResizeObserver(() => target.scrollIntoView());
    const stop = () => {
      observer.disconnect();
      for (const move of moves) window.removeEventListener(move, stop);
      window.clearTimeout(timer);
    };
    const timer = window.setTimeout(stop, SETTLE_MS);
    for (const move of moves) window.addEventListener(move, stop, { passive: true });
    observer.observe(document.body);
    return stop;
  }, [hash, ready, focus]);
};
