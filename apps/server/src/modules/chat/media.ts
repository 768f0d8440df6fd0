/**
 * Pictures and voice notes in a room (docs/product/chat-and-calls.md#pictures-and-voice-notes): sent
 * by upload, their type and length read from the file and not its name, kept in private storage
 * and read by the room's members only, each read checked. A stored file no message names is
 * removed by a durable job (docs/product/chat-and-calls.md#editing-and-deleting).
 */
import { z } from 'zod/mini';
import {
  CHAT_PICTURE_MAX_BYTES,
  chatMediaFields,
  VOICE_NOTE_MAX_BYTES,
  VOICE_NOTE_MAX_SECONDS,
  VOICE_NOTE_STOP_GRACE_MS,
  type ChatMediaKind,
  type ChatMessage,
} from '@darsak/shared';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/app-error.js';
import type { Actor } from '../../http/actor.js';
import { probePicture, probeVoiceNote } from '../../infra/media.js';
import { mediaType, newFileName } from '../../infra/storage.js';
import { scheduleUploadSweep } from './media-removal.js';
import { deliverMessage } from './messages.js';
import { presentMessage } from './presenter.js';
import * as repo from './repository.js';
import { assertMayWrite, requireUser, roomOfMember } from './rooms.js';

/** The most an upload may hold: the larger of the two limits; each kind is held to its own. */
export const CHAT_MEDIA_UPLOAD_MAX_BYTES = Math.max(CHAT_PICTURE_MAX_BYTES, VOICE_NOTE_MAX_BYTES);

export type UploadedFile = { bytes: Buffer; truncated: boolean };

type Checked = Pick<repo.NewMediaMessage, 'durationMs' | 'width' | 'height'> & {
  extension: string;
};

/** What the file really is, or the refusal that says what is wrong with it. */
const check = (kind: ChatMediaKind, file: UploadedFile): Checked => {
  if (kind === 'picture') {
    if (file.truncated || file.bytes.length > CHAT_PICTURE_MAX_BYTES)
      throw new AppError('picture-too-large', 'A picture is at most 5 MB');
    const picture = probePicture(file.bytes);
    if (!picture)
      throw new AppError('invalid-picture-type', 'A picture is a JPEG, PNG or WebP file');
    return {
      extension: picture.type,
      width: picture.width,
      height: picture.height,
      durationMs: null,
    };
  }
  if (file.truncated || file.bytes.length > VOICE_NOTE_MAX_BYTES)
    throw new AppError('voice-note-too-large', 'A voice note is at most 2 MB');
  const voice = probeVoiceNote(file.bytes);
  if (!voice)
    throw new AppError('invalid-voice-note-type', 'A voice note is Opus audio in WebM or Ogg');
  if (voice.durationMs > VOICE_NOTE_MAX_SECONDS * 1000 + VOICE_NOTE_STOP_GRACE_MS)
    throw new AppError('voice-note-too-long', 'A voice note lasts at most 2 minutes');
  return { extension: voice.type, durationMs: voice.durationMs, width: null, height: null };
};

/**
 * Sends a picture or voice note: checked, stored privately, then written with the room's last
 * message time and the sender's read marker in one transaction, and delivered as any message. A
 * resend under the same client id answers the message stored the first time.
 */
export const sendMedia = async (
  ctx: AppContext,
  actor: Actor,
  roomId: number,
  fields: Record<string, string>,
  file: UploadedFile | null,
): Promise<ChatMessage> => {
  assertMayWrite(await requireUser(ctx.db, actor.id));
  await roomOfMember(ctx.db, roomId, actor.id);
  const parsed = z.safeParse(chatMediaFields(), fields);
  if (!parsed.success)
    throw new AppError(parsed.error.issues[0]!.message as 'invalid-value', 'Say the kind');
  const { kind, clientId } = parsed.data;
  // The answer to the first send was lost: it was stored and delivered then.
  if (clientId) {
    const sent = await repo.findByClientId(ctx.db, actor.id, clientId);
    if (sent && sent.roomId === roomId) return presentMessage(sent);
  }
  if (!file || file.bytes.length === 0) throw new AppError('required', 'Send the file in "file"');
  const checked = check(kind, file);
  // The sweep is committed before the file exists, so no stored file is ever unaccounted for.
  const name = newFileName(checked.extension);
  await scheduleUploadSweep(ctx.db, name);
  await ctx.storage.put('private', file.bytes, checked.extension, name);
  /** Removes the upload at once when no message came of it; the sweep is there if this fails. */
  const discard = () =>
    ctx.storage.remove('private', name).catch((error: unknown) => {
      ctx.log.warn({ err: error, file: name }, 'removing an unsent upload failed; swept later');
    });
  let stored: { row: repo.MessageRow; members: number[] } | undefined;
  try {
    stored = await ctx.db.transaction(async (tx) => {
      const row = await repo.insertMediaMessage(tx, {
        roomId,
        senderId: actor.id,
        clientId: clientId ?? null,
        kind,
        file: name,
        bytes: file.bytes.length,
        durationMs: checked.durationMs,
        width: checked.width,
        height: checked.height,
      });
      return row && { row, members: await repo.memberIdsOf(tx, roomId) };
    });
  } catch (error) {
    await discard();
    throw error;
  }
  if (!stored) {
    // Two sends of one client id at once: the other stored it.
    await discard();
    const sent = clientId ? await repo.findByClientId(ctx.db, actor.id, clientId) : undefined;
    if (!sent) throw new AppError('unexpected', 'The message was neither stored nor found');
    return presentMessage(sent);
  }
  return deliverMessage(ctx, stored.row, stored.members);
};

/**
 * A message's picture or voice note, for a member of its room: a stranger learns only that the
 * room is not theirs, and a deleted one is gone.
 */
export const readMedia = async (ctx: AppContext, actor: Actor, messageId: number) => {
  const message = await repo.findMessage(ctx.db, messageId);
  if (!message) throw new AppError('media-not-found');
  await roomOfMember(ctx.db, message.roomId, actor.id);
  const name = message.mediaFile;
  if (!name || message.deletedAt) throw new AppError('media-not-found');
  const contentType =
    message.mediaKind === 'voice'
      ? name.endsWith('.ogg')
        ? 'audio/ogg'
        : 'audio/webm'
      : mediaType(name);
  return {
    contentType,
    // A file's name never changes: it tells a copy the browser keeps.
    etag: `"${name}"`,
    read: async () => {
      const bytes = await ctx.storage.read('private', name);
      if (!bytes) throw new AppError('media-not-found');
      return bytes;
    },
  };
};
