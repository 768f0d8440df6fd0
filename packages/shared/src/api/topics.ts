/** Topics and a user's favourite topics or specialities (SPEC §7 "Invoices, topics, cache"). */
import { z } from 'zod';
import { Role } from '../enums.js';
import * as rules from '../validation/rules.js';
import { endpoint } from './endpoint.js';
import { topic } from './entities.js';

const admins = [Role.SuperAdmin, Role.RegularAdmin] as const;
export const topicBody = z.object({ nameAr: rules.topicName, nameEn: rules.topicName });

export const topicsApi = {
  createTopic: endpoint({
    method: 'POST',
    path: '/api/v1/topic/',
    access: admins,
    tag: 'topics',
    summary: 'Create a topic.',
    body: topicBody,
    response: topic,
  }),
  listTopics: endpoint({
    method: 'GET',
    path: '/api/v1/topic/list',
    access: 'public',
    tag: 'topics',
    summary: 'Every topic, ordered by Arabic name.',
    response: z.array(topic),
  }),
  updateTopic: endpoint({
    method: 'PUT',
    path: '/api/v1/topic/:id',
    access: admins,
    tag: 'topics',
    summary: 'Rename a topic.',
    params: z.object({ id: rules.id() }),
    body: topicBody,
    response: topic,
  }),
  deleteTopic: endpoint({
    method: 'DELETE',
    path: '/api/v1/topic/:id',
    access: admins,
    tag: 'topics',
    summary: 'Delete a topic; it leaves every user’s list.',
    params: z.object({ id: rules.id() }),
    response: null,
  }),
  listUserTopics: endpoint({
    method: 'GET',
    path: '/api/v1/topic/of/user',
    access: 'user',
    tag: 'topics',
    summary: 'A user’s topics: one’s own, or `userId`’s.',
    query: z.object({ userId: rules.id().optional() }),
    response: z.array(topic),
  }),
  addUserTopic: endpoint({
    method: 'POST',
    path: '/api/v1/topic/of/user',
    access: 'user',
    tag: 'topics',
    summary: 'Add a topic to one’s list.',
    body: z.object({ topicId: rules.id() }),
    response: z.array(topic),
  }),
  removeUserTopic: endpoint({
    method: 'DELETE',
    path: '/api/v1/topic/of/user',
    access: 'user',
    tag: 'topics',
    summary: 'Remove a topic from one’s list.',
    query: z.object({ topicId: rules.id() }),
    response: z.array(topic),
  }),
  replaceUserTopics: endpoint({
    method: 'PATCH',
    path: '/api/v1/topic/of/user',
    access: 'user',
    tag: 'topics',
    summary: 'Replace one’s whole list of topics.',
    body: z.object({ topicIds: z.array(rules.id()).max(50, 'invalid-value') }),
    response: z.array(topic),
  }),
} as const;
