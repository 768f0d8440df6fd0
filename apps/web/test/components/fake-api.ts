/**
 * The API as a component test answers it: `fetch` replaced by answers per route of `@darsak/shared`,
 * typed by the contracts. A call the test did not answer fails the test, so a screen's every call is
 * seen. Refusals travel in the API's error shape, `{ code, message }`, with the catalogue's status.
 */
import {
  errorStatus,
  type EndpointInput,
  type EndpointResult,
  type ErrorBody,
  type ErrorCode,
  type Route,
} from '@darsak/shared';

/** A refusal or a fault, as the server answers it. */
export type ApiFailure = { failure: true; status: number; body: ErrorBody };

export const failure = (code: ErrorCode, message: string = code): ApiFailure => ({
  failure: true,
  status: errorStatus[code],
  body: { code, message },
});

/** What a call carried: the path's parameters and the query as strings, the body as sent. */
export type ApiRequest<E extends Route> = {
  params: Record<string, string>;
  query: Record<string, string>;
  body: EndpointInput<E>['body'];
};

type Answer<E extends Route> = EndpointResult<E> | ApiFailure;
/** An answer, or how to answer: throwing a `TypeError` is a request that never reached the server. */
export type Handler<E extends Route> = (request: ApiRequest<E>) => Answer<E> | Promise<Answer<E>>;

type Entry = { route: Route; pattern: RegExp; names: string[]; handler: Handler<Route> };

/** A promise settled by the test, to hold an answer (the loading state) and release it later. */
export const deferred = <T>() => {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
};

const isFailure = (answer: unknown): answer is ApiFailure =>
  typeof answer === 'object' && answer !== null && (answer as ApiFailure).failure === true;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** `:name` segments match one segment each; a route with fewer of them wins over a looser one. */
const compile = (path: string) => {
  const names: string[] = [];
  const source = path
    .split('/')
    .map((part) => {
      if (!part.startsWith(':')) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(part.slice(1));
      return '([^/]+)';
    })
    .join('/');
  return { pattern: new RegExp(`^${source}$`), names };
};

export const createFakeApi = () => {
  let entries: Entry[] = [];
  let calls: { route: Route; request: ApiRequest<Route> }[] = [];
  let unanswered: string[] = [];

  const find = (method: string, pathname: string) =>
    entries
      .filter((entry) => entry.route.method === method && entry.pattern.test(pathname))
      .sort((a, b) => a.names.length - b.names.length)[0];

  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const entry = find(method, url.pathname);
    if (!entry) {
      unanswered.push(`${method} ${url.pathname}${url.search}`);
      return json(404, { code: 'not-found', message: `No answer for ${method} ${url.pathname}` });
    }
    const values = entry.pattern.exec(url.pathname)!.slice(1);
    const request: ApiRequest<Route> = {
      params: Object.fromEntries(
        entry.names.map((name, i) => [name, decodeURIComponent(values[i]!)]),
      ),
      query: Object.fromEntries(url.searchParams),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push({ route: entry.route, request });
    const answer = await entry.handler(request);
    if (isFailure(answer)) return json(answer.status, answer.body);
    if (answer === undefined) return new Response(null, { status: 204 });
    return json(200, answer);
  };

  return {
    fetch,
    /** Answers a route from now on, replacing an earlier answer: a value, or a handler. */
    on: <E extends Route>(route: E, answer: Handler<E> | Answer<E>) => {
      const handler = (typeof answer === 'function' ? answer : () => answer) as Handler<Route>;
      entries = [
        ...entries.filter((entry) => entry.route !== route),
        { route, handler, ...compile(route.path) },
      ];
    },
    answers: (route: Route) => entries.some((entry) => entry.route === route),
    /** What the screen sent to a route, oldest first. */
    calls: <E extends Route>(route: E): ApiRequest<E>[] =>
      calls.filter((call) => call.route === route).map((call) => call.request as ApiRequest<E>),
    /** The calls no answer was given for: the test setup fails a test that leaves any. */
    unanswered: () => [...unanswered],
    reset: () => {
      entries = [];
      calls = [];
      unanswered = [];
    },
  };
};

export type FakeApi = ReturnType<typeof createFakeApi>;
export const api = createFakeApi();
