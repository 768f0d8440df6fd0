/**
 * Tutor onboarding (docs/product/onboarding.md): intro videos under review, interviews
 * and demo sessions with tutor managers, and each tutor's support group and photo session. Overlaps
 * of one manager's or one candidate's sessions are refused by exclusion constraints (the migration's
 * hand-written part).
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.js';

const time = () => timestamp({ withTimezone: true });
const createdAt = () => time().notNull().defaultNow();

/** A tutor's intro video: pending 1, rejected 2, approved 3. */
export const introVideos = pgTable(
  'intro_videos',
  {
    id: serial().primaryKey(),
    tutorId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The stored file's name (public uploads). */
    file: text().notNull(),
    /** Read from the file itself, in milliseconds. */
    durationMs: integer().notNull(),
    status: smallint().notNull().default(1),
    reason: text(),
    reviewedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: time(),
    createdAt: createdAt(),
  },
  (t) => [
    index('intro_videos_tutor_idx').on(t.tutorId, t.createdAt),
    index('intro_videos_status_idx').on(t.status, t.createdAt),
    // One video waiting for review or approved per tutor: a second is intro-video-exists.
    uniqueIndex('intro_videos_one_open')
      .on(t.tutorId)
      .where(sql`${t.status} in (1, 3)`),
    check('intro_videos_status_check', sql`${t.status} in (1, 2, 3)`),
    check('intro_videos_duration_check', sql`${t.durationMs} > 0`),
    check('intro_videos_reason_check', sql`${t.status} <> 2 or ${t.reason} is not null`),
    check('intro_videos_review_check', sql`(${t.status} = 1) = (${t.reviewedAt} is null)`),
  ],
);

/**
 * An interview (kind 3) or a demo session (kind 4), as the room types number them. Status is the
 * tutor-manager set (docs/product/onboarding.md#session-states): pending 1, passed 2, rejected 3,
 * cancelled by the manager 4, by the tutor 5, by an admin 6.
 */
export const interviews = pgTable(
  'interviews',
  {
    id: serial().primaryKey(),
    kind: smallint().notNull(),
    tutorId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    managerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startsAt: time().notNull(),
    endsAt: time().notNull(),
    status: smallint().notNull().default(1),
    feedback: text(),
    note: text(),
    level: smallint(),
    decidedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    decidedAt: time(),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    index('interviews_tutor_idx').on(t.tutorId, t.kind, t.startsAt),
    index('interviews_manager_idx').on(t.managerId, t.startsAt),
    index('interviews_starts_idx').on(t.kind, t.startsAt),
    // One pending session of each kind per candidate.
    uniqueIndex('interviews_one_pending')
      .on(t.tutorId, t.kind)
      .where(sql`${t.status} = 1`),
    check('interviews_kind_check', sql`${t.kind} in (3, 4)`),
    check('interviews_status_check', sql`${t.status} between 1 and 6`),
    check('interviews_range_check', sql`${t.endsAt} = ${t.startsAt} + interval '30 minutes'`),
    check('interviews_level_check', sql`${t.level} between 1 and 6`),
    check('interviews_members_check', sql`${t.tutorId} <> ${t.managerId}`),
    check('interviews_decision_check', sql`(${t.status} = 1) = (${t.decidedAt} is null)`),
  ],
);

/** A tutor's support group confirmation, photo session and automatic activation. */
export const tutorOnboarding = pgTable(
  'tutor_onboarding',
  {
    tutorId: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    supportGroupJoinedAt: time(),
    studioId: integer().references(() => users.id, { onDelete: 'set null' }),
    photoScheduledAt: time(),
    photoDoneAt: time(),
    /** When every step had passed and the tutor was activated by it (once; admins decide after). */
    activatedAt: time(),
    updatedAt: createdAt(),
  },
  (t) => [index('tutor_onboarding_studio_idx').on(t.studioId, t.photoDoneAt)],
);
