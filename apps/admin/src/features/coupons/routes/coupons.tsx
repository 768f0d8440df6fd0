/**
 * Coupons (docs/product/plans-and-payments.md#coupons): a whole percent off until an expiry,
 * optionally up to a number of uses.
 */
import { useState } from 'react';
import { routes, type Coupon } from '@darsak/shared';
import { useAddressPager, useApiMutation, useApiQuery } from '@darsak/client/react';
import {
  Badge,
  Button,
  Card,
  EmptyState,
  PageHeader,
  Pagination,
  QueryView,
  useFormat,
  useT,
} from '@darsak/ui';
import { RemovalDialog, RowActions, useRemoval } from '../../../components/removal.js';
import { CouponFormDialog } from '../components/coupon-form-dialog.js';

export default function CouponsPage() {
  const t = useT();
  const format = useFormat();
  const pager = useAddressPager();
  const [editing, setEditing] = useState<Coupon | 'new' | null>(null);
  const coupons = useApiQuery(
    routes.listCoupons,
    { query: { page: pager.page, size: pager.size } },
    { placeholderData: (previous) => previous },
  );
  const remove = useApiMutation(routes.deleteCoupon);
  const removal = useRemoval(
    (coupon: Coupon) => remove.mutateAsync({ params: { id: coupon.id } }),
    t('coupons.deleted'),
  );
  const create = <Button onClick={() => setEditing('new')}>{t('coupons.create')}</Button>;

  return (
    <div className="space-y-6">
      <PageHeader title={t('coupons.title')} description={t('coupons.subtitle')} actions={create} />
      <Card>
        <QueryView
          query={coupons}
          isEmpty={(data) => data.total === 0}
          empty={
            <EmptyState
              title={t('coupons.empty.title')}
              description={t('coupons.empty.text')}
              action={create}
            />
          }
        >
          {(data) => (
            <>
              <ul className="divide-y divide-ink-100" aria-label={t('coupons.title')}>
                {data.list.map((coupon) => {
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
                          {t('coupons.discount', { percent: format.number(coupon.discount) })}
                          {t('ui.sep')}
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
                      <RowActions
                        onEdit={() => setEditing(coupon)}
                        onDelete={() => removal.ask(coupon)}
                        edit={{
                          text: t('coupons.edit'),
                          label: t('coupons.editOf', { code: coupon.code }),
                        }}
                        remove={{
                          text: t('coupons.delete'),
                          label: t('coupons.deleteOf', { code: coupon.code }),
                        }}
                      />
                    </li>
                  );
                })}
              </ul>
              <Pagination pager={pager} total={data.total} stale={coupons.isPlaceholderData} />
            </>
          )}
        </QueryView>
      </Card>
      <CouponFormDialog
        open={editing !== null}
        coupon={editing === 'new' || editing === null ? undefined : editing}
        onClose={() => setEditing(null)}
      />
      <RemovalDialog
        removal={removal}
        title={t('coupons.deleteConfirm.title')}
        message={(coupon) => t('coupons.deleteConfirm.text', { code: coupon.code })}
        confirmLabel={t('coupons.delete')}
      />
    </div>
  );
}
