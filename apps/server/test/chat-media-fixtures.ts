/**
 * Small real pictures and voice notes for the chat's tests: the bytes the server reads to tell a
 * file's type, size in pixels and length, built by hand.
 */
import type { Harness } from './harness.js';
import { webm } from './onboarding-fixtures.js';
import { multipart } from './support.js';

/** Pads a file with a trailing run of bytes up to `size` (pictures ignore what follows). */
const padTo = (head: Buffer, size: number) =>
  Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length), 7)]);

/** A PNG of `width`×`height` (its signature and header chunk), `size` bytes long. */
export const png = (width = 800, height = 600, size = 200) => {
  const ihdr = Buffer.alloc(25);
  ihdr.writeUInt32BE(13, 0);
  ihdr.write('IHDR', 4, 'latin1');
  ihdr.writeUInt32BE(width, 8);
  ihdr.writeUInt32BE(height, 12);
  return padTo(
    Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), ihdr]),
    size,
  );
};

/** A JPEG of `width`×`height`: the start marker, an APP0 segment, then a baseline frame. */
export const jpeg = (width = 1600, height = 1200, size = 300) => {
  const app0 = Buffer.from([
    0xff,
    0xe0,
    0x00,
    0x10,
    ...Buffer.from('JFIF\0'),
    1,
    1,
    0,
    0,
    1,
    0,
    1,
    0,
    0,
  ]);
  const sof = Buffer.alloc(19);
  sof.writeUInt16BE(0xffc0, 0);
  sof.writeUInt16BE(17, 2);
  sof[4] = 8;
  sof.writeUInt16BE(height, 5);
  sof.writeUInt16BE(width, 7);
  return padTo(Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof]), size);
};

/** An extended WebP (VP8X) of `width`×`height`. */
export const webp = (width = 1200, height = 1600, size = 300) => {
  const head = Buffer.alloc(30);
  head.write('RIFF', 0, 'latin1');
  head.writeUInt32LE(size - 8, 4);
  head.write('WEBP', 8, 'latin1');
  head.write('VP8X', 12, 'latin1');
  head.writeUInt32LE(10, 16);
  head.writeUIntLE(width - 1, 24, 3);
  head.writeUIntLE(height - 1, 27, 3);
  return padTo(head, size);
};

/** A voice note as Chromium records it: Opus in WebM, lasting `seconds`, `size` bytes if asked. */
export const webmVoice = (seconds: number, size?: number) => {
  const plain = webm(seconds, { codecs: ['A_OPUS'] });
  if (size === undefined) return plain;
  // A Void element of n bytes costs n + 9 (its id and an 8-byte size).
  return webm(seconds, { codecs: ['A_OPUS'], padding: size - plain.length - 9 });
};

/** A video's WebM (VP8 and Opus): not a voice note. */
export const webmVideo = (seconds: number) => webm(seconds, { codecs: ['V_VP8', 'A_OPUS'] });

const oggPage = (serial: number, sequence: number, granule: bigint, packet: Buffer, type = 0) => {
  const segments: number[] = [];
  let left = packet.length;
  while (left >= 255) {
    segments.push(255);
    left -= 255;
  }
  segments.push(left);
  const head = Buffer.alloc(27);
  head.write('OggS', 0, 'latin1');
  head[5] = type;
  head.writeBigInt64LE(granule, 6);
  head.writeUInt32LE(serial, 14);
  head.writeUInt32LE(sequence, 18);
  head[26] = segments.length;
  return Buffer.concat([head, Buffer.from(segments), packet]);
};

/** A voice note as Firefox records it: Opus in Ogg, lasting `seconds` (pre-skip 312 samples). */
export const oggVoice = (seconds: number, serial = 0x5eed) => {
  const opusHead = Buffer.alloc(19);
  opusHead.write('OpusHead', 0, 'latin1');
  opusHead[8] = 1;
  opusHead[9] = 1;
  opusHead.writeUInt16LE(312, 10);
  opusHead.writeUInt32LE(48_000, 12);
  const tags = Buffer.concat([Buffer.from('OpusTags'), Buffer.alloc(8)]);
  const samples = BigInt(Math.round(seconds * 48_000) + 312);
  return Buffer.concat([
    oggPage(serial, 0, 0n, opusHead, 2),
    oggPage(serial, 1, 0n, tags),
    oggPage(serial, 2, samples / 2n, Buffer.alloc(300, 1)),
    oggPage(serial, 3, samples, Buffer.alloc(300, 1), 4),
  ]);
};

/** Sends a picture or voice note to a room as the web app does (multipart), by `token`. */
export const sendMedia = (
  h: Harness,
  roomId: number,
  token: string | undefined,
  file: { kind: string; bytes: Buffer; filename?: string; contentType?: string; clientId?: string },
) => {
  const form = multipart([
    { name: 'kind', data: file.kind },
    ...(file.clientId ? [{ name: 'clientId', data: file.clientId }] : []),
    {
      name: 'file',
      data: file.bytes,
      filename: file.filename ?? (file.kind === 'picture' ? 'picture.webp' : 'voice.webm'),
      contentType: file.contentType ?? 'application/octet-stream',
    },
  ]);
  return h.inject({
    method: 'POST',
    url: `/api/v1/chat/room/${roomId}/media`,
    payload: form.payload,
    headers: { ...form.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
};

/** Reads a message's picture or voice note, by `token`. */
export const readMedia = (
  h: Harness,
  messageId: number,
  token: string | undefined,
  headers: Record<string, string> = {},
) =>
  h.inject({
    method: 'GET',
    url: `/api/v1/chat/media/${messageId}`,
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
