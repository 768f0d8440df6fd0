/** All SQL about topics and users' topic lists. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { topics, users, userTopics } from '../../db/schema.js';

export type TopicRow = typeof topics.$inferSelect;

export const listTopics = (db: Executor): Promise<TopicRow[]> =>
  db.select().from(topics).orderBy(asc(topics.nameAr));

export const findTopic = async (db: Executor, id: number): Promise<TopicRow | undefined> => {
  const [row] = await db.select().from(topics).where(eq(topics.id, id));
  return row;
};

export const countExisting = async (db: Executor, ids: number[]): Promise<number> =>
  ids.length === 0
    ? 0
    : (await db.select({ id: topics.id }).from(topics).where(inArray(topics.id, ids))).length;

export const insertTopic = async (db: Executor, values: { nameAr: string; nameEn: string }) => {
  const [row] = await db.insert(topics).values(values).returning();
  return row!;
};

export const updateTopic = async (
  db: Executor,
  id: number,
  values: { nameAr: string; nameEn: string },
) => {
  const [row] = await db.update(topics).set(values).where(eq(topics.id, id)).returning();
  return row;
};

export const deleteTopic = async (db: Executor, id: number): Promise<boolean> =>
  (await db.delete(topics).where(eq(topics.id, id)).returning({ id: topics.id })).length > 0;

export const addUserTopic = async (db: Executor, userId: number, topicId: number) => {
  await db.insert(userTopics).values({ userId, topicId }).onConflictDoNothing();
};

export const removeUserTopic = async (db: Executor, userId: number, topicId: number) => {
  await db
    .delete(userTopics)
    .where(and(eq(userTopics.userId, userId), eq(userTopics.topicId, topicId)));
};

/**
 * Makes the user's topics exactly `topicIds`. One replacement of a user's list at a time, under the
 * user's row: two at once each deleted only the rows it saw, and the user kept both lists, or one
 * failed on a topic the other had just added.
 */
export const replaceUserTopics = async (db: Executor, userId: number, topicIds: number[]) => {
  await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
    await tx.delete(userTopics).where(eq(userTopics.userId, userId));
    if (topicIds.length > 0) {
      // Distinct ids, inserted in the order given so the list keeps the user's order.
      const now = Date.now();
      await tx.insert(userTopics).values(
        [...new Set(topicIds)].map((topicId, index) => ({
          userId,
          topicId,
          createdAt: new Date(now + index),
        })),
      );
    }
  });
};
