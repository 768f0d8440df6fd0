/**
 * What a media file really is, from its bytes and not its name: a video (WebM, what browsers
 * record, or MP4) and how long it plays; a voice note (Opus in WebM or Ogg) and its length; a
 * picture (JPEG, PNG or WebP) and its pixels. WebM recorded by a browser's MediaRecorder carries no
 * duration header, so the length is the last block's time, read through the clusters.
 */

export type VideoType = 'webm' | 'mp4';
export type VideoProbe = { type: VideoType; durationMs: number };

// ---- MP4 (ISO base media): the movie header box `mvhd` inside `moov` holds timescale and duration.

const boxes = function* (bytes: Buffer, start: number, end: number) {
  let offset = start;
  while (offset + 8 <= end) {
    let size = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    let header = 8;
    if (size === 1) {
      if (offset + 16 > end) return;
      size = Number(bytes.readBigUInt64BE(offset + 8));
      header = 16;
    } else if (size === 0) size = end - offset;
    if (size < header || offset + size > end) return;
    yield { type, start: offset + header, end: offset + size };
    offset += size;
  }
};

const probeMp4 = (bytes: Buffer): VideoProbe | null => {
  if (bytes.length < 12 || bytes.toString('latin1', 4, 8) !== 'ftyp') return null;
  for (const box of boxes(bytes, 0, bytes.length)) {
    if (box.type !== 'moov') continue;
    for (const inner of boxes(bytes, box.start, box.end)) {
      if (inner.type !== 'mvhd') continue;
      const version = bytes[inner.start];
      const at = inner.start + 4 + (version === 1 ? 16 : 8);
      if (at + (version === 1 ? 12 : 8) > inner.end) return null;
      const timescale = bytes.readUInt32BE(at);
      const duration =
        version === 1 ? Number(bytes.readBigUInt64BE(at + 4)) : bytes.readUInt32BE(at + 4);
      if (!timescale) return null;
      return { type: 'mp4', durationMs: Math.round((duration * 1000) / timescale) };
    }
  }
  return null;
};

// ---- WebM (EBML): element ids and sizes are variable-length integers.

const EBML = 0x1a45dfa3;
const DOC_TYPE = 0x4282;
const SEGMENT = 0x18538067;
const INFO = 0x1549a966;
const TIMECODE_SCALE = 0x2ad7b1;
const DURATION = 0x4489;
const CLUSTER = 0x1f43b675;
const CLUSTER_TIMECODE = 0xe7;
const SIMPLE_BLOCK = 0xa3;
const BLOCK_GROUP = 0xa0;
const BLOCK = 0xa1;
const TRACKS = 0x1654ae6b;
const TRACK_ENTRY = 0xae;
const CODEC_ID = 0x86;
/** Elements whose children are read in line: their size may be unknown in a live recording. */
const containers = new Set([SEGMENT, INFO, CLUSTER, BLOCK_GROUP, TRACKS, TRACK_ENTRY]);

const vint = (bytes: Buffer, offset: number, keepMarker: boolean) => {
  const first = bytes[offset];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (length > 8 || offset + length > bytes.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i += 1) {
    const byte = bytes[offset + i] as number;
    value = value * 256 + byte;
    if (byte !== 0xff) allOnes = false;
  }
  return { value, length, unknown: !keepMarker && allOnes };
};

const readUint = (bytes: Buffer, start: number, size: number): number => {
  let value = 0;
  for (let i = 0; i < size; i += 1) value = value * 256 + (bytes[start + i] as number);
  return value;
};

/** A WebM file's length and the codecs of its tracks, or null when it is not WebM. */
const readWebm = (bytes: Buffer): { durationMs: number; codecs: string[] } | null => {
  const head = vint(bytes, 0, true);
  if (!head || head.value !== EBML) return null;
  let offset = 0;
  let docType = '';
  let scaleNs = 1_000_000;
  let declared = 0;
  let clusterTime = 0;
  let lastMs = 0;
  const codecs: string[] = [];
  while (offset < bytes.length) {
    const id = vint(bytes, offset, true);
    if (!id) break;
    const size = vint(bytes, offset + id.length, false);
    if (!size) break;
    const start = offset + id.length + size.length;
    if (id.value === EBML) {
      offset = start; // read the header's children (DocType) in line
      continue;
    }
    if (containers.has(id.value)) {
      offset = start;
      continue;
    }
    if (size.unknown) break;
    const end = start + size.value;
    if (end > bytes.length) break;
    if (id.value === DOC_TYPE) docType = bytes.toString('latin1', start, end);
    else if (id.value === TIMECODE_SCALE) scaleNs = readUint(bytes, start, size.value);
    else if (id.value === DURATION)
      declared = size.value === 4 ? bytes.readFloatBE(start) : bytes.readDoubleBE(start);
    else if (id.value === CLUSTER_TIMECODE) clusterTime = readUint(bytes, start, size.value);
    else if (id.value === CODEC_ID) codecs.push(bytes.toString('latin1', start, end));
    else if (id.value === SIMPLE_BLOCK || id.value === BLOCK) {
      const track = vint(bytes, start, false);
      if (track && start + track.length + 2 <= end) {
        const relative = bytes.readInt16BE(start + track.length);
        lastMs = Math.max(lastMs, ((clusterTime + relative) * scaleNs) / 1_000_000);
      }
    }
    offset = end;
  }
  if (docType !== 'webm' && docType !== 'matroska') return null;
  const durationMs = declared > 0 ? (declared * scaleNs) / 1_000_000 : lastMs;
  return { durationMs: Math.round(durationMs), codecs };
};

