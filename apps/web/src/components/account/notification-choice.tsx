/** How reminders reach the user: WhatsApp (once the phone is verified) and email, or email only. */
import { routes, NotificationMethod, type User } from '@darsak/shared';
import { useSession } from '@darsak/client/react';
import { cx, useErrorMessage, useT, useToast } from '@darsak/ui';

export const NotificationChoice = ({ user }: { user: User }) => {
  const t = useT();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const { client, setUser } = useSession();
  const choose = async (method: number) => {
    try {
      setUser(
        await client.call(routes.updateUser, {
          params: { id: user.id },
          body: { notificationMethod: method as 0 | 1 },
        }),
      );
      toast.show({ type: 'success', title: t('settings.saved') });
    } catch (error) {
      toast.show({ type: 'error', title: errorMessage(error) });
    }
  };
  const options = [
    { value: NotificationMethod.WhatsApp, disabled: !user.verifiedPhone },
    { value: NotificationMethod.None, disabled: false },
  ];
  return (
    <fieldset className="space-y-2">
      <legend className="font-semibold">{t('settings.notifications.title')}</legend>
      {options.map((option) => (
        <label
          key={option.value}
          className={cx(
            'flex items-start gap-3 rounded-xl border p-3',
            user.notificationMethod === option.value
              ? 'border-brand-600 bg-brand-50'
              : 'border-ink-200',
            option.disabled ? 'opacity-60' : 'cursor-pointer',
          )}
        >
          <input
            type="radio"
            name="notificationMethod"
            className="mt-1.5 accent-brand-700"
            checked={user.notificationMethod === option.value}
            disabled={option.disabled}
            onChange={() => void choose(option.value)}
          />
          <span>
            <span className="block font-semibold">
              {t(`settings.notifications.${option.value}`)}
            </span>
            <span className="block text-sm text-ink-600">
              {option.disabled
                ? t('settings.notifications.needsPhone')
                : t(`settings.notifications.${option.value}.description`)}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
};
