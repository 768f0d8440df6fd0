/** Users, students, sign-in and confirmation codes (SPEC §7 "Users and auth", "Confirmation codes"). */
import { z } from 'zod';
import { Role, roles } from '../enums.js';
import * as rules from '../validation/rules.js';
import { endpoint } from './endpoint.js';
import { page, session, token, user, userSummary, publicUser } from './entities.js';

/** Self-registration signs the new user in; a user created by an admin gets no token. */
export const createUserResponse = z.object({ user, token: token.nullable() });

const admins = [Role.SuperAdmin, Role.RegularAdmin] as const;
const idParams = z.object({ id: rules.id() });
const role = z.literal(roles as [Role, ...Role[]], { error: 'invalid-value' });

export const createUserBody = z.object({
  name: rules.name,
  email: rules.email,
  password: rules.password,
  role,
  phone: rules.phone.optional(),
  language: z.enum(['ar', 'en'], { error: 'invalid-value' }).optional(),
});

export const updateUserBody = z
  .object({
    name: rules.name,
    email: rules.email,
    phone: rules.phone.nullable(),
    gender: rules.gender.nullable(),
    birthYear: rules.birthYear().nullable(),
    city: rules.city.nullable(),
    job: rules.job.nullable(),
    notificationMethod: rules.notificationMethod,
    language: z.enum(['ar', 'en'], { error: 'invalid-value' }),
    role,
    password: rules.password,
    currentPassword: rules.text(),
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'empty-request');
export type UpdateUserBody = z.infer<typeof updateUserBody>;

const booleanQuery = z
  .enum(['true', 'false'], { error: 'invalid-value' })
  .transform((v) => v === 'true');

export const userListQuery = rules.pageQuery.extend({
  role: z.coerce.number().pipe(role).optional(),
  verified: booleanQuery.optional(),
  q: z.string().trim().max(100, 'invalid-value').optional(),
});

/** A student's learning profile (SPEC §3: English level, goal, favourite topics). */
export const studentBody = z.object({
  englishLevel: rules.englishLevel,
  goal: rules.goal.optional(),
  /** Favourite topics, in the student's order; when given they replace the whole list. */
  topicIds: z.array(rules.id()).max(50, 'invalid-value').optional(),
});
export const studentUpdateBody = studentBody
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'empty-request');

const resend = z.object({
  resendAfterSeconds: z.number().int(),
  expiresInSeconds: z.number().int(),
});

export const accountsApi = {
  createUser: endpoint({
    method: 'POST',
    path: '/api/v1/user/',
    access: 'public',
    tag: 'users',
    summary:
      'Create a user. Anyone may register as a student or a tutor and is signed in; admins create the other roles.',
    body: createUserBody,
    response: createUserResponse,
  }),
  currentUser: endpoint({
    method: 'GET',
    path: '/api/v1/user/current',
    access: 'user',
    tag: 'users',
    summary: 'The signed-in user.',
    response: user,
  }),
  listUsers: endpoint({
    method: 'GET',
    path: '/api/v1/user/list',
    access: admins,
    tag: 'users',
    summary:
      'Users, paged, filtered by role, verified email and a text search on name, email and phone.',
    query: userListQuery,
    response: page(userSummary),
  }),
  getUser: endpoint({
    method: 'GET',
    path: '/api/v1/user/:id',
    access: 'user',
    tag: 'users',
    summary: 'One user: the whole record for oneself and admins, the public part for others.',
    params: idParams,
    response: z.union([user, publicUser]),
  }),
  updateUser: endpoint({
    method: 'PUT',
    path: '/api/v1/user/:id',
    access: 'user',
    tag: 'users',
    summary:
      'Update a profile: one’s own, or anyone’s for admins. A new password needs the current one unless an admin sets it.',
    params: idParams,
    body: updateUserBody,
    response: user,
  }),
  uploadUserImage: endpoint({
    method: 'PUT',
    path: '/api/v1/user/asset',
    access: 'user',
    tag: 'users',
    summary: 'Upload a profile image (JPG, PNG or GIF). Admins may set `forUser`.',
    query: z.object({ forUser: rules.id().optional() }),
    multipart: { fields: [], files: ['image'] },
    response: user,
  }),
  createStudent: endpoint({
    method: 'POST',
    path: '/api/v1/student/',
    access: [Role.Student],
    tag: 'users',
    summary:
      'Create the signed-in student’s learning profile (English level, goal, favourite topics).',
    body: studentBody,
    response: user,
  }),
  updateStudent: endpoint({
    method: 'PUT',
    path: '/api/v1/student/:id',
    access: [Role.Student, ...admins],
    tag: 'users',
    summary: 'Update a student’s learning profile (the id is the user id).',
    params: idParams,
    body: studentUpdateBody,
    response: user,
  }),
  signIn: endpoint({
    method: 'POST',
    path: '/api/v1/auth/password',
    access: 'public',
    tag: 'auth',
    summary: 'Sign in with email and password.',
    body: z.object({ email: rules.email, password: rules.requiredText() }),
    response: session,
  }),
  signInWithGoogle: endpoint({
    method: 'POST',
    path: '/api/v1/auth/google',
    access: 'public',
    tag: 'auth',
    summary:
      'Sign in with a Google ID token; an unknown Google account becomes a new student (or tutor, when asked).',
    body: z.object({
      idToken: rules.requiredText(),
      role: z.literal([Role.Student, Role.Tutor], { error: 'invalid-value' }).optional(),
    }),
    response: session,
  }),
  refreshToken: endpoint({
    method: 'POST',
    path: '/api/v1/auth/refresh-token',
    access: 'user',
    tag: 'auth',
    summary: 'A fresh token for the signed-in user.',
    response: token,
  }),
  sendPhoneCode: endpoint({
    method: 'POST',
    path: '/api/v1/confirmation-code/phone/send',
    access: 'user',
    tag: 'confirmation codes',
    summary:
      'Send a code to the user’s phone by WhatsApp; a phone given here replaces the saved one.',
    body: z.object({ phone: rules.phone.optional() }),
    response: resend,
  }),
  verifyPhone: endpoint({
    method: 'POST',
    path: '/api/v1/confirmation-code/phone/verify',
    access: 'user',
    tag: 'confirmation codes',
    summary: 'Verify the phone with the code it received.',
    body: z.object({ code: rules.confirmationCode }),
    response: user,
  }),
  sendEmailCode: endpoint({
    method: 'POST',
    path: '/api/v1/confirmation-code/email/send',
    access: 'user',
    tag: 'confirmation codes',
    summary: 'Send a code to the user’s email.',
    response: resend,
  }),
  confirmEmail: endpoint({
    method: 'POST',
    path: '/api/v1/confirmation-code/email/confirm',
    access: 'user',
    tag: 'confirmation codes',
    summary: 'Verify the email with the code it received.',
    body: z.object({ code: rules.confirmationCode }),
    response: user,
  }),
  sendPasswordCode: endpoint({
    method: 'POST',
    path: '/api/v1/confirmation-code/password/send',
    access: 'public',
    tag: 'confirmation codes',
    summary:
      'Send a password-reset code to an email. The answer is the same whether or not an account uses it.',
    body: z.object({ email: rules.email }),
    response: resend,
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/api/v1/confirmation-code/password/confirm',
    access: 'public',
    tag: 'confirmation codes',
    summary: 'Set a new password with a reset code; the user is signed in.',
    body: z.object({ email: rules.email, code: rules.confirmationCode, password: rules.password }),
    response: session,
  }),
} as const;
