/**
 * Demo data for the local environment: one account of every role, topics, tutors and students, and
 * the marketplace around them (plans, subscriptions, schedules, past lessons with reviews).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { EnglishLevel, Gender, Role } from '@darsak/shared';
import type { Db } from '../src/db/client.js';
import { students, topics, tutors, users, userTopics } from '../src/db/schema.js';
import { hashPassword } from '../src/infra/passwords.js';
import type { Storage } from '../src/infra/storage.js';
import { seedPortraitsDir } from '../src/paths.js';
import { seedContact } from './contact.js';
import { seedMarketplace } from './marketplace.js';
import { seedChats } from './chat.js';
import { seedOnboarding } from './onboarding.js';
import { seedInvoices } from './invoices.js';
import { seedPayments } from './payments.js';

/** The rate seeded lessons were priced at when none is given: 150 EGP an hour. */
const DEFAULT_LESSON_HOURLY_RATE = 15_000;

/** The password of every demo account, printed at start. */
export const DEMO_PASSWORD = 'darsak2026';

export const demoAccounts = [
  {
    role: Role.SuperAdmin,
    label: 'Super admin',
    email: 'superadmin@darsak.test',
    name: 'هالة الشناوي',
  },
  { role: Role.RegularAdmin, label: 'Admin', email: 'admin@darsak.test', name: 'كريم عبد الحميد' },
  { role: Role.Tutor, label: 'Tutor', email: 'tutor@darsak.test', name: 'منى السيد' },
  { role: Role.Student, label: 'Student', email: 'student@darsak.test', name: 'يوسف إبراهيم' },
  {
    role: Role.TutorManager,
    label: 'Tutor manager',
    email: 'manager@darsak.test',
    name: 'طارق فوزي',
  },
  { role: Role.Studio, label: 'Studio', email: 'studio@darsak.test', name: 'استوديو النيل' },
] as const;

const demoTopics = [
  ['المحادثة اليومية', 'Everyday conversation'],
  ['الإنجليزية للأعمال', 'Business English'],
  ['التحضير لامتحان IELTS', 'IELTS preparation'],
  ['التحضير لامتحان TOEFL', 'TOEFL preparation'],
  ['القواعد', 'Grammar'],
  ['النطق', 'Pronunciation'],
  ['مقابلات العمل', 'Job interviews'],
  ['السفر', 'Travel'],
  ['الإنجليزية للأطفال', 'English for kids'],
  ['الكتابة', 'Writing'],
  ['المفردات', 'Vocabulary'],
  ['الإنجليزية الطبية', 'Medical English'],
] as const;

type DemoTutor = {
  name: string;
  /** A file in seed/portraits (decision 009). */
  portrait: string;
  email: string;
  gender: Gender;
  city: number;
  birthYear: number;
  bio: string;
  about: string;
  topics: number[];
};

