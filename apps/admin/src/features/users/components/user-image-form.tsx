/** An admin replaces an account's picture. */
import { useState } from 'react';
import { routes, type User } from '@darsak/shared';
import { useSession } from '@darsak/client/react';
import { ImagePicker, useErrorMessage, useT, useToast } from '@darsak/ui';

/** The account's picture, replaced by an admin. */
export const UserImageForm = ({ user, onSaved }: { user: User; onSaved: (u: User) => void }) => {
  const t = useT();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const { client } = useSession();
  const [busy, setBusy] = useState(false);
  const upload = async (file: File) => {
    const form = new FormData();
    form.append('image', file);
    setBusy(true);
    try {
      onSaved(await client.call(routes.uploadUserImage, { query: { forUser: user.id } }, { form }));
    } catch (error) {
      toast.show({ type: 'error', title: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };
  return <ImagePicker label={t('user.image')} busy={busy} onFile={(file) => void upload(file)} />;
};
