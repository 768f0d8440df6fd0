/**
 * The withdrawal queue (docs/product/earnings.md#invoice-actions): by stage, oldest first, with the
 * actions each stage allows, asked for before they happen; changes by other admins and tutors
 * arrive live.
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  formatMoney,
  genderSelect,
  invoiceStages,
  receiptPath,
  routes,
  type AdminInvoiceAction,
  type Invoice,
  type InvoiceStage,
} from '@darsak/shared';
import { downloadPrivateFile } from '@darsak/client';
import { useAddressPager, useApiMutation, useApiQuery, useSession } from '@darsak/client/react';
import {
  ConfirmDialog,
  cx,
  EmptyState,
  PageHeader,
  Pagination,
  QueryView,
  useErrorMessage,
  useFormat,
  useI18n,
  useT,
  useToast,
} from '@darsak/ui';
import { FulfilDialog } from '../components/fulfil-dialog.js';
import { InvoiceCard } from '../components/invoice-card.js';
import { NoteDialog, type NoteIntent } from '../components/note-dialog.js';

type Tab = 'open' | InvoiceStage;
const tabs: Tab[] = ['open', ...invoiceStages];
const openStages: InvoiceStage[] = ['pending', 'updated', 'cancel-requested'];

/** Actions that only need a yes: they are confirmed in one dialog. */
type Confirmed = Extract<AdminInvoiceAction, 'approve-update' | 'approve-cancel' | 'cancel'>;

export default function InvoicesQueuePage() {
  const t = useT();
  const format = useFormat();
  const { locale } = useI18n();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const { client } = useSession();
  const pager = useAddressPager();
  const [params, setParams] = useSearchParams();
  const wanted = params.get('stage') as Tab | null;
  const tab: Tab = wanted && tabs.includes(wanted) ? wanted : 'open';
  const list = useApiQuery(routes.listInvoices, {
    query: {
      page: pager.page,
      size: pager.size,
      ...(tab === 'open' ? { open: 'true' } : { stage: tab }),
    },
  });
  const update = useApiMutation(routes.updateInvoice);
  const [fulfilling, setFulfilling] = useState<Invoice | null>(null);
  const [noting, setNoting] = useState<NoteIntent | null>(null);
  const [confirming, setConfirming] = useState<{ invoice: Invoice; action: Confirmed } | null>(
    null,
  );

  const onAction = (invoice: Invoice, action: AdminInvoiceAction) => {
    if (action === 'fulfil') setFulfilling(invoice);
    else if (action === 'note' || action === 'reject') setNoting({ invoice, action });
    else setConfirming({ invoice, action });
  };

  const confirm = () => {
    if (!confirming) return;
    const form = new FormData();
    form.set('action', confirming.action);
    update.mutate(
      { params: { id: confirming.invoice.id }, options: { form } },
      {
        onSuccess: () => {
          toast.show({
            type: 'success',
            title: t(`inv.confirm.${confirming.action}.done`, {
              gender: genderSelect(confirming.invoice.tutor.gender),
            }),
          });
          setConfirming(null);
        },
        onError: (error) => toast.show({ type: 'error', title: errorMessage(error) }),
      },
    );
  };

  const download = (invoice: Invoice) => {
    if (!invoice.receipt) return;
    const extension = invoice.receipt.split('.').pop() ?? 'pdf';
    downloadPrivateFile(
      client.tokens,
      receiptPath(invoice.receipt),
      `receipt-${invoice.id}.${extension}`,
    ).catch((error: unknown) => toast.show({ type: 'error', title: errorMessage(error) }));
  };

  const counts = list.data?.counts ?? {};
  const countOf = (value: Tab) =>
    value === 'open'
      ? openStages.reduce((sum, stage) => sum + (counts[stage] ?? 0), 0)
      : counts[value];
  return (
    <div className="space-y-6">
      <PageHeader title={t('inv.title')} description={t('inv.subtitle')} />
      {/* Eight states: on a phone they wrap onto more lines rather than hide off the edge. */}
      <nav aria-label={t('inv.tabs')} className="flex flex-wrap gap-2">
        {tabs.map((value) => {
          const count = countOf(value);
          return (
            <button
              key={value}
              type="button"
              aria-current={tab === value ? 'page' : undefined}
              // A new address, without the page: the stage's list from its start.
              onClick={() => setParams(value === 'open' ? {} : { stage: value })}
              className={cx(
                'min-h-11 shrink-0 rounded-xl px-3 text-sm font-semibold',
                tab === value
                  ? 'bg-brand-700 text-white'
                  : 'bg-white text-ink-700 ring-1 ring-ink-100 hover:bg-ink-50',
              )}
            >
              {t(`inv.tab.${value}`)}
              {count ? ` (${format.number(count)})` : ''}
            </button>
          );
        })}
      </nav>
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
                    onAction={(action) => onAction(invoice, action)}
                    onDownload={() => download(invoice)}
                  />
                </li>
              ))}
            </ul>
            <Pagination pager={pager} total={data.total} />
          </>
        )}
      </QueryView>
      <FulfilDialog
        invoice={fulfilling}
        onClose={() => {
          setFulfilling(null);
        }}
      />
      <NoteDialog
        intent={noting}
        onClose={() => {
          setNoting(null);
        }}
      />
      <ConfirmDialog
        open={confirming !== null}
        title={t(`inv.confirm.${confirming?.action ?? 'cancel'}.title`)}
        message={t(`inv.confirm.${confirming?.action ?? 'cancel'}.text`, {
          amount: confirming ? formatMoney(confirming.invoice.amount, locale) : '',
          name: confirming?.invoice.tutor.name ?? '',
          gender: genderSelect(confirming?.invoice.tutor.gender),
        })}
        confirmLabel={t(`inv.action.${confirming?.action ?? 'cancel'}`)}
        busy={update.isPending}
        onClose={() => setConfirming(null)}
        onConfirm={confirm}
      />
    </div>
  );
}
