/** Users, students, sign-in and confirmation codes (docs/product/accounts.md). */
import { z } from 'zod/mini';
import { callModes, Role, roles, sourceCodes } from '../enums.js';
import * as rules from '../validation/rules.js';
import { route } from '../api/endpoint.js';
import { page, token } from '../api/common.js';
import { publicUser, session, user, userSummary } from './entities.js';

const admins = [Role.SuperAdmin, Role.RegularAdmin] as const;

/** Built on first use, so the apps' bundles carry none of this. */
export const accountsSchemas = () => {
  const idParams = z.object({ id: rules.id() });
  const role = z.literal(roles as [Role, ...Role[]], { error: 'invalid-value' });
  /**
   * One role or several: `role=3`, `role=3,5` or `role=3&role=5` (a repeated key arrives as a list).
   * Any piece that is not a role, an empty one included, refuses the whole query.
   */
  const roleList = z.pipe(
    z.pipe(
      z.union([z.number(), z.string(), z.array(z.union([z.number(), z.string()]))], {
        error: 'invalid-value',
      }),
      z.transform((value) => [
        ...new Set((Array.isArray(value) ? value : [value]).flatMap((v) => String(v).split(','))),
      ]),
    ),
    z
      .array(z.pipe(z.coerce.number<string>({ error: 'invalid-value' }), role))
      .check(z.minLength(1, 'invalid-value'), z.maxLength(roles.length, 'invalid-value')),
  );
  const language = z.enum(['ar', 'en'], { error: 'invalid-value' });
  const nonEmpty = z.refine<object>((body) => Object.keys(body).length > 0, {
    error: 'empty-request',
  });
  const resend = z.object({ resendAfterSeconds: z.int(), expiresInSeconds: z.int() });
  const studentShape = {
    englishLevel: rules.englishLevel,
    goal: z.optional(rules.goal),
    /** Favourite topics, in the student's order; when given they replace the whole list. */
    topicIds: z.optional(z.array(rules.id()).check(z.maxLength(50, 'invalid-value'))),
  };
  return {
    createUser: {
      tag: 'users',
      summary:
        'Create a user. Anyone may register as a student or a tutor and is signed in; admins create the other roles.',
      body: z.object({
        name: rules.name,
        email: rules.email,
        password: rules.password,
        role,
        phone: z.optional(rules.phone),
        language: z.optional(language),
        /** The source code of the short link the visitor came through, if the app knows it. */
        signupSource: z.optional(z.enum(sourceCodes, { error: 'invalid-value' })),
      }),
      /** Self-registration signs the new user in; a user created by an admin gets no token. */
      response: z.object({ user, token: z.nullable(token) }),
    },
    currentUser: { tag: 'users', summary: 'The signed-in user.', response: user },
    listUsers: {
      tag: 'users',
      summary:
        'Users, paged, filtered by role (one, or several as role=3,5 or a repeated role), verified email and a text search on name, email and phone.',
      query: z.extend(rules.pageQuery, {
        role: z.optional(roleList),
        verified: z.optional(
          z.pipe(
            z.enum(['true', 'false'], { error: 'invalid-value' }),
            z.transform((v) => v === 'true'),
          ),
        ),
        q: z.optional(rules.searchQuery),
      }),
      response: page(userSummary),
    },
    getUser: {
      tag: 'users',
      summary: 'One user: the whole record for oneself and admins, the public part for others.',
      params: idParams,
      response: z.union([user, publicUser]),
    },
    updateUser: {
      tag: 'users',
      summary:
        'Update a profile: one’s own, or anyone’s for admins. A new password, or a new sign-in email for one’s own account, needs `currentPassword` (the account’s password, if it has one) unless an admin changes someone else’s.',
      params: idParams,
      body: z
        .partial(
          z.object({
            name: rules.name,
            email: rules.email,
            phone: z.nullable(rules.phone),
            gender: z.nullable(rules.gender),
            birthYear: z.nullable(rules.birthYear()),
            city: z.nullable(rules.city),
            job: z.nullable(rules.job),
            notificationMethod: rules.notificationMethod,
            language,
            callMode: z.nullable(z.enum(callModes, { error: 'invalid-value' })),
            role,
            password: rules.password,
            /** One's own account: needed with a new password, or a new email (decision 051). */
            currentPassword: rules.text(),
            /** Admins only: false deactivates the account (its sessions end), true restores it. */
            active: z.boolean({ error: 'invalid-type' }),
          }),
        )
        .check(nonEmpty),
      response: user,
    },
    uploadUserImage: {
      tag: 'users',
      summary: 'Upload a profile image (JPG, PNG or GIF). Admins may set `forUser`.',
      query: z.object({ forUser: z.optional(rules.id()) }),
      multipart: { fields: [], files: ['image'] },
      response: user,
    },
    createStudent: {
      tag: 'users',
      summary: 'Create the signed-in student’s learning profile.',
      body: z.object(studentShape),
      response: user,
    },
    updateStudent: {
      tag: 'users',
      summary: 'Update a student’s learning profile (the id is the user id).',
      params: idParams,
      body: z
        .partial(z.object({ ...studentShape, tourDone: z.boolean({ error: 'invalid-type' }) }))
        .check(nonEmpty),
      response: user,
    },
    signIn: {
      tag: 'auth',
      summary: 'Sign in with email and password.',
      body: z.object({ email: rules.email, password: rules.requiredText() }),
      response: session,
    },
    signInWithGoogle: {
      tag: 'auth',
      summary:
        'Sign in with a Google ID token; an unknown Google account becomes a new student (or tutor, when asked).',
      body: z.object({
        idToken: rules.requiredText(),
        role: z.optional(z.literal([Role.Student, Role.Tutor], { error: 'invalid-value' })),
      }),
      response: session,
    },
    refreshToken: {
      tag: 'auth',
      summary:
        'A fresh token for the same session; refused once the session began more than 30 days ago.',
      response: token,
    },
    signOutEverywhere: {
      tag: 'auth',
      summary: 'End every session of the signed-in user, on every device, this one included.',
      response: null,
    },
    sendPhoneCode: {
      tag: 'confirmation codes',
      summary:
        'Send a code to the user’s phone by WhatsApp; a phone given here replaces the saved one.',
      body: z.object({ phone: z.optional(rules.phone) }),
      response: resend,
    },
    verifyPhone: {
      tag: 'confirmation codes',
      summary: 'Verify the phone with the code it received.',
      body: z.object({ code: rules.confirmationCode }),
      response: user,
    },
    sendEmailCode: {
      tag: 'confirmation codes',
      summary: 'Send a code to the user’s email.',
      response: resend,
    },
    confirmEmail: {
      tag: 'confirmation codes',
      summary: 'Verify the email with the code it received.',
      body: z.object({ code: rules.confirmationCode }),
      response: user,
    },
    sendPasswordCode: {
      tag: 'confirmation codes',
      summary:
        'Send a password-reset code to an email. The answer is the same whether or not an account uses it.',
      body: z.object({ email: rules.email }),
      response: resend,
    },
    resetPassword: {
      tag: 'confirmation codes',
      summary: 'Set a new password with a reset code; the user is signed in.',
      body: z.object({
        email: rules.email,
        code: rules.confirmationCode,
        password: rules.password,
      }),
      response: session,
    },
  } as const;
};

