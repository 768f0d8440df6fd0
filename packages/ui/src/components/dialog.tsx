/** A modal built on the native <dialog>: focus stays inside, Escape closes it. */
import { useEffect, useRef, type ReactNode } from 'react';
import { cx } from '../cx.js';
import { useT } from '../i18n/provider.js';
import { Button } from './button.js';

export const Dialog = ({
  open,
  onClose,
  title,
  children,
  wide = false,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** Twice the width, for what is to be seen large (a picture). */
  wide?: boolean;
}) => {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      aria-labelledby="dialog-title"
      className={cx(
        'm-auto rounded-2xl p-0 shadow-xl backdrop:bg-ink-900/40',
        wide ? 'w-[min(64rem,calc(100vw-2rem))]' : 'w-[min(32rem,calc(100vw-2rem))]',
      )}
    >
      {open && (
        <div className="space-y-4 p-6">
          <h2 id="dialog-title" className="text-xl font-bold text-ink-900">
            {title}
          </h2>
          {children}
        </div>
      )}
    </dialog>
  );
};

/** Asks before a destructive action. */
export const ConfirmDialog = ({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onClose,
  busy = false,
}: {
  open: boolean;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  /** What declining says; «تراجع» ("go back") unless told: «إلغاء» beside «ألغِ الدرس» was unclear. */
  cancelLabel?: string;
  onConfirm: () => void;
  onClose: () => void;
  busy?: boolean;
}) => {
  const t = useT();
  return (
    <Dialog open={open} onClose={onClose} title={title}>
      <div className="text-ink-700">{message}</div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          {cancelLabel ?? t('ui.goBack')}
        </Button>
        <Button variant="danger" onClick={onConfirm} loading={busy}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
};
