/**
 * A list's form for a new item, or for one item edited in place: the server's reason when it
 * refuses, cancel while editing, and one save button. `useSaving` runs the save, says so in a toast
 * and keeps the reason for the form to show.
 */
import { useState, type ComponentProps, type ReactNode } from 'react';
import { Alert, Button, useErrorMessage, useT, useToast } from '@darsak/ui';

export const useSaving = () => {
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const [problem, setProblem] = useState<string | null>(null);
  /** True when saved; otherwise the reason is in `problem`. */
  const attempt = async (save: () => Promise<unknown>, done: string): Promise<boolean> => {
    setProblem(null);
    try {
      await save();
      toast.show({ type: 'success', title: done });
      return true;
    } catch (error) {
      setProblem(errorMessage(error));
      return false;
    }
  };
  return { problem, attempt };
};

export const InlineForm = ({
  onSubmit,
  problem,
  submitting,
  submitLabel,
  onCancel,
  children,
}: {
  onSubmit: ComponentProps<'form'>['onSubmit'];
  problem: string | null;
  submitting: boolean;
  submitLabel: string;
  onCancel?: () => void;
  children: ReactNode;
}) => {
  const t = useT();
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3">
      {problem && <Alert tone="error">{problem}</Alert>}
      {children}
      <div className="flex justify-end gap-2">
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            {t('ui.cancel')}
          </Button>
        )}
        <Button type="submit" loading={submitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
};
