/** Queries and mutations by shared endpoint definition. */
import {
  useMutation,
  useQuery,
  type UseMutationOptions,
  type UseQueryOptions,
} from '@tanstack/react-query';
import type { EndpointInput, EndpointResult, Route } from '@darsak/shared';
import type { CallOptions } from '../http.js';
import { useSession } from './session.js';

export const queryKeyOf = <E extends Route>(endpoint: E, input?: EndpointInput<E>) =>
  input === undefined ? [endpoint.method, endpoint.path] : [endpoint.method, endpoint.path, input];

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

export const useApiMutation = <E extends Route, C = unknown>(
  endpoint: E,
  options: Omit<
    UseMutationOptions<EndpointResult<E>, Error, EndpointInput<E> & { options?: CallOptions }, C>,
    'mutationFn'
  > = {},
) => {
  const { client } = useSession();
  return useMutation<EndpointResult<E>, Error, EndpointInput<E> & { options?: CallOptions }, C>({
    mutationFn: ({ options: callOptions, ...input }) =>
      client.call(endpoint, input as EndpointInput<E>, callOptions),
    ...options,
  });
};
