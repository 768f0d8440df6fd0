import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Brings the section named by the address's #hash into view, once the page is `ready` to show it. */
export const useScrollToHash = (ready = true) => {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash && ready) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [hash, ready]);
};
