import type { ReactNode } from 'react';
import { Button } from '@darsak/ui';

/** The row under each profile form: the page's own action (such as going back), then submitting. */
export const FormActions = ({
  footer,
  submitLabel,
  loading,
}: {
  footer?: ReactNode;
  submitLabel: string;
  loading: boolean;
}) => (
  <div className="flex flex-wrap justify-between gap-2">
    {footer ?? <span />}
    <Button type="submit" loading={loading}>
      {submitLabel}
    </Button>
  </div>
);
