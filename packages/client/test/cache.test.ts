import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { routes, type Route } from '@darsak/shared';
import {
  cacheEvents,
  changesNothingCached,
  domains,
  domainsChangedBy,
  domainsChangedByEvent,
  endpointKey,
  markStale,
  queryKeyOf,
} from '../src/react/cache.js';

const allRoutes = Object.entries(routes) as [string, Route][];

describe('the query layer', () => {
  it('knows, for every call that changes something, which cached answers it makes stale', () => {
    const undecided = allRoutes
      .filter(([, route]) => route.method !== 'GET')
      .filter(([, route]) => !changesNothingCached.includes(route))
      .filter(([, route]) => domainsChangedBy(route).length === 0)
      .map(([name]) => name);
    expect(undecided).toEqual([]);
  });

  it('lists only reads as the queries of a domain', () => {
    const queries: readonly Route[] = Object.values(domains).flatMap(
      (domain): readonly Route[] => domain.queries,
    );
    const writes = queries.filter((route) => route.method !== 'GET');
    expect(writes).toEqual([]);
  });

  it('marks what a booking changes: lessons, quota, free times and the tutors list', () => {
    expect(domainsChangedBy(routes.bookLesson)).toEqual(
      expect.arrayContaining(['lessons', 'subscriptions', 'schedule', 'tutors']),
    );
    expect(domainsChangedByEvent('LessonCanceled')).toEqual(
      expect.arrayContaining(['lessons', 'subscriptions', 'schedule']),
    );
    expect(cacheEvents).toEqual(expect.arrayContaining(['TutorsCacheUpdated', 'LessonBooked']));
  });

  it('marks every input of an endpoint stale and leaves other domains alone', async () => {
    const client = new QueryClient();
    const lessonsKey = queryKeyOf(routes.listLessons, { query: { page: 2 } } as never);
    const plansKey = queryKeyOf(routes.listPlans);
    client.setQueryData(lessonsKey, { list: [], total: 0 });
    client.setQueryData(plansKey, []);
    markStale(client, ['lessons']);
    expect(client.getQueryState(lessonsKey)?.isInvalidated).toBe(true);
    expect(client.getQueryState(plansKey)?.isInvalidated).toBe(false);
    expect(lessonsKey.slice(0, 2)).toEqual(endpointKey(routes.listLessons));
  });
});
