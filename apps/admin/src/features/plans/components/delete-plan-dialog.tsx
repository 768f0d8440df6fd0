/**
 * Deletes a plan after asking. A plan that subscriptions use cannot go (the server answers illegal):
 * the dialog says why and offers to deactivate it instead, which stops its sale and keeps the history.
 */
import { useState } from 'react';
import { routes, type Plan } from '@darsak/shared';
import { isApiError } from '@darsak/client';
import { useApiMutation } from '@darsak/client/react';
import { Alert, Button, Dialog, useErrorMessage, useT, useToast } from '@darsak/ui';
import { usePlanName } from '../../../components/plan-name.js';

export const DeletePlanDialog = ({
  plan,
  onClose,
  onChanged,
}: {
  plan: Plan | null;
  onClose: () => void;
  onChanged?: () => void;
}) => {
  const t = useT();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const planName = usePlanName();
  const [inUse, setInUse] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const remove = useApiMutation(routes.deletePlan);
  const update = useApiMutation(routes.updatePlan);
  const close = () => {
    setInUse(false);
    setProblem(null);
    onClose();
  };
  const name = plan ? planName(plan) : '';

  const confirmDelete = () => {
    if (!plan) return;
    setProblem(null);
    remove.mutate(
      { params: { id: plan.id } },
      {
        onSuccess: () => {
          toast.show({ type: 'success', title: t('plans.deleted') });
          onChanged?.();
          close();
        },
        onError: (error) => {
          if (isApiError(error) && error.code === 'illegal') setInUse(true);
          else setProblem(errorMessage(error));
        },
      },
    );
  };

  const deactivate = () => {
    if (!plan) return;
    setProblem(null);
    update.mutate(
      { params: { id: plan.id }, body: { active: false } },
      {
        onSuccess: () => {
          toast.show({ type: 'success', title: t('plans.deactivated') });
          onChanged?.();
          close();
        },
        onError: (error) => setProblem(errorMessage(error)),
      },
    );
  };

  return (
    <Dialog
      open={plan !== null}
      onClose={close}
      title={t(inUse ? 'plans.delete.inUseTitle' : 'plans.delete.title')}
    >
      {problem && <Alert tone="error">{problem}</Alert>}
      {inUse ? (
        <>
          <p className="text-ink-700">{t('plans.delete.inUseText', { name })}</p>
          <p className="text-ink-700">
            {t(plan?.active ? 'plans.delete.offerDeactivate' : 'plans.delete.alreadyInactive')}
          </p>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={close} disabled={update.isPending}>
              {t('ui.close')}
            </Button>
            {plan?.active && (
              <Button onClick={deactivate} loading={update.isPending}>
                {t('plans.deactivate')}
              </Button>
            )}
          </div>
        </>
      ) : (
        <>
          <p className="text-ink-700">{t('plans.delete.text', { name })}</p>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={close} disabled={remove.isPending}>
              {t('ui.cancel')}
            </Button>
            <Button variant="danger" onClick={confirmDelete} loading={remove.isPending}>
              {t('plans.delete.confirm')}
            </Button>
          </div>
        </>
      )}
    </Dialog>
  );
};
