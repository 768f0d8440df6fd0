/** Building onboarding test data: small real WebM and MP4 files, tutor managers, candidates. */
import { eq } from 'drizzle-orm';
import { IntroVideoStatus, Role } from '@darsak/shared';
import { availabilitySlots, introVideos, tutors, users } from '../src/db/schema.js';
import { insertTutor } from '../src/modules/users/index.js';
import type { Harness } from './harness.js';
import { multipart } from './support.js';
import { createTutor } from './tutor-fixtures.js';

// ---- media files

const sizeVint = (size: number): Buffer => {
  if (size < 0x7f) return Buffer.from([0x80 | size]);
  const bytes = Buffer.alloc(8);
  bytes[0] = 0x01;
  bytes.writeUIntBE(size, 2, 6);
  return bytes;
};
const element = (id: number[], ...children: Buffer[]): Buffer => {
  const body = Buffer.concat(children);
  return Buffer.concat([Buffer.from(id), sizeVint(body.length), body]);
};
const unknownSize = (id: number[], ...children: Buffer[]): Buffer =>
  Buffer.concat([
    Buffer.from(id),
    Buffer.from([0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]),
    ...children,
  ]);
const uint = (value: number, bytes = 4): Buffer => {
  const out = Buffer.alloc(bytes);
  out.writeUIntBE(value, 0, bytes);
  return out;
};
const block = (relative: number): Buffer => {
  const head = Buffer.alloc(4);
  head[0] = 0x81; // track 1
  head.writeInt16BE(relative, 1);
  head[3] = 0x80; // keyframe
  return element([0xa3], head, Buffer.alloc(16, 1));
};

/**
 * A WebM file lasting `seconds`: like a browser's MediaRecorder, with segment and clusters of
 * unknown size and no duration in its header, unless `declared` writes one; with tracks of the
 * `codecs` given ('A_OPUS', 'V_VP8') and `padding` bytes of a Void element when asked.
 */
export const webm = (
  seconds: number,
  options: { declared?: boolean; codecs?: string[]; padding?: number } = {},
): Buffer => {
  const ms = Math.round(seconds * 1000);
  const header = element([0x1a, 0x45, 0xdf, 0xa3], element([0x42, 0x82], Buffer.from('webm')));
  const durationField = Buffer.alloc(8);
  durationField.writeDoubleBE(ms);
  const info = element(
    [0x15, 0x49, 0xa9, 0x66],
    element([0x2a, 0xd7, 0xb1], uint(1_000_000, 3)),
    ...(options.declared ? [element([0x44, 0x89], durationField)] : []),
  );
  const clusters: Buffer[] = [];
  for (let at = 0; at <= ms; at += 20_000) {
    const base = Math.min(at, ms);
    const blocks = [block(0)];
    const last = Math.min(ms - base, 20_000 - 1);
    if (last > 0 && last <= 32_767) blocks.push(block(last));
    clusters.push(unknownSize([0x1f, 0x43, 0xb6, 0x75], element([0xe7], uint(base)), ...blocks));
  }
  const tracks = options.codecs
    ? [
        element(
          [0x16, 0x54, 0xae, 0x6b],
          ...options.codecs.map((codec) => element([0xae], element([0x86], Buffer.from(codec)))),
        ),
      ]
    : [];
  const padding =
    options.padding === undefined ? [] : [element([0xec], Buffer.alloc(options.padding, 0))];
  return Buffer.concat([
    header,
    unknownSize([0x18, 0x53, 0x80, 0x67], info, ...tracks, ...padding, ...clusters),
  ]);
};

const box = (type: string, ...children: Buffer[]): Buffer => {
  const body = Buffer.concat(children);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length + 8);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
};

/** An MP4 file whose movie header says it lasts `seconds`. */
export const mp4 = (seconds: number): Buffer => {
  const mvhd = Buffer.alloc(100);
  mvhd.writeUInt32BE(1000, 12); // timescale
  mvhd.writeUInt32BE(Math.round(seconds * 1000), 16); // duration
  return Buffer.concat([
    box('ftyp', Buffer.from('isom'), uint(512), Buffer.from('isomiso2mp41')),
    box('moov', box('mvhd', mvhd)),
    box('mdat', Buffer.alloc(64, 3)),
  ]);
};

// ---- people

/** A tutor manager free all day every day. */
export const createManager = async (h: Harness, name = 'Manager Name') => {
  const session = await h.account({ role: Role.TutorManager, name });
  await insertTutor(h.ctx.db, session.user.id);
  await h.ctx.db.insert(availabilitySlots).values(
    [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
      tutorId: session.user.id,
      weekday,
      startMinute: 0,
      endMinute: 1440,
    })),
  );
  return { id: session.user.id, token: session.token.value };
};

/** A new tutor with a complete profile, not activated, who has not started onboarding. */
export const createCandidate = async (h: Harness) => {
  const tutor = await createTutor(h, { activated: false, allDay: false });
  await h.ctx.db
    .update(users)
    .set({ image: `${'a'.repeat(8)}-0000-4000-8000-${'b'.repeat(12)}.png`, city: 1, gender: 1 })
    .where(eq(users.id, tutor.id));
  return tutor;
};

/** A candidate whose intro video is approved already (written straight to the table). */
export const candidateWithVideo = async (h: Harness) => {
  const tutor = await createCandidate(h);
  await h.ctx.db.insert(introVideos).values({
    tutorId: tutor.id,
    file: `${'c'.repeat(8)}-0000-4000-8000-${'d'.repeat(12)}.webm`,
    durationMs: 60_000,
    status: IntroVideoStatus.Approved,
    reviewedAt: new Date(),
  });
  return tutor;
};

export const uploadVideo = async (
  h: Harness,
  token: string,
  bytes: Buffer,
  filename = 'intro.webm',
) => {
  const form = multipart([
    { name: 'duration', data: '60' },
    { name: 'video', data: bytes, filename, contentType: 'video/webm' },
  ]);
  const res = await h.inject({
    method: 'POST',
    url: '/api/v1/intro-video/with/asset',
    payload: form.payload,
    headers: { ...form.headers, authorization: `Bearer ${token}` },
  });
  return { status: res.statusCode, body: res.json() };
};

export const isActivated = async (h: Harness, tutorId: number) =>
  (await h.ctx.db.select().from(tutors).where(eq(tutors.userId, tutorId)))[0]?.activated;
