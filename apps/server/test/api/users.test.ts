import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, decodeToken, Gender, NotificationMethod, Role } from '@darsak/shared';
import { students, tutors, users } from '../../src/db/schema.js';
import { startHarness, TEST_PASSWORD, type Harness } from '../harness.js';
import { expectError, outbox } from '../support.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

let seq = 0;
const uniqueEmail = (label = 'u') => `${label}-${++seq}-${Date.now()}@example.com`;
const registration = (overrides: Record<string, unknown> = {}) => ({
  name: 'Sara Ahmed',
  email: uniqueEmail('reg'),
  password: 'secret123',
  role: Role.Student,
  ...overrides,
});
const create = (body: Record<string, unknown>, token?: string) =>
  h.call(api.createUser, { body: body as never, token });

const userRow = async (id: number) => {
  const [row] = await h.ctx.db.select().from(users).where(eq(users.id, id));
  return row!;
};

describe('POST /api/v1/user/ (create)', () => {
  it('registers a student, signs them in and sends an email code to the outbox', async () => {
    const email = uniqueEmail('New.Student');
    const res = await create(
      registration({ email, phone: '010 1234 5678', name: '  Sara   Ahmed ' }),
    );
    expect(res.status).toBe(200);
    const { user, token } = res.body;
    expect(user).toMatchObject({
      name: 'Sara Ahmed',
      email: email.toLowerCase(),
      phone: '+201012345678',
      role: Role.Student,
      verifiedEmail: false,
      verifiedPhone: false,
      hasPassword: true,
      language: 'ar',
      student: { englishLevel: null, goal: null, tourDone: false },
      topics: [],
    });
    expect(token?.type).toBe('bearer');
    expect(decodeToken(token!.value)?.id).toBe(user.id);

    const messages = await outbox(h, email);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ channel: 'email', to: email.toLowerCase() });
    expect(messages[0]!.text).toMatch(/\b\d{5}\b/);

    const signIn = await h.call(api.signIn, { body: { email, password: 'secret123' } });
    expect(signIn.status).toBe(200);
    expect(signIn.body.user.id).toBe(user.id);
    // The password is stored hashed with argon2id, never as given.
    expect((await userRow(user.id)).passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('registers a tutor with an Arabic name and creates the tutor record', async () => {
    const res = await create(registration({ role: Role.Tutor, name: 'منى السيد', language: 'en' }));
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ role: Role.Tutor, student: null, language: 'en' });
    expect(res.body.token).not.toBeNull();
    const rows = await h.ctx.db.select().from(tutors).where(eq(tutors.userId, res.body.user.id));
    expect(rows).toHaveLength(1);
    // The first code goes out in the user's language.
    const [message] = await outbox(h, res.body.user.email);
    expect(message!.subject).toMatch(/confirmation code/i);
  });

  it('answers name-not-arabic for a tutor whose name is not Arabic, and creates nothing', async () => {
    const email = uniqueEmail('tutor');
    const res = await create(registration({ role: Role.Tutor, name: 'Mona Elsayed', email }));
    expectError(res, 'name-not-arabic');
    expect(await h.ctx.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    expect(await outbox(h, email)).toEqual([]);
  });

  it('answers api-invalid-user-name for a one-part name', async () => {
    expectError(await create(registration({ name: 'Saraaaa' })), 'api-invalid-user-name');
    expectError(
      await create(registration({ role: Role.Tutor, name: 'منىىىى' })),
      'api-invalid-user-name',
    );
  });

  it.each([
    ['short1', 'password-too-short'],
    [`${'a'.repeat(50)}1`, 'password-too-long'],
    ['12345678', 'password-needs-letter'],
    ['abcdefgh', 'password-needs-digit'],
    ['abcd 1234', 'password-has-whitespace'],
    ['', 'required'],
  ] as const)('answers the password rule for %j', async (password, code) => {
    expectError(await create(registration({ password })), code);
  });

  it.each([
    [{ email: 'not-an-email' }, 'invalid-email'],
    [{ phone: '12345' }, 'invalid-phone'],
    [{ name: undefined }, 'required'],
    [{ name: 42 }, 'invalid-type'],
    [{ name: 'Sa' }, 'api-invalid-user-name'],
    [{ name: 'Sara <b>Ahmed</b>' }, 'invalid-name'],
    [{ role: 9 }, 'invalid-value'],
    [{ language: 'fr' }, 'invalid-value'],
  ] as const)('validates %j', async (overrides, code) => {
    expectError(await create(registration(overrides)), code);
  });

  it('answers user-exists for an email already used, whatever its case', async () => {
    const email = uniqueEmail('taken');
    expect((await create(registration({ email }))).status).toBe(200);
    expectError(await create(registration({ email: email.toUpperCase() })), 'user-exists');
  });

  it.each([Role.SuperAdmin, Role.RegularAdmin, Role.TutorManager, Role.Studio])(
    'answers forbidden when a stranger registers as role %i',
    async (role) => {
      expectError(await create(registration({ role })), 'forbidden');
    },
  );

  it('answers forbidden when a student or tutor creates a role only admins create', async () => {
    for (const role of [Role.Student, Role.Tutor]) {
      const { token } = await h.account({ role });
      expectError(
        await create(registration({ role: Role.TutorManager }), token.value),
        'forbidden',
      );
    }
  });

  it('lets a regular admin create non-admin roles without signing them in or sending a code', async () => {
    const { token } = await h.account({ role: Role.RegularAdmin });
    for (const role of [Role.TutorManager, Role.Studio, Role.Student]) {
      const email = uniqueEmail('by-admin');
      const res = await create(registration({ role, email }), token.value);
      expect(res.status).toBe(200);
      expect(res.body.user.role).toBe(role);
      expect(res.body.token).toBeNull();
      expect(await outbox(h, email)).toEqual([]);
    }
  });

  it('lets only a super admin create admins', async () => {
    const regular = await h.account({ role: Role.RegularAdmin });
    const superAdmin = await h.account({ role: Role.SuperAdmin });
    for (const role of [Role.RegularAdmin, Role.SuperAdmin]) {
      expectError(await create(registration({ role }), regular.token.value), 'forbidden');
      const res = await create(registration({ role }), superAdmin.token.value);
      expect(res.status).toBe(200);
      expect(res.body.user.role).toBe(role);
      expect(res.body.token).toBeNull();
    }
  });
});

