import { describe, expect, it } from 'vitest';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { routes, type Route } from '@darsak/shared';
import {
  cacheEvents,
  domains,
  domainsChangedBy,
  domainsChangedByEvent,
  endpointKey,
  infiniteKeyOf,
  markStale,
  markTutorsStale,
  queryKeyOf,
  tutorsNamedBy,
} from '../src/react/cache.js';

const allRoutes = Object.entries(routes) as [string, Route][];

describe('the query layer', () => {
  it('knows, for every call that changes something, which cached answers it makes stale', () => {
    // A call that changes no cached answer says so: `stale: []`, with the reason beside it.
    const undeclared = allRoutes
      .filter(([, route]) => route.method !== 'GET')
      .filter(([, route]) => route.stale === undefined)
      .map(([name]) => name);
    expect(undeclared).toEqual([]);
  });

  it('has reads declare the domains they belong to, and only changes declare what they stale', () => {
    const misplaced = allRoutes
      .filter(([, route]) =>
        route.method === 'GET' ? route.stale !== undefined : route.cached !== undefined,
      )
      .map(([name]) => name);
    expect(misplaced).toEqual([]);
  });

  it('marks only domains that hold some query', () => {
    const marked = new Set([
      ...allRoutes.flatMap(([, route]) => domainsChangedBy(route)),
      ...cacheEvents.flatMap((event) => domainsChangedByEvent(event)),
    ]);
    const empty = [...marked].filter((name) => (domains[name] ?? []).length === 0);
    expect(marked.size).toBeGreaterThan(10);
    expect(empty).toEqual([]);
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

  it('reads the tutors an event names, and none when it may be about any', () => {
    expect(tutorsNamedBy('TutorUpdated', { tutorId: 7 })).toEqual([7]);
    expect(tutorsNamedBy('TutorsCacheUpdated', { at: 'x', tutorIds: [3, 4] })).toEqual([3, 4]);
    expect(tutorsNamedBy('TutorsCacheUpdated', { at: 'x' })).toBeNull();
    expect(tutorsNamedBy('LessonBooked', { lessonId: 1 })).toBeNull();
  });

  it('fetches again what shows the tutors named, marks other lists, and leaves the rest', async () => {
    const client = new QueryClient();
    const page = (id: number) => queryKeyOf(routes.tutorInfo, { params: { id } } as never);
    const free = (tutorId: number) => queryKeyOf(routes.freeTimes, { query: { tutorId } } as never);
    const listWith = (ids: number[]) => ({ list: ids.map((id) => ({ id })), total: ids.length });
    const shown = infiniteKeyOf(routes.onboardedTutors, { topic: 1 });
    const other = infiniteKeyOf(routes.onboardedTutors, { topic: 2 });
    const ownMeta = queryKeyOf(routes.tutorMeta);
    // Each query on screen (observed), with its answer; a fetch is counted by its name.
    const fetched: string[] = [];
    const onScreen = (key: readonly unknown[], data: unknown, name: string) => {
      client.setQueryData(key as unknown[], data);
      new QueryObserver(client, {
        queryKey: key as unknown[],
        queryFn: () => {
          fetched.push(name);
          return data;
        },
        staleTime: Infinity,
      }).subscribe(() => undefined);
    };
    onScreen(page(3), { id: 3 }, 'page 3');
    onScreen(page(9), { id: 9 }, 'page 9');
    onScreen(free(3), { times: [] }, 'free 3');
    onScreen(free(9), { times: [] }, 'free 9');
    onScreen(
      shown,
      { pages: [listWith([1, 2]), listWith([3])], pageParams: [1, 2] },
      'list with 3',
    );
    onScreen(other, { pages: [listWith([5, 6])], pageParams: [1] }, 'list without 3');
    onScreen(ownMeta, { bio: '' }, 'own meta');
    onScreen(queryKeyOf(routes.fullTutors), [{ id: 3 }, { id: 4 }], 'plain list with 3');
    const stale = (key: readonly unknown[]) =>
      client.getQueryState(key as unknown[])?.isInvalidated;
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

    markTutorsStale(client, domainsChangedByEvent('TutorsCacheUpdated'), [3], 12);
    await settle();
    expect(fetched.sort()).toEqual(['free 3', 'list with 3', 'page 3', 'plain list with 3']);
    // A list without the tutor is stale for its next showing, not fetched now.
    expect(stale(other)).toBe(true);
    expect([stale(page(9)), stale(free(9)), stale(ownMeta)]).toEqual([false, false, false]);

    // The reader is the tutor named: their own teaching profile is fetched again.
    fetched.length = 0;
    markTutorsStale(client, domainsChangedByEvent('TutorUpdated'), [12], 12);
    await settle();
    expect(fetched).toEqual(['own meta']);
    client.clear();
  });
});