const demoTutors: DemoTutor[] = [
  {
    portrait: 'mona.jpg',
    name: 'منى السيد',
    email: 'tutor@darsak.test',
    gender: Gender.Female,
    city: 1,
    birthYear: 1991,
    bio: 'مدرسة لغة إنجليزية بخبرة عشر سنوات في تعليم المحادثة للكبار',
    about:
      'تخرجت في كلية الألسن بجامعة عين شمس، وعملت في تدريس اللغة الإنجليزية للكبار منذ عشر سنوات. أركز في دروسي على المحادثة العملية وبناء الثقة في الكلام، وأحب أن أبدأ كل درس بموضوع من حياتك اليومية.',
    topics: [0, 5, 7],
  },
  {
    portrait: 'ahmed.jpg',
    name: 'أحمد عبد الرحمن',
    email: 'ahmed.tutor@darsak.test',
    gender: Gender.Male,
    city: 2,
    birthYear: 1987,
    bio: 'مدرب معتمد للتحضير لامتحان IELTS ومتخصص في الكتابة الأكاديمية',
    about:
      'أعمل مدرباً للتحضير لامتحاني IELTS و TOEFL منذ ثماني سنوات، وساعدت أكثر من مئتي طالب على الوصول إلى الدرجة التي يحتاجونها للسفر أو الدراسة. دروسي منظمة وفيها تدريب على نماذج حقيقية من الامتحان مع تصحيح مفصل.',
    topics: [2, 3, 9],
  },
  {
    portrait: 'yasmin.jpg',
    name: 'ياسمين حسن',
    email: 'yasmin.tutor@darsak.test',
    gender: Gender.Female,
    city: 3,
    birthYear: 1994,
    bio: 'أساعدك على التحدث بثقة في الاجتماعات ومقابلات العمل',
    about:
      'عملت سبع سنوات في شركات متعددة الجنسيات قبل أن أتفرغ للتدريس، لذلك أفهم جيداً ما تحتاجه في بيئة العمل. أدرب طلابي على العروض التقديمية والبريد الإلكتروني ومقابلات العمل بأسلوب عملي ومريح.',
    topics: [1, 6, 9],
  },
  {
    portrait: 'mahmoud.jpg',
    name: 'محمود الشريف',
    email: 'mahmoud.tutor@darsak.test',
    gender: Gender.Male,
    city: 4,
    birthYear: 1990,
    bio: 'مدرس قواعد ونطق بأسلوب بسيط يناسب المبتدئين',
    about:
      'أؤمن أن القواعد ليست صعبة إذا شرحت بأمثلة من الحياة. أدرس المبتدئين والمستوى المتوسط منذ تسع سنوات، وأهتم بتصحيح النطق خطوة بخطوة حتى تتكلم بوضوح وتفهم ما تسمعه في الأفلام والأخبار.',
    topics: [4, 5, 10],
  },
  {
    portrait: 'nourhan.jpg',
    name: 'نورهان مصطفى',
    email: 'nourhan.tutor@darsak.test',
    gender: Gender.Female,
    city: 21,
    birthYear: 1996,
    bio: 'دروس ممتعة للأطفال من سن ستة إلى اثني عشر عاماً',
    about:
      'أدرس الأطفال اللغة الإنجليزية بالألعاب والقصص والأغاني منذ ست سنوات. أجعل الدرس قصيراً ومليئاً بالنشاط حتى يبقى الطفل مركزاً ومستمتعاً، وأرسل لولي الأمر ملاحظات عن تقدم الطفل بعد كل مجموعة من الدروس.',
    topics: [8, 10, 0],
  },
  {
    portrait: 'sameh.jpg',
    name: 'د. سامح فاروق',
    email: 'sameh.tutor@darsak.test',
    gender: Gender.Male,
    city: 9,
    birthYear: 1983,
    bio: 'طبيب ومدرس للإنجليزية الطبية لطلاب الطب والأطباء',
    about:
      'أنا طبيب باطنة أحببت تدريس اللغة، وأساعد طلاب الطب والأطباء على التواصل بالإنجليزية مع المرضى والزملاء والتحضير لامتحانات الترخيص في الخارج. نتدرب على كتابة التقارير وعرض الحالات والمصطلحات الطبية.',
    topics: [11, 1, 9],
  },
];

const demoStudents = [
  {
    name: 'يوسف إبراهيم',
    email: 'student@darsak.test',
    gender: Gender.Male,
    city: 1,
    birthYear: 2001,
    level: EnglishLevel.PreIntermediate,
    goal: 'أريد أن أتكلم بثقة في مقابلات العمل',
    topics: [0, 6],
  },
  {
    name: 'مريم عادل',
    email: 'mariam.student@darsak.test',
    gender: Gender.Female,
    city: 6,
    birthYear: 1998,
    level: EnglishLevel.Intermediate,
    goal: 'التحضير لامتحان IELTS للسفر للدراسة',
    topics: [2, 9],
  },
  {
    name: 'عمر خالد',
    email: 'omar.student@darsak.test',
    gender: Gender.Male,
    city: 14,
    birthYear: 1995,
    level: EnglishLevel.Beginner,
    goal: 'تحسين المحادثة في العمل',
    topics: [1, 0],
  },
  {
    name: 'سلمى فتحي',
    email: 'salma.student@darsak.test',
    gender: Gender.Female,
    city: 2,
    birthYear: 2004,
    level: EnglishLevel.UpperIntermediate,
    goal: 'تحسين النطق والطلاقة',
    topics: [5, 7],
  },
];

/** Copies the shipped portraits into public storage; answers each file's stored name. */
const storePortraits = async (storage: Storage | undefined): Promise<Map<string, string>> => {
  const stored = new Map<string, string>();
  if (!storage) return stored;
  for (const { portrait } of demoTutors) {
    const bytes = await readFile(path.join(seedPortraitsDir, portrait));
    stored.set(portrait, await storage.put('public', bytes, 'jpg'));
  }
  return stored;
};

