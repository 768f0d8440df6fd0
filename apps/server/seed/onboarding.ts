/**
 * Demo data of tutor onboarding: the tutor manager's weekly hours for interviews and demo sessions,
 * the demo tutors marked as added by hand (they skip onboarding), and six candidates at different
 * steps so that the admin, the tutor manager and the studio find real work after `npm start`: a
 * video to review, an interview coming and one held waiting for its verdict, a demo session coming,
 * and two tutors waiting for their photo session (one given to the studio with a time, one not yet).
 * A newcomer can also register as a tutor and walk the steps with those accounts.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import {
  addLocalDays,
  DEFAULT_TIME_ZONE,
  Gender,
  IntroVideoStatus,
  localDateOf,
  OnboardingSessionKind as Kind,
  Role,
  TutorManagerInterviewStatus as Status,
  zonedInstant,
} from '@darsak/shared';
import type { Tx } from '../src/db/client.js';
import {
  availabilitySlots,
  interviews,
  introVideos,
  tutorOnboarding,
  tutors,
  userTopics,
  users,
} from '../src/db/schema.js';
import { probeVideo } from '../src/infra/media.js';
import type { Storage } from '../src/infra/storage.js';
import { seedCandidatesDir } from '../src/paths.js';

/** Sunday to Thursday, 10:00 to 20:00 Cairo time, and Saturday mornings. */
const managerHours = [
  ...[0, 1, 2, 3, 4].map((weekday) => ({ weekday, startMinute: 10 * 60, endMinute: 20 * 60 })),
  { weekday: 6, startMinute: 9 * 60, endMinute: 13 * 60 },
];

/** How far a candidate has come. */
type Stage =
  | 'video-pending'
  | 'interview-coming'
  | 'interview-held'
  | 'demo-coming'
  | 'photo-scheduled'
  | 'photo-waiting';

type Candidate = {
  name: string;
  email: string;
  portrait: string;
  gender: Gender;
  city: number;
  birthYear: number;
  bio: string;
  about: string;
  topics: number[];
  stage: Stage;
};

