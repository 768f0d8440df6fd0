/**
 * A note on an invoice: added, changed or removed (empty), or given as the reason of a rejection,
 * which the tutor is told and so may not be empty (the server's rule, checked here first). The form
 * warns before its typed text is lost.
 */
import { useState } from 'react';
import { z } from 'zod/mini';
import { firstIssueCode, genderSelect, invoiceRules, routes, type Invoice } from '@darsak/shared';
import { isApiError } from '@darsak/client';
import { useApiMutation } from '@darsak/client/react';
import { Alert, Button, Dialog, TextareaField, useErrorMessage, useT, useToast } from '@darsak/ui';

const rejection = invoiceRules.invoiceRejection();

export type NoteIntent = { invoice: Invoice; action: 'note' | 'reject' };

export const NoteDialog = ({
  intent,
  onClose,
}: {
  intent: NoteIntent | null;
  onClose: () => void;
}) => {
  const t = useT();
  return (
    <Dialog
      open={intent !== null}
      onClose={onClose}
      title={t(intent?.action === 'reject' ? 'inv.reject.title' : 'inv.note.title')}
    >
      {intent && (
        <NoteForm key={`${intent.invoice.id}:${intent.action}`} intent={intent} onClose={onClose} />
      )}
    </Dialog>
  );
};

const NoteForm = ({ intent, onClose }: { intent: NoteIntent; onClose: () => void }) => {
  const t = useT();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const initial = intent.action === 'note' ? (intent.invoice.adminNote ?? '') : '';
  const [note, setNote] = useState(initial);
  const [noteError, setNoteError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const update = useApiMutation(routes.updateInvoice);
  const reject = intent.action === 'reject';
  const gender = genderSelect(intent.invoice.tutor.gender);
  const submit = (text: string) => {
    setProblem(null);
    if (reject) {
      const checked = z.safeParse(rejection, { note: text });
      setNoteError(checked.success ? undefined : firstIssueCode(checked.error));
      if (!checked.success) return;
    }
    const form = new FormData();
    form.set('action', intent.action);
    form.set('note', text);
    update.mutate(
      { params: { id: intent.invoice.id }, options: { form } },
      {
        onSuccess: () => {
          toast.show({
            type: 'success',
            title: t(reject ? 'inv.reject.done' : text ? 'inv.note.saved' : 'inv.note.removed', {
              gender,
            }),
          });
          onClose();
        },
        // The note's own problems (too long, markup) belong on the field.
        onError: (error) => {
          if (isApiError(error) && error.code.startsWith('invoice-note-')) setNoteError(error.code);
          else setProblem(errorMessage(error));
        },
      },
    );
  };
  return (
    <form
      className="space-y-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit(note.trim());
      }}
    >
      {problem && <Alert tone="error">{problem}</Alert>}
      {reject && <p className="text-ink-700">{t('inv.reject.text', { gender })}</p>}
      <TextareaField
        label={t(reject ? 'inv.reject.reason' : 'inv.note.label', { gender })}
        rows={3}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        error={noteError}
        required={reject}
      />
      <div className="flex flex-wrap justify-end gap-2">
        {!reject && intent.invoice.adminNote && (
          <Button variant="ghost" onClick={() => submit('')} disabled={update.isPending}>
            {t('inv.note.remove')}
          </Button>
        )}
        <Button variant="secondary" onClick={onClose} disabled={update.isPending}>
          {t('ui.cancel')}
        </Button>
        <Button type="submit" variant={reject ? 'danger' : 'primary'} loading={update.isPending}>
          {t(reject ? 'inv.reject.confirm' : 'inv.note.save')}
        </Button>
      </div>
    </form>
  );
};