type S = ReturnType<typeof accountsSchemas>;
export type CreateUserBody = z.output<S['createUser']['body']>;
export type UpdateUserBody = z.output<S['updateUser']['body']>;
export type UserListQuery = z.output<S['listUsers']['query']>;
export type StudentBody = z.output<S['createStudent']['body']>;
export type StudentUpdateBody = z.output<S['updateStudent']['body']>;

/**
 * Signing in and out and sending codes change no cached answer: the session stores its own user
 * (signIn, setUser in the client's session).
 */
const sessionsAndCodes = { stale: [] } as const;

export const accountsRoutes = {
  createUser: route<S['createUser']>('POST', '/api/v1/user/', 'public', { stale: ['users'] }),
  currentUser: route<S['currentUser']>('GET', '/api/v1/user/current', 'user'),
  listUsers: route<S['listUsers']>('GET', '/api/v1/user/list', admins, { cached: ['users'] }),
  getUser: route<S['getUser']>('GET', '/api/v1/user/:id', 'user', { cached: ['users'] }),
  updateUser: route<S['updateUser']>('PUT', '/api/v1/user/:id', 'user', {
    stale: ['tutors', 'users'],
  }),
  uploadUserImage: route<S['uploadUserImage']>('PUT', '/api/v1/user/asset', 'user', {
    stale: ['tutors', 'users'],
  }),
  createStudent: route<S['createStudent']>('POST', '/api/v1/student/', [Role.Student], {
    stale: ['users'],
  }),
  updateStudent: route<S['updateStudent']>(
    'PUT',
    '/api/v1/student/:id',
    [Role.Student, ...admins],
    { stale: ['users'] },
  ),
  signIn: route<S['signIn']>('POST', '/api/v1/auth/password', 'public', sessionsAndCodes),
  signInWithGoogle: route<S['signInWithGoogle']>(
    'POST',
    '/api/v1/auth/google',
    'public',
    sessionsAndCodes,
  ),
  refreshToken: route<S['refreshToken']>(
    'POST',
    '/api/v1/auth/refresh-token',
    'user',
    sessionsAndCodes,
  ),
  signOutEverywhere: route<S['signOutEverywhere']>(
    'POST',
    '/api/v1/auth/sign-out-everywhere',
    'user',
    sessionsAndCodes,
  ),
  sendPhoneCode: route<S['sendPhoneCode']>(
    'POST',
    '/api/v1/confirmation-code/phone/send',
    'user',
    sessionsAndCodes,
  ),
  verifyPhone: route<S['verifyPhone']>('POST', '/api/v1/confirmation-code/phone/verify', 'user', {
    stale: ['tutors', 'users'],
  }),
  sendEmailCode: route<S['sendEmailCode']>(
    'POST',
    '/api/v1/confirmation-code/email/send',
    'user',
    sessionsAndCodes,
  ),
  confirmEmail: route<S['confirmEmail']>(
    'POST',
    '/api/v1/confirmation-code/email/confirm',
    'user',
    { stale: ['tutors', 'users'] },
  ),
  sendPasswordCode: route<S['sendPasswordCode']>(
    'POST',
    '/api/v1/confirmation-code/password/send',
    'public',
    sessionsAndCodes,
  ),
  resetPassword: route<S['resetPassword']>(
    'POST',
    '/api/v1/confirmation-code/password/confirm',
    'public',
    sessionsAndCodes,
  ),
};
