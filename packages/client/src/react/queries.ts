/** Queries and mutations by shared endpoint definition. */
import { useCallback } from 'react';
import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  type UseMutationOptions,
  type UseQueryOptions,
} from '@tanstack/react-query';
import type { EndpointInput, EndpointResult, Route } from '@darsak/shared';
import type { CallOptions } from '../http.js';
import { nextInfinitePage } from '../paging.js';
import { infiniteKeyOf, queryKeyOf } from './cache.js';
import { useSession } from './session.js';

export const useApiQuery = <E extends Route>(
  endpoint: E,
  input?: EndpointInput<E>,
  options: Omit<UseQueryOptions<EndpointResult<E>, Error>, 'queryKey' | 'queryFn'> = {},
) => {
  const { client } = useSession();
  return useQuery<EndpointResult<E>, Error>({
    queryKey: queryKeyOf(endpoint, input),
    queryFn: ({ signal }) => client.call(endpoint, input, { signal }),
    ...options,
  });
};

/** What a caller of `mutate` hears of its own call. */
export type ApiMutateCallbacks<E extends Route> = {
  onSuccess?: (data: EndpointResult<E>, variables: EndpointInput<E>) => void;
  onError?: (error: Error, variables: EndpointInput<E>) => void;
  onSettled?: (
    data: EndpointResult<E> | undefined,
    error: Error | null,
    variables: EndpointInput<E>,
  ) => void;
};

/**
 * A call that changes something. The API client marks the domains its endpoint declares `stale`
 * (cache.ts) before the caller's own `onSuccess` runs.
 *
 * `mutate`'s callbacks are told the result even when the component that asked has unmounted in the
 * meantime: a live update can redraw a screen while the answer is on its way (the booking form
 * gives way to "you hold a lesson" when LessonBooked arrives before the answer), and the person
 * must still hear that what they asked for was done, or why not.
 */
export const useApiMutation = <E extends Route, C = unknown>(
  endpoint: E,
  options: Omit<
    UseMutationOptions<EndpointResult<E>, Error, EndpointInput<E> & { options?: CallOptions }, C>,
    'mutationFn'
  > = {},
) => {
  const { client } = useSession();
  const mutation = useMutation<
    EndpointResult<E>,
    Error,
    EndpointInput<E> & { options?: CallOptions },
    C
  >({
    mutationFn: ({ options: callOptions, ...input }) =>
      client.call(endpoint, input as EndpointInput<E>, callOptions),
    ...options,
  });
  const { mutateAsync } = mutation;
  const mutate = useCallback(
    (
      variables: EndpointInput<E> & { options?: CallOptions },
      callbacks: ApiMutateCallbacks<E> = {},
    ): void => {
      mutateAsync(variables).then(
        (data) => {
          callbacks.onSuccess?.(data, variables);
          callbacks.onSettled?.(data, null, variables);
        },
        (error: unknown) => {
          const failure = error instanceof Error ? error : new Error(String(error));
          callbacks.onError?.(failure, variables);
          callbacks.onSettled?.(undefined, failure, variables);
        },
      );
    },
    [mutateAsync],
  );
  return { ...mutation, mutate };
};

type PageOf<E extends Route> =
  EndpointResult<E> extends { list: unknown[]; total: number } ? EndpointResult<E> : never;

/**
 * An infinite list (docs/product/README.md#lists): asks for page number plus one until the loaded
 * count reaches the total.
 * `inputFor(page)` builds the request of a page.
 */
export const useApiInfiniteQuery = <E extends Route>(
  endpoint: E,
  inputFor: (page: number) => EndpointInput<E>,
  key: unknown,
  options: { enabled?: boolean } = {},
) => {
  const { client } = useSession();
  return useInfiniteQuery({
    queryKey: infiniteKeyOf(endpoint, key),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      client.call(endpoint, inputFor(pageParam), { signal }) as Promise<PageOf<E>>,
    getNextPageParam: (last: PageOf<E>, pages: PageOf<E>[]) =>
      nextInfinitePage(
        pages.length,
        pages.reduce((sum, page) => sum + page.list.length, 0),
        last.total,
      ),
    ...options,
  });
};
