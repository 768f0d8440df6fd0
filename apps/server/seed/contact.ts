/**
 * Demo contact requests: what visitors wrote from the site's contact page, one already
 * handled, so the admins' list shows both states; and the demo students' sign-up sources.
 */
import { eq } from 'drizzle-orm';
import type { Executor } from '../src/db/client.js';
import { contactRequests, users } from '../src/db/schema.js';

export const seedContact = async (
  tx: Executor,
  options: { now: Date; adminEmail: string; studentIds: number[] },
): Promise<void> => {
  const hoursAgo = (hours: number) => new Date(options.now.getTime() - hours * 3_600_000);
  const [admin] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, options.adminEmail));
  await tx.insert(contactRequests).values([
    {
      name: 'منة الله عادل',
      replyTo: 'menna.adel@example.com',
      title: 'دروس لابني في ثانية إعدادي',
      message:
        'ابني عنده 13 سنة ومستواه متوسط. هل ينفع يحجز دروس 15 دقيقة بعد المدرسة؟ وهل فيه مدرسين متعودين على الأطفال؟',
      source: 'sfb',
      createdAt: hoursAgo(3),
    },
    {
      name: 'Karim Nabil',
      replyTo: '+201001234567',
      title: 'Paying by kiosk reference',
      message:
        'I paid the quarter plan with a reference number yesterday but the subscription still shows pending. Can you check?',
      language: 'en',
      createdAt: hoursAgo(20),
    },
    {
      name: null,
      replyTo: 'student.contact@example.com',
      title: 'تغيير الباقة',
      message: 'عايز أغير من باقة 60 دقيقة لـ 120 دقيقة في نص الشهر، ينفع؟',
      createdAt: hoursAgo(50),
      handledAt: hoursAgo(46),
      handledBy: admin?.id ?? null,
    },
  ]);
  const [first, second] = options.studentIds;
  if (first) await tx.update(users).set({ signupSource: 'wa' }).where(eq(users.id, first));
  if (second) await tx.update(users).set({ signupSource: 'syt' }).where(eq(users.id, second));
};
