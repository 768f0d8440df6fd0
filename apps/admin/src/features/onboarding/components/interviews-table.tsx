/** Interviews or demo sessions as admins list them, with reassign and cancel for pending ones. */
import { useState } from 'react';
import {
  genderSelect,
  TutorManagerInterviewStatus as Status,
  routes,
  type Interview,
} from '@darsak/shared';
import { useApiMutation, useApiQuery } from '@darsak/client/react';
import {
  Badge,
  Button,
  ConfirmDialog,
  Dialog,
  SelectField,
  useErrorMessage,
  useFormat,
  useT,
  useToast,
} from '@darsak/ui';
import { DataTable } from '../../../components/data-table.js';
import { paths } from '../../../config/paths.js';
import { Person } from './person.js';

const tone = (status: number) =>
  status === Status.Passed
    ? 'success'
    : status === Status.Rejected
      ? 'error'
      : status === Status.Pending
        ? 'info'
        : 'neutral';

const ReassignDialog = ({
  session,
  onClose,
  onDone,
}: {
  session: Interview;
  onClose: () => void;
  onDone: () => void;
}) => {
  const t = useT();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const managers = useApiQuery(routes.interviewers);
  const update = useApiMutation(
    session.kind === 3 ? routes.updateInterview : routes.updateDemoSession,
  );
  const [managerId, setManagerId] = useState<number>(session.manager.id);
  return (
    <Dialog open onClose={onClose} title={t('onboarding.reassign.title')}>
      <p className="text-ink-700">{t('onboarding.reassign.text', { name: session.tutor.name })}</p>
      <SelectField
        label={t('onboarding.manager')}
        value={managerId}
        onChange={(e) => setManagerId(Number(e.target.value))}
      >
        {(managers.data ?? [session.manager]).map((manager) => (
          <option key={manager.id} value={manager.id}>
            {manager.name}
          </option>
        ))}
      </SelectField>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          {t('ui.cancel')}
        </Button>
        <Button
          loading={update.isPending}
          disabled={managerId === session.manager.id}
          onClick={() =>
            update.mutate(
              { body: { id: session.id, managerId } },
              {
                onSuccess: () => {
                  toast.show({ type: 'success', title: t('onboarding.reassign.done') });
                  onDone();
                },
                onError: (error) =>
                  toast.show({
                    type: 'error',
                    title: t('onboarding.actionFailed'),
                    description: errorMessage(error),
                  }),
              },
            )
          }
        >
          {t('onboarding.reassign.save')}
        </Button>
      </div>
    </Dialog>
  );
};

export const InterviewsTable = ({
  sessions,
  busy,
  onChanged,
}: {
  sessions: Interview[];
  busy: boolean;
  onChanged: () => void;
}) => {
  const t = useT();
  const toast = useToast();
  const format = useFormat();
  const errorMessage = useErrorMessage();
  const [reassign, setReassign] = useState<Interview | null>(null);
  const [cancel, setCancel] = useState<Interview | null>(null);
  const cancelInterview = useApiMutation(routes.updateInterview);
  const cancelDemo = useApiMutation(routes.updateDemoSession);
  const cancelling = cancelInterview.isPending || cancelDemo.isPending;
  return (
    <>
      <DataTable
        caption={t('onboarding.sessions')}
        rows={sessions}
        rowKey={(row) => row.id}
        busy={busy}
        columns={[
          {
            key: 'tutor',
            header: t('onboarding.candidate'),
            primary: true,
            cell: (row) => <Person person={row.tutor} to={paths.tutor(row.tutor.id)} />,
          },
          { key: 'manager', header: t('onboarding.manager'), cell: (row) => row.manager.name },
          {
            key: 'when',
            header: t('onboarding.when'),
            cell: (row) => format.dateTime(row.startsAt),
          },
          {
            key: 'status',
            header: t('onboarding.status'),
            cell: (row) => (
              <Badge tone={tone(row.status)}>
                {/* A booked session says whether it is ahead, under way or waiting for its result. */}
                {t(
                  row.status === Status.Pending
                    ? `onboarding.phase.${row.phase}`
                    : `onboarding.managerStatus.${row.status}`,
                  {
                    gender: genderSelect(row.tutor.gender),
                    managerGender: genderSelect(row.manager.gender),
                  },
                )}
              </Badge>
            ),
          },
          {
            key: 'level',
            header: t('onboarding.level'),
            cell: (row) => (row.level ? t(`level.${row.level}`) : '—'),
          },
          {
            key: 'feedback',
            header: t('onboarding.feedback'),
            cell: (row) =>
              row.feedback ? (
                <span dir="auto" className="line-clamp-2 text-ink-600">
                  {row.feedback}
                </span>
              ) : (
                '—'
              ),
          },
          {
            key: 'actions',
            header: t('onboarding.actions'),
            cell: (row) =>
              row.status === Status.Pending ? (
                <div className="flex flex-wrap gap-2">
                  {row.phase === 'upcoming' && (
                    <Button variant="secondary" onClick={() => setReassign(row)}>
                      {t('onboarding.reassign.action')}
                    </Button>
                  )}
                  <Button variant="ghost" onClick={() => setCancel(row)}>
                    {t('onboarding.cancel.action')}
                  </Button>
                </div>
              ) : (
                '—'
              ),
          },
        ]}
      />
      {reassign && (
        <ReassignDialog
          session={reassign}
          onClose={() => setReassign(null)}
          onDone={() => {
            setReassign(null);
            onChanged();
          }}
        />
      )}
      <ConfirmDialog
        open={cancel !== null}
        title={t('onboarding.cancel.title')}
        message={
          cancel
            ? t('onboarding.cancel.text', {
                name: cancel.tutor.name,
                when: format.dateTime(cancel.startsAt),
              })
            : ''
        }
        confirmLabel={t('onboarding.cancel.action')}
        cancelLabel={t('onboarding.cancel.keep')}
        busy={cancelling}
        onClose={() => setCancel(null)}
        onConfirm={() => {
          if (!cancel) return;
          const mutation = cancel.kind === 3 ? cancelInterview : cancelDemo;
          mutation.mutate(
            { body: { id: cancel.id, status: Status.CanceledByAdmin } },
            {
              onSuccess: () => {
                setCancel(null);
                toast.show({ type: 'success', title: t('onboarding.cancel.done') });
                onChanged();
              },
              onError: (error) =>
                toast.show({
                  type: 'error',
                  title: t('onboarding.actionFailed'),
                  description: errorMessage(error),
                }),
            },
          );
        }}
      />
    </>
  );
};
