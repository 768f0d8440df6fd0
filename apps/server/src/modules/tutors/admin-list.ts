/** GET /user/tutor/list: every tutor with their standing, for admins (issue "Screens": /admin/tutors). */
import type { Page, TutorAdminRow } from '@darsak/shared';
import type { AppContext } from '../../context.js';
import { presentTutorAdminRow } from './presenter.js';
import * as repo from './repository.js';
import { loadTutorRecord } from './record.js';

export const listTutorsForAdmin = async (
  ctx: AppContext,
  query: repo.AdminTutorFilter & { page: number; size: number },
): Promise<Page<TutorAdminRow>> => {
  const { rows, total } = await repo.listTutorsForAdmin(ctx.db, query, query);
  const taught = await repo.lessonsTaughtBy(
    ctx.db,
    rows.map((r) => r.user.id),
    new Date(),
  );
  return {
    list: rows.map((row) =>
      presentTutorAdminRow(
        row,
        row.topicCount,
        taught.get(row.user.id) ?? 0,
        ctx.config.tutorHourlyRate,
      ),
    ),
    total,
  };
};

/** GET /user/tutor/standing/:id: one tutor as the admin list shows them. */
export const tutorStanding = async (ctx: AppContext, id: number): Promise<TutorAdminRow> => {
  const record = await loadTutorRecord(ctx, id);
  const [topicCount, taught] = await Promise.all([
    repo.countTopicsOf(ctx.db, id),
    repo.lessonsTaughtBy(ctx.db, [id], new Date()),
  ]);
  return presentTutorAdminRow(record, topicCount, taught.get(id) ?? 0, ctx.config.tutorHourlyRate);
};
