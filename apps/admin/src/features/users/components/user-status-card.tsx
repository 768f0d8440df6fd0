/**
 * Deactivating an account ends its sessions at once and keeps it from signing in; restoring lets it
 * sign in again. Both ask first. An admin cannot deactivate their own account.
 */
import { useState } from 'react';
import { genderSelect, routes, type User } from '@darsak/shared';
import { useApiMutation, useSession } from '@darsak/client/react';
import { Badge, Button, Card, ConfirmDialog, useErrorMessage, useT, useToast } from '@darsak/ui';

export const UserStatusCard = ({ user, onSaved }: { user: User; onSaved: (u: User) => void }) => {
  const t = useT();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const { user: me } = useSession();
  const update = useApiMutation(routes.updateUser);
  const [asking, setAsking] = useState(false);
  const self = me?.id === user.id;

  const change = () =>
    update.mutate(
      { params: { id: user.id }, body: { active: !user.active } },
      {
        onSuccess: (saved) => {
          setAsking(false);
          onSaved(saved);
          toast.show({
            type: 'success',
            title: t(saved.active ? 'user.status.restored' : 'user.status.deactivated'),
          });
        },
        onError: (error) => {
          setAsking(false);
          toast.show({ type: 'error', title: errorMessage(error) });
        },
      },
    );

  return (
    <Card>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div className="space-y-1">
          <h2 className="flex items-center gap-2 text-xl font-bold">
            {t('user.status.title')}
            <Badge tone={user.active ? 'success' : 'error'}>
              {t(user.active ? 'user.status.active' : 'user.status.inactive')}
            </Badge>
          </h2>
          <p className="text-sm text-ink-600">
            {t(user.active ? 'user.status.activeText' : 'user.status.inactiveText', {
              gender: genderSelect(user.gender),
            })}
          </p>
        </div>
        {!self && (
          <Button
            variant={user.active ? 'danger' : 'secondary'}
            onClick={() => setAsking(true)}
            loading={update.isPending}
          >
            {t(user.active ? 'user.status.deactivate' : 'user.status.restore')}
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={asking}
        title={t(user.active ? 'user.status.deactivateConfirm' : 'user.status.restoreConfirm')}
        message={t(
          user.active ? 'user.status.deactivateConfirmText' : 'user.status.restoreConfirmText',
          { name: user.name, gender: genderSelect(user.gender) },
        )}
        confirmLabel={t(user.active ? 'user.status.deactivate' : 'user.status.restore')}
        busy={update.isPending}
        onClose={() => setAsking(false)}
        onConfirm={change}
      />
    </Card>
  );
};
