// The capacity study of docs/capacity.md: a PostgreSQL database at the size of a large Darsak
// (100,000 students, 2,000 tutors, 2,000,000 lessons, 100,000 chat rooms with 1,000,000 messages),
// and EXPLAIN (ANALYZE, BUFFERS) of the queries the product runs most, written as the product sends
// them (taken from PostgreSQL's statement log while the product served its screens).
//
//   node scripts/capacity.mjs [--scale 0.1] [--keep]
//
// Uses DATABASE_URL's server (default postgres://postgres@127.0.0.1:5432/postgres), creates its own
// database and drops it afterwards unless --keep is given. Prints, per query, the execution time, the
// rows, the nodes of the plan and the indexes it used.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';

const argValue = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at === -1 ? fallback : process.argv[at + 1];
};
const scale = Number(argValue('--scale', '1'));
const keep = process.argv.includes('--keep');
const STUDENTS = Math.round(100_000 * scale);
const TUTORS = Math.round(2_000 * scale);
const LESSONS = Math.round(2_000_000 * scale);
const ROOMS = STUDENTS;
const MESSAGES_PER_ROOM = 10;

const say = (line) => process.stdout.write(`${line}\n`);
const serverUrl = new URL(
  process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
);
const name = `darsak_capacity_${randomBytes(4).toString('hex')}`;
const adminUrl = new URL(serverUrl);
adminUrl.pathname = '/postgres';
const admin = new pg.Client({ connectionString: adminUrl.toString() });
await admin.connect();
await admin.query(`create database ${name}`);
const url = new URL(serverUrl);
url.pathname = `/${name}`;
const client = new pg.Client({ connectionString: url.toString() });

