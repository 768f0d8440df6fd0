/**
 * Demo conversations: the demo student has written to two tutors, so the chat opens on
 * real-looking rooms: one pinned with an unread answer, one read to the end.
 */
import type { Tx } from '../src/db/client.js';
import { chatMessages, chatRoomMembers, chatRooms } from '../src/db/schema.js';
import type { SeedPeople } from './marketplace.js';

type Line = { from: 'student' | 'tutor'; minutesAgo: number; text: string };

const conversations: {
  student: number;
  tutor: number;
  pinnedByStudent: boolean;
  /** The student has not read the last line yet. */
  unreadLast: boolean;
  lines: Line[];
}[] = [
  {
    student: 0,
    tutor: 0,
    pinnedByStudent: true,
    unreadLast: true,
    lines: [
      {
        from: 'student',
        minutesAgo: 26 * 60,
        text: 'مساء الخير أستاذة منى، عندي مقابلة عمل بالإنجليزي الأسبوع الجاي. ممكن نركز عليها؟',
      },
      {
        from: 'tutor',
        minutesAgo: 25 * 60,
        text: 'أهلاً يوسف! طبعاً. ابعت لي الوظيفة اللي متقدم لها، وهنجهز مع بعض أشهر الأسئلة.',
      },
      { from: 'student', minutesAgo: 24 * 60, text: 'وظيفة محاسب في شركة اتصالات. شكراً جداً!' },
      {
        from: 'tutor',
        minutesAgo: 90,
        text: 'جهزت لك قائمة أسئلة. احجز درس ٣٠ دقيقة وهنتمرن عليها كأنها مقابلة حقيقية.',
      },
    ],
  },
  {
    student: 1,
    tutor: 1,
    pinnedByStudent: false,
    unreadLast: false,
    lines: [
      {
        from: 'student',
        minutesAgo: 3 * 24 * 60,
        text: 'أستاذ أحمد، هل تساعدني في جزء الكتابة في امتحان IELTS؟',
      },
      {
        from: 'tutor',
        minutesAgo: 3 * 24 * 60 - 40,
        text: 'أكيد يا مريم. ابدئي بكتابة مقال قصير عن موضوع تختاريه وابعتيه لي قبل الدرس.',
      },
    ],
  },
];

export const seedChats = async (tx: Tx, people: SeedPeople, now: Date): Promise<void> => {
  for (const conversation of conversations) {
    const studentId = people.studentIds[conversation.student]!;
    const tutorId = people.tutorIds[conversation.tutor]!;
    const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000);
    const last = conversation.lines[conversation.lines.length - 1]!;
    const [room] = await tx
      .insert(chatRooms)
      .values({
        type: 1,
        refId: null,
        pairKey: `${Math.min(studentId, tutorId)}:${Math.max(studentId, tutorId)}`,
        lastMessageAt: at(last.minutesAgo),
        createdAt: at(conversation.lines[0]!.minutesAgo),
      })
      .returning();
    const rows = await tx
      .insert(chatMessages)
      .values(
        conversation.lines.map((line) => ({
          roomId: room!.id,
          senderId: line.from === 'student' ? studentId : tutorId,
          text: line.text,
          createdAt: at(line.minutesAgo),
        })),
      )
      .returning({ id: chatMessages.id });
    const lastId = rows[rows.length - 1]!.id;
    const beforeLast = rows[rows.length - 2]?.id ?? 0;
    await tx.insert(chatRoomMembers).values([
      {
        roomId: room!.id,
        userId: studentId,
        pinnedAt: conversation.pinnedByStudent ? at(last.minutesAgo) : null,
        lastReadMessageId: conversation.unreadLast ? beforeLast : lastId,
      },
      { roomId: room!.id, userId: tutorId, lastReadMessageId: lastId },
    ]);
  }
};
