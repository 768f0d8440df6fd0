/**
 * A student's subscriptions, newest first, with this week's quota; an admin can grant a plan and
 * cancel the one in force (booked lessons stay).
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { formatMoney, genderSelect, routes, type Subscription, type User } from '@darsak/shared';
import { useApiMutation, useApiQuery, usePager } from '@darsak/client/react';
import {
  Pagination,
  Badge,
  Button,
  Card,
  ConfirmDialog,
  EmptyState,
  QueryView,
  useErrorMessage,
  useFormat,
  useI18n,
  useT,
  useToast,
} from '@darsak/ui';
import { paths } from '../../../config/paths.js';
import { DataTable, type Column } from '../../../components/data-table.js';
import { periodKey, usePlanName } from '../../../components/plan-name.js';
import { GrantSubscriptionDialog } from './grant-subscription-dialog.js';
import { StudentQuota } from './student-quota.js';

const stateOf = (sub: Subscription) => {
  if (sub.cancelledAt) return { key: 'subs.state.cancelled', tone: 'error' } as const;
  if (sub.active) return { key: 'subs.state.active', tone: 'success' } as const;
  if (Date.parse(sub.startsAt) > Date.now())
    return { key: 'subs.state.upcoming', tone: 'info' } as const;
  return { key: 'subs.state.ended', tone: 'neutral' } as const;
};

export const StudentSubscriptions = ({ student }: { student: User }) => {
  const t = useT();
  const agree = { gender: genderSelect(student.gender) };
  const format = useFormat();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const planName = usePlanName();
  const pager = usePager();
  const [granting, setGranting] = useState(false);
  const [cancelling, setCancelling] = useState<Subscription | null>(null);
  const subs = useApiQuery(
    routes.listSubscriptions,
    { query: { userId: student.id, page: pager.page, size: pager.size } },
    { placeholderData: (previous) => previous },
  );
  const plans = useApiQuery(routes.listPlans, { query: { all: 'true' } });
  const cancel = useApiMutation(routes.cancelSubscription);
  const { locale } = useI18n();
  const quote = useApiQuery(
    routes.cancellationQuote,
    { query: { id: cancelling?.id ?? 0 } },
    { enabled: cancelling !== null },
  );

  /** Plans have no names: a subscription is known by the weekly minutes it grants. */
  const nameOf = (sub: Subscription) =>
    planName(plans.data?.find((plan) => plan.id === sub.planId) ?? sub);
  const columns: Column<Subscription>[] = [
    {
      key: 'plan',
      header: t('subs.column.plan'),
      primary: true,
      cell: (sub) => <span className="font-semibold text-ink-900">{nameOf(sub)}</span>,
    },
    { key: 'period', header: t('subs.column.period'), cell: (sub) => t(periodKey(sub.period)) },
    {
      key: 'minutes',
      header: t('subs.column.weeklyMinutes'),
      cell: (sub) => format.number(sub.weeklyMinutes),
    },
    {
      key: 'dates',
      header: t('subs.column.dates'),
      cell: (sub) =>
        t('subs.dates', { from: format.date(sub.startsAt), to: format.date(sub.endsAt) }),
    },
    {
      key: 'state',
      header: t('subs.column.state'),
      cell: (sub) => {
        const state = stateOf(sub);
        return <Badge tone={state.tone}>{t(state.key)}</Badge>;
      },
    },
    {
      key: 'actions',
      header: t('subs.column.actions'),
      cell: (sub) =>
        sub.active && !sub.cancelledAt ? (
          <Button
            variant="ghost"
            className="min-h-9 px-3 text-red-700"
            onClick={() => setCancelling(sub)}
          >
            {t('subs.cancel')}
          </Button>
        ) : (
          <span className="text-ink-500">—</span>
        ),
    },
  ];

  return (
    <Card>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-bold">{t('subs.title')}</h2>
        <div className="flex flex-wrap items-center gap-3">
          <Link
            to={paths.lessonsOf({ studentId: student.id })}
            className="font-semibold text-brand-800 hover:underline"
          >
            {t('subs.lessonsLink', agree)}
          </Link>
          <Button onClick={() => setGranting(true)}>{t('subs.grant.open')}</Button>
        </div>
      </div>
      <StudentQuota student={student} />
      <QueryView
        query={subs}
        isEmpty={(page) => page.total === 0}
        empty={
          <EmptyState
            title={t('subs.empty.title', agree)}
            description={t('subs.empty.text', agree)}
          />
        }
      >
        {(page) => (
          <>
            <DataTable
              caption={t('subs.title')}
              columns={columns}
              rows={page.list}
              rowKey={(sub) => sub.id}
              busy={subs.isPlaceholderData}
            />
            {page.total > pager.size && <Pagination pager={pager} total={page.total} />}
          </>
        )}
      </QueryView>
      <GrantSubscriptionDialog
        open={granting}
        student={student}
        onClose={() => setGranting(false)}
      />
      <ConfirmDialog
        open={cancelling !== null}
        title={t('subs.cancelConfirm.title')}
        message={
          <>
            <p>
              {t('subs.cancelConfirm.text', {
                name: student.name,
                plan: cancelling ? nameOf(cancelling) : '',
                gender: genderSelect(student.gender),
              })}
            </p>
            <p className="mt-2 font-semibold">
              {quote.isPending
                ? t('ui.loading')
                : quote.data && quote.data.refund > 0
                  ? t(
                      quote.data.cash
                        ? 'subs.cancelConfirm.refundCash'
                        : 'subs.cancelConfirm.refund',
                      {
                        amount: formatMoney(quote.data.refund, locale),
                        weeks: quote.data.unusedWeeks,
                        gender: genderSelect(student.gender),
                      },
                    )
                  : t('subs.cancelConfirm.noRefund')}
            </p>
            {quote.data?.trialBack && (
              <p className="mt-2">
                {t('subs.cancelConfirm.trialBack', {
                  gender: genderSelect(student.gender),
                  date: format.day(quote.data.trialBack.endsAt),
                })}
              </p>
            )}
          </>
        }
        confirmLabel={t('subs.cancel')}
        busy={cancel.isPending}
        onClose={() => setCancelling(null)}
        onConfirm={() =>
          cancelling &&
          cancel.mutate(
            { body: { id: cancelling.id } },
            {
              onSuccess: () => {
                toast.show({ type: 'success', title: t('subs.cancelled') });
                setCancelling(null);
              },
              onError: (error) => toast.show({ type: 'error', title: errorMessage(error) }),
            },
          )
        }
      />
    </Card>
  );
};
