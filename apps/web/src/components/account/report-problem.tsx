/**
 * Report a problem (docs/product/back-office.md#problem-reports): what went wrong, with the
 * diagnostic log of this tab attached or a screenshot the person chooses. Support reads it in the
 * back office.
 */
import { useState } from 'react';
import { logText } from '@darsak/client';
import {
  firstIssueCode,
  REPORT_TEXT_MAX,
  REPORT_TEXT_MIN,
  reportText,
  routes,
  type ReportKind,
} from '@darsak/shared';
import { useApiMutation } from '@darsak/client/react';
import { z } from 'zod/mini';
import {
  Alert,
  Button,
  Dialog,
  FileField,
  TextareaField,
  useErrorMessage,
  useFormat,
  useT,
  useToast,
} from '@darsak/ui';

const textRule = reportText();

export const ReportProblem = () => {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('report.open')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title={t('report.title')}>
        <ReportForm onClose={() => setOpen(false)} />
      </Dialog>
    </>
  );
};

const ReportForm = ({ onClose }: { onClose: () => void }) => {
  const t = useT();
  const format = useFormat();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const [kind, setKind] = useState<ReportKind>('log');
  const [text, setText] = useState('');
  const [textError, setTextError] = useState<string | undefined>();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const create = useApiMutation(routes.createReport);

  const submit = () => {
    const checked = z.safeParse(textRule, text);
    setTextError(checked.success ? undefined : firstIssueCode(checked.error));
    if (!checked.success) return;
    if (kind === 'screenshot' && !file) return setProblem(t('report.chooseScreenshot'));
    const form = new FormData();
    form.set('kind', kind);
    form.set('text', checked.data);
    form.set('page', window.location.pathname);
    if (kind === 'log')
      form.set(
        'asset',
        new Blob([logText(navigator.userAgent, window.location.href)], { type: 'text/plain' }),
        'darsak-log.txt',
      );
    else form.set('asset', file!);
    setProblem(null);
    create.mutate(
      { options: { form } },
      {
        onSuccess: () => {
          toast.show({ type: 'success', title: t('report.sent') });
          onClose();
        },
        onError: (error) => setProblem(errorMessage(error)),
      },
    );
  };

  return (
    <form
      className="space-y-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {problem && <Alert tone="error">{problem}</Alert>}
      <TextareaField
        label={t('report.text')}
        hint={t('report.textHint', {
          min: format.number(REPORT_TEXT_MIN),
          max: format.number(REPORT_TEXT_MAX),
        })}
        value={text}
        error={textError}
        onChange={(event) => setText(event.target.value)}
      />
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold text-ink-800">{t('report.attach')}</legend>
        {(['log', 'screenshot'] as const).map((value) => (
          <label key={value} className="flex min-h-11 items-center gap-2">
            <input
              type="radio"
              name="report-kind"
              value={value}
              checked={kind === value}
              onChange={() => setKind(value)}
              className="size-4 accent-brand-700"
            />
            {t(`report.kind.${value}`)}
          </label>
        ))}
      </fieldset>
      {kind === 'screenshot' && (
        <FileField
          label={t('report.screenshot')}
          accept="image/png,image/jpeg,image/gif"
          file={file}
          onFile={setFile}
        />
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose} disabled={create.isPending}>
          {t('ui.cancel')}
        </Button>
        <Button type="submit" loading={create.isPending}>
          {t('report.send')}
        </Button>
      </div>
    </form>
  );
};
