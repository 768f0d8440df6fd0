import { useEffect, useState } from 'react';

/** The value once it has stopped changing for `ms`: searches ask the server after typing pauses. */
export const useDebounced = <T>(value: T, ms: number): T => {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return debounced;
};
