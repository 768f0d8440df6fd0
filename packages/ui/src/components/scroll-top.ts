import { useEffect, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * A new screen opens at its top. The router keeps the window where it was, so after a booking the
 * dashboard opened half-way down. Only a new address moves it: a filter or tab kept in the query
 * keeps its place, Back (a pop) is left to the browser, and an address with a #section goes there.
 */
export const useScrollTopOnNavigate = () => {
  const { pathname, hash } = useLocation();
  const type = useNavigationType();
  useEffect(() => {
    if (type !== 'POP' && !hash) window.scrollTo({ top: 0 });
    // Only a change of screen counts; the hash and the navigation type ride along with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
};

/**
 * Whether a menu is open, closed again once the address changes: a choice in a menu leads
 * somewhere, and the menu should not still cover the page it led to.
 */
export const useOpenUntilNavigation = () => {
  const [open, setOpen] = useState(false);
  const { pathname, search } = useLocation();
  const address = `${pathname}${search}`;
  const [seen, setSeen] = useState(address);
  if (seen !== address) {
    setSeen(address);
    setOpen(false);
  }
  return [open, setOpen] as const;
};
