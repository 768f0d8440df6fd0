/**
 * A picture in the conversation: a thumbnail holding its place at the picture's proportions, with
 * what it cost to send beside it; a tap opens it full size in a dialog that Escape closes.
 */
import { useState } from 'react';
import type { ChatMedia } from '@darsak/shared';
import { Button, cx, Dialog, Spinner, useErrorMessage, useT } from '@darsak/ui';
import { useDataSize, usePrivateMedia } from './media-files.js';

/** A thumbnail's long side, in CSS pixels. */
const THUMBNAIL_PX = 220;

const thumbnailBox = (media: Pick<ChatMedia, 'width' | 'height'>) => {
  const width = media.width ?? THUMBNAIL_PX;
  const height = media.height ?? THUMBNAIL_PX;
  const scale = THUMBNAIL_PX / Math.max(width, height);
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
};

/** The picture itself, from memory (one being sent) or read from the server. */
const PictureView = ({
  url,
  failed,
  onRetry,
  error,
  media,
  className,
}: {
  url: string | null;
  failed: boolean;
  onRetry?: () => void;
  error?: unknown;
  media: Pick<ChatMedia, 'width' | 'height'>;
  className?: string;
}) => {
  const t = useT();
  const errorMessage = useErrorMessage();
  if (url) return <img src={url} alt={t('chat.media.picture')} className={className} />;
  const box = thumbnailBox(media);
  return (
    <span
      className="flex max-w-full items-center justify-center rounded-xl bg-ink-200 p-2 text-center text-sm text-ink-700"
      style={{ width: box.width, aspectRatio: `${box.width} / ${box.height}` }}
    >
      {failed ? (
        <span className="space-y-1">
          <span className="block">{errorMessage(error)}</span>
          {onRetry && (
            <button type="button" className="font-semibold underline" onClick={onRetry}>
              {t('ui.retry')}
            </button>
          )}
        </span>
      ) : (
        <Spinner label={t('chat.media.loading')} />
      )}
    </span>
  );
};

export const ChatPicture = ({
  messageId,
  media,
  mine,
}: {
  messageId: number;
  media: ChatMedia;
  mine: boolean;
}) => {
  const t = useT();
  const dataSize = useDataSize();
  const [open, setOpen] = useState(false);
  const file = usePrivateMedia(messageId, true);
  const box = thumbnailBox(media);
  return (
    <>
      {file.url ? (
        <button
          type="button"
          className="block max-w-full overflow-hidden rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          style={{ width: box.width, aspectRatio: `${box.width} / ${box.height}` }}
          onClick={() => setOpen(true)}
          aria-label={t('chat.media.open')}
          data-testid="chat-picture"
        >
          <PictureView
            url={file.url}
            failed={false}
            media={media}
            className="h-full w-full object-cover"
          />
        </button>
      ) : (
        <PictureView
          url={null}
          failed={file.failed}
          error={file.error}
          onRetry={file.retry}
          media={media}
        />
      )}
      <span className={cx('mt-1 block text-xs', mine ? 'text-white/80' : 'text-ink-500')}>
        {t('chat.media.pictureSize', { size: dataSize(media.bytes) })}
      </span>
      <Dialog open={open} onClose={() => setOpen(false)} title={t('chat.media.picture')} wide>
        {file.url && (
          <img
            src={file.url}
            alt={t('chat.media.picture')}
            className="mx-auto max-h-[70vh] w-auto max-w-full rounded-xl object-contain"
            data-testid="chat-picture-full"
          />
        )}
        <div className="flex justify-end">
          <Button variant="secondary" onClick={() => setOpen(false)}>
            {t('ui.close')}
          </Button>
        </div>
      </Dialog>
    </>
  );
};

/** A picture on its way: the compressed picture from memory and its size. */
export const PendingPicture = ({
  url,
  bytes,
  width,
  height,
}: {
  url: string;
  bytes: number;
  width: number;
  height: number;
}) => {
  const t = useT();
  const dataSize = useDataSize();
  const box = thumbnailBox({ width, height });
  return (
    <>
      <span
        className="block max-w-full overflow-hidden rounded-xl"
        style={{ width: box.width, aspectRatio: `${box.width} / ${box.height}` }}
      >
        <PictureView
          url={url}
          failed={false}
          media={{ width, height }}
          className="h-full w-full object-cover opacity-80"
        />
      </span>
      <span className="mt-1 block text-xs text-white/80">
        {t('chat.media.pictureSize', { size: dataSize(bytes) })}
      </span>
    </>
  );
};
