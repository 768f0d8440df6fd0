import { describe, expect, it } from 'vitest';
import {
  AssetKind,
  Bank,
  CacheGroup,
  EnglishLevel,
  Environment,
  Gender,
  IntroVideoStatus,
  InterviewStatus,
  InvoiceStatus,
  LessonDuration,
  NotificationMethod,
  PaymentType,
  PlanPeriod,
  ReportKind,
  Role,
  RoomType,
  SelfRegistrationRole,
  SessionMemberEvent,
  TransactionStatus,
  TutorManagerInterviewStatus,
  VerificationPurpose,
  Weekday,
  WithdrawMethod,
  banks,
  environments,
  findGovernorate,
  governorateIds,
  governorates,
  isAdminRole,
  isLearnerSideRole,
  isTutorLikeRole,
  lessonStudentRoles,
  lessonTutorRoles,
  matchModes,
  planPeriodMonths,
  roles,
  routes,
  selectableGovernorates,
  sortDirections,
  sourceCodes,
} from '../src/index.js';

describe('enumerations and their numeric values', () => {
  it('roles 1 to 6', () => {
    expect(Role).toEqual({
      SuperAdmin: 1,
      RegularAdmin: 2,
      Tutor: 3,
      Student: 4,
      TutorManager: 5,
      Studio: 6,
    });
    expect(roles).toEqual([1, 2, 3, 4, 5, 6]);
    expect(SelfRegistrationRole).toEqual({ student: 4, tutor: 3 });
  });

  it('role groups', () => {
    expect(roles.filter(isAdminRole)).toEqual([Role.SuperAdmin, Role.RegularAdmin]);
    expect(roles.filter(isTutorLikeRole)).toEqual([Role.Tutor, Role.TutorManager]);
    expect(roles.filter(isLearnerSideRole)).toEqual([Role.Tutor, Role.Student, Role.TutorManager]);
  });

  it('who teaches lessons and who is taught', () => {
    expect(lessonTutorRoles).toEqual([Role.Tutor, Role.TutorManager]);
    // Whoever may book a lesson is a lesson's student.
    expect(lessonStudentRoles).toEqual(routes.bookLesson.access);
  });

  it('gender and notification method', () => {
    expect(Gender).toEqual({ Male: 1, Female: 2 });
    expect(NotificationMethod).toEqual({ None: 0, WhatsApp: 1 });
  });

  it('English levels 1 to 6', () => {
    expect(EnglishLevel).toEqual({
      Beginner: 1,
      PreIntermediate: 2,
      Intermediate: 3,
      UpperIntermediate: 4,
      Advanced: 5,
      Mastery: 6,
    });
  });

  it('verification purposes 1, 3 and 4', () => {
    expect(VerificationPurpose).toEqual({ VerifyPhone: 1, VerifyEmail: 3, ResetPassword: 4 });
  });

  it('asset and report kinds', () => {
    expect(AssetKind).toEqual({ Image: 'image', Video: 'video', Thumbnail: 'thumbnail' });
    expect(ReportKind).toEqual({ Screenshot: 'screenshot', Log: 'log' });
  });

  it('plan periods and their durations in months', () => {
    expect(PlanPeriod).toEqual({ Month: 0, Quarter: 1, Year: 2, FreeTrial: 3 });
    expect(planPeriodMonths).toEqual({ 0: 1, 1: 3, 2: 12, 3: 1200 });
    expect(planPeriodMonths[PlanPeriod.Quarter]).toBe(3);
    expect(planPeriodMonths[PlanPeriod.FreeTrial]).toBe(1200);
  });

  it('both sets of interview statuses', () => {
    expect(InterviewStatus).toEqual({
      Pending: 1,
      Passed: 2,
      Rejected: 3,
      CanceledByInterviewer: 4,
      CanceledByInterviewee: 5,
    });
    expect(TutorManagerInterviewStatus).toEqual({
      Pending: 1,
      Passed: 2,
      Rejected: 3,
      CanceledByTutorManager: 4,
      CanceledByTutor: 5,
      CanceledByAdmin: 6,
    });
  });

  it('room types', () => {
    expect(RoomType).toEqual({ General: 1, Lesson: 2, Interview: 3, DemoSession: 4 });
  });

  it('weekdays Sunday 0 to Saturday 6, matching Date.getUTCDay', () => {
    expect(Weekday).toEqual({
      Sunday: 0,
      Monday: 1,
      Tuesday: 2,
      Wednesday: 3,
      Thursday: 4,
      Friday: 5,
      Saturday: 6,
    });
    // 2030-06-16 is a Sunday.
    expect(new Date('2030-06-16T12:00:00Z').getUTCDay()).toBe(Weekday.Sunday);
    expect(new Date('2030-06-21T12:00:00Z').getUTCDay()).toBe(Weekday.Friday);
  });

  it('lesson durations 15 and 30 minutes', () => {
    expect(LessonDuration).toEqual({ Short: 15, Long: 30 });
  });

  it('withdraw methods and banks', () => {
    expect(WithdrawMethod).toEqual({ Wallet: 0, Bank: 1, InstantPayment: 2 });
    expect(Bank).toEqual({
      CIB: 'CIB',
      ALEX: 'ALEX',
      NBE: 'NBE',
      MISR: 'MISR',
      QNB: 'QNB',
      MASHREQ: 'MASHREQ',
      AAIB: 'AAIB',
    });
    expect(banks).toEqual(['CIB', 'ALEX', 'NBE', 'MISR', 'QNB', 'MASHREQ', 'AAIB']);
  });

  it('invoice, intro-video and transaction statuses', () => {
    expect(InvoiceStatus).toEqual({
      PendingApproval: 0,
      PendingCancellation: 1,
      Canceled: 2,
      Approved: 3,
      Rejected: 4,
    });
    expect(IntroVideoStatus).toEqual({ Pending: 1, Rejected: 2, Approved: 3 });
    expect(TransactionStatus).toEqual({
      New: 0,
      Paid: 1,
      Canceled: 2,
      Refunded: 3,
      Expired: 4,
      PartialRefunded: 5,
      Failed: 6,
      Processed: 7,
    });
  });

  it('payment types', () => {
    expect(PaymentType).toEqual({ Card: 0, EWallet: 1, BankInstallment: 2, CashKiosk: 3 });
  });

  it('session member events', () => {
    expect(SessionMemberEvent).toEqual({ UserJoined: 1, UserLeft: 2 });
  });

  it('source codes, sort directions and match modes', () => {
    expect(sourceCodes).toEqual(['wa', 'sfb', 'syt', 'sig', 'stt', 'sx', 'mpv', 'mtd']);
    expect(sortDirections).toEqual(['asc', 'desc']);
    expect(matchModes).toEqual(['exact', 'suffix', 'prefix', 'loose']);
  });

  it('cache groups', () => {
    expect(CacheGroup).toEqual({
      TutorsCache: 'TutorsCache',
      AdminInvoices: 'AdminInvoices',
      ServerStats: 'ServerStats',
    });
  });

  it('environments', () => {
    expect(Environment).toEqual({ Local: 'local', Staging: 'staging', Production: 'production' });
    expect(environments).toEqual(['local', 'staging', 'production']);
  });
});

