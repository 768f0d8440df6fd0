/** The three states every list has, loading, failed and empty, around what it shows once loaded. */
import type { ReactNode } from 'react';
import { useT } from '../i18n/provider.js';
import { Spinner } from './spinner.js';
import { ErrorState } from './surfaces.js';

type Loadable<T> = {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  data: T | undefined;
  refetch: () => unknown;
};

export const Loading = () => {
  const t = useT();
  return (
    <div className="flex justify-center py-10">
      <Spinner size="lg" label={t('ui.loading')} />
    </div>
  );
};

export const QueryView = <T,>({
  query,
  isEmpty,
  empty,
  children,
}: {
  query: Loadable<T>;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}) => {
  if (query.isPending) return <Loading />;
  if (query.isError || query.data === undefined)
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (isEmpty?.(query.data)) return <>{empty}</>;
  return <>{children(query.data)}</>;
};
