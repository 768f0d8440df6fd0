/**
 * A withdrawal request, new or edited: the amount in EGP (sent in piasters) and where the money goes,
 * by wallet phone, bank account or InstaPay address (docs/product/earnings.md#payout-methods). The
 * shared rules check it first. A new request's wallet number is the one used last, else the tutor's
 * confirmed phone.
 */
import { useState } from 'react';
import { z } from 'zod/mini';
import {
  DEFAULT_PAGE_SIZE,
  formatMoney,
  invoiceRules,
  parsePounds,
  routes,
  toPiasters,
  WithdrawMethod,
  WITHDRAWAL_MAX_PIASTERS,
  WITHDRAWAL_MIN_PIASTERS,
  type Invoice,
} from '@darsak/shared';
import { isApiError } from '@darsak/client';
import { useApiMutation, useApiQuery, useSession } from '@darsak/client/react';
import {
  Alert,
  Button,
  Dialog,
  Loading,
  NumberField,
  TextareaField,
  useErrorMessage,
  useForm,
  useI18n,
  useT,
  useToast,
} from '@darsak/ui';
import {
  DestinationFields,
  destinationFieldOfCode,
  destinationFields,
  destinationOf,
} from '../../../components/money/payout-destination.js';
import { walletNumberFor } from './wallet-number.js';

const fields = z.object({ ...destinationFields, amount: z.string(), note: z.string() });
type Values = z.infer<typeof fields>;

/** EGP text to piasters, as people write amounts («١٬٠٠٠», «1,000»); blank is missing. */
const piasters = (text: string): number | undefined => {
  const pounds = parsePounds(text);
  return pounds === undefined ? undefined : toPiasters(pounds);
};

const toRequest = (values: Values): unknown => ({
  ...destinationOf(values),
  amount: piasters(values.amount),
  note: values.note.trim() === '' ? undefined : values.note,
});

const request = invoiceRules.invoiceRequest();
const schema = z.pipe(fields, z.pipe(z.transform<Values, unknown>(toRequest), request));

/** Where a refusal from the server belongs. */
const fieldOfCode: Partial<Record<string, keyof Values>> = {
  'insufficient-balance': 'amount',
  'amount-below-min': 'amount',
  'amount-above-max': 'amount',
  ...destinationFieldOfCode,
};

const initialOf = (invoice: Invoice | undefined, wallet: string): Values => ({
  amount: invoice ? String(invoice.amount / 100) : '',
  method: String(invoice?.method ?? WithdrawMethod.Wallet),
  phone: invoice?.phone ?? wallet,
  bank: invoice?.bank ?? '',
  accountNumber: invoice?.accountNumber ?? '',
  receiver: invoice?.receiver ?? '',
  username: invoice?.username ?? '',
  note: invoice?.note ?? '',
});

export const RequestDialog = ({
  open,
  invoice,
  available,
  onClose,
}: {
  open: boolean;
  invoice?: Invoice;
  available: number;
  onClose: () => void;
}) => {
  const t = useT();
  const { user } = useSession();
  // A new request starts from the wallet used last: the newest requests are read first.
  const recent = useApiQuery(
    routes.listInvoices,
    { query: { page: 1, size: DEFAULT_PAGE_SIZE } },
    { enabled: open && !invoice },
  );
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t(invoice ? 'inv.form.editTitle' : 'inv.form.title')}
    >
      {!invoice && recent.isPending ? (
        <Loading />
      ) : (
        <RequestForm
          key={invoice?.id ?? 'new'}
          invoice={invoice}
          wallet={invoice ? '' : walletNumberFor(recent.data?.list ?? [], user)}
          available={available}
          onClose={onClose}
        />
      )}
    </Dialog>
  );
};

const RequestForm = ({
  invoice,
  wallet,
  available,
  onClose,
}: {
  invoice?: Invoice;
  /** The wallet number a new request starts with (walletNumberFor). */
  wallet: string;
  available: number;
  onClose: () => void;
}) => {
  const t = useT();
  const { locale } = useI18n();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const [problem, setProblem] = useState<string | null>(null);
  const create = useApiMutation(routes.createInvoice);
  const update = useApiMutation(routes.updateInvoice);
  const form = useForm(schema, initialOf(invoice, wallet));
  // An edit may keep the amount it already holds.
  const limit = available + (invoice?.amount ?? 0);

  const submit = form.handleSubmit(async (request) => {
    setProblem(null);
    try {
      if (invoice) {
        const body = new FormData();
        body.set('action', 'edit');
        body.set('details', JSON.stringify(request));
        await update.mutateAsync({ params: { id: invoice.id }, options: { form: body } });
      } else await create.mutateAsync({ body: request });
      toast.show({ type: 'success', title: t(invoice ? 'inv.form.edited' : 'inv.form.sent') });
      onClose();
    } catch (error) {
      const field = isApiError(error) ? fieldOfCode[error.code] : undefined;
      if (field && isApiError(error)) form.setFieldError(field, error.code);
      else setProblem(errorMessage(error));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {problem && <Alert tone="error">{problem}</Alert>}
      <NumberField
        label={t('inv.form.amount')}
        inputMode="decimal"
        hint={t('inv.form.amountHint', {
          available: formatMoney(limit, locale),
          min: formatMoney(WITHDRAWAL_MIN_PIASTERS, locale),
          max: formatMoney(WITHDRAWAL_MAX_PIASTERS, locale),
        })}
        {...form.field('amount')}
      />
      <DestinationFields
        methods={Object.values(WithdrawMethod)}
        words="inv.form"
        account="number"
        field={form.field}
      />
      <TextareaField label={t('inv.form.note')} rows={2} {...form.field('note')} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose} disabled={form.submitting}>
          {t('ui.cancel')}
        </Button>
        <Button type="submit" loading={form.submitting}>
          {t(invoice ? 'inv.form.save' : 'inv.form.send')}
        </Button>
      </div>
    </form>
  );
};