describe('governorates', () => {
  const specOrder = [
    'Cairo',
    'Alexandria',
    'Giza',
    'Dakahlia',
    'Qalyubia',
    'Sharkia',
    'Beheira',
    'Aswan',
    'Asyut',
    'BeniSuef',
    'PortSaid',
    'Suez',
    'Minya',
    'Gharbia',
    'Ismailia',
    'KafrElSheikh',
    'Matrouh',
    'RedSea',
    'Sohag',
    'Fayoum',
    'Luxor',
    'Qena',
    'NewValley',
    'NorthSinai',
    'SouthSinai',
    'Damietta',
    'Monufia',
    'Minufiya',
    'Helwan',
    'GizaCity',
  ];

  it('are the 30 of the spec, numbered 1 to 30 in its order', () => {
    expect(governorates).toHaveLength(30);
    expect(governorates.map((g) => g.key)).toEqual(specOrder);
    expect(governorates.map((g) => g.id)).toEqual(specOrder.map((_, index) => index + 1));
    expect(governorateIds).toEqual(specOrder.map((_, index) => index + 1));
  });

  it('each has an Arabic and an English name', () => {
    for (const g of governorates) {
      expect(g.ar.trim(), g.key).not.toBe('');
      expect(g.ar, g.key).toMatch(/^[\p{Script=Arabic} ]+$/u);
      expect(g.en.trim(), g.key).not.toBe('');
      expect(g.en, g.key).toMatch(/^[A-Za-z ]+$/);
    }
    expect(findGovernorate(1)?.ar).toBe('القاهرة');
    expect(findGovernorate(2)?.ar).toBe('الإسكندرية');
    expect(findGovernorate(30)?.en).toBe('Giza City');
  });

  it('names are unique except for the alias, which points at a real value', () => {
    const aliases = governorates.filter((g) => g.alias !== undefined);
    expect(aliases.map((g) => [g.id, g.alias])).toEqual([[28, 27]]);
    for (const alias of aliases) {
      const target = findGovernorate(alias.alias);
      expect(target?.alias).toBeUndefined();
      expect(alias.ar).toBe(target?.ar);
    }
    const names = selectableGovernorates.map((g) => g.ar);
    expect(new Set(names).size).toBe(names.length);
    // Egypt's 27: Helwan and Giza city are kept for stored data and named, not offered.
    expect(selectableGovernorates).toHaveLength(27);
    expect(selectableGovernorates.map((g) => g.id)).not.toContain(28);
    for (const id of [29, 30]) {
      const place = findGovernorate(id)!;
      expect(selectableGovernorates).not.toContain(place);
      expect(findGovernorate(place.partOf)?.partOf).toBeUndefined();
    }
  });

  it('findGovernorate answers undefined for unknown ids', () => {
    expect(findGovernorate(0)).toBeUndefined();
    expect(findGovernorate(31)).toBeUndefined();
    expect(findGovernorate(null)).toBeUndefined();
    expect(findGovernorate(undefined)).toBeUndefined();
  });
});