export type SeedOptions = {
  now?: Date;
  /** Where the demo tutors' portraits go; without it they keep their initials. */
  storage?: Storage;
  /** Piasters per hour the seeded lessons were priced at (the configured default rate). */
  hourlyRate?: number;
  timeZone?: string;
};

/** Seeds an empty database, in one transaction; answers false when there was data already. */
export const seedDemoData = async (db: Db, options: SeedOptions = {}): Promise<boolean> => {
  const [existing] = await db.select({ total: count() }).from(users);
  if ((existing?.total ?? 0) > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const portraits = await storePortraits(options.storage);
  await db.transaction(async (tx) => {
    const topicRows = await tx
      .insert(topics)
      .values(demoTopics.map(([nameAr, nameEn]) => ({ nameAr, nameEn })))
      .returning({ id: topics.id });
    const topicId = (index: number) => topicRows[index]!.id;
    const base = { passwordHash, verifiedEmail: true };
    // Members for months, as their lessons say (the oldest are five months back): staff first,
    // then tutors, then students, in the order they are made, so «newest first» lists keep it.
    const now = options.now ?? new Date();
    const joined = (daysAgo: number) => {
      const at = new Date(now.getTime() - daysAgo * 86_400_000);
      return { createdAt: at, updatedAt: at };
    };
    const tutorIds: number[] = [];
    const studentIds: number[] = [];

    for (const account of demoAccounts) {
      if (account.role === Role.Tutor || account.role === Role.Student) continue;
      const [row] = await tx
        .insert(users)
        .values({
          ...base,
          ...joined(240),
          name: account.name,
          email: account.email,
          role: account.role,
        })
        .returning({ id: users.id });
      // A tutor manager teaches demo sessions, so they have a tutor record like a tutor.
      if (account.role === Role.TutorManager) await tx.insert(tutors).values({ userId: row!.id });
    }
    for (const [index, tutor] of demoTutors.entries()) {
      const [row] = await tx
        .insert(users)
        .values({
          ...base,
          ...joined(200 - index),
          name: tutor.name,
          email: tutor.email,
          role: Role.Tutor,
          gender: tutor.gender,
          city: tutor.city,
          birthYear: tutor.birthYear,
          phone: `+2010${String(10000000 + index).padStart(8, '0')}`,
          verifiedPhone: true,
          image: portraits.get(tutor.portrait) ?? null,
        })
        .returning({ id: users.id });
      await tx
        .insert(tutors)
        .values({ userId: row!.id, bio: tutor.bio, about: tutor.about, activated: true });
      tutorIds.push(row!.id);
      await tx
        .insert(userTopics)
        .values(tutor.topics.map((t) => ({ userId: row!.id, topicId: topicId(t) })));
    }
    for (const [index, student] of demoStudents.entries()) {
      const [row] = await tx
        .insert(users)
        .values({
          ...base,
          ...joined(170 - index),
          name: student.name,
          email: student.email,
          role: Role.Student,
          gender: student.gender,
          city: student.city,
          birthYear: student.birthYear,
        })
        .returning({ id: users.id });
      await tx
        .insert(students)
        .values({ userId: row!.id, englishLevel: student.level, goal: student.goal });
      studentIds.push(row!.id);
      await tx
        .insert(userTopics)
        .values(student.topics.map((t) => ({ userId: row!.id, topicId: topicId(t) })));
    }
    await seedMarketplace(
      tx,
      { tutorIds, studentIds },
      {
        now: options.now ?? new Date(),
        hourlyRate: options.hourlyRate ?? DEFAULT_LESSON_HOURLY_RATE,
        timeZone: options.timeZone,
      },
    );
    await seedPayments(tx, studentIds, {
      now: options.now ?? new Date(),
      timeZone: options.timeZone,
    });
    await seedContact(tx, {
      now: options.now ?? new Date(),
      adminEmail: 'admin@darsak.test',
      studentIds,
    });
    await seedChats(tx, { tutorIds, studentIds }, options.now ?? new Date());
    await seedOnboarding(tx, tutorIds, {
      now: options.now ?? new Date(),
      timeZone: options.timeZone,
      passwordHash,
      topicIds: topicRows.map((row) => row.id),
      storage: options.storage,
    });
    await seedInvoices(
      tx,
      { tutorIds, studentIds },
      {
        now: options.now ?? new Date(),
        hourlyRate: options.hourlyRate ?? DEFAULT_LESSON_HOURLY_RATE,
        timeZone: options.timeZone,
        storage: options.storage,
      },
    );
  });
  return true;
};
