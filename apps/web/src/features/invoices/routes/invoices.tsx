/**
 * The tutor's withdrawals (`/invoices`, docs/product/earnings.md): the balance with what is
 * available, a request for part of it, and every request with its state; changes arrive live,
 * receipts download.
 */
import { useState } from 'react';
import {
  formatMoney,
  receiptPath,
  routes,
  WITHDRAWAL_MIN_PIASTERS,
  type Invoice,
} from '@darsak/shared';
import { downloadPrivateFile } from '@darsak/client';
import { useAddressPager, useApiMutation, useApiQuery, useSession } from '@darsak/client/react';
import {
  Alert,
  Button,
  ConfirmDialog,
  EmptyState,
  ErrorState,
  Loading,
  PageHeader,
  Pagination,
  QueryView,
  useErrorMessage,
  useI18n,
  useT,
  useToast,
} from '@darsak/ui';
import { BalanceFigures } from '../../../components/money/balance-figures.js';
import { InvoiceCard } from '../components/invoice-card.js';
import { RequestDialog } from '../components/request-form.js';

export default function InvoicesPage() {
  const t = useT();
  const { locale } = useI18n();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const { user, client } = useSession();
  const pager = useAddressPager();
  const [editing, setEditing] = useState<Invoice | 'new' | null>(null);
  const [cancelling, setCancelling] = useState<Invoice | null>(null);
  const [downloading, setDownloading] = useState<number | null>(null);
  const stats = useApiQuery(
    routes.invoiceStats,
    { params: { id: user?.id ?? 0 } },
    { enabled: Boolean(user) },
  );
  const list = useApiQuery(routes.listInvoices, { query: { page: pager.page, size: pager.size } });
  const update = useApiMutation(routes.updateInvoice);
  const available = stats.data?.available ?? 0;
  const canRequest = available >= WITHDRAWAL_MIN_PIASTERS;

  const requestCancel = (invoice: Invoice) => {
    const body = new FormData();
    body.set('action', 'request-cancel');
    update.mutate(
      { params: { id: invoice.id }, options: { form: body } },
      {
        onSuccess: () => {
          toast.show({ type: 'success', title: t('inv.cancelSent') });
          setCancelling(null);
        },
        onError: (error) => toast.show({ type: 'error', title: errorMessage(error) }),
      },
    );
  };

  const download = async (invoice: Invoice) => {
    if (!invoice.receipt) return;
    setDownloading(invoice.id);
    try {
      const extension = invoice.receipt.split('.').pop() ?? 'pdf';
      await downloadPrivateFile(
        client.tokens,
        receiptPath(invoice.receipt),
        `receipt-${invoice.id}.${extension}`,
      );
    } catch (error) {
      toast.show({ type: 'error', title: errorMessage(error) });
    } finally {
      setDownloading(null);
    }
  };

  const requestButton = (
    <Button onClick={() => setEditing('new')} disabled={!canRequest}>
      {t('inv.request')}
    </Button>
  );
  return (
    <div className="space-y-6">
      <PageHeader title={t('inv.title')} description={t('inv.subtitle')} actions={requestButton} />
      <section aria-label={t('inv.balance')} className="space-y-3">
        {stats.isPending && <Loading />}
        {stats.isError && <ErrorState error={stats.error} onRetry={() => void stats.refetch()} />}
        {stats.data && <BalanceFigures balance={stats.data} />}
        {stats.data && !canRequest && available >= 0 && (
          <Alert tone="info">
            {t('inv.belowMin', { min: formatMoney(WITHDRAWAL_MIN_PIASTERS, locale) })}
          </Alert>
        )}
      </section>
      <section aria-labelledby="invoices-heading" className="space-y-3">
        <h2 id="invoices-heading" className="text-lg font-bold text-ink-900">
          {t('inv.listTitle')}
        </h2>
        <QueryView
          query={list}
          isEmpty={(data) => data.total === 0}
          empty={<EmptyState title={t('inv.empty.title')} description={t('inv.empty.text')} />}
        >
          {(data) => (
            <>
              <ul className="space-y-3">
                {data.list.map((invoice) => (
                  <li key={invoice.id}>
                    <InvoiceCard
                      invoice={invoice}
                      onEdit={() => setEditing(invoice)}
                      onCancel={() => setCancelling(invoice)}
                      onDownload={() => void download(invoice)}
                      downloading={downloading === invoice.id}
                    />
                  </li>
                ))}
              </ul>
              <Pagination pager={pager} total={data.total} />
            </>
          )}
        </QueryView>
      </section>
      <RequestDialog
        open={editing !== null}
        invoice={editing === 'new' || editing === null ? undefined : editing}
        available={available}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={cancelling !== null}
        title={t('inv.cancelConfirm.title')}
        message={t('inv.cancelConfirm.text', {
          amount: cancelling ? formatMoney(cancelling.amount, locale) : '',
        })}
        confirmLabel={t('inv.requestCancel')}
        busy={update.isPending}
        onClose={() => setCancelling(null)}
        onConfirm={() => cancelling && requestCancel(cancelling)}
      />
    </div>
  );
}
