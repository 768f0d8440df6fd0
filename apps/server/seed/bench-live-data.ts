/**
 * The data the live part of `npm run bench` measures against (scripts/bench-live.mjs):
 * a thousand people who chat in pairs, each pair with its General room, and a lesson under way now
 * between a demo tutor and a demo student for the call's join-to-first-frame time. Used only by the
 * bench, on a fresh database, after the demo data:
 *
 *   npx tsx apps/server/seed/bench-live-data.ts <output.json> [people]
 *
 * reads the same environment as the server (DATA_DIR, DATABASE_URL, JWT_SECRET) and writes the
 * pairs with their tokens and the lesson's id.
 */
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { eq, inArray } from 'drizzle-orm';
import { Gender, lessonPrice, Role, RoomType } from '@darsak/shared';
import { loadConfig } from '../src/config.js';
import { createTokens } from '../src/http/tokens.js';
import { openDatabase, type Db } from '../src/db/client.js';
import { chatRoomMembers, chatRooms, lessons, users } from '../src/db/schema.js';
import { seedDemoData } from './demo.js';

/** The demo tutor and student who hold the measured call. */
export const CALL_TUTOR = 'sameh.tutor@darsak.test';
export const CALL_STUDENT = 'salma.student@darsak.test';

type Pair = { roomId: number; a: number; b: number };

/** People in pairs, each pair with a General room; and a lesson under way now for the call. */
export const seedLiveBench = async (db: Db, people: number, now: Date) =>
  db.transaction(async (tx) => {
    const rows = Array.from({ length: people }, (_, i) => ({
      name: `مستخدم تجربة ${i + 1}`,
      email: `bench.live${i}@darsak.test`,
      role: Role.Student,
      gender: i % 2 === 0 ? Gender.Male : Gender.Female,
      city: 1 + (i % 27),
      verifiedEmail: true,
    }));
    const made: number[] = [];
    for (let i = 0; i < rows.length; i += 500)
      made.push(
        ...(
          await tx
            .insert(users)
            .values(rows.slice(i, i + 500))
            .returning({ id: users.id })
        ).map((r) => r.id),
      );
    const pairs: Pair[] = [];
    for (let i = 0; i + 1 < made.length; i += 2) {
      const [a, b] = [made[i]!, made[i + 1]!];
      const [room] = await tx
        .insert(chatRooms)
        .values({ type: RoomType.General, pairKey: `${Math.min(a, b)}:${Math.max(a, b)}` })
        .returning({ id: chatRooms.id });
      await tx.insert(chatRoomMembers).values([
        { roomId: room!.id, userId: a },
        { roomId: room!.id, userId: b },
      ]);
      pairs.push({ roomId: room!.id, a, b });
    }
    const members = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(inArray(users.email, [CALL_TUTOR, CALL_STUDENT]));
    const idOf = (email: string) => members.find((m) => m.email === email)!.id;
    // Started a minute ago, so the call is open whatever SESSION_OPENS_MINUTES_BEFORE says.
    const startsAt = new Date(Math.floor(now.getTime() / 60_000) * 60_000 - 60_000);
    const [lesson] = await tx
      .insert(lessons)
      .values({
        tutorId: idOf(CALL_TUTOR),
        studentId: idOf(CALL_STUDENT),
        startsAt,
        endsAt: new Date(startsAt.getTime() + 30 * 60_000),
        duration: 30,
        price: lessonPrice(15_000, 30),
      })
      .returning({ id: lessons.id });
    return { pairs, lessonId: lesson!.id };
  });

const main = async (output: string, people: number) => {
  const config = loadConfig();
  const database = await openDatabase({
    url: config.databaseUrl,
    dir: config.databaseUrl ? undefined : `${config.dataDir}/db`,
  });
  try {
    const now = new Date();
    await seedDemoData(database.db, {
      now,
      hourlyRate: config.tutorHourlyRate,
      timeZone: config.timeZone,
    });
    const { pairs, lessonId } = await seedLiveBench(database.db, people, now);
    const tokens = createTokens(config.jwtSecret);
    const sign = async (id: number) => (await tokens.sign(id, 0)).value;
    const [admin] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'admin@darsak.test'));
    writeFileSync(
      output,
      JSON.stringify({
        admin: await sign(admin!.id),
        pairs: await Promise.all(
          pairs.map(async (p) => ({
            roomId: p.roomId,
            a: { id: p.a, token: await sign(p.a) },
            b: { id: p.b, token: await sign(p.b) },
          })),
        ),
        lessonId,
        tutorEmail: CALL_TUTOR,
        studentEmail: CALL_STUDENT,
      }),
    );
  } finally {
    await database.close();
  }
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const output = process.argv[2];
  if (!output) throw new Error('Usage: bench-live-data.ts <output.json> [people]');
  await main(output, Number(process.argv[3] ?? 1000));
}
