/** One invoice in the admin queue: tutor, amount, where to transfer, dates, notes and the actions its stage allows. */
import { Link } from 'react-router';
import {
  adminInvoiceActions,
  allowedActions,
  genderSelect,
  type AdminInvoiceAction,
  type Invoice,
  type InvoiceStage,
} from '@darsak/shared';
import { Avatar, Badge, Button, useFormat, useT, WithdrawDestination } from '@darsak/ui';
import { useMoney } from '../../../components/money.js';
import { paths } from '../../../config/paths.js';

const tones: Record<InvoiceStage, 'info' | 'success' | 'warning' | 'error' | 'neutral'> = {
  pending: 'info',
  updated: 'warning',
  'cancel-requested': 'warning',
  cancelled: 'neutral',
  'cancelled-by-admin': 'neutral',
  fulfilled: 'success',
  rejected: 'error',
};

/** The buttons in the order an admin works: the main move first, the note last. */
const order: AdminInvoiceAction[] = [
  'approve-update',
  'approve-cancel',
  'fulfil',
  'reject',
  'cancel',
  'note',
];

export const InvoiceCard = ({
  invoice,
  onAction,
  onDownload,
}: {
  invoice: Invoice;
  onAction: (action: AdminInvoiceAction) => void;
  onDownload: () => void;
}) => {
  const t = useT();
  const money = useMoney();
  const format = useFormat();
  const calendar = useFormat('UTC');
  const allowed = allowedActions(invoice.stage, adminInvoiceActions);
  const gender = genderSelect(invoice.tutor.gender);
  const localDay = (date: string) => calendar.day(`${date}T12:00:00Z`);
  return (
    <article
      className="space-y-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink-100 sm:p-5"
      aria-labelledby={`invoice-${invoice.id}`}
      data-testid={`invoice-${invoice.id}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          <Avatar name={invoice.tutor.name} image={invoice.tutor.image} size="sm" />
          <div className="min-w-0">
            <h2 id={`invoice-${invoice.id}`} className="text-lg font-bold text-ink-900">
              <bdi>{money(invoice.amount)}</bdi>
            </h2>
            <Link
              to={paths.tutor(invoice.tutor.id)}
              className="text-sm font-semibold text-brand-700 underline"
            >
              {invoice.tutor.name}
            </Link>
          </div>
        </div>
        <Badge tone={tones[invoice.stage]}>{t(`inv.stage.${invoice.stage}`, { gender })}</Badge>
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
          <dd>{format.dateTime(invoice.createdAt)}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-ink-600">{t('inv.expected')}:</dt>
          <dd>
            {t('inv.expectedRange', {
              from: localDay(invoice.expectedTransfer.earliest),
              to: localDay(invoice.expectedTransfer.latest),
            })}
          </dd>
        </div>
        {invoice.addressedBy && (
          <div className="flex gap-2">
            <dt className="text-ink-600">{t('inv.addressedBy')}:</dt>
            <dd>{invoice.addressedBy.name}</dd>
          </div>
        )}
        {invoice.note && (
          <div className="flex gap-2 sm:col-span-2">
            <dt className="text-ink-600">{t('inv.tutorNote', { gender })}:</dt>
            <dd dir="auto" className="break-words">
              {invoice.note}
            </dd>
          </div>
        )}
        {invoice.adminNote && (
          <div className="flex gap-2 sm:col-span-2">
            <dt className="text-ink-600">{t('inv.adminNote')}:</dt>
            <dd dir="auto" className="break-words">
              {invoice.adminNote}
            </dd>
          </div>
        )}
      </dl>
      <div className="flex flex-wrap gap-2">
        {order
          .filter((action) => allowed.includes(action))
          .map((action) => (
            <Button
              key={action}
              variant={
                action === 'fulfil' || action.startsWith('approve')
                  ? 'primary'
                  : action === 'note'
                    ? 'ghost'
                    : 'secondary'
              }
              onClick={() => onAction(action)}
            >
              {t(`inv.action.${action}`)}
            </Button>
          ))}
        {invoice.receipt && (
          <Button variant="secondary" onClick={onDownload}>
            {t('inv.downloadReceipt')}
          </Button>
        )}
      </div>
    </article>
  );
};
