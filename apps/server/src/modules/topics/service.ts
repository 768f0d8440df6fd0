/** Topics, and the favourite topics of students or specialities of tutors. */
import { CacheGroup, type Topic } from '@darsak/shared';
import type { AppContext } from '../../context.js';
import { isUniqueViolation } from '../../db/errors.js';
import { AppError } from '../../http/app-error.js';
import { findUserRole, listTopicsOfUser, presentTopic } from '../users/index.js';
import * as repo from './repository.js';

/** A user's topics are part of what others see of them (a tutor's specialities). */
const topicsChanged = async (ctx: AppContext, userId: number) => {
  const role = await findUserRole(ctx.db, userId);
  if (role !== null) await ctx.events.emit('account.changed', { userId, role });
};

type TopicInput = { nameAr: string; nameEn: string };

const uniqueNames = async <T>(work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('topic-exists');
    throw error;
  }
};

/** How long the public list of topics is cached; every change drops it at once. */
const TOPICS_TTL_MS = 5 * 60_000;

/**
 * The topics students filter tutors by, cached in the TutorsCache group: a topic's name is on every
 * card that shows it, so a change to a topic drops the group, and with it the tutor listing.
 */
export const listTopics = (ctx: AppContext): Promise<Topic[]> =>
  ctx.cache.get(CacheGroup.TutorsCache, 'topics', TOPICS_TTL_MS, async () =>
    (await repo.listTopics(ctx.db)).map(presentTopic),
  );

const changed = <T>(ctx: AppContext, value: T): T => {
  ctx.cache.invalidate(CacheGroup.TutorsCache);
  return value;
};

export const createTopic = (ctx: AppContext, input: TopicInput) =>
  uniqueNames(async () => changed(ctx, presentTopic(await repo.insertTopic(ctx.db, input))));

export const updateTopic = (ctx: AppContext, id: number, input: TopicInput) =>
  uniqueNames(async () => {
    const row = await repo.updateTopic(ctx.db, id, input);
    if (!row) throw new AppError('topic-not-found');
    return changed(ctx, presentTopic(row));
  });

export const deleteTopic = async (ctx: AppContext, id: number): Promise<void> => {
  if (!(await repo.deleteTopic(ctx.db, id))) throw new AppError('topic-not-found');
  changed(ctx, undefined);
};

export const topicsOfUser = async (ctx: AppContext, userId: number) => {
  if ((await findUserRole(ctx.db, userId)) === null) throw new AppError('user-not-found');
  return (await listTopicsOfUser(ctx.db, userId)).map(presentTopic);
};

export const addTopicToUser = async (ctx: AppContext, userId: number, topicId: number) => {
  if (!(await repo.findTopic(ctx.db, topicId))) throw new AppError('topic-not-found');
  await repo.addUserTopic(ctx.db, userId, topicId);
  await topicsChanged(ctx, userId);
  return topicsOfUser(ctx, userId);
};

/** Removing a topic the user does not have is no error; a topic that does not exist is. */
export const removeTopicFromUser = async (ctx: AppContext, userId: number, topicId: number) => {
  if (!(await repo.findTopic(ctx.db, topicId))) throw new AppError('topic-not-found');
  await repo.removeUserTopic(ctx.db, userId, topicId);
  await topicsChanged(ctx, userId);
  return topicsOfUser(ctx, userId);
};

export const replaceTopicsOfUser = async (ctx: AppContext, userId: number, topicIds: number[]) => {
  const distinct = [...new Set(topicIds)];
  if ((await repo.countExisting(ctx.db, distinct)) !== distinct.length)
    throw new AppError('topic-not-found');
  await repo.replaceUserTopics(ctx.db, userId, distinct);
  await topicsChanged(ctx, userId);
  return topicsOfUser(ctx, userId);
};
