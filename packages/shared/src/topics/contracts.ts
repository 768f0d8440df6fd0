/** Topics and a user's favourite topics or specialities (docs/product/tutors.md#topics). */
import { z } from 'zod/mini';
import { Role } from '../enums.js';
import * as rules from '../validation/rules.js';
import { route } from '../api/endpoint.js';
import { topic } from './entities.js';

const admins = [Role.SuperAdmin, Role.RegularAdmin] as const;

export const topicsSchemas = () => {
  const body = z.object({ nameAr: rules.topicName, nameEn: rules.topicName });
  const params = z.object({ id: rules.id() });
  const list = z.array(topic);
  return {
    createTopic: { tag: 'topics', summary: 'Create a topic.', body, response: topic },
    listTopics: { tag: 'topics', summary: 'Every topic, ordered by Arabic name.', response: list },
    updateTopic: { tag: 'topics', summary: 'Rename a topic.', params, body, response: topic },
    deleteTopic: {
      tag: 'topics',
      summary: 'Delete a topic; it leaves every user’s list.',
      params,
      response: null,
    },
    listUserTopics: {
      tag: 'topics',
      summary: 'A user’s topics: one’s own, or `userId`’s.',
      query: z.object({ userId: z.optional(rules.id()) }),
      response: list,
    },
    addUserTopic: {
      tag: 'topics',
      summary: 'Add a topic to one’s list.',
      body: z.object({ topicId: rules.id() }),
      response: list,
    },
    removeUserTopic: {
      tag: 'topics',
      summary: 'Remove a topic from one’s list.',
      query: z.object({ topicId: rules.id() }),
      response: list,
    },
    replaceUserTopics: {
      tag: 'topics',
      summary: 'Replace one’s whole list of topics.',
      body: z.object({ topicIds: z.array(rules.id()).check(z.maxLength(50, 'invalid-value')) }),
      response: list,
    },
  } as const;
};

type S = ReturnType<typeof topicsSchemas>;

export const topicsRoutes = {
  createTopic: route<S['createTopic']>('POST', '/api/v1/topic/', admins, { stale: ['topics'] }),
  listTopics: route<S['listTopics']>('GET', '/api/v1/topic/list', 'public', { cached: ['topics'] }),
  updateTopic: route<S['updateTopic']>('PUT', '/api/v1/topic/:id', admins, { stale: ['topics'] }),
  deleteTopic: route<S['deleteTopic']>('DELETE', '/api/v1/topic/:id', admins, {
    stale: ['topics'],
  }),
  listUserTopics: route<S['listUserTopics']>('GET', '/api/v1/topic/of/user', 'user', {
    cached: ['topics'],
  }),
  addUserTopic: route<S['addUserTopic']>('POST', '/api/v1/topic/of/user', 'user', {
    stale: ['tutors', 'topics'],
  }),
  removeUserTopic: route<S['removeUserTopic']>('DELETE', '/api/v1/topic/of/user', 'user', {
    stale: ['tutors', 'topics'],
  }),
  replaceUserTopics: route<S['replaceUserTopics']>('PATCH', '/api/v1/topic/of/user', 'user', {
    stale: ['tutors', 'topics'],
  }),
};
