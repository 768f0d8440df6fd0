/**
 * Ends the account's sessions on every device, this one included: for a lost phone or a shared
 * computer. Asks first; afterwards this device is at the sign-in page too.
 */
import { useState } from 'react';
import { routes } from '@darsak/shared';
import { useApiMutation, useSession } from '@darsak/client/react';
import { Button, Card, ConfirmDialog, useErrorMessage, useT, useToast } from '@darsak/ui';
import { useMyGender } from '../my-gender.js';

export const SessionsSection = () => {
  const t = useT();
  const me = useMyGender();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const { signOut } = useSession();
  const end = useApiMutation(routes.signOutEverywhere);
  const [asking, setAsking] = useState(false);
  const confirm = () =>
    end.mutate(
      {},
      {
        onSuccess: () => {
          setAsking(false);
          toast.show({ type: 'success', title: t('settings.sessions.done') });
          signOut();
        },
        onError: (error) => {
          setAsking(false);
          toast.show({ type: 'error', title: errorMessage(error) });
        },
      },
    );
  return (
    <Card>
      <h2 className="mb-2 text-xl font-bold">{t('settings.sessions.title')}</h2>
      <p className="mb-4 text-ink-600">{t('settings.sessions.text')}</p>
      <div className="flex justify-end">
        <Button variant="secondary" onClick={() => setAsking(true)} loading={end.isPending}>
          {t('settings.sessions.submit')}
        </Button>
      </div>
      <ConfirmDialog
        open={asking}
        title={t('settings.sessions.confirm')}
        message={t('settings.sessions.confirmText', { gender: me })}
        confirmLabel={t('settings.sessions.submit')}
        busy={end.isPending}
        onClose={() => setAsking(false)}
        onConfirm={confirm}
      />
    </Card>
  );
};
