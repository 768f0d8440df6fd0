/**
 * Contact requests: sent from the public site, read and marked handled by admins
 * (docs/product/site.md#contact).
 */
import { z } from 'zod/mini';
import { Role } from '../enums.js';
import * as rules from '../validation/rules.js';
import { route } from '../api/endpoint.js';
import { page } from '../api/common.js';
import { contactRequest } from './entities.js';

const admins = [Role.SuperAdmin, Role.RegularAdmin] as const;

/** A chat with support's WhatsApp number (`SUPPORT_WHATSAPP`, docs/product/site.md#contact-details). */
export const whatsappLink = (number: string) => `https://wa.me/${number.replace(/\D/g, '')}`;

/** An email or a mobile number, checked as whichever it looks like. */
const replyTo = z.pipe(
  rules.requiredText(),
  z.transform((value: string, ctx) => {
    const rule = value.includes('@') ? rules.email : rules.phone;
    const parsed = rule.safeParse(value);
    if (parsed.success) return parsed.data;
    ctx.issues.push({
      code: 'custom',
      message: value.includes('@') ? 'invalid-email' : 'invalid-phone',
      input: value,
    });
    return z.NEVER;
  }),
);

export const contactSchemas = () => ({
  createContactRequest: {
    tag: 'contact',
    summary:
      'Send a contact request from the public site. Limited per address; what looks automated is accepted and dropped.',
    body: z.extend(rules.contactRequest, {
      name: z.optional(rules.text().check(z.trim(), z.maxLength(80, 'name-too-long'))),
      replyTo,
      language: z.optional(z.enum(['ar', 'en'], { error: 'invalid-value' })),
      /** A field people never see: robots fill it. */
      website: z.optional(rules.text().check(z.maxLength(500, 'invalid-value'))),
      /** How long the form was open before sending; people take longer than a few seconds. */
      openedForMs: z.optional(z.number({ error: 'invalid-type' })),
    }),
    response: null,
  },
  listContactRequests: {
    tag: 'contact',
    summary: 'Contact requests, newest first; `handled` filters open or handled ones.',
    query: z.extend(rules.pageQuery, {
      handled: z.optional(
        z.pipe(
          z.enum(['true', 'false'], { error: 'invalid-value' }),
          z.transform((v) => v === 'true'),
        ),
      ),
    }),
    response: page(contactRequest),
  },
  updateContactRequest: {
    tag: 'contact',
    summary: 'Mark a contact request handled, or open again.',
    params: z.object({ id: rules.id() }),
    body: z.object({ handled: z.boolean({ error: 'invalid-type' }) }),
    response: contactRequest,
  },
});

type S = ReturnType<typeof contactSchemas>;
export type CreateContactRequestBody = z.output<S['createContactRequest']['body']>;
export type ContactRequestsQuery = z.output<S['listContactRequests']['query']>;

export const contactRoutes = {
  createContactRequest: route<S['createContactRequest']>(
    'POST',
    '/api/v1/contact-request/',
    'public',
    { stale: ['contactRequests'] },
  ),
  listContactRequests: route<S['listContactRequests']>(
    'GET',
    '/api/v1/contact-request/list',
    admins,
    { cached: ['contactRequests'] },
  ),
  updateContactRequest: route<S['updateContactRequest']>(
    'PATCH',
    '/api/v1/contact-request/:id',
    admins,
    { stale: ['contactRequests'] },
  ),
};
