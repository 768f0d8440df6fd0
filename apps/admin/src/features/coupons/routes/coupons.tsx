/** Coupons (SPEC §7, issue 10): a whole percent off until an expiry, optionally up to a number of uses. */
import { useState } from 'react';
import { routes, type Coupon } from '@darsak/shared';
import { useApiMutation, useApiQuery, usePager } from '@darsak/client/react';
import {
  Badge,
  Button,
  Card,
  ConfirmDialog,
  EmptyState,
  ErrorState,
  PageHeader,
  Pagination,
  Spinner,
  useErrorMessage,
  useFormat,
  useT,
  useToast,
} from '@darsak/ui';
import { CouponFormDialog } from '../components/coupon-form-dialog.js';

export default function CouponsPage() {
  const t = useT();
  const format = useFormat();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const pager = usePager();
  const [editing, setEditing] = useState<Coupon | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Coupon | null>(null);
  const coupons = useApiQuery(
    routes.listCoupons,
    { query: { page: pager.page, size: pager.size } },
    { placeholderData: (previous) => previous },
  );
  const remove = useApiMutation(routes.deleteCoupon, {
    onSuccess: () => {
      setDeleting(null);
      toast.show({ type: 'success', title: t('coupons.deleted') });
    },
    onError: (error) => {
      setDeleting(null);
      toast.show({ type: 'error', title: errorMessage(error) });
    },
  });
  const create = <Button onClick={() => setEditing('new')}>{t('coupons.create')}</Button>;

  return (
    <div className="space-y-6">
      <PageHeader title={t('coupons.title')} description={t('coupons.subtitle')} actions={create} />
      <Card>
        {coupons.isPending ? (
          <Spinner label={t('ui.loading')} />
        ) : coupons.isError ? (
          <ErrorState error={coupons.error} onRetry={() => void coupons.refetch()} />
        ) : coupons.data.total === 0 ? (
          <EmptyState
            title={t('coupons.empty.title')}
            description={t('coupons.empty.text')}
            action={create}
          />
        ) : (
          <>
            <ul className="divide-y divide-ink-100" aria-label={t('coupons.title')}>
              {coupons.data.list.map((coupon) => {
                const expired = Date.parse(coupon.expiresAt) <= Date.now();
                return (
                  <li
                    key={coupon.id}
                    className="flex flex-wrap items-center justify-between gap-3 py-3"
                  >
                    <div className="min-w-0 space-y-1">
                      <p className="flex flex-wrap items-center gap-2">
                        <bdi className="font-mono text-lg font-bold text-ink-900">
                          {coupon.code}
                        </bdi>
                        <Badge tone={expired ? 'neutral' : 'success'}>
                          {t(expired ? 'coupons.expired' : 'coupons.valid')}
                        </Badge>
                      </p>
                      <p className="text-sm text-ink-700">
                        {t('coupons.discount', { percent: format.number(coupon.discount) })} ·{' '}
                        {t('coupons.until', { date: format.date(coupon.expiresAt) })}
                      </p>
                      <p className="text-sm text-ink-600">
                        {coupon.maxUses === null
                          ? t('coupons.usesUnlimited', { uses: format.number(coupon.uses) })
                          : t('coupons.uses', {
                              uses: format.number(coupon.uses),
                              max: format.number(coupon.maxUses),
                            })}
                      </p>
                    </div>
                    <div className="flex gap-2">
                      <Button
                        variant="secondary"
                        onClick={() => setEditing(coupon)}
                        aria-label={t('coupons.editOf', { code: coupon.code })}
                      >
                        {t('coupons.edit')}
                      </Button>
                      <Button
                        variant="danger"
                        onClick={() => setDeleting(coupon)}
                        aria-label={t('coupons.deleteOf', { code: coupon.code })}
                      >
                        {t('coupons.delete')}
                      </Button>
                    </div>
                  </li>
                );
              })}
            </ul>
            <Pagination pager={pager} total={coupons.data.total} />
          </>
        )}
      </Card>
      <CouponFormDialog
        open={editing !== null}
        coupon={editing === 'new' || editing === null ? undefined : editing}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('coupons.deleteConfirm.title')}
        message={t('coupons.deleteConfirm.text', { code: deleting?.code ?? '' })}
        confirmLabel={t('coupons.delete')}
        busy={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate({ params: { id: deleting.id } })}
      />
    </div>
  );
}
