import { useEffect, useState } from 'react';

/** The clock, read again every `ms`: a page that opens a door at a given time redraws when it does. */
export const useNow = (ms: number): number => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), ms);
    return () => window.clearInterval(timer);
  }, [ms]);
  return now;
};
