/** Plans: create, change, activate or deactivate, and delete those no subscription uses. */
import { useState } from 'react';
import { routes, type Plan } from '@darsak/shared';
import { useApiMutation, useApiQuery } from '@darsak/client/react';
import {
  PageHeader,
  Button,
  ConfirmDialog,
  EmptyState,
  QueryView,
  useErrorMessage,
  useT,
  useToast,
} from '@darsak/ui';
import { usePlanName } from '../../../components/plan-name.js';
import { DeletePlanDialog } from '../components/delete-plan-dialog.js';
import { PlanCard } from '../components/plan-card.js';
import { PlanFormDialog } from '../components/plan-form-dialog.js';

/** Plans on sale first; each group keeps the server's order (cheapest first). */
const activeFirst = (plans: Plan[]) => [
  ...plans.filter((plan) => plan.active),
  ...plans.filter((plan) => !plan.active),
];

export default function PlansPage() {
  const t = useT();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const planName = usePlanName();
  const plans = useApiQuery(routes.listPlans, { query: { all: 'true' } });
  const update = useApiMutation(routes.updatePlan);
  const [editing, setEditing] = useState<Plan | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Plan | null>(null);
  const [deactivating, setDeactivating] = useState<Plan | null>(null);

  const setActive = (plan: Plan, active: boolean) =>
    update.mutate(
      { params: { id: plan.id }, body: { active } },
      {
        onSuccess: () => {
          toast.show({
            type: 'success',
            title: t(active ? 'plans.activated' : 'plans.deactivated'),
          });
          setDeactivating(null);
        },
        onError: (error) => toast.show({ type: 'error', title: errorMessage(error) }),
      },
    );

  const create = <Button onClick={() => setEditing('new')}>{t('plans.create')}</Button>;
  return (
    <div>
      <PageHeader title={t('plans.title')} description={t('plans.subtitle')} actions={create} />
      <QueryView
        query={plans}
        isEmpty={(list) => list.length === 0}
        empty={
          <EmptyState
            title={t('plans.empty.title')}
            description={t('plans.empty.text')}
            action={create}
          />
        }
      >
        {(list) => (
          <ul className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3">
            {activeFirst(list).map((plan) => (
              <li key={plan.id}>
                <PlanCard
                  plan={plan}
                  busy={update.isPending && update.variables?.params.id === plan.id}
                  onEdit={() => setEditing(plan)}
                  onToggleActive={() =>
                    plan.active ? setDeactivating(plan) : setActive(plan, true)
                  }
                  onDelete={() => setDeleting(plan)}
                />
              </li>
            ))}
          </ul>
        )}
      </QueryView>
      <PlanFormDialog
        open={editing !== null}
        plan={editing === 'new' || editing === null ? undefined : editing}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={deactivating !== null}
        title={t('plans.deactivateConfirm.title')}
        message={t('plans.deactivateConfirm.text', {
          name: deactivating ? planName(deactivating) : '',
        })}
        confirmLabel={t('plans.deactivate')}
        busy={update.isPending}
        onClose={() => setDeactivating(null)}
        onConfirm={() => deactivating && setActive(deactivating, false)}
      />
      <DeletePlanDialog plan={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