const candidates: Candidate[] = [
  {
    name: 'ليلى عادل',
    email: 'layla.candidate@darsak.test',
    portrait: 'layla.jpg',
    gender: Gender.Female,
    city: 1,
    birthYear: 1996,
    bio: 'خريجة آداب إنجليزي أحب تعليم المحادثة للمبتدئين',
    about:
      'تخرجت في قسم اللغة الإنجليزية بكلية الآداب، ودرّست في مركز لغات ثلاث سنوات. أحب أن يتكلم الطالب من الدقيقة الأولى، وأستخدم مواقف الحياة اليومية لبناء المفردات والثقة.',
    topics: [0, 10],
    stage: 'video-pending',
  },
  {
    name: 'عمر خالد',
    email: 'omar.candidate@darsak.test',
    portrait: 'omar.jpg',
    gender: Gender.Male,
    city: 2,
    birthYear: 1993,
    bio: 'مدرس إنجليزي للأعمال وكتابة البريد الإلكتروني',
    about:
      'عملت في خدمة عملاء شركة دولية خمس سنوات قبل التدريس، وأعرف اللغة التي يحتاجها الموظف في الاجتماعات والمراسلات. دروسي عملية وفيها تدريب على مواقف العمل الحقيقية.',
    topics: [1, 6],
    stage: 'interview-coming',
  },
  {
    name: 'نادين فؤاد',
    email: 'nadine.candidate@darsak.test',
    portrait: 'nadine.jpg',
    gender: Gender.Female,
    city: 1,
    birthYear: 1995,
    bio: 'أساعد الطلاب على النطق الواضح والاستماع بثقة',
    about:
      'درست الصوتيات في الجامعة وأدرّس النطق منذ أربع سنوات. أبدأ مع الطالب بتسجيل قصير لصوته، ثم نعمل على الأصوات التي تصعب عليه خطوة بخطوة حتى يسمع الفرق بنفسه.',
    topics: [5, 0],
    stage: 'interview-held',
  },
  {
    name: 'حسام رشدي',
    email: 'hossam.candidate@darsak.test',
    portrait: 'hossam.jpg',
    gender: Gender.Male,
    city: 3,
    birthYear: 1990,
    bio: 'مدرب IELTS بخبرة في تصحيح الكتابة والمحادثة',
    about:
      'أدرّب طلاب الجامعات والمهنيين على امتحان IELTS منذ ست سنوات. أشرح معايير التصحيح بوضوح، وأعطي كل طالب خطة أسبوعية تناسب موعد امتحانه والدرجة التي يحتاجها.',
    topics: [2, 9],
    stage: 'demo-coming',
  },
  {
    name: 'رنا إسماعيل',
    email: 'rana.candidate@darsak.test',
    portrait: 'rana.jpg',
    gender: Gender.Female,
    city: 4,
    birthYear: 1992,
    bio: 'مدرسة إنجليزي للأطفال بأسلوب اللعب والقصص',
    about:
      'أعمل مع الأطفال من سن سبع سنوات منذ ثماني سنوات. أستخدم القصص والأغاني والألعاب القصيرة، وأتابع مع الأهل تقدم الطفل كل شهر حتى يحب اللغة ولا يخاف منها.',
    topics: [8, 10],
    stage: 'photo-scheduled',
  },
  {
    name: 'مصطفى نبيل',
    email: 'mostafa.candidate@darsak.test',
    portrait: 'mostafa.jpg',
    gender: Gender.Male,
    city: 2,
    birthYear: 1989,
    bio: 'مدرس قواعد وكتابة للمستوى المتوسط والمتقدم',
    about:
      'درّست القواعد والكتابة في مدرسة دولية تسع سنوات. أشرح القاعدة بمثال من حياة الطالب، ثم نكتب معاً فقرة قصيرة ونصححها حتى يستعمل ما تعلمه دون تفكير طويل.',
    topics: [4, 9],
    stage: 'photo-waiting',
  },
];

const order: Stage[] = [
  'video-pending',
  'interview-coming',
  'interview-held',
  'demo-coming',
  'photo-scheduled',
  'photo-waiting',
];
const reached = (stage: Stage, step: Stage) => order.indexOf(stage) >= order.indexOf(step);

export type OnboardingSeedOptions = {
  now: Date;
  timeZone?: string;
  passwordHash: string;
  topicIds: number[];
  /** Where the candidates' portraits and intro video go; without it no candidates are seeded. */
  storage?: Storage;
};

export const seedOnboarding = async (
  tx: Tx,
  tutorIds: number[],
  options?: OnboardingSeedOptions,
): Promise<void> => {
  const managers = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, Role.TutorManager));
  for (const manager of managers)
    await tx
      .insert(availabilitySlots)
      .values(managerHours.map((h) => ({ tutorId: manager.id, ...h })));
  if (tutorIds.length > 0)
    await tx.update(tutors).set({ bypassOnboarding: true }).where(inArray(tutors.userId, tutorIds));
  const manager = managers[0];
  const [studio] = await tx.select({ id: users.id }).from(users).where(eq(users.role, Role.Studio));
  const [admin] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, Role.RegularAdmin));
  if (!options?.storage || !manager || !studio || !admin) return;
  await seedCandidates(
    tx,
    { ...options, storage: options.storage },
    manager.id,
    studio.id,
    admin.id,
  );
};

