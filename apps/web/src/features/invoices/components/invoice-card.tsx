/** One withdrawal request as its tutor sees it: amount, state, destination, dates and what they may do. */
import {
  allowedActions,
  formatMoney,
  tutorInvoiceActions,
  type Invoice,
  type InvoiceStage,
} from '@darsak/shared';
import { Badge, Button, useFormat, useI18n, useT, WithdrawDestination } from '@darsak/ui';

const tones: Record<InvoiceStage, 'info' | 'success' | 'warning' | 'error' | 'neutral'> = {
  pending: 'info',
  updated: 'info',
  'cancel-requested': 'warning',
  cancelled: 'neutral',
  'cancelled-by-admin': 'neutral',
  fulfilled: 'success',
  rejected: 'error',
};

export const StageBadge = ({ stage }: { stage: InvoiceStage }) => {
  const t = useT();
  return <Badge tone={tones[stage]}>{t(`inv.stage.${stage}`)}</Badge>;
};

export const InvoiceCard = ({
  invoice,
  onEdit,
  onCancel,
  onDownload,
  downloading,
}: {
  invoice: Invoice;
  onEdit: () => void;
  onCancel: () => void;
  onDownload: () => void;
  downloading: boolean;
}) => {
  const t = useT();
  const { locale } = useI18n();
  const format = useFormat();
  const calendar = useFormat('UTC');
  const actions = allowedActions(invoice.stage, tutorInvoiceActions);
  const open =
    invoice.stage === 'pending' ||
    invoice.stage === 'updated' ||
    invoice.stage === 'cancel-requested';
  const localDay = (date: string) => calendar.day(`${date}T12:00:00Z`);
  return (
    <article
      className="space-y-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink-100 sm:p-5"
      aria-labelledby={`invoice-${invoice.id}`}
      data-testid={`invoice-${invoice.id}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`invoice-${invoice.id}`} className="text-xl font-bold text-ink-900">
          <bdi>{formatMoney(invoice.amount, locale)}</bdi>
        </h3>
        <StageBadge stage={invoice.stage} />
      </div>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <div className="flex gap-2">
          <dt className="text-ink-600">{t(`inv.method.${invoice.method}`)}:</dt>
          <dd className="min-w-0 break-words font-medium text-ink-900">
            <WithdrawDestination invoice={invoice} />
          </dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-ink-600">{t('inv.requestedAt')}:</dt>
          <dd className="text-ink-900">{format.dateTime(invoice.createdAt)}</dd>
        </div>
        {open && (
          <div className="flex gap-2 sm:col-span-2">
            <dt className="text-ink-600">{t('inv.expected')}:</dt>
            <dd className="text-ink-900">
              {t('inv.expectedRange', {
                from: localDay(invoice.expectedTransfer.earliest),
                to: localDay(invoice.expectedTransfer.latest),
              })}
            </dd>
          </div>
        )}
        {invoice.note && (
          <div className="flex gap-2 sm:col-span-2">
            <dt className="text-ink-600">{t('inv.yourNote')}:</dt>
            <dd dir="auto" className="break-words text-ink-900">
              {invoice.note}
            </dd>
          </div>
        )}
        {invoice.adminNote && (
          <div className="flex gap-2 sm:col-span-2">
            <dt className="text-ink-600">{t('inv.adminNote')}:</dt>
            <dd dir="auto" className="break-words text-ink-900">
              {invoice.adminNote}
            </dd>
          </div>
        )}
      </dl>
      {(actions.length > 0 || invoice.receipt) && (
        <div className="flex flex-wrap gap-2">
          {invoice.receipt && (
            <Button variant="secondary" onClick={onDownload} loading={downloading}>
              {t('inv.downloadReceipt')}
            </Button>
          )}
          {actions.includes('edit') && (
            <Button variant="secondary" onClick={onEdit}>
              {t('inv.edit')}
            </Button>
          )}
          {actions.includes('request-cancel') && (
            <Button variant="ghost" onClick={onCancel}>
              {t('inv.requestCancel')}
            </Button>
          )}
        </div>
      )}
    </article>
  );
};
