/**
 * The composer's picture and microphone buttons, and a picture or voice note on its way
 * (docs/product/chat-and-calls.md#pictures-and-voice-notes). A picture is compressed before it is
 * sent; what is over the limits is refused here first, with the words the server would answer.
 */
import { useRef, useState } from 'react';
import { CHAT_PICTURE_MAX_BYTES, VOICE_NOTE_MAX_BYTES, type ChatMediaKind } from '@darsak/shared';
import { Spinner, useT, useToast } from '@darsak/ui';
import { PendingPicture } from './chat-picture.js';
import { compressPicture, uploadName } from './media-files.js';
import { VoiceNotePlayer } from './voice-note.js';
import { VoiceRecorder } from './voice-recorder.js';

/** A picture or voice note ready to send, kept in memory until it is sent. */
export type MediaToSend = {
  kind: ChatMediaKind;
  blob: Blob;
  name: string;
  /** The file in memory, shown or played while it is on its way. */
  url: string;
  width?: number;
  height?: number;
  durationMs?: number;
};

const PictureIcon = () => (
  <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true" fill="currentColor">
    <path d="M4 5a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V5zm2 0v10.6l3.3-3.3a1 1 0 0 1 1.4 0l2.3 2.3 1.3-1.3a1 1 0 0 1 1.4 0L18 15.6V5H6zm9 3.5a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0z" />
  </svg>
);

const iconButton =
  'flex h-11 w-10 shrink-0 items-center justify-center rounded-xl sm:w-11 text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:text-ink-400';

export const MediaButtons = ({
  disabled,
  recording,
  onRecording,
  onMedia,
}: {
  disabled: boolean;
  recording: boolean;
  onRecording: (recording: boolean) => void;
  onMedia: (media: MediaToSend) => void;
}) => {
  const t = useT();
  const toast = useToast();
  const input = useRef<HTMLInputElement>(null);
  const [preparing, setPreparing] = useState(false);

  const refuse = (key: string, title = 'chat.media.refused') =>
    toast.show({ type: 'error', title: t(title), description: t(key) });

  const choosePicture = async (file: File) => {
    setPreparing(true);
    try {
      const { blob, width, height } = await compressPicture(file);
      if (blob.size > CHAT_PICTURE_MAX_BYTES) return refuse('error.picture-too-large');
      onMedia({
        kind: 'picture',
        blob,
        name: uploadName('picture', blob.type),
        url: URL.createObjectURL(blob),
        width,
        height,
      });
    } catch {
      refuse('error.invalid-picture-type');
    } finally {
      setPreparing(false);
    }
  };

  return (
    <>
      {!recording && (
        <>
          <input
            ref={input}
            type="file"
            accept="image/*"
            className="hidden"
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              event.currentTarget.value = '';
              if (file) void choosePicture(file);
            }}
            data-testid="picture-input"
          />
          <button
            type="button"
            className={iconButton}
            onClick={() => input.current?.click()}
            disabled={disabled || preparing}
            aria-label={t('chat.media.choosePicture')}
            title={t('chat.media.choosePicture')}
          >
            {preparing ? <Spinner size="sm" label={t('chat.media.preparing')} /> : <PictureIcon />}
          </button>
        </>
      )}
      <VoiceRecorder
        disabled={disabled}
        onRecording={onRecording}
        onError={(key) => refuse(key, 'chat.voice.failed')}
        onRecorded={({ blob, durationMs }) => {
          if (blob.size > VOICE_NOTE_MAX_BYTES) return refuse('error.voice-note-too-large');
          onMedia({
            kind: 'voice',
            blob,
            name: uploadName('voice', blob.type),
            url: URL.createObjectURL(blob),
            durationMs,
          });
        }}
      />
    </>
  );
};

/** A picture or voice note being sent, from memory. */
export const PendingMedia = ({ media }: { media: MediaToSend }) =>
  media.kind === 'picture' ? (
    <PendingPicture
      url={media.url}
      bytes={media.blob.size}
      width={media.width ?? 1}
      height={media.height ?? 1}
    />
  ) : (
    <VoiceNotePlayer
      source={{ url: media.url }}
      durationMs={media.durationMs ?? 0}
      bytes={media.blob.size}
      mine
    />
  );