const timed = async (label, sql, params = []) => {
  const started = performance.now();
  const result = await client.query(sql, params);
  say(`  ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
};

try {
  await client.connect();
  const migrationsFolder = path.resolve(import.meta.dirname, '../apps/server/drizzle');
  await migrate(drizzle({ client }), { migrationsFolder });
  say(
    `Generating ${STUDENTS.toLocaleString('en')} students, ${TUTORS.toLocaleString('en')} tutors, ` +
      `${LESSONS.toLocaleString('en')} lessons, ${ROOMS.toLocaleString('en')} rooms with ` +
      `${(ROOMS * MESSAGES_PER_ROOM).toLocaleString('en')} messages in ${name}`,
  );
  await timed(
    'topics and a plan',
    `insert into topics (name_ar, name_en)
       select 'موضوع ' || g, 'Topic ' || g from generate_series(1, 12) g;
     insert into plans (weekly_minutes, month_price) values (120, 170000);`,
  );
  await timed(
    'tutors',
    `insert into users (name, email, role, verified_email, verified_phone, phone, created_at)
       select 'Tutor ' || g, 'cap-tutor-' || g || '@darsak.test', 3, true, true,
              '+2010' || lpad(g::text, 8, '0'), now() - interval '800 days'
         from generate_series(1, $1::int) g`,
    [TUTORS],
  );
  await client.query(`create temp table cap_tutors as
    select id, (row_number() over (order by id) - 1)::int as n
      from users where email like 'cap-tutor-%'`);
  await timed(
    'tutor records, topics and weekly slots',
    `insert into tutors (user_id, bio, about, activated, notice_period, rating_count, rating_sum)
       select id, 'Bio', 'About', true, (array[0, 15, 30, 60])[n % 4 + 1], n % 40, (n % 40) * 4
         from cap_tutors;
     insert into user_topics (user_id, topic_id)
       select t.id, tp.id from cap_tutors t
         cross join lateral (select id from topics order by id offset t.n % 10 limit 3) tp;
     insert into availability_slots (tutor_id, weekday, start_minute, end_minute)
       select t.id, d, 960 + (t.n % 4) * 30, 1200 + (t.n % 4) * 30
         from cap_tutors t cross join generate_series(0, 6) d;
     insert into availability_slots (tutor_id, weekday, start_minute, end_minute)
       select t.id, d, 420, 540 from cap_tutors t cross join generate_series(0, 4) d
        where t.n % 2 = 0;`,
  );
  await timed(
    'students and their subscriptions',
    `insert into users (name, email, role, verified_email, created_at)
       select 'Student ' || g, 'cap-student-' || g || '@darsak.test', 4, true,
              now() - interval '700 days'
         from generate_series(1, $1::int) g;
     create temp table cap_students as
       select id, (row_number() over (order by id) - 1)::int as n
         from users where email like 'cap-student-%';
     insert into students (user_id, english_level) select id, 1 + n % 5 from cap_students;
     insert into subscriptions (user_id, plan_id, period, weekly_minutes, starts_at, ends_at)
       select id, (select min(id) from plans), 1, 120, now() - interval '30 days',
              now() + interval '60 days'
         from cap_students;`.replace('$1::int', String(STUDENTS)),
  );
  // Lesson i: tutor i mod T, its k-th lesson 16 hours after the one before, ending about six days
  // from now; the student is (i × 7919) mod S, distinct among the lessons at one time. One in ten
  // cancelled.
  await timed(
    'lessons',
    `insert into lessons (tutor_id, student_id, starts_at, ends_at, duration, price,
                          cancelled_at, cancelled_by, created_at)
       select t.id, s.id, l.starts_at, l.starts_at + make_interval(mins => l.duration),
              l.duration, l.duration * 250,
              case when l.i % 10 = 9 then l.starts_at - interval '1 day' end,
              case when l.i % 10 = 9 then s.id end,
              l.starts_at - interval '3 days'
         from (select i, date_trunc('hour', now()) - make_interval(hours => $3::int * 16 - 150)
                        + make_interval(hours => (i / $1::int) * 16) as starts_at,
                      case when i % 3 = 0 then 30 else 15 end as duration
                 from generate_series(0, $2::int - 1) i) l
         join cap_tutors t on t.n = l.i % $1::int
         join cap_students s on s.n = (l.i::bigint * 7919 % $4::int)::int`,
    [TUTORS, LESSONS, Math.ceil(LESSONS / TUTORS), STUDENTS],
  );
  await timed(
    'chat rooms, members and messages',
    `insert into chat_rooms (type, pair_key, last_message_at, created_at)
       select 1, 'cap-' || s.n, now() - make_interval(mins => s.n % 10000), now() - interval '90 days'
         from cap_students s where s.n < ${ROOMS};
     create temp table cap_rooms as
       select r.id, substr(r.pair_key, 5)::int as n from chat_rooms r where r.pair_key like 'cap-%';
     insert into chat_room_members (room_id, user_id, last_read_message_id)
       select r.id, s.id, 0 from cap_rooms r join cap_students s on s.n = r.n
       union all
       select r.id, t.id, 0 from cap_rooms r join cap_tutors t on t.n = r.n % ${TUTORS};
     insert into chat_messages (room_id, sender_id, text, created_at)
       select r.id, case when m % 2 = 0 then s.id else t.id end, 'Message ' || m,
              now() - make_interval(mins => r.n % 10000 + (${MESSAGES_PER_ROOM} - m))
         from cap_rooms r
         join cap_students s on s.n = r.n
         join cap_tutors t on t.n = r.n % ${TUTORS}
        cross join generate_series(1, ${MESSAGES_PER_ROOM}) m;
     update chat_room_members mb set last_read_message_id = x.id
       from (select room_id, max(id) - 3 as id from chat_messages group by room_id) x
      where x.room_id = mb.room_id and mb.user_id in (select id from cap_students);`,
  );
  await timed('analyze', 'analyze');

  // Representative people: a tutor with a full history, one of their students, a week around now.
  const { rows: picked } = await client.query(`
    select t.id as tutor, (select l.student_id from lessons l where l.tutor_id = t.id
                            order by l.starts_at desc limit 1) as student,
           (select array_agg(id order by id) from (select id from cap_tutors order by n limit 2000) x)
             as tutors
      from cap_tutors t where t.n = 7`);
  const { tutor, student, tutors } = picked[0];
  const { rows: roomRows } = await client.query(
    'select room_id from chat_room_members where user_id = $1 limit 1',
    [student],
  );
  const room = roomRows[0]?.room_id ?? 0;
  const now = new Date();
  const weekStart = new Date(now.getTime() - 3 * 86_400_000);
  const weekEnd = new Date(now.getTime() + 4 * 86_400_000);
  const day = (d) => d.toISOString().slice(0, 10);
  const tutorList = (from) => tutors.map((_, i) => `$${from + i}`).join(', ');

  const listedCondition = `("tutors"."activated" or "tutors"."bypass_onboarding")
      and "users"."role" = 3 and "users"."verified_email" and "users"."verified_phone"
      and coalesce(trim("tutors"."bio"), '') <> '' and coalesce(trim("tutors"."about"), '') <> ''
      and exists (select 1 from "user_topics" where "user_topics"."user_id" = "tutors"."user_id")`;
  const queries = [
    {
      what: 'tutors list rebuild: the listed tutors',
      sql: `select "users"."id", "users"."name", "users"."image", "tutors"."notice_period",
                   "tutors"."rating_count", "tutors"."rating_sum"
              from "users" inner join "tutors" on "tutors"."user_id" = "users"."id"
             where ${listedCondition}`,
      params: [],
    },
    {
      what: `tutors list rebuild: weekly slots of ${tutors.length.toLocaleString('en')} tutors`,
      sql: `select "id", "tutor_id", "weekday", "start_minute", "end_minute" from "availability_slots"
             where "availability_slots"."tutor_id" in (${tutorList(1)})
             order by "weekday", "start_minute", "id"`,
      params: tutors,
    },
    {
      what: `tutors list rebuild: this week's booked lessons of ${tutors.length.toLocaleString('en')} tutors`,
      sql: `select "tutor_id", "starts_at", "ends_at" from "lessons"
             where "lessons"."tutor_id" in (${tutorList(4)}) and "lessons"."cancelled_at" is null
               and "lessons"."starts_at" < $1 and "lessons"."ends_at" > $2
               and "lessons"."starts_at" >= $3`,
      params: [weekEnd, weekStart, new Date(weekStart.getTime() - 30 * 60_000), ...tutors],
    },
    {
      what: 'tutors list rebuild: one-off changes this week',
      sql: `select "id", "tutor_id", "date", "start_minute", "end_minute", "available"
              from "availability_exceptions"
             where "tutor_id" in (${tutorList(3)}) and "date" >= $1 and "date" <= $2
             order by "date", "start_minute"`,
      params: [day(weekStart), day(weekEnd), ...tutors],
    },
    {
      what: "a tutor's free times: booked lessons this week",
      sql: `select "tutor_id", "starts_at", "ends_at" from "lessons"
             where "lessons"."tutor_id" in ($1) and "lessons"."cancelled_at" is null
               and "lessons"."starts_at" < $2 and "lessons"."ends_at" > $3
               and "lessons"."starts_at" >= $4`,
      params: [tutor, weekEnd, weekStart, new Date(weekStart.getTime() - 30 * 60_000)],
    },
    {
      what: "a student's coming lessons (dashboard, lessons page)",
      sql: `select "lessons".*, "tutor_user"."name", "student_user"."name" from "lessons"
              inner join "users" "tutor_user" on "tutor_user"."id" = "lessons"."tutor_id"
              inner join "users" "student_user" on "student_user"."id" = "lessons"."student_id"
             where ("lessons"."tutor_id" = $1 or "lessons"."student_id" = $2)
               and "lessons"."cancelled_at" is null and "lessons"."starts_at" > $3
             order by "lessons"."starts_at" asc, "lessons"."id" asc limit 10`,
      params: [student, student, now],
    },
    {
      what: "a tutor's past lessons, newest first (a page)",
      sql: `select "lessons".*, "tutor_user"."name", "student_user"."name" from "lessons"
              inner join "users" "tutor_user" on "tutor_user"."id" = "lessons"."tutor_id"
              inner join "users" "student_user" on "student_user"."id" = "lessons"."student_id"
             where "lessons"."tutor_id" = $1 and "lessons"."ends_at" <= $2
               and "lessons"."starts_at" < $2
             order by "lessons"."starts_at" desc, "lessons"."id" desc limit 10`,
      params: [tutor, now],
    },
    {
      what: "a tutor's past lessons: their count",
      sql: `select count(*) from "lessons" where "lessons"."tutor_id" = $1
               and "lessons"."ends_at" <= $2 and "lessons"."starts_at" < $2`,
      params: [tutor, now],
    },
    {
      what: "booking: the student's minutes this quota week",
      sql: `select coalesce(sum("duration"), 0)::int from "lessons"
             where "lessons"."student_id" = $1 and "lessons"."cancelled_at" is null
               and "lessons"."starts_at" >= $2 and "lessons"."starts_at" < $3`,
      params: [student, weekStart, weekEnd],
    },
    {
      what: 'booking: does the student hold a lesson that has not ended',
      sql: `select "id" from "lessons" where "lessons"."student_id" = $1
               and "lessons"."cancelled_at" is null and "lessons"."ends_at" > $2 limit 1`,
      params: [student, now],
    },
    {
      what: "a tutor's statistics: fulfilled lessons and minutes",
      sql: `select count(*)::int, coalesce(sum("duration"), 0)::int,
                   coalesce(sum("duration") filter (where "starts_at" >= $1::timestamptz), 0)::int
              from "lessons" where ("lessons"."tutor_id" = $2 or "lessons"."student_id" = $3)
               and "lessons"."cancelled_at" is null and "lessons"."ends_at" <= $4::timestamptz`,
      params: [weekStart, tutor, tutor, now],
    },
    {
      what: 'admin lessons list: the newest page of all',
      sql: `select "lessons".*, "tutor_user"."name", "student_user"."name" from "lessons"
              inner join "users" "tutor_user" on "tutor_user"."id" = "lessons"."tutor_id"
              inner join "users" "student_user" on "student_user"."id" = "lessons"."student_id"
             order by "lessons"."starts_at" desc, "lessons"."id" desc limit 10`,
      params: [],
    },
    {
      what: 'admin lessons list: the total',
      sql: `select count(*) from "lessons"`,
      params: [],
    },
    {
      what: "chat: a tutor's rooms, pinned first then latest",
      sql: `select "chat_rooms".*, "chat_room_members".* from "chat_room_members"
              inner join "chat_rooms" on "chat_rooms"."id" = "chat_room_members"."room_id"
             where "chat_room_members"."user_id" = $1
             order by "chat_room_members"."pinned_at" is null,
                      coalesce("chat_rooms"."last_message_at", "chat_rooms"."created_at") desc,
                      "chat_rooms"."id" desc limit 20`,
      params: [tutor],
    },
    {
      what: "chat: a tutor's unread counts per room",
      sql: `select "chat_messages"."room_id", count(*)::int from "chat_room_members"
              inner join "chat_messages" on ("chat_messages"."room_id" = "chat_room_members"."room_id"
                and "chat_messages"."id" > "chat_room_members"."last_read_message_id"
                and "chat_messages"."sender_id" <> $1 and "chat_messages"."deleted_at" is null)
             where "chat_room_members"."user_id" = $2 group by "chat_messages"."room_id"`,
      params: [tutor, tutor],
    },
    {
      what: 'chat: the newest page of a room',
      sql: `select * from "chat_messages" where "chat_messages"."room_id" = $1
             order by "chat_messages"."id" desc limit 30`,
      params: [room],
    },
    {
      what: 'presence: who is online (each process, every 2 s)',
      sql: `select "id" from "users" where "users"."online"`,
      params: [],
    },
    {
      what: 'jobs: claiming due jobs (each process, every second)',
      sql: `update "jobs" set locked_until = $1::timestamptz, attempts = attempts + 1
             where id in (select id from "jobs" where done_at is null and failed_at is null
                            and run_at <= $2::timestamptz
                            and (locked_until is null or locked_until <= $2::timestamptz)
                          order by run_at, id limit 20 for update skip locked)
            returning id`,
      params: [new Date(now.getTime() + 300_000), now],
    },
  ];

  const walk = (node, depth, lines, indexes) => {
    const index = node['Index Name'] ? ` using ${node['Index Name']}` : '';
    if (node['Index Name']) indexes.add(node['Index Name']);
    const relation = node['Relation Name'] ? ` on ${node['Relation Name']}` : '';
    lines.push(
      `${'  '.repeat(depth)}${node['Node Type']}${relation}${index} ` +
        `(rows ${node['Actual Rows']}×${node['Actual Loops']}, ${node['Actual Total Time']} ms)`,
    );
    for (const child of node.Plans ?? []) walk(child, depth + 1, lines, indexes);
  };

  say('\nHot queries (EXPLAIN ANALYZE, BUFFERS; the second of two runs, so the cache is warm)');
  const summary = [];
  for (const q of queries) {
    await client.query('begin');
    await client.query(`explain (analyze, buffers, format json) ${q.sql}`, q.params);
    const { rows } = await client.query(
      `explain (analyze, buffers, format json) ${q.sql}`,
      q.params,
    );
    await client.query('rollback');
    const plan = rows[0]['QUERY PLAN'][0];
    const lines = [];
    const indexes = new Set();
    walk(plan.Plan, 2, lines, indexes);
    say(`\n${q.what}: ${plan['Execution Time'].toFixed(2)} ms, ${plan.Plan['Actual Rows']} rows`);
    say(lines.join('\n'));
    summary.push({
      query: q.what,
      ms: Number(plan['Execution Time'].toFixed(2)),
      rows: plan.Plan['Actual Rows'],
      'shared hits': plan.Plan['Shared Hit Blocks'],
      indexes: [...indexes].join(', ') || '(none: sequential)',
    });
  }
  say('');
  console.table(summary);
  const { rows: sizes } = await client.query(`
    select relname as table, pg_size_pretty(pg_total_relation_size(c.oid)) as "with indexes",
           c.reltuples::bigint as rows
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind = 'r'
     order by pg_total_relation_size(c.oid) desc limit 8`);
  console.table(sizes);
} finally {
  await client.end().catch(() => undefined);
  if (keep) say(`Kept ${name}`);
  else await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