const seedCandidates = async (
  tx: Tx,
  options: OnboardingSeedOptions & { storage: Storage },
  managerId: number,
  studioId: number,
  adminId: number,
) => {
  const { now, storage } = options;
  const zone = options.timeZone ?? DEFAULT_TIME_ZONE;
  const today = localDateOf(now, zone);
  /** A half-hour session `days` from today at `hour` Cairo time. */
  const at = (days: number, hour: number) => {
    const startsAt = zonedInstant({ ...addLocalDays(today, days), hour, minute: 0 }, zone);
    return { startsAt, endsAt: new Date(startsAt.getTime() + 30 * 60_000) };
  };
  const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60_000);
  const videoBytes = await readFile(path.join(seedCandidatesDir, 'intro.webm'));
  const probe = probeVideo(videoBytes);
  if (!probe) throw new Error('The demo intro video cannot be read');

  for (const [index, candidate] of candidates.entries()) {
    const image = await storage.put(
      'public',
      await readFile(path.join(seedCandidatesDir, candidate.portrait)),
      'jpg',
    );
    const [row] = await tx
      .insert(users)
      .values({
        passwordHash: options.passwordHash,
        verifiedEmail: true,
        name: candidate.name,
        email: candidate.email,
        role: Role.Tutor,
        gender: candidate.gender,
        city: candidate.city,
        birthYear: candidate.birthYear,
        phone: `+2012${String(20000000 + index).padStart(8, '0')}`,
        verifiedPhone: true,
        image,
        createdAt: daysAgo(20 - index),
      })
      .returning({ id: users.id });
    const tutorId = row!.id;
    await tx.insert(tutors).values({ userId: tutorId, bio: candidate.bio, about: candidate.about });
    await tx
      .insert(userTopics)
      .values(candidate.topics.map((t) => ({ userId: tutorId, topicId: options.topicIds[t]! })));

    const { stage } = candidate;
    const sentAt = daysAgo(12 - index);
    const approved = reached(stage, 'interview-coming');
    await tx.insert(introVideos).values({
      tutorId,
      file: await storage.put('public', videoBytes, probe.type),
      durationMs: probe.durationMs,
      status: approved ? IntroVideoStatus.Approved : IntroVideoStatus.Pending,
      reviewedBy: approved ? adminId : null,
      reviewedAt: approved ? new Date(sentAt.getTime() + 3 * 60 * 60_000) : null,
      createdAt: sentAt,
    });

    const held = (kind: number, when: { startsAt: Date; endsAt: Date }) => ({
      kind,
      tutorId,
      managerId,
      ...when,
      status: Status.Passed,
      feedback:
        kind === Kind.Interview
          ? 'لغة واضحة وطلاقة جيدة، وشرح منظم. ننتقل إلى الحصة التجريبية.'
          : 'أدار الحصة بثقة وصحح الأخطاء بلطف. جاهز للتدريس.',
      level: 5,
      decidedBy: managerId,
      decidedAt: when.endsAt,
      createdAt: new Date(when.startsAt.getTime() - 2 * 24 * 60 * 60_000),
    });
    if (stage === 'interview-coming')
      await tx
        .insert(interviews)
        .values({ kind: Kind.Interview, tutorId, managerId, ...at(1, 11), createdAt: daysAgo(1) });
    if (stage === 'interview-held')
      await tx
        .insert(interviews)
        .values({ kind: Kind.Interview, tutorId, managerId, ...at(-1, 12), createdAt: daysAgo(3) });
    if (reached(stage, 'demo-coming'))
      await tx.insert(interviews).values(held(Kind.Interview, at(-6 - index, 11)));
    if (stage === 'demo-coming')
      await tx.insert(interviews).values({
        kind: Kind.DemoSession,
        tutorId,
        managerId,
        ...at(2, 13),
        createdAt: daysAgo(1),
      });
    if (reached(stage, 'photo-scheduled'))
      await tx.insert(interviews).values(held(Kind.DemoSession, at(-3 - index, 15)));

    await tx.insert(tutorOnboarding).values({
      tutorId,
      supportGroupJoinedAt: daysAgo(14 - index),
      studioId: stage === 'photo-scheduled' ? studioId : null,
      photoScheduledAt: stage === 'photo-scheduled' ? at(3, 12).startsAt : null,
    });
  }
};
