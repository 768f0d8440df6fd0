/**
 * Invites (docs/product/back-office.md#invite-links, decision 027): a named link on one channel
 * (a source code, docs/product/back-office.md#sources). Accounts registered through it record its
 * source; admins read sign-ups and paying students per invite and per source.
 */
import { z } from 'zod/mini';
import { sourceCodes } from '../enums.js';
import { rolesFor } from '../permissions.js';
import * as rules from '../validation/rules.js';
import { route } from '../api/endpoint.js';
import { actingPerson } from '../accounts/entities.js';
import { isoDateTime } from '../api/common.js';

/** The campaign's name as staff call it. */
export const INVITE_NAME_MIN = 2;
export const INVITE_NAME_MAX = 80;

/** A link without a source is told to choose one, not that its value is wrong. */
const source = z.enum(sourceCodes, {
  error: (issue) =>
    issue.input === '' || issue.input === undefined ? 'required' : 'invalid-value',
});

export const inviteBody = z.object({
  name: rules
    .text()
    .check(
      z.trim(),
      z.minLength(1, 'required'),
      z.minLength(INVITE_NAME_MIN, 'name-too-short'),
      z.maxLength(INVITE_NAME_MAX, 'name-too-long'),
    ),
  source,
});
export type InviteBody = z.output<typeof inviteBody>;

export const invite = z.object({
  id: z.int(),
  name: z.string(),
  source,
  /** The random part of the link: `/url/{source}?invite={code}`. */
  code: z.string(),
  createdBy: z.nullable(actingPerson),
  createdAt: isoDateTime,
  /** Accounts registered through this invite. */
  signups: z.int(),
  /** Of those, students who paid for a plan at least once. */
  paying: z.int(),
});
export type Invite = z.infer<typeof invite>;

/** Sign-ups and paying students per source, through invites or bare short links alike. */
export const sourceFigures = z.object({ source, signups: z.int(), paying: z.int() });
export type SourceFigures = z.infer<typeof sourceFigures>;

export const invitesSchemas = () => ({
  createInvite: {
    tag: 'invites',
    summary: 'Create an invite link for a source.',
    body: inviteBody,
    response: invite,
  },
  updateInvite: {
    tag: 'invites',
    summary: 'Rename an invite or move it to another source (past sign-ups keep theirs).',
    params: z.object({ id: rules.id() }),
    body: inviteBody,
    response: invite,
  },
  deleteInvite: {
    tag: 'invites',
    summary: 'Delete an invite: its link stops counting; accounts keep their recorded source.',
    params: z.object({ id: rules.id() }),
    response: null,
  },
  getInvite: {
    tag: 'invites',
    summary: 'One invite with its figures.',
    params: z.object({ id: rules.id() }),
    response: invite,
  },
  listInvites: {
    tag: 'invites',
    summary:
      'Invites, newest first, with their sign-ups and paying students; `bySource` counts every account per source.',
    query: rules.pageQuery,
    response: z.object({
      list: z.array(invite),
      total: z.int(),
      bySource: z.array(sourceFigures),
    }),
  },
});

type S = ReturnType<typeof invitesSchemas>;

const staff = rolesFor('invites.manage');

export const invitesRoutes = {
  createInvite: route<S['createInvite']>('POST', '/api/v1/invite', staff, { stale: ['invites'] }),
  updateInvite: route<S['updateInvite']>('PUT', '/api/v1/invite/:id', staff, {
    stale: ['invites'],
  }),
  deleteInvite: route<S['deleteInvite']>('DELETE', '/api/v1/invite/:id', staff, {
    stale: ['invites'],
  }),
  getInvite: route<S['getInvite']>('GET', '/api/v1/invite/:id', staff, { cached: ['invites'] }),
  listInvites: route<S['listInvites']>('GET', '/api/v1/invite/list', staff, {
    cached: ['invites'],
  }),
};