describe('GET /api/v1/user/:id', () => {
  it('answers the whole record to the user and to admins', async () => {
    const me = await h.account({ phone: '+201011111111' });
    const own = await h.call(api.getUser, { params: { id: me.user.id }, token: me.token.value });
    expect(own.status).toBe(200);
    expect(own.body).toEqual(me.user);
    for (const role of [Role.RegularAdmin, Role.SuperAdmin]) {
      const admin = await h.account({ role });
      const res = await h.call(api.getUser, {
        params: { id: me.user.id },
        token: admin.token.value,
      });
      expect(res.body).toEqual(me.user);
    }
  });

  it('answers only the public part to other users', async () => {
    const tutor = await h.account({ role: Role.Tutor, phone: '+201022222222' });
    const student = await h.account();
    const res = await h.call(api.getUser, {
      params: { id: tutor.user.id },
      token: student.token.value,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: tutor.user.id,
      name: tutor.user.name,
      role: Role.Tutor,
      image: null,
      gender: null,
      city: null,
      online: false,
    });
  });

  it('answers user-not-found for an unknown id, to users and admins alike', async () => {
    const student = await h.account();
    const admin = await h.account({ role: Role.SuperAdmin });
    for (const token of [student.token.value, admin.token.value]) {
      expectError(await h.call(api.getUser, { params: { id: 987654 }, token }), 'user-not-found');
    }
  });

  it('validates the id', async () => {
    const { token } = await h.account();
    expectError(
      await h.call(api.getUser, { params: { id: 0 }, token: token.value }),
      'invalid-value',
    );
    expectError(
      await h.call(api.getUser, { params: { id: 'abc' as never }, token: token.value }),
      'invalid-type',
    );
    // Beyond the database's integer range: a validation error, not a failed query.
    expectError(
      await h.call(api.getUser, { params: { id: 99_999_999_999 }, token: token.value }),
      'invalid-value',
    );
  });

  it('answers unauthenticated without a token', async () => {
    const { user } = await h.account();
    expectError(await h.call(api.getUser, { params: { id: user.id } }), 'unauthenticated');
  });
});

