/**
 * The query layer: which cached answers a call or a server event makes stale, read from the
 * contracts. A reading endpoint declares the domains its answers belong to (`cached`), a changing
 * endpoint the domains its success makes stale (`stale`), a server event likewise
 * (`staleAfterEvent`); see `CacheDomain` in @darsak/shared. Nothing here lists endpoints.
 *
 * Every query's key starts with its endpoint (`[method, path]`), so an endpoint's prefix marks all
 * of its inputs and infinite lists at once. `useApiMutation` marks the domains a successful call
 * changes, and `RealtimeProvider` marks the domains a server event names: a component never decides
 * what is stale, and nothing clears the whole cache but signing out.
 */
import type { Query, QueryClient } from '@tanstack/react-query';
import {
  routes,
  staleAfterEvent,
  type CacheDomain,
  type EndpointInput,
  type Route,
  type ServerToClientEvents,
} from '@darsak/shared';

type ServerEvent = keyof ServerToClientEvents;
export type DomainName = CacheDomain;

/** The reads whose answers belong to each domain, gathered from their `cached` declarations. */
const gathered: Partial<Record<DomainName, Route[]>> = {};
for (const endpoint of Object.values(routes) as Route[])
  for (const name of endpoint.cached ?? []) (gathered[name] ??= []).push(endpoint);
export const domains: Partial<Record<DomainName, readonly Route[]>> = gathered;

/** The first part of every key of an endpoint's queries. */
export const endpointKey = (endpoint: Route): [string, string] => [endpoint.method, endpoint.path];

/** The key of one query: the endpoint, then its input when it has one. */
export const queryKeyOf = <E extends Route>(endpoint: E, input?: EndpointInput<E>) =>
  input === undefined ? endpointKey(endpoint) : [...endpointKey(endpoint), input];

/** The key of an infinite list of an endpoint; `key` tells lists with other filters apart. */
export const infiniteKeyOf = (endpoint: Route, key: unknown) => [
  ...endpointKey(endpoint),
  'infinite',
  key,
];

/** The domains a successful call to `endpoint` makes stale, as it declares. */
export const domainsChangedBy = (endpoint: Route): readonly DomainName[] => endpoint.stale ?? [];

/** The domains a server event says changed. */
export const domainsChangedByEvent = (event: string): readonly DomainName[] =>
  staleAfterEvent[event as ServerEvent] ?? [];

/** Every server event that makes some cached answer stale. */
export const cacheEvents = Object.keys(staleAfterEvent) as ServerEvent[];

/** Marks the answers of the named domains stale: those on screen are fetched again at once. */
export const markStale = (queryClient: QueryClient, names: Iterable<DomainName>) => {
  const seen = new Set<string>();
  for (const name of names)
    for (const endpoint of domains[name] ?? []) {
      const key = endpointKey(endpoint).join(' ');
      if (seen.has(key)) continue;
      seen.add(key);
      void queryClient.invalidateQueries({ queryKey: endpointKey(endpoint) });
    }
};

/**
 * The tutors a server event names, or null when it may be about any: `TutorUpdated` names one,
 * `TutorsCacheUpdated` names those a lesson, schedule or profile change was about, and nothing
 * when topics, plans or the whole cache changed.
 */
export const tutorsNamedBy = (event: string, payload: unknown): readonly number[] | null => {
  if (event === 'TutorUpdated') return [(payload as { tutorId: number }).tutorId];
  if (event === 'TutorsCacheUpdated')
    return (payload as { tutorIds?: number[] } | undefined)?.tutorIds ?? null;
  return null;
};

/**
 * The ids of the rows of a list: a page, an infinite list's pages, or a plain array; null for any
 * other answer.
 */
const idsInList = (data: unknown): number[] | null => {
  const pages = (data as { pages?: unknown[] } | undefined)?.pages ?? [data];
  const lists = pages.map((page) =>
    Array.isArray(page) ? page : (page as { list?: unknown } | undefined)?.list,
  );
  if (!lists.every(Array.isArray)) return null;
  return (lists as unknown[][])
    .flat()
    .map((row) => (row as { id?: unknown }).id)
    .filter((id): id is number => typeof id === 'number');
};

/** The tutor a query's input names (a tutor's page, free times, standing or slots), if any. */
const tutorOfInput = (key: readonly unknown[]): number | undefined => {
  const input = key[2] as { params?: { id?: unknown }; query?: { tutorId?: unknown } } | undefined;
  const id = input?.params?.id ?? input?.query?.tutorId;
  return id === undefined ? undefined : Number(id);
};

/**
 * Marks stale what a change to these tutors touches, of the named domains, and fetches it again
 * when on screen: a query naming one of them (a tutor's page, free times, standing), a list
 * showing one, and a query naming nobody (one's own schedule or teaching profile) when the reader
 * is one of them. A list showing none of them is marked stale without being fetched: a tutor whose
 * time was freed, or one newly listed or rated, may now belong in it, and its next showing picks
 * that up. Before, every open list and tutor page was fetched again at every booking with any
 * tutor.
 */
export const markTutorsStale = (
  queryClient: QueryClient,
  names: Iterable<DomainName>,
  tutorIds: readonly number[],
  selfId: number | null,
) => {
  const named = new Set(tutorIds);
  const touch = (query: Query): 'fetch' | 'mark' | 'leave' => {
    const tutor = tutorOfInput(query.queryKey);
    if (tutor !== undefined) return named.has(tutor) ? 'fetch' : 'leave';
    const listed = idsInList(query.state.data);
    if (listed) return listed.some((id) => named.has(id)) ? 'fetch' : 'mark';
    return selfId !== null && named.has(selfId) ? 'fetch' : 'leave';
  };
  const seen = new Set<string>();
  for (const name of names)
    for (const endpoint of domains[name] ?? []) {
      const key = endpointKey(endpoint);
      if (seen.has(key.join(' '))) continue;
      seen.add(key.join(' '));
      void queryClient.invalidateQueries({
        queryKey: key,
        predicate: (query) => touch(query) === 'fetch',
      });
      void queryClient.invalidateQueries({
        queryKey: key,
        predicate: (query) => touch(query) === 'mark',
        refetchType: 'none',
      });
    }
};
