/**
 * Contact requests (docs/product/site.md#contact): the public site's form sends them, admins read
 * them and mark them handled. Spam is held back without a third party (decision 016): a field
 * people never see, a minimum time the form was open, and a limit per address on the route. What
 * looks automated is answered like any other request, so a robot learns nothing, and is not stored.
 */
import type {
  ContactRequest,
  ContactRequestsQuery,
  CreateContactRequestBody,
} from '@darsak/shared';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/app-error.js';
import type { Actor } from '../../http/route.js';
import * as repo from './repository.js';

/** People read and type for longer than this before sending; a script posting at once does not. */
export const MIN_OPEN_MS = 3000;

const present = (row: repo.ContactRequestRow): ContactRequest => ({
  id: row.id,
  name: row.name,
  replyTo: row.replyTo,
  title: row.title,
  message: row.message,
  language: row.language === 'en' ? 'en' : 'ar',
  source: row.source,
  createdAt: row.createdAt.toISOString(),
  handledAt: row.handledAt?.toISOString() ?? null,
  handledByName: row.handledByName,
  handledByGender: row.handledByGender,
});

export const looksAutomated = (body: CreateContactRequestBody): boolean =>
  (body.website ?? '').trim() !== '' ||
  (body.openedForMs !== undefined && body.openedForMs < MIN_OPEN_MS);

export const createContactRequest = async (
  ctx: AppContext,
  body: CreateContactRequestBody,
  source: string | null,
): Promise<void> => {
  if (looksAutomated(body)) {
    ctx.log.info('a contact request that looked automated was dropped');
    return;
  }
  await repo.insertContactRequest(ctx.db, {
    name: body.name || null,
    replyTo: body.replyTo,
    title: body.title,
    message: body.message,
    language: body.language ?? 'ar',
    source,
  });
};

export const listContactRequests = async (ctx: AppContext, query: ContactRequestsQuery) => {
  const { rows, total } = await repo.listContactRequests(ctx.db, query);
  return { list: rows.map(present), total };
};

export const markHandled = async (
  ctx: AppContext,
  actor: Actor,
  id: number,
  handled: boolean,
): Promise<ContactRequest> => {
  if (!(await repo.setHandled(ctx.db, id, handled ? actor.id : null)))
    throw new AppError('not-found', 'No such contact request');
  const row = await repo.findContactRequest(ctx.db, id);
  return present(row!);
};
