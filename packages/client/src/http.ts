/** The typed API client: one call per shared endpoint definition. */
import {
  buildPath,
  RENEWED_TOKEN_HEADER,
  type Route,
  type EndpointInput,
  type EndpointResult,
} from '@darsak/shared';
import { isAuthFailure, toApiError } from './api-error.js';
import type { TokenStore } from './token-store.js';

export type CallOptions = {
  signal?: AbortSignal;
  /** Multipart body (uploads); progress is reported from 0 to 1. */
  form?: FormData;
  onUploadProgress?: (fraction: number) => void;
};

export type ApiClient = {
  call: <E extends Route>(
    endpoint: E,
    input?: EndpointInput<E>,
    options?: CallOptions,
  ) => Promise<EndpointResult<E>>;
  tokens: TokenStore;
};

const queryString = (query: Record<string, unknown> | undefined): string => {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
};

/** Uploads with XMLHttpRequest, the one browser API that reports upload progress. */
const upload = (
  method: string,
  url: string,
  headers: Record<string, string>,
  options: CallOptions,
): Promise<Response> =>
  new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.withCredentials = true;
    for (const [key, value] of Object.entries(headers)) xhr.setRequestHeader(key, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onUploadProgress?.(event.loaded / event.total);
    };
    xhr.onload = () =>
      resolve(
        new Response(xhr.responseText || null, {
          status: xhr.status,
          headers: { 'content-type': 'application/json' },
        }),
      );
    xhr.onerror = () => reject(new TypeError('Network error'));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(options.form ?? null);
  });

export const createApiClient = (config: {
  baseUrl: string;
  tokens: TokenStore;
  /** Called when an answer says the session is no longer valid. */
  onAuthFailure: () => void;
  /** Called after a call that changes something (any method but GET) succeeded. */
  onChanged?: (endpoint: Route) => void;
}): ApiClient => {
  /**
   * Calls that change something and have not answered yet: a password change among them ends the
   * session's token and answers with a renewed one (docs/product/accounts.md#ending-sessions).
   */
  const pendingChanges = new Set<Promise<unknown>>();
  const call: ApiClient['call'] = async (endpoint, input, options = {}) => {
    if (endpoint.method === 'GET') return send(endpoint, input, options, null);
    let answered = () => {};
    const own = new Promise<void>((resolve) => (answered = resolve));
    pendingChanges.add(own);
    try {
      return await send(endpoint, input, options, own);
    } finally {
      pendingChanges.delete(own);
      answered();
    }
  };
  /** `own` is the call's place among the pending changes; `undefined` on the one retry. */
  const send = async <E extends Route>(
    endpoint: E,
    input: EndpointInput<E> | undefined,
    options: CallOptions,
    own: Promise<void> | null | undefined,
  ): Promise<EndpointResult<E>> => {
    const args = (input ?? {}) as {
      params?: Record<string, unknown>;
      query?: Record<string, unknown>;
      body?: unknown;
    };
    const url = `${config.baseUrl}${buildPath(endpoint.path, args.params)}${queryString(args.query)}`;
    const headers: Record<string, string> = {};
    if (endpoint.access !== 'public' || config.tokens.valid()) {
      const token = config.tokens.valid();
      if (!token && endpoint.access !== 'public') {
        config.onAuthFailure();
        throw await toApiError(
          new Response(JSON.stringify({ code: 'unauthenticated', message: 'No valid token' }), {
            status: 401,
          }),
        );
      }
      if (token) headers.authorization = `Bearer ${token.value}`;
    }
    const sentWith = headers.authorization;
    let response: Response;
    if (options.form) {
      response = await upload(endpoint.method, url, headers, options);
    } else {
      const hasBody = args.body !== undefined;
      if (hasBody) headers['content-type'] = 'application/json';
      response = await fetch(url, {
        method: endpoint.method,
        headers,
        credentials: 'include',
        body: hasBody ? JSON.stringify(args.body) : undefined,
        signal: options.signal,
      });
    }
    if (!response.ok) {
      const error = await toApiError(response);
      if (isAuthFailure(error)) {
        // A refusal of a token that a change in flight is replacing (the server ends the old
        // sessions before the change answers) is no sign-out: once the change has answered, a
        // renewed token asks again, and only a refusal of the current token signs out.
        if (own !== undefined) {
          await Promise.all([...pendingChanges].filter((change) => change !== own));
          const current = config.tokens.valid();
          if (current && `Bearer ${current.value}` !== sentWith)
            return send(endpoint, input, options, undefined);
        }
        config.onAuthFailure();
      }
      throw error;
    }
    // A password change ends the old sessions and hands this one a new token.
    const renewed = response.headers.get(RENEWED_TOKEN_HEADER);
    if (renewed) config.tokens.set({ type: 'bearer', value: renewed });
    if (endpoint.method !== 'GET') config.onChanged?.(endpoint);
    if (response.status === 204) return undefined as never;
    return (await response.json()) as never;
  };
  return { call, tokens: config.tokens };
};
