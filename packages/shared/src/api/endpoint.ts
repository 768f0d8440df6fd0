/**
 * Endpoint contracts in two halves. A route (method, path, who may call, what it caches or makes
 * stale: ./caching.ts) is plain data: the apps import only routes, so no schema code reaches the
 * browser's first load. The schemas (zod) are built lazily and joined to the routes for the server,
 * the OpenAPI document and the tests. Types flow from the schemas to the routes, so a call from the
 * apps is typed by the same schemas the server checks.
 */
import type * as core from 'zod/v4/core';
import type { Role } from '../enums.js';
import type { Caching } from './caching.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** Who may call: anyone, any signed-in user, or signed-in users of the listed roles. */
export type Access = 'public' | 'user' | readonly Role[];
export type Schema = core.$ZodType;

export type Schemas = {
  summary: string;
  tag: string;
  params?: Schema;
  query?: Schema;
  body?: Schema;
  /** Multipart form bodies are parsed by the route itself; the fields are described here. */
  multipart?: { fields: readonly string[]; files: readonly string[] };
  /** `null` answers 204 with no body. */
  response: Schema | null;
};

export type Route<S extends Schemas = Schemas> = {
  method: HttpMethod;
  /** Path with `:name` parameters, e.g. /api/v1/user/:id */
  path: string;
  access: Access;
  /** Carries the schemas' types only; never set at run time. */
  readonly schemas?: S;
} & Caching;

export type Endpoint<S extends Schemas = Schemas> = Route<S> & S;

export const route = <S extends Schemas>(
  method: HttpMethod,
  path: string,
  access: Access,
  caching?: Caching,
): Route<S> => ({
  method,
  path,
  access,
  ...caching,
});

type SchemasOf<R> = R extends Route<infer S> ? S : never;
type Input<T> = T extends core.$ZodType ? core.input<T> : undefined;
type Output<T> = T extends core.$ZodType ? core.output<T> : undefined;

/** What a caller sends: params, query and body as the schemas accept them. */
export type EndpointInput<R extends Route> = (SchemasOf<R>['params'] extends core.$ZodType
  ? { params: Input<SchemasOf<R>['params']> }
  : { params?: undefined }) &
  (SchemasOf<R>['query'] extends core.$ZodType
    ? { query?: Input<SchemasOf<R>['query']> }
    : { query?: undefined }) &
  (SchemasOf<R>['body'] extends core.$ZodType
    ? { body: Input<SchemasOf<R>['body']> }
    : { body?: undefined });

/** What the endpoint answers. */
export type EndpointResult<R extends Route> = SchemasOf<R>['response'] extends core.$ZodType
  ? core.output<SchemasOf<R>['response']>
  : void;

/** What a route handler receives after parsing. */
export type EndpointParsed<R extends Route> = {
  params: Output<SchemasOf<R>['params']>;
  query: Output<SchemasOf<R>['query']>;
  body: Output<SchemasOf<R>['body']>;
};

type Joined<R extends Record<string, Route>> = { [K in keyof R]: R[K] & SchemasOf<R[K]> };

/** Joins routes with their schemas, built now; the server, the OpenAPI document and tests use this. */
export const joinSchemas = <R extends Record<string, Route>>(
  routes: R,
  builders: readonly (() => Partial<Record<keyof R, Schemas>>)[],
): Joined<R> => {
  const schemas: Partial<Record<keyof R, Schemas>> = Object.assign(
    {},
    ...builders.map((build) => build()),
  );
  return Object.fromEntries(
    Object.entries(routes).map(([name, value]) => {
      const found = schemas[name as keyof R];
      if (!found) throw new Error(`No schemas for endpoint ${name}`);
      return [name, { ...value, ...found }];
    }),
  ) as Joined<R>;
};

/** Fills `:name` segments of a path from params. */
export const buildPath = (path: string, params?: Record<string, unknown>): string =>
  path.replace(/:([A-Za-z]+)/g, (_, key: string) => {
    const value = params?.[key];
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${key}`);
    return encodeURIComponent(String(value));
  });