const probeWebm = (bytes: Buffer): VideoProbe | null => {
  const webm = readWebm(bytes);
  return webm && { type: 'webm', durationMs: webm.durationMs };
};

/** The video's container and length, or null when the bytes are not a WebM or MP4 video. */
export const probeVideo = (bytes: Buffer): VideoProbe | null => probeWebm(bytes) ?? probeMp4(bytes);

// ---- Voice notes: Opus alone, in WebM (Chromium's MediaRecorder) or Ogg (Firefox's, Safari's).

export type VoiceNoteType = 'webm' | 'ogg';
export type VoiceNoteProbe = { type: VoiceNoteType; durationMs: number };

/** Opus always counts time in samples at 48 kHz. */
const OPUS_RATE = 48_000;

/**
 * An Ogg stream of Opus: pages from the capture pattern on, one logical stream whose first packet
 * is the Opus header; the length is the last page's granule position less the header's pre-skip.
 */
const probeOgg = (bytes: Buffer): VoiceNoteProbe | null => {
  let offset = 0;
  let serial: number | null = null;
  let preSkip = 0;
  let granule = 0;
  while (offset + 27 <= bytes.length) {
    if (bytes.toString('latin1', offset, offset + 4) !== 'OggS') return null;
    const segments = bytes[offset + 26] as number;
    const tableEnd = offset + 27 + segments;
    if (tableEnd > bytes.length) return null;
    let body = 0;
    for (let i = offset + 27; i < tableEnd; i += 1) body += bytes[i] as number;
    const pageSerial = bytes.readUInt32LE(offset + 14);
    if (serial === null) {
      serial = pageSerial;
      if (bytes.toString('latin1', tableEnd, tableEnd + 8) !== 'OpusHead') return null;
      if (tableEnd + 12 > bytes.length) return null;
      preSkip = bytes.readUInt16LE(tableEnd + 10);
    } else if (pageSerial !== serial) return null;
    const position = bytes.readBigInt64LE(offset + 6);
    if (position > 0n) granule = Number(position);
    offset = tableEnd + body;
  }
  if (serial === null || offset !== bytes.length) return null;
  return {
    type: 'ogg',
    durationMs: Math.max(0, Math.round(((granule - preSkip) * 1000) / OPUS_RATE)),
  };
};

/** A voice note's container and length, or null unless the bytes are Opus audio alone. */
export const probeVoiceNote = (bytes: Buffer): VoiceNoteProbe | null => {
  const webm = readWebm(bytes);
  if (webm) {
    const opusOnly = webm.codecs.length > 0 && webm.codecs.every((codec) => codec === 'A_OPUS');
    return opusOnly ? { type: 'webm', durationMs: webm.durationMs } : null;
  }
  return probeOgg(bytes);
};

// ---- Pictures.

export type PictureType = 'jpg' | 'png' | 'webp';
export type PictureProbe = { type: PictureType; width: number; height: number };

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** PNG: the signature, then the IHDR chunk with the width and height. */
const probePng = (bytes: Buffer): PictureProbe | null => {
  if (bytes.length < 24 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return null;
  if (bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { type: 'png', width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
};

/** JPEG: the start marker, then segments up to a start-of-frame with the height and width. */
const probeJpeg = (bytes: Buffer): PictureProbe | null => {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1] as number;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    const length = bytes.readUInt16BE(offset + 2);
    if (length < 2) return null;
    // SOF0 to SOF15, except DHT (C4), JPG (C8) and DAC (CC).
    const frame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (frame) {
      if (offset + 9 > bytes.length) return null;
      return {
        type: 'jpg',
        height: bytes.readUInt16BE(offset + 5),
        width: bytes.readUInt16BE(offset + 7),
      };
    }
    if (marker === 0xda || marker === 0xd9) return null; // image data before any frame
    offset += 2 + length;
  }
  return null;
};

/** WebP: a RIFF file of form WEBP whose first chunk is lossy (VP8), lossless (VP8L) or extended. */
const probeWebp = (bytes: Buffer): PictureProbe | null => {
  if (bytes.length < 30) return null;
  if (bytes.toString('latin1', 0, 4) !== 'RIFF' || bytes.toString('latin1', 8, 12) !== 'WEBP')
    return null;
  const chunk = bytes.toString('latin1', 12, 16);
  if (chunk === 'VP8 ') {
    // The key frame's start code, then 14-bit width and height.
    if (bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) return null;
    return {
      type: 'webp',
      width: bytes.readUInt16LE(26) & 0x3fff,
      height: bytes.readUInt16LE(28) & 0x3fff,
    };
  }
  if (chunk === 'VP8L') {
    if (bytes[20] !== 0x2f) return null;
    const bits = bytes.readUInt32LE(21);
    return { type: 'webp', width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') {
    return {
      type: 'webp',
      width: bytes.readUIntLE(24, 3) + 1,
      height: bytes.readUIntLE(27, 3) + 1,
    };
  }
  return null;
};

/** A picture's type and pixels, or null unless the bytes are a JPEG, PNG or WebP picture. */
export const probePicture = (bytes: Buffer): PictureProbe | null => {
  const found = probeJpeg(bytes) ?? probePng(bytes) ?? probeWebp(bytes);
  return found && found.width > 0 && found.height > 0 ? found : null;
};
