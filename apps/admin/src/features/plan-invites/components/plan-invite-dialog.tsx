/** Invites a student to an invites-only plan, or moves an invite to another plan or student. */
import { useState } from 'react';
import { genderSelect, Role, routes, type Plan, type PlanInvite } from '@darsak/shared';
import { useApiMutation, useApiQuery } from '@darsak/client/react';
import {
  Alert,
  Button,
  Dialog,
  SelectField,
  TextField,
  useDebounced,
  useErrorMessage,
  useT,
  useToast,
} from '@darsak/ui';
import { usePlanName } from '../../../components/plan-name.js';

export const PlanInviteDialog = ({
  open,
  invite,
  plans,
  onClose,
}: {
  open: boolean;
  invite?: PlanInvite;
  /** The invites-only plans an invite may name. */
  plans: Plan[];
  onClose: () => void;
}) => {
  const t = useT();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t(invite ? 'planInvites.form.editTitle' : 'planInvites.form.createTitle')}
    >
      <PlanInviteForm key={invite?.id ?? 'new'} invite={invite} plans={plans} onClose={onClose} />
    </Dialog>
  );
};

const PlanInviteForm = ({
  invite,
  plans,
  onClose,
}: {
  invite?: PlanInvite;
  plans: Plan[];
  onClose: () => void;
}) => {
  const t = useT();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const planName = usePlanName();
  const [planId, setPlanId] = useState(String(invite?.planId ?? plans[0]?.id ?? ''));
  const [userId, setUserId] = useState(invite ? String(invite.user.id) : '');
  const [search, setSearch] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [missing, setMissing] = useState<'plan' | 'student' | null>(null);
  const q = useDebounced(search.trim(), 300);
  const students = useApiQuery(routes.listUsers, {
    query: { role: Role.Student, page: 1, size: 20, ...(q.length >= 2 ? { q } : {}) },
  });
  const create = useApiMutation(routes.createPlanInvite);
  const update = useApiMutation(routes.updatePlanInvite);
  const busy = create.isPending || update.isPending;

  const found = students.data?.list ?? [];
  const choices =
    invite && !found.some((s) => s.id === invite.user.id) ? [invite.user, ...found] : found;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (!planId) return setMissing('plan');
    if (!userId) return setMissing('student');
    setMissing(null);
    try {
      const body = { planId: Number(planId), userId: Number(userId) };
      const saved = invite
        ? await update.mutateAsync({ body: { id: invite.id, ...body } })
        : await create.mutateAsync({ body });
      toast.show({
        type: 'success',
        title: t(invite ? 'planInvites.updated' : 'planInvites.created', {
          gender: genderSelect(saved.user.gender),
        }),
      });
      onClose();
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
      {problem && <Alert tone="error">{problem}</Alert>}
      <SelectField
        label={t('planInvites.form.plan')}
        value={planId}
        error={missing === 'plan' ? 'required' : undefined}
        onChange={(e) => setPlanId(e.target.value)}
      >
        {plans.map((plan) => (
          <option key={plan.id} value={plan.id}>
            {planName(plan)}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('planInvites.form.search')}
        hint={t('planInvites.form.searchHint')}
        type="search"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      <SelectField
        label={t('planInvites.form.student')}
        value={userId}
        error={missing === 'student' ? 'required' : undefined}
        hint={
          students.isError
            ? t('planInvites.form.searchFailed')
            : students.isPending
              ? t('ui.loading')
              : choices.length === 0
                ? t('planInvites.form.noStudents')
                : undefined
        }
        onChange={(e) => setUserId(e.target.value)}
      >
        <option value="">{t('planInvites.form.pickStudent')}</option>
        {choices.map((s) => (
          <option key={s.id} value={s.id}>
            {s.name} — {s.email}
          </option>
        ))}
      </SelectField>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          {t('ui.cancel')}
        </Button>
        <Button type="submit" loading={busy}>
          {t(invite ? 'ui.save' : 'planInvites.form.create')}
        </Button>
      </div>
    </form>
  );
};
