/** What onboarding answers: intro videos, interviews and demo sessions, studio views. */
import {
  addMonths,
  intervieweeStatusOf,
  IntroVideoStatus,
  REAPPLY_AFTER_MONTHS,
  type Interview,
  type IntroVideo,
  type OnboardingSessionPhase,
  type PhotoSession,
  type StudioTutor,
} from '@darsak/shared';
import { publicAssetUrl } from '../../infra/storage.js';
import type {
  IntroVideoRow,
  MemberRow,
  OnboardingRow,
  SessionWithMembers,
  StudioTutorRow,
} from './repository.js';

/** A person beside a session or video, their image as its address. */
export const presentMember = (row: MemberRow): MemberRow => ({
  id: row.id,
  name: row.name,
  image: row.image ? publicAssetUrl(row.image) : null,
  gender: row.gender,
});

const iso = (date: Date | null | undefined): string | null => (date ? date.toISOString() : null);

export const presentIntroVideo = (video: IntroVideoRow, tutor: MemberRow): IntroVideo => ({
  id: video.id,
  tutor: presentMember(tutor),
  url: publicAssetUrl(video.file),
  durationSeconds: Math.round(video.durationMs / 100) / 10,
  status: video.status,
  reason: video.reason,
  reviewedAt: iso(video.reviewedAt),
  reapplyAt:
    video.status === IntroVideoStatus.Rejected && video.reviewedAt
      ? addMonths(video.reviewedAt, REAPPLY_AFTER_MONTHS).toISOString()
      : null,
  createdAt: video.createdAt.toISOString(),
});

export const sessionPhase = (
  session: { startsAt: Date; endsAt: Date },
  now: Date,
): OnboardingSessionPhase =>
  now < session.startsAt ? 'upcoming' : now < session.endsAt ? 'in-progress' : 'ended';

/** When a session's call opens, and with it the manager's verdict (decision 026). */
export const sessionOpensAt = (session: { startsAt: Date }, minutesBefore: number): Date =>
  new Date(session.startsAt.getTime() - minutesBefore * 60_000);

/** A session as its viewer may see it: the manager's private note is for staff only. */
export const presentSession = (
  { session, tutor, manager }: SessionWithMembers,
  now: Date,
  staff: boolean,
  /** How long before the start its call opens (SESSION_OPENS_MINUTES_BEFORE). */
  opensMinutesBefore: number,
): Interview => ({
  id: session.id,
  kind: session.kind,
  tutor: presentMember(tutor),
  manager: presentMember(manager),
  startsAt: session.startsAt.toISOString(),
  endsAt: session.endsAt.toISOString(),
  status: session.status,
  intervieweeStatus: intervieweeStatusOf(session.status),
  phase: sessionPhase(session, now),
  opensAt: sessionOpensAt(session, opensMinutesBefore).toISOString(),
  feedback: session.feedback,
  note: staff ? session.note : null,
  level: session.level,
  decidedAt: iso(session.decidedAt),
  createdAt: session.createdAt.toISOString(),
});

export const presentPhotoSession = (
  row: OnboardingRow | null | undefined,
  studio: MemberRow | null,
): PhotoSession => ({
  studio: studio ? presentMember(studio) : null,
  scheduledAt: iso(row?.photoScheduledAt),
  doneAt: iso(row?.photoDoneAt),
});

export const presentStudioTutor = (row: StudioTutorRow, studio: MemberRow | null): StudioTutor => ({
  tutor: presentMember(row.tutor),
  email: row.email,
  phone: row.phone,
  bio: row.bio,
  video: row.video ? publicAssetUrl(row.video) : null,
  thumbnail: row.thumbnail ? publicAssetUrl(row.thumbnail) : null,
  photoSession: presentPhotoSession(row.onboarding, studio),
  demoPassedAt: iso(row.demoPassedAt),
});
