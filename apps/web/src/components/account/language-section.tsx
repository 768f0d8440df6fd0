/** The interface language, saved to the account so messages arrive in it too. */
import { routes, type User } from '@darsak/shared';
import { useApiMutation } from '@darsak/client/react';
import { Card, LanguageSwitch, useT } from '@darsak/ui';

export const LanguageSection = ({ user }: { user: User }) => {
  const t = useT();
  const saveLanguage = useApiMutation(routes.updateUser);
  return (
    <Card>
      <h2 className="mb-2 text-xl font-bold">{t('settings.language.title')}</h2>
      <p className="mb-3 text-ink-600">{t('settings.language.text')}</p>
      <LanguageSwitch
        className="ring-1 ring-brand-200"
        onChange={(language) =>
          saveLanguage.mutate({ params: { id: user.id }, body: { language } })
        }
      />
    </Card>
  );
};
