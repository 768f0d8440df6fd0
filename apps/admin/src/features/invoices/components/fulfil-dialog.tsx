/** Marks an invoice transferred: the admin attaches the transfer receipt, uploaded with progress. */
import { useState } from 'react';
import { formatMoney, genderSelect, routes, type Invoice } from '@darsak/shared';
import { useApiMutation } from '@darsak/client/react';
import {
  Alert,
  Button,
  Dialog,
  FileField,
  useErrorMessage,
  useI18n,
  useT,
  useToast,
} from '@darsak/ui';

const RECEIPT_MAX_BYTES = 5 * 1024 * 1024;

export const FulfilDialog = ({
  invoice,
  onClose,
}: {
  invoice: Invoice | null;
  onClose: () => void;
}) => {
  const t = useT();
  const { locale } = useI18n();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const update = useApiMutation(routes.updateInvoice);
  const close = () => {
    setFile(null);
    setProgress(null);
    setProblem(null);
    onClose();
  };
  const submit = () => {
    if (!invoice) return;
    if (!file) return setProblem(t('inv.fulfil.chooseFile'));
    if (file.size > RECEIPT_MAX_BYTES) return setProblem(t('error.large-file-size'));
    const form = new FormData();
    form.set('action', 'fulfil');
    form.set('receipt', file);
    setProblem(null);
    setProgress(0);
    update.mutate(
      { params: { id: invoice.id }, options: { form, onUploadProgress: setProgress } },
      {
        onSuccess: () => {
          toast.show({
            type: 'success',
            title: t('inv.fulfil.done', { gender: genderSelect(invoice.tutor.gender) }),
          });
          close();
        },
        onError: (error) => {
          setProgress(null);
          setProblem(errorMessage(error));
        },
      },
    );
  };
  return (
    <Dialog open={invoice !== null} onClose={close} title={t('inv.fulfil.title')}>
      {problem && <Alert tone="error">{problem}</Alert>}
      <p className="text-ink-700">
        {t('inv.fulfil.text', {
          amount: invoice ? formatMoney(invoice.amount, locale) : '',
          name: invoice?.tutor.name ?? '',
          gender: genderSelect(invoice?.tutor.gender),
        })}
      </p>
      <FileField
        label={t('inv.fulfil.receipt')}
        hint={t('inv.fulfil.hint')}
        accept="image/png,image/jpeg,application/pdf"
        file={file}
        onFile={setFile}
      />
      {progress !== null && (
        <progress
          className="w-full"
          max={1}
          value={progress}
          aria-label={t('inv.fulfil.progress')}
        />
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={close} disabled={update.isPending}>
          {t('ui.cancel')}
        </Button>
        <Button onClick={submit} loading={update.isPending}>
          {t('inv.fulfil.confirm')}
        </Button>
      </div>
    </Dialog>
  );
};
