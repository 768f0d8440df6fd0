/**
 * The audit log of admin actions that change money or accounts, for SuperAdmins
 * (docs/product/back-office.md#audit-log).
 */
import { z } from 'zod/mini';
import { rolesFor } from '../permissions.js';
import * as rules from '../validation/rules.js';
import { route } from '../api/endpoint.js';
import { actingPerson } from '../accounts/entities.js';
import { page } from '../api/common.js';

export const auditEntry = z.object({
  id: z.int(),
  actor: z.nullable(actingPerson),
  action: z.string(),
  subjectType: z.string(),
  subjectId: z.nullable(z.int()),
  before: z.nullable(z.record(z.string(), z.unknown())),
  after: z.nullable(z.record(z.string(), z.unknown())),
  createdAt: z.string(),
});
export type AuditEntryView = z.infer<typeof auditEntry>;

export const auditSchemas = () => ({
  listAudit: {
    tag: 'audit',
    summary: 'The audit log, newest first (SuperAdmins).',
    query: rules.pageQuery,
    response: page(auditEntry),
  },
});

type S = ReturnType<typeof auditSchemas>;

export const auditRoutes = {
  listAudit: route<S['listAudit']>('GET', '/api/v1/audit/list', rolesFor('audit.read')),
};
