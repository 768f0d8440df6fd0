/**
 * The intro video step: record one in the browser or choose a file, send it with a progress bar and
 * a cancel button, then see it under review, approved, or rejected with the reason and the date a
 * new one may be sent (docs/product/onboarding.md#reapply-after-rejection).
 */
import { useRef, useState } from 'react';
import { IntroVideoStatus, routes, VIDEO_MAX_BYTES, type Onboarding } from '@darsak/shared';
import { useSession } from '@darsak/client/react';
import {
  Alert,
  Button,
  cx,
  FileField,
  useErrorMessage,
  useFormat,
  useT,
  useToast,
} from '@darsak/ui';
import { VideoRecorder } from './video-recorder.js';

const UploadProgress = ({ fraction, onCancel }: { fraction: number; onCancel: () => void }) => {
  const t = useT();
  const format = useFormat();
  const percent = Math.round(fraction * 100);
  return (
    <div className="space-y-2">
      <div className="flex items-center justify-between gap-2 text-sm">
        <span>{t('onboarding.video.uploading', { percent: format.plain(percent) })}</span>
        <Button variant="secondary" onClick={onCancel}>
          {t('onboarding.video.cancelUpload')}
        </Button>
      </div>
      <progress
        value={percent}
        max={100}
        aria-label={t('onboarding.video.progress')}
        className="h-2 w-full overflow-hidden rounded-full accent-brand-700"
      />
    </div>
  );
};

export const IntroVideoStep = ({
  onboarding,
  onChanged,
}: {
  onboarding: Onboarding;
  onChanged: () => void;
}) => {
  const t = useT();
  const toast = useToast();
  const format = useFormat();
  const errorMessage = useErrorMessage();
  const { client } = useSession();
  const [mode, setMode] = useState<'record' | 'file'>('record');
  const [progress, setProgress] = useState<number | null>(null);
  const abort = useRef<AbortController | null>(null);
  const video = onboarding.introVideo;
  const { min, max } = onboarding.introVideoSeconds;
  const step = onboarding.steps.find((s) => s.key === 'introVideo')!;
  const reapplyAt = step.reapplyAt ? new Date(step.reapplyAt) : null;
  const canSend =
    !video ||
    (video.status === IntroVideoStatus.Rejected && reapplyAt !== null && reapplyAt <= new Date());

  const send = async (file: File) => {
    if (file.size > VIDEO_MAX_BYTES) {
      toast.show({
        type: 'error',
        title: t('onboarding.video.failed'),
        description: t('error.large-file-size'),
      });
      return;
    }
    const form = new FormData();
    form.append('video', file);
    const controller = new AbortController();
    abort.current = controller;
    setProgress(0);
    try {
      await client.call(
        routes.uploadIntroVideo,
        {},
        { form, onUploadProgress: setProgress, signal: controller.signal },
      );
      toast.show({ type: 'success', title: t('onboarding.video.sent') });
      onChanged();
    } catch (error) {
      if (controller.signal.aborted)
        toast.show({ type: 'info', title: t('onboarding.video.cancelled') });
      else
        toast.show({
          type: 'error',
          title: t('onboarding.video.failed'),
          description: errorMessage(error),
        });
    } finally {
      abort.current = null;
      setProgress(null);
    }
  };

  return (
    <div className="space-y-4">
      {video && (
        <div className="space-y-3">
          <video
            src={video.url}
            controls
            playsInline
            preload="metadata"
            aria-label={t('onboarding.video.yours')}
            className="aspect-video w-full rounded-xl bg-ink-900"
          />
          {video.status === IntroVideoStatus.Pending && (
            <Alert tone="info" title={t('onboarding.video.pending')}>
              {t('onboarding.video.pendingText')}
            </Alert>
          )}
          {video.status === IntroVideoStatus.Approved && (
            <Alert tone="success" title={t('onboarding.video.approved')} />
          )}
          {video.status === IntroVideoStatus.Rejected && (
            <Alert tone="warning" title={t('onboarding.video.rejected')}>
              <p>{t('onboarding.video.reason', { reason: video.reason ?? '' })}</p>
              {reapplyAt && <p>{t('onboarding.reapplyFrom', { date: format.day(reapplyAt) })}</p>}
            </Alert>
          )}
        </div>
      )}
      {canSend && (
        <div className="space-y-4">
          <p className="text-ink-700">
            {t('onboarding.video.guide', { min: format.plain(min), max: format.plain(max) })}
          </p>
          <div role="group" aria-label={t('onboarding.video.how')} className="flex flex-wrap gap-2">
            {(['record', 'file'] as const).map((value) => (
              <button
                key={value}
                type="button"
                aria-pressed={mode === value}
                onClick={() => setMode(value)}
                className={cx(
                  'rounded-lg border px-3 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand-600',
                  mode === value
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : 'border-ink-200 bg-white text-ink-800',
                )}
              >
                {t(`onboarding.video.mode.${value}`)}
              </button>
            ))}
          </div>
          {mode === 'record' ? (
            <VideoRecorder
              minSeconds={min}
              maxSeconds={max}
              disabled={progress !== null}
              onRecorded={(file) => void send(file)}
            />
          ) : (
            <FileField
              label={t('onboarding.video.chooseFile')}
              hint={t('onboarding.video.fileHint')}
              accept="video/webm,video/mp4"
              file={null}
              disabled={progress !== null}
              onFile={(file) => void send(file)}
            />
          )}
          {progress !== null && (
            <UploadProgress fraction={progress} onCancel={() => abort.current?.abort()} />
          )}
        </div>
      )}
    </div>
  );
};
