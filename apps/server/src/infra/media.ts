/**
 * What a video file really is, from its bytes and not its name: WebM (Matroska, what browsers
 * record) or MP4, and how long it plays. WebM recorded by a browser's MediaRecorder carries no
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
/** Elements whose children are read in line: their size may be unknown in a live recording. */
const containers = new Set([SEGMENT, INFO, CLUSTER, BLOCK_GROUP]);

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

const probeWebm = (bytes: Buffer): VideoProbe | null => {
  const head = vint(bytes, 0, true);
  if (!head || head.value !== EBML) return null;
  let offset = 0;
  let docType = '';
  let scaleNs = 1_000_000;
  let declared = 0;
  let clusterTime = 0;
  let lastMs = 0;
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
  return { type: 'webm', durationMs: Math.round(durationMs) };
};

/** The video's container and length, or null when the bytes are not a WebM or MP4 video. */
export const probeVideo = (bytes: Buffer): VideoProbe | null => probeWebm(bytes) ?? probeMp4(bytes);