describe('GET /api/v1/user/current', () => {
  it('answers the signed-in user', async () => {
    const me = await h.account({ role: Role.Tutor });
    const res = await h.call(api.currentUser, { token: me.token.value });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(me.user);
  });

  it('answers unauthenticated without a token, with an expired one, or for a deleted user', async () => {
    expectError(await h.call(api.currentUser), 'unauthenticated');
    const me = await h.account();
    const past = Math.floor(Date.now() / 1000) - 3600;
    const expired = await new SignJWT({ id: me.user.id })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(past - 60)
      .setExpirationTime(past)
      .sign(new TextEncoder().encode(h.config.jwtSecret));
    expectError(await h.call(api.currentUser, { token: expired }), 'unauthenticated');
    const otherKey = await new SignJWT({ id: me.user.id })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-that-is-long-enough-to-sign'));
    expectError(await h.call(api.currentUser, { token: otherKey }), 'unauthenticated');
    await h.ctx.db.delete(users).where(eq(users.id, me.user.id));
    expectError(await h.call(api.currentUser, { token: me.token.value }), 'unauthenticated');
  });
});

describe('GET /api/v1/user/list', () => {
  let admin: string;
  const marker = `lst${Date.now().toString(36)}`;
  const created: { id: number; email: string }[] = [];
  let tutorId: number;

  beforeAll(async () => {
    admin = (await h.account({ role: Role.RegularAdmin })).token.value;
    for (let i = 0; i < 5; i += 1) {
      const { user } = await h.account({
        email: `${marker}-${i}@list.example.com`,
        name: i === 0 ? 'Yasmin Fathy' : 'List Member',
        phone: i === 0 ? '+201099887766' : undefined,
        verifiedEmail: i % 2 === 0,
      });
      created.push({ id: user.id, email: user.email });
    }
    tutorId = (await h.account({ role: Role.Tutor, email: `${marker}-tutor@list.example.com` }))
      .user.id;
  });

  const list = (query: Record<string, unknown>, token = admin) =>
    h.call(api.listUsers, { query: query as never, token });

  it('pages with page and size, newest first, and tells the total', async () => {
    const first = await list({ q: marker, size: 2 });
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(6);
    expect(first.body.list.map((u) => u.id)).toEqual([tutorId, created[4]!.id]);
    const third = await list({ q: marker, size: 2, page: 3 });
    expect(third.body.list.map((u) => u.id)).toEqual([created[1]!.id, created[0]!.id]);
    const beyond = await list({ q: marker, size: 2, page: 4 });
    expect(beyond.body).toEqual({ list: [], total: 6 });
    expect(first.body.list[0]).toEqual({
      id: tutorId,
      name: 'منى السيد',
      role: Role.Tutor,
      image: null,
      gender: null,
      city: null,
      online: false,
      email: `${marker}-tutor@list.example.com`,
      phone: null,
      verifiedEmail: true,
      verifiedPhone: false,
      active: true,
      createdAt: expect.any(String),
    });
  });

  it('answers 10 users a page by default', async () => {
    for (let i = 0; i < 6; i += 1) await h.account();
    const res = await list({});
    expect(res.body.list).toHaveLength(10);
    expect(res.body.total).toBeGreaterThan(10);
  });

  it('filters by role', async () => {
    const res = await list({ role: Role.Tutor, size: 100 });
    expect(res.body.list.length).toBeGreaterThan(0);
    expect(res.body.list.every((u) => u.role === Role.Tutor)).toBe(true);
    expect(res.body.list.map((u) => u.id)).toContain(tutorId);
    const mine = await list({ role: Role.Student, q: marker });
    expect(mine.body.total).toBe(5);
  });

  it('filters by several roles, comma-separated or repeated, and still by one', async () => {
    // A marker of its own: the counts above stay those of the first marker's six users.
    const several = `sev${Date.now().toString(36)}`;
    const of = async (role: Role) =>
      (await h.account({ role, email: `${several}-${role}@list.example.com` })).user.id;
    const tutor = await of(Role.Tutor);
    const manager = await of(Role.TutorManager);
    const student = await of(Role.Student);
    const studio = await of(Role.Studio);
    const ids = (res: { body: { list: { id: number }[] } }) =>
      res.body.list.map((u) => u.id).sort((a, b) => a - b);
    const sorted = (...list: number[]) => list.sort((a, b) => a - b);

    // Everyone who teaches lessons: tutors and tutor managers.
    const teaching = await list({ q: several, role: `${Role.Tutor},${Role.TutorManager}` });
    expect(teaching.status).toBe(200);
    expect(teaching.body.total).toBe(2);
    expect(ids(teaching)).toEqual(sorted(tutor, manager));
    expect(teaching.body.list.map((u) => u.role).sort()).toEqual([Role.Tutor, Role.TutorManager]);

    // The same as a repeated key, as a form or a hand-written address sends it.
    const repeated = await h.inject({
      method: 'GET',
      url: `/api/v1/user/list?q=${several}&role=${Role.Tutor}&role=${Role.TutorManager}`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(repeated.statusCode).toBe(200);
    expect(ids({ body: repeated.json() })).toEqual(sorted(tutor, manager));

    // Order and repeats do not matter; spaces after the commas are allowed.
    const three = await list({ q: several, role: `${Role.Studio}, ${Role.Tutor},${Role.Studio}` });
    expect(ids(three)).toEqual(sorted(tutor, studio));
    const all = await list({ q: several, role: '3,4,5,6' });
    expect(ids(all)).toEqual(sorted(tutor, manager, student, studio));

    // One role, as a number or a one-item list, is the one-role filter it always was.
    expect(ids(await list({ q: several, role: Role.TutorManager }))).toEqual([manager]);
    expect(ids(await list({ q: several, role: `${Role.Student}` }))).toEqual([student]);
    expect(ids(await list({ q: several }))).toEqual(sorted(tutor, manager, student, studio));
  });

  it('refuses a list of roles with one that is not a role', async () => {
    for (const role of ['3,9', '3,', ',3', '3,,5', 'tutor', '3;5', '1,2,3,4,5,6,7', ''])
      expectError(await list({ role }), 'invalid-value');
    const repeated = await h.inject({
      method: 'GET',
      url: `/api/v1/user/list?role=${Role.Tutor}&role=9`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expectError({ status: repeated.statusCode, body: repeated.json() }, 'invalid-value');
  });

  it('filters by verified email', async () => {
    const verified = await list({ q: marker, verified: 'true', role: Role.Student });
    expect(verified.body.list.map((u) => u.id).sort()).toEqual(
      [created[0]!.id, created[2]!.id, created[4]!.id].sort(),
    );
    const unverified = await list({ q: marker, verified: 'false' });
    expect(unverified.body.list.map((u) => u.id).sort()).toEqual(
      [created[1]!.id, created[3]!.id].sort(),
    );
  });

  it('searches name, email and phone, case-insensitively', async () => {
    const byName = await list({ q: 'yasmin' });
    expect(byName.body.list.map((u) => u.id)).toEqual([created[0]!.id]);
    const byEmail = await list({ q: `${marker.toUpperCase()}-3@` });
    expect(byEmail.body.list.map((u) => u.id)).toEqual([created[3]!.id]);
    const byPhone = await list({ q: '99887766' });
    expect(byPhone.body.list.map((u) => u.id)).toEqual([created[0]!.id]);
    // Admins type Egyptian numbers the local way, spaced or with 0020; they are stored as +20...
    for (const q of ['010 9988 7766', '00201099887766', '٠١٠٩٩٨٨٧٧٦٦']) {
      const byLocalPhone = await list({ q });
      expect(byLocalPhone.body.list.map((u) => u.id)).toEqual([created[0]!.id]);
    }
    const byLocalPhone = await list({ q: '01099887766' });
    expect(byLocalPhone.body.list.map((u) => u.id)).toEqual([created[0]!.id]);
    // A part of the number as the Arabic back office shows it, in Arabic-Indic digits.
    for (const q of ['٠١٠٩٩٨٨', '٩٩٨٨٧٧٦٦']) {
      const byPart = await list({ q });
      expect(byPart.body.list.map((u) => u.id)).toEqual([created[0]!.id]);
    }
    const byArabicName = await list({ q: 'منى', role: Role.Tutor, size: 100 });
    expect(byArabicName.body.list.map((u) => u.id)).toContain(tutorId);
    // Wildcards are taken literally.
    expect((await list({ q: '%' })).body).toEqual({ list: [], total: 0 });
    expect((await list({ q: `${marker}_0` })).body.total).toBe(0);
  });

  it.each([
    [{ size: 0 }, 'invalid-value'],
    [{ size: 101 }, 'invalid-value'],
    [{ page: 0 }, 'invalid-value'],
    [{ page: 1.5 }, 'invalid-value'],
    [{ role: 9 }, 'invalid-value'],
    [{ verified: 'yes' }, 'invalid-value'],
    [{ q: 'x'.repeat(101) }, 'invalid-value'],
  ] as const)('validates %j', async (query, code) => {
    expectError(await list(query), code);
  });

  it('is for admins only', async () => {
    for (const role of [Role.Student, Role.Tutor, Role.TutorManager, Role.Studio]) {
      const { token } = await h.account({ role });
      expectError(await list({}, token.value), 'forbidden');
    }
    expectError(await h.call(api.listUsers, {}), 'unauthenticated');
    const superAdmin = await h.account({ role: Role.SuperAdmin });
    expect((await list({}, superAdmin.token.value)).status).toBe(200);
  });
});

describe('PUT /api/v1/user/:id', () => {
  const update = (id: number, body: Record<string, unknown>, token: string) =>
    h.call(api.updateUser, { params: { id }, body: body as never, token });

  it('updates one’s own profile', async () => {
    const me = await h.account();
    const res = await update(
      me.user.id,
      {
        name: 'Nour Hassan',
        gender: Gender.Female,
        birthYear: 2000,
        city: 2,
        job: 'Engineer',
        notificationMethod: NotificationMethod.WhatsApp,
        language: 'en',
      },
      me.token.value,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: me.user.id,
      name: 'Nour Hassan',
      gender: Gender.Female,
      birthYear: 2000,
      city: 2,
      job: 'Engineer',
      notificationMethod: NotificationMethod.WhatsApp,
      language: 'en',
      email: me.user.email,
      verifiedEmail: true,
    });
    const cleared = await update(
      me.user.id,
      { gender: null, birthYear: null, city: null, job: null },
      me.token.value,
    );
    expect(cleared.body).toMatchObject({ gender: null, birthYear: null, city: null, job: null });
  });

  it.each([
    [{}, 'empty-request'],
    [{ gender: 3 }, 'invalid-gender'],
    [{ city: 31 }, 'invalid-city'],
    [{ birthYear: new Date().getUTCFullYear() - 2 }, 'birth-year-too-young'],
    [{ birthYear: 1900 }, 'birth-year-too-old'],
    [{ job: 'x'.repeat(81) }, 'job-too-long'],
    [{ notificationMethod: 7 }, 'invalid-value'],
    [{ name: 'Solo' }, 'api-invalid-user-name'],
    [{ name: 'Solitary' }, 'api-invalid-user-name'],
    [{ phone: '0123' }, 'invalid-phone'],
    [{ email: 'nope' }, 'invalid-email'],
    [{ password: 'short' }, 'password-too-short'],
  ] as const)('validates %j', async (body, code) => {
    const me = await h.account();
    expectError(await update(me.user.id, body, me.token.value), code);
  });

  it('keeps tutors’ names Arabic', async () => {
    const tutor = await h.account({ role: Role.Tutor });
    expectError(
      await update(tutor.user.id, { name: 'Mona Said' }, tutor.token.value),
      'name-not-arabic',
    );
    const res = await update(tutor.user.id, { name: 'منى سعيد' }, tutor.token.value);
    expect(res.body.name).toBe('منى سعيد');
  });

  it('answers forbidden when a user updates someone else, and user-not-found for an unknown id', async () => {
    const me = await h.account();
    const other = await h.account();
    expectError(await update(other.user.id, { job: 'Spy' }, me.token.value), 'forbidden');
    expect((await userRow(other.user.id)).job).toBeNull();
    const admin = await h.account({ role: Role.RegularAdmin });
    expectError(await update(987654, { job: 'Ghost' }, admin.token.value), 'user-not-found');
    expectError(
      await h.call(api.updateUser, { params: { id: me.user.id }, body: { job: 'x' } }),
      'unauthenticated',
    );
  });

  it('changes one’s own email only with the current password, and the new one is unconfirmed', async () => {
    const me = await h.account();
    const email = uniqueEmail('new');
    const missing = await update(me.user.id, { email }, me.token.value);
    expectError(missing, 'required');
    expect(missing.body.message).toContain('currentPassword');
    expectError(
      await update(me.user.id, { email, currentPassword: '' }, me.token.value),
      'required',
    );
    expectError(
      await update(me.user.id, { email, currentPassword: 'wrongpass1' }, me.token.value),
      'wrong-password',
    );
    // Nothing of a refused request is kept, the fields sent beside the email included.
    expectError(
      await update(me.user.id, { email, job: 'Thief', currentPassword: 'nope' }, me.token.value),
      'wrong-password',
    );
    expect(await userRow(me.user.id)).toMatchObject({
      email: me.user.email,
      verifiedEmail: true,
      job: null,
    });
    const res = await update(
      me.user.id,
      { email: ` ${email.toUpperCase()} `, currentPassword: TEST_PASSWORD },
      me.token.value,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ email, verifiedEmail: false });
    // The account signs in with the new address, and its sessions go on.
    const signIn = await h.call(api.signIn, { body: { email, password: TEST_PASSWORD } });
    expect(signIn.status).toBe(200);
    expect((await h.call(api.currentUser, { token: me.token.value })).status).toBe(200);
  });

  it('asks nothing for the email one already has, and keeps it confirmed', async () => {
    const me = await h.account();
    // The same address in other letters, or with spaces around it, is no change.
    for (const email of [me.user.email, me.user.email.toUpperCase(), ` ${me.user.email} `]) {
      const same = await update(me.user.id, { email, job: 'Engineer' }, me.token.value);
      expect(same.status).toBe(200);
      expect(same.body).toMatchObject({ email: me.user.email, verifiedEmail: true });
    }
    expect(await userRow(me.user.id)).toMatchObject({ email: me.user.email, verifiedEmail: true });
  });

  it('refuses a taken email, and only once the password is right', async () => {
    const me = await h.account();
    const other = await h.account();
    const taken = other.user.email.toUpperCase();
    // Without the password, the answer says nothing of who holds the address.
    expectError(await update(me.user.id, { email: taken }, me.token.value), 'required');
    expectError(
      await update(me.user.id, { email: taken, currentPassword: 'wrongpass1' }, me.token.value),
      'wrong-password',
    );
    expectError(
      await update(me.user.id, { email: taken, currentPassword: TEST_PASSWORD }, me.token.value),
      'user-exists',
    );
  });

  it('changes the email and the password together with the one current password', async () => {
    const me = await h.account();
    const email = uniqueEmail('both');
    const res = await update(
      me.user.id,
      { email, password: 'newpass123', currentPassword: TEST_PASSWORD },
      me.token.value,
    );
    expect(res.body).toMatchObject({ email, verifiedEmail: false });
    const signIn = await h.call(api.signIn, { body: { email, password: 'newpass123' } });
    expect(signIn.status).toBe(200);
  });

  it('lets an account without a password (Google sign-in) change its email', async () => {
    const me = await h.account();
    await h.ctx.db
      .update(users)
      .set({ passwordHash: null, googleSubject: `g-${me.user.id}` })
      .where(eq(users.id, me.user.id));
    const email = uniqueEmail('google');
    const res = await update(me.user.id, { email }, me.token.value);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ email, verifiedEmail: false, hasPassword: false });
  });

  it('lets an admin change someone else’s email without a password', async () => {
    const me = await h.account();
    const admin = await h.account({ role: Role.RegularAdmin });
    const email = uniqueEmail('by-admin');
    const res = await update(me.user.id, { email }, admin.token.value);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ email, verifiedEmail: false });
    // An admin's own email is their own: it asks for their password like anyone's.
    expectError(
      await update(admin.user.id, { email: uniqueEmail('a') }, admin.token.value),
      'required',
    );
  });

  it('resets the phone verification on a phone change', async () => {
    const me = await h.account({ phone: '+201033333333' });
    await h.ctx.db.update(users).set({ verifiedPhone: true }).where(eq(users.id, me.user.id));
    const same = await update(me.user.id, { phone: '01033333333' }, me.token.value);
    expect(same.body).toMatchObject({ phone: '+201033333333', verifiedPhone: true });
    const changed = await update(me.user.id, { phone: '0155 444 4444' }, me.token.value);
    expect(changed.body).toMatchObject({ phone: '+201554444444', verifiedPhone: false });
    const removed = await update(me.user.id, { phone: null }, me.token.value);
    expect(removed.body).toMatchObject({ phone: null, verifiedPhone: false });
  });

  it('changes one’s password only with the current one', async () => {
    const me = await h.account();
    expectError(
      await update(me.user.id, { password: 'newpass123' }, me.token.value),
      'wrong-password',
    );
    expectError(
      await update(
        me.user.id,
        { password: 'newpass123', currentPassword: 'wrongpass1' },
        me.token.value,
      ),
      'wrong-password',
    );
    const ok = await update(
      me.user.id,
      { password: 'newpass123', currentPassword: TEST_PASSWORD },
      me.token.value,
    );
    expect(ok.status).toBe(200);
    const signIn = (password: string) =>
      h.call(api.signIn, { body: { email: me.user.email, password } });
    expect((await signIn('newpass123')).status).toBe(200);
    expectError(await signIn(TEST_PASSWORD), 'wrong-password');
  });

  it('lets an admin set a password without the current one', async () => {
    const me = await h.account();
    const admin = await h.account({ role: Role.RegularAdmin });
    expect((await update(me.user.id, { password: 'byadmin123' }, admin.token.value)).status).toBe(
      200,
    );
    const signIn = await h.call(api.signIn, {
      body: { email: me.user.email, password: 'byadmin123' },
    });
    expect(signIn.status).toBe(200);
  });

  it('lets a Google-only account set its first password', async () => {
    const me = await h.account();
    await h.ctx.db
      .update(users)
      .set({ passwordHash: null, googleSubject: `g-${me.user.id}` })
      .where(eq(users.id, me.user.id));
    const res = await update(me.user.id, { password: 'first1234' }, me.token.value);
    expect(res.body.hasPassword).toBe(true);
  });

  it('refuses a change of one’s own role', async () => {
    for (const role of [Role.Student, Role.RegularAdmin]) {
      const me = await h.account({ role });
      expectError(await update(me.user.id, { role: Role.SuperAdmin }, me.token.value), 'forbidden');
      // Sending one's current role is no change.
      expect((await update(me.user.id, { role }, me.token.value)).status).toBe(200);
    }
  });

  it('lets a regular admin manage non-admins but not admins', async () => {
    const admin = await h.account({ role: Role.RegularAdmin });
    const student = await h.account({ name: 'Karim Adel' });
    const res = await update(
      student.user.id,
      { role: Role.TutorManager, job: 'Manager' },
      admin.token.value,
    );
    expect(res.body).toMatchObject({ role: Role.TutorManager, job: 'Manager' });
    expectError(
      await update(student.user.id, { role: Role.RegularAdmin }, admin.token.value),
      'forbidden',
    );
    for (const role of [Role.RegularAdmin, Role.SuperAdmin]) {
      const other = await h.account({ role });
      expectError(await update(other.user.id, { job: 'x' }, admin.token.value), 'forbidden');
    }
  });

  it('lets a super admin manage admins', async () => {
    const superAdmin = await h.account({ role: Role.SuperAdmin });
    const student = await h.account();
    const promoted = await update(
      student.user.id,
      { role: Role.RegularAdmin },
      superAdmin.token.value,
    );
    expect(promoted.body.role).toBe(Role.RegularAdmin);
    const renamed = await update(student.user.id, { name: 'Admin Person' }, superAdmin.token.value);
    expect(renamed.body.name).toBe('Admin Person');
    const other = await h.account({ role: Role.SuperAdmin });
    const demoted = await update(
      other.user.id,
      { role: Role.RegularAdmin },
      superAdmin.token.value,
    );
    expect(demoted.body.role).toBe(Role.RegularAdmin);
  });

  it('gives a user turned tutor a tutor record and an Arabic name, and a user turned student a learning profile', async () => {
    const admin = await h.account({ role: Role.SuperAdmin });
    const student = await h.account({ name: 'Omar Khaled' });
    expectError(
      await update(student.user.id, { role: Role.Tutor }, admin.token.value),
      'name-not-arabic',
    );
    const res = await update(
      student.user.id,
      { role: Role.Tutor, name: 'عمر خالد' },
      admin.token.value,
    );
    expect(res.body).toMatchObject({ role: Role.Tutor, name: 'عمر خالد' });
    const tutorRows = await h.ctx.db
      .select()
      .from(tutors)
      .where(eq(tutors.userId, student.user.id));
    expect(tutorRows).toHaveLength(1);

    const manager = await h.account({ role: Role.TutorManager });
    const back = await update(manager.user.id, { role: Role.Student }, admin.token.value);
    expect(back.body.student).toEqual({ englishLevel: null, goal: null, tourDone: false });
    const studentRows = await h.ctx.db
      .select()
      .from(students)
      .where(eq(students.userId, manager.user.id));
    expect(studentRows).toHaveLength(1);
  });
});
