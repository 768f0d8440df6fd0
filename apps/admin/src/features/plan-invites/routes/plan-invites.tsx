/**
 * Plan invites (docs/product/plans-and-payments.md#invites-only-plans): which students may see and
 * buy each invites-only plan. Admins invite, move and withdraw invites; withdrawing leaves a plan
 * already bought alone.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { genderSelect, routes, type PlanInvite } from '@darsak/shared';
import {
  useAddressFilters,
  useAddressPager,
  useApiMutation,
  useApiQuery,
} from '@darsak/client/react';
import {
  Button,
  buttonClass,
  Card,
  EmptyState,
  PageHeader,
  Pagination,
  QueryView,
  useFormat,
  useT,
} from '@darsak/ui';
import { paths } from '../../../config/paths.js';
import { FilterSelect } from '../../../components/filters.js';
import { usePlanName } from '../../../components/plan-name.js';
import { RemovalDialog, RowActions, useRemoval } from '../../../components/removal.js';
import { PlanInviteDialog } from '../components/plan-invite-dialog.js';

export default function PlanInvitesPage() {
  const t = useT();
  const format = useFormat();
  const planName = usePlanName();
  // The page and the plan filter live in the address, so Back from a user finds the same list.
  const pager = useAddressPager();
  const { params, set } = useAddressFilters();
  const planId = Number(params.get('plan'));
  const planFilter = Number.isInteger(planId) && planId > 0 ? planId : undefined;
  const [editing, setEditing] = useState<PlanInvite | 'new' | null>(null);
  const plans = useApiQuery(routes.listPlans, { query: { all: 'true' } });
  const invites = useApiQuery(
    routes.listPlanInvites,
    {
      query: {
        page: pager.page,
        size: pager.size,
        planId: planFilter,
      },
    },
    { placeholderData: (previous) => previous },
  );
  const remove = useApiMutation(routes.deletePlanInvite);
  const removal = useRemoval(
    (invite: PlanInvite) => remove.mutateAsync({ params: { id: invite.id } }),
    t('planInvites.deleted'),
  );

  const invitesOnly = (plans.data ?? []).filter((plan) => plan.invitesOnly);
  const nameOf = (planId: number) => {
    const plan = plans.data?.find((p) => p.id === planId);
    return plan ? planName(plan) : `#${planId}`;
  };
  const create = (
    <Button onClick={() => setEditing('new')} disabled={invitesOnly.length === 0}>
      {t('planInvites.create')}
    </Button>
  );

  return (
    <div className="space-y-6">
      <PageHeader
        title={t('planInvites.title')}
        description={t('planInvites.subtitle')}
        actions={create}
      />
      {plans.isSuccess && invitesOnly.length === 0 && (
        <Card className="space-y-3">
          <p className="text-ink-700">{t('planInvites.noPlans')}</p>
          <Link to={paths.plans} className={buttonClass('secondary')}>
            {t('planInvites.toPlans')}
          </Link>
        </Card>
      )}
      <Card className="space-y-4">
        <FilterSelect
          label={t('planInvites.filterPlan')}
          value={planFilter ?? ''}
          className="w-full sm:w-72"
          onChange={(e) => set('plan', e.target.value)}
        >
          <option value="">{t('planInvites.allPlans')}</option>
          {invitesOnly.map((plan) => (
            <option key={plan.id} value={plan.id}>
              {planName(plan)}
            </option>
          ))}
        </FilterSelect>
        <QueryView
          query={invites}
          isEmpty={(data) => data.total === 0}
          empty={
            <EmptyState
              title={t('planInvites.empty.title')}
              description={t('planInvites.empty.text')}
            />
          }
        >
          {(data) => (
            <>
              <ul className="divide-y divide-ink-100" aria-label={t('planInvites.title')}>
                {data.list.map((invite) => (
                  <li
                    key={invite.id}
                    className="flex flex-wrap items-center justify-between gap-3 py-3"
                  >
                    <div className="min-w-0">
                      <Link
                        to={paths.user(invite.user.id)}
                        className="font-semibold text-ink-900 hover:underline"
                      >
                        {invite.user.name}
                      </Link>
                      <p className="break-all text-sm text-ink-600">
                        <bdi>{invite.user.email}</bdi>
                      </p>
                      <p className="text-sm text-ink-600">
                        {nameOf(invite.planId)}
                        {t('ui.sep')}
                        {t('planInvites.invitedOn', {
                          date: format.date(invite.createdAt),
                          gender: genderSelect(invite.user.gender),
                        })}
                      </p>
                    </div>
                    <RowActions
                      onEdit={() => setEditing(invite)}
                      onDelete={() => removal.ask(invite)}
                      edit={{
                        text: t('planInvites.edit'),
                        label: t('planInvites.editOf', { name: invite.user.name }),
                      }}
                      remove={{
                        text: t('planInvites.delete'),
                        label: t('planInvites.deleteOf', { name: invite.user.name }),
                      }}
                    />
                  </li>
                ))}
              </ul>
              <Pagination pager={pager} total={data.total} stale={invites.isPlaceholderData} />
            </>
          )}
        </QueryView>
      </Card>
      <PlanInviteDialog
        open={editing !== null}
        invite={editing === 'new' || editing === null ? undefined : editing}
        plans={invitesOnly}
        onClose={() => setEditing(null)}
      />
      <RemovalDialog
        removal={removal}
        title={t('planInvites.deleteConfirm.title')}
        message={(invite) =>
          t('planInvites.deleteConfirm.text', {
            name: invite.user.name,
            plan: nameOf(invite.planId),
            gender: genderSelect(invite.user.gender),
          })
        }
        confirmLabel={t('planInvites.delete')}
      />
    </div>
  );
}
