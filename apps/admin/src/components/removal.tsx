/**
 * Removing an item from one of the back-office lists: asked for first in a dialog, then a toast
 * says how it went. On failure the dialog stays open with the reason, so a retry is one click.
 */
import { useState, type ReactNode } from 'react';
import { Button, ConfirmDialog, useErrorMessage, useToast } from '@darsak/ui';

export const useRemoval = <Item,>(remove: (item: Item) => Promise<unknown>, done: string) => {
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const [target, setTarget] = useState<Item | null>(null);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (target === null) return;
    setBusy(true);
    try {
      await remove(target);
      toast.show({ type: 'success', title: done });
      setTarget(null);
    } catch (error) {
      toast.show({ type: 'error', title: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };
  return {
    /** The item being asked about, or null when the dialog is closed. */
    target,
    ask: (item: Item) => setTarget(item),
    dialog: {
      open: target !== null,
      busy,
      onClose: () => setTarget(null),
      onConfirm: () => void confirm(),
    },
  };
};

/** The dialog of a removal: the question names the item (`message` is given the target). */
export const RemovalDialog = <Item,>({
  removal,
  title,
  message,
  confirmLabel,
}: {
  removal: ReturnType<typeof useRemoval<Item>>;
  title: string;
  message: (item: Item) => ReactNode;
  confirmLabel: string;
}) => (
  <ConfirmDialog
    {...removal.dialog}
    title={title}
    message={removal.target === null ? '' : message(removal.target)}
    confirmLabel={confirmLabel}
  />
);

/**
 * Edit and delete for one row. The labels name the row, so a screen reader's list of buttons
 * says which row each one changes.
 */
export const RowActions = ({
  onEdit,
  onDelete,
  edit,
  remove,
}: {
  onEdit: () => void;
  onDelete: () => void;
  edit: { text: string; label: string };
  remove: { text: string; label: string };
}) => (
  <div className="flex flex-wrap gap-2">
    <Button variant="secondary" onClick={onEdit} aria-label={edit.label}>
      {edit.text}
    </Button>
    <Button variant="danger" onClick={onDelete} aria-label={remove.label}>
      {remove.text}
    </Button>
  </div>
);
