/**
 * Problem reports with a screenshot or the client log attached
 * (docs/product/back-office.md#problem-reports).
 */
import { z } from 'zod/mini';
import { ReportKind } from '../enums.js';
import { rolesFor } from '../permissions.js';

export const reportKinds = [ReportKind.Screenshot, ReportKind.Log] as const;
import * as rules from '../validation/rules.js';
import { route } from '../api/endpoint.js';
import { actingPerson } from '../accounts/entities.js';
import { page } from '../api/common.js';

export const REPORT_TEXT_MIN = 10;
export const REPORT_TEXT_MAX = 2000;

/** What a person says went wrong. */
export const reportText = () =>
  rules
    .text()
    .check(
      z.trim(),
      z.minLength(REPORT_TEXT_MIN, 'report-text-too-short'),
      z.maxLength(REPORT_TEXT_MAX, 'report-text-too-long'),
    );

/** The text fields of a report's form. */
export const reportFields = () =>
  z.object({
    kind: z.enum(reportKinds, { error: 'invalid-value' }),
    text: reportText(),
    page: z.optional(rules.text().check(z.maxLength(500, 'invalid-value'))),
  });

export const report = z.object({
  id: z.int(),
  reporter: z.object({ id: z.int(), name: z.string(), email: z.string(), role: z.int() }),
  kind: z.enum(reportKinds),
  text: z.string(),
  page: z.nullable(z.string()),
  /** The attachment's type: png, jpg, gif or txt. */
  assetType: z.string(),
  resolved: z.boolean(),
  resolvedBy: z.nullable(actingPerson),
  resolvedAt: z.nullable(z.string()),
  createdAt: z.string(),
});
export type Report = z.infer<typeof report>;

export const reportsSchemas = () => ({
  createReport: {
    tag: 'reports',
    summary:
      'Report a problem with a screenshot (image) or the client log (text) attached. Multipart fields: kind, text, page; file: asset.',
    multipart: { fields: ['kind', 'text', 'page'], files: ['asset'] },
    response: report,
  },
  listReports: {
    tag: 'reports',
    summary: 'Reports for admins: open ones oldest first, or resolved ones newest first.',
    query: z.extend(rules.pageQuery, {
      state: z._default(z.enum(['open', 'resolved'], { error: 'invalid-value' }), 'open'),
    }),
    response: page(report),
  },
  resolveReport: {
    tag: 'reports',
    summary: 'Mark a report resolved, or open again.',
    body: z.object({ id: rules.id(), resolved: z.boolean({ error: 'invalid-type' }) }),
    response: report,
  },
  reportAsset: {
    tag: 'reports',
    summary: 'A report’s attachment (admins), as binary.',
    params: z.object({ id: rules.id() }),
    response: null,
  },
});

type S = ReturnType<typeof reportsSchemas>;

export const reportsRoutes = {
  createReport: route<S['createReport']>('POST', '/api/v1/report/with/asset', 'user', {
    stale: ['reports', 'overview'],
  }),
  listReports: route<S['listReports']>('GET', '/api/v1/report/list', rolesFor('reports.resolve'), {
    cached: ['reports'],
  }),
  resolveReport: route<S['resolveReport']>('PUT', '/api/v1/report', rolesFor('reports.resolve'), {
    stale: ['reports', 'overview'],
  }),
  reportAsset: route<S['reportAsset']>(
    'GET',
    '/api/v1/report/:id/asset',
    rolesFor('reports.resolve'),
  ),
};
