/** The profile picture with an upload button and progress; JPG, PNG or GIF. */
import { useState } from 'react';
import { routes, IMAGE_RECOMMENDED_MIN_PX, type User } from '@darsak/shared';
import { useSession } from '@darsak/client/react';
import { Avatar, ImagePicker, useErrorMessage, useT, useToast } from '@darsak/ui';

export const ImageUpload = ({ user, hint }: { user: User; hint?: string }) => {
  const t = useT();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const { client, setUser } = useSession();
  const [progress, setProgress] = useState<number | null>(null);
  const upload = async (file: File) => {
    const form = new FormData();
    form.append('image', file);
    setProgress(0);
    try {
      setUser(
        await client.call(routes.uploadUserImage, {}, { form, onUploadProgress: setProgress }),
      );
      toast.show({ type: 'success', title: t('settings.image.done') });
    } catch (error) {
      toast.show({
        type: 'error',
        title: t('settings.image.failed'),
        description: errorMessage(error),
      });
    } finally {
      setProgress(null);
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-4">
      <Avatar name={user.name} image={user.image} size="lg" />
      <div className="space-y-2">
        <ImagePicker
          busy={progress !== null}
          onFile={(file) => void upload(file)}
          label={
            progress !== null
              ? t('settings.image.uploading', { percent: Math.round(progress * 100) })
              : t('settings.image.choose')
          }
        />
        <p className="text-sm text-ink-500">
          {hint ?? t('settings.image.hint', { size: IMAGE_RECOMMENDED_MIN_PX })}
        </p>
      </div>
    </div>
  );
};
