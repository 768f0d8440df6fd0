/**
 * The studio's upload: profile image, video and thumbnail, sent together with a progress bar and a
 * cancel button (docs/product/onboarding.md#photo-session).
 */
import { useRef, useState } from 'react';
import { routes, type StudioTutor } from '@darsak/shared';
import { useSession } from '@darsak/client/react';
import { Button, FileField, useErrorMessage, useFormat, useT, useToast } from '@darsak/ui';

const fields = [
  { name: 'video', accept: 'video/mp4,video/webm' },
  { name: 'thumbnail', accept: 'image/jpeg,image/png,image/gif' },
  { name: 'image', accept: 'image/jpeg,image/png,image/gif' },
] as const;
type Field = (typeof fields)[number]['name'];

export const AssetUpload = ({
  tutor,
  onUploaded,
}: {
  tutor: StudioTutor;
  onUploaded: (tutor: StudioTutor) => void;
}) => {
  const t = useT();
  const toast = useToast();
  const format = useFormat();
  const errorMessage = useErrorMessage();
  const { client } = useSession();
  const [files, setFiles] = useState<Partial<Record<Field, File>>>({});
  const [progress, setProgress] = useState<number | null>(null);
  const abort = useRef<AbortController | null>(null);
  const chosen = Object.keys(files).length > 0;

  const send = async () => {
    const form = new FormData();
    for (const [name, file] of Object.entries(files)) form.append(name, file);
    const controller = new AbortController();
    abort.current = controller;
    setProgress(0);
    try {
      const updated = await client.call(
        routes.uploadTutorAssets,
        { query: { tutorId: tutor.tutor.id } },
        { form, onUploadProgress: setProgress, signal: controller.signal },
      );
      toast.show({ type: 'success', title: t('photo.uploaded') });
      setFiles({});
      onUploaded(updated);
    } catch (error) {
      if (controller.signal.aborted)
        toast.show({ type: 'info', title: t('photo.uploadCancelled') });
      else
        toast.show({
          type: 'error',
          title: t('photo.uploadFailed'),
          description: errorMessage(error),
        });
    } finally {
      abort.current = null;
      setProgress(null);
    }
  };

  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      {fields.map((field) => (
        <FileField
          key={field.name}
          label={t(`photo.field.${field.name}`)}
          hint={t(field.name === 'video' ? 'photo.hint.video' : 'photo.hint.image')}
          accept={field.accept}
          file={files[field.name] ?? null}
          disabled={progress !== null}
          onFile={(file) => setFiles((previous) => ({ ...previous, [field.name]: file }))}
        />
      ))}
      {progress !== null ? (
        <div className="space-y-2">
          <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <span>
              {t('photo.uploading', { percent: format.plain(Math.round(progress * 100)) })}
            </span>
            <Button variant="secondary" onClick={() => abort.current?.abort()}>
              {t('photo.cancelUpload')}
            </Button>
          </div>
          <progress
            value={Math.round(progress * 100)}
            max={100}
            aria-label={t('photo.progress')}
            className="h-2 w-full accent-brand-700"
          />
        </div>
      ) : (
        <Button type="submit" disabled={!chosen}>
          {t('photo.upload')}
        </Button>
      )}
    </form>
  );
};
