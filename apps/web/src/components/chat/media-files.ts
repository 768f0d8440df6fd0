/**
 * Pictures and voice notes in the browser (docs/product/chat-and-calls.md#pictures-and-voice-notes):
 * a picture is scaled down and compressed before it is sent, a voice note is recorded as Opus, and
 * a message's file is read with the token and kept in memory while the conversation shows it.
 */
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { buildPath, CHAT_PICTURE_MAX_SIDE_PX, routes } from '@darsak/shared';
import { fetchPrivateFile } from '@darsak/client';
import { useSession } from '@darsak/client/react';
import { useFormat, useT } from '@darsak/ui';

/** WebP where the browser writes it (Chromium, Firefox), else JPEG (Safari). */
const PICTURE_TYPES = ['image/webp', 'image/jpeg'] as const;
const PICTURE_QUALITY = 0.8;

const canvasBlob = (canvas: HTMLCanvasElement, type: string) =>
  new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, PICTURE_QUALITY));

/**
 * A picture as it is sent: its long side at most 1,600 px, as WebP or JPEG, so a 4 MB phone photo
 * becomes a few hundred kilobytes. Rejects when the file is no picture the browser can read.
 */
export const compressPicture = async (
  file: Blob,
): Promise<{ blob: Blob; width: number; height: number }> => {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const scale = Math.min(1, CHAT_PICTURE_MAX_SIDE_PX / Math.max(bitmap.width, bitmap.height));
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No canvas to draw the picture on');
    context.drawImage(bitmap, 0, 0, width, height);
    for (const type of PICTURE_TYPES) {
      const blob = await canvasBlob(canvas, type);
      // A browser that cannot write the type writes PNG instead: try the next.
      if (blob && blob.type === type) return { blob, width, height };
    }
    throw new Error('The browser cannot compress pictures');
  } finally {
    bitmap.close();
  }
};

/** The first Opus recording this browser offers: WebM (Chromium, Firefox) or Ogg. */
export const voiceRecordingType = (): string | undefined =>
  typeof MediaRecorder === 'undefined'
    ? undefined
    : ['audio/webm;codecs=opus', 'audio/ogg;codecs=opus'].find((type) =>
        MediaRecorder.isTypeSupported(type),
      );

/** The name a file is sent under; the server reads its type from the bytes, not this. */
export const uploadName = (kind: 'picture' | 'voice', type: string) =>
  kind === 'picture'
    ? `picture.${type.includes('webp') ? 'webp' : 'jpg'}`
    : `voice.${type.includes('ogg') ? 'ogg' : 'webm'}`;

/** «٣٢٠ ك.ب» under a megabyte, «١٫٢ م.ب» above: what a file costs to open. */
export const useDataSize = () => {
  const t = useT();
  const format = useFormat();
  return (bytes: number) =>
    bytes < 1_000_000
      ? t('chat.media.kilobytes', { amount: format.number(Math.max(1, Math.round(bytes / 1000))) })
      : t('chat.media.megabytes', { amount: format.number(Math.round(bytes / 100_000) / 10) });
};

/** «١:٠٥»: minutes and seconds in the page's digits. */
export const useClock = () => {
  const format = useFormat();
  return (seconds: number) => {
    const whole = Math.max(0, Math.floor(seconds));
    return `${format.plain(Math.floor(whole / 60))}:${format.plain(whole % 60).padStart(2, format.plain(0))}`;
  };
};

/**
 * A message's picture or voice note as an address the page can show or play, read with the token
 * once `enabled` (a picture at once, a voice note when played); each member's read is checked by
 * the server.
 */
export const usePrivateMedia = (messageId: number, enabled: boolean) => {
  const { client } = useSession();
  const query = useQuery({
    queryKey: ['chat-media', messageId],
    queryFn: ({ signal }) =>
      fetchPrivateFile(client.tokens, buildPath(routes.chatMedia.path, { messageId }), signal),
    enabled,
    staleTime: Infinity,
    gcTime: 5 * 60_000,
  });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!query.data) return undefined;
    const made = URL.createObjectURL(query.data);
    setUrl(made);
    return () => {
      URL.revokeObjectURL(made);
      setUrl(null);
    };
  }, [query.data]);
  return { url, failed: query.isError, error: query.error, retry: () => void query.refetch() };
};
