/**
 * Problem reports (docs/product/back-office.md#problem-reports): anyone signed in reports what went
 * wrong with a screenshot or the client log; admins read them and their attachments and resolve
 * them.
 */
import { z } from 'zod/mini';
import { reportFields, type Report, type ReportKind } from '@darsak/shared';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/app-error.js';
import type { Actor } from '../../http/actor.js';
import { detectImageType } from '../../infra/storage.js';
import * as repo from './repository.js';

export const REPORT_ASSET_MAX_BYTES = 5 * 1024 * 1024;

const present = (found: NonNullable<repo.ReportWithPeople>): Report => ({
  id: found.report.id,
  reporter: found.reporter,
  kind: found.report.kind as ReportKind,
  text: found.report.text,
  page: found.report.page,
  assetType: found.report.asset.split('.').pop() ?? 'txt',
  resolved: found.report.resolvedAt !== null,
  resolvedBy: found.resolvedBy?.id ? found.resolvedBy : null,
  resolvedAt: found.report.resolvedAt?.toISOString() ?? null,
  createdAt: found.report.createdAt.toISOString(),
});

/** A log is UTF-8 text without NUL bytes; anything else is not one. */
const isText = (bytes: Buffer): boolean =>
  !bytes.includes(0) && Buffer.from(bytes.toString('utf8'), 'utf8').equals(bytes);

export const createReport = async (
  ctx: AppContext,
  actor: Actor,
  fields: Record<string, string>,
  file: { bytes: Buffer; truncated: boolean } | null,
) => {
  const parsed = z.safeParse(reportFields(), fields);
  if (!parsed.success)
    throw new AppError(parsed.error.issues[0]!.message as 'invalid-value', 'Invalid report');
  const { kind, text, page } = parsed.data;
  if (!file || file.bytes.length === 0)
    throw new AppError('required', 'Attach the file in "asset"');
  if (file.truncated) throw new AppError('large-file-size');
  const type =
    kind === 'screenshot' ? detectImageType(file.bytes) : isText(file.bytes) ? 'txt' : null;
  if (!type) throw new AppError('invalid-file-type', 'A screenshot is an image; a log is text');
  const asset = await ctx.storage.put('private', file.bytes, type);
  try {
    const row = await repo.insertReport(ctx.db, {
      userId: actor.id,
      kind,
      text,
      page: page ?? null,
      asset,
    });
    return present((await repo.findReport(ctx.db, row.id))!);
  } catch (error) {
    await ctx.storage.remove('private', asset);
    throw error;
  }
};

export const listReports = async (
  ctx: AppContext,
  query: { page: number; size: number; state: 'open' | 'resolved' },
) => {
  const { rows, total } = await repo.listReports(ctx.db, query.state === 'open', query);
  return { list: rows.map(present), total };
};

export const resolveReport = async (
  ctx: AppContext,
  actor: Actor,
  body: { id: number; resolved: boolean },
) => {
  const done = await repo.setResolved(ctx.db, body.id, body.resolved ? actor.id : null);
  if (!done) throw new AppError('report-not-found');
  return present((await repo.findReport(ctx.db, body.id))!);
};

const contentTypes: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  txt: 'text/plain; charset=utf-8',
};

export const reportAsset = async (ctx: AppContext, id: number) => {
  const found = await repo.findReport(ctx.db, id);
  if (!found) throw new AppError('report-not-found');
  const bytes = await ctx.storage.read('private', found.report.asset);
  if (!bytes) throw new AppError('asset-not-found');
  const extension = found.report.asset.split('.').pop() ?? 'txt';
  return { bytes, extension, contentType: contentTypes[extension] ?? 'application/octet-stream' };
};
