import type { ReactNode } from 'react';
import type { TutorMeta } from '@darsak/shared';
import { ErrorState, PageSpinner, useT } from '@darsak/ui';
import type { useTutorMeta } from '../../../components/tutor/use-tutor-meta.js';

/** The page's content once the tutor's standing is loaded; meanwhile a spinner, or the error with a retry. */
export const TutorMetaState = ({
  meta,
  children,
}: {
  meta: ReturnType<typeof useTutorMeta>;
  children: (meta: TutorMeta) => ReactNode;
}) => {
  const t = useT();
  if (meta.isPending) return <PageSpinner label={t('ui.loading')} />;
  if (meta.isError) return <ErrorState error={meta.error} onRetry={() => void meta.refetch()} />;
  return children(meta.data);
};
