/** One definition per endpoint, used by the server to register the route and by the client to call it. */
import type { z } from 'zod';
import type { Role } from '../enums.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** Who may call: anyone, any signed-in user, or signed-in users of the listed roles. */
export type Access = 'public' | 'user' | readonly Role[];

export type Endpoint = {
  method: HttpMethod;
  /** Path with `:name` parameters, e.g. /api/v1/user/:id */
  path: string;
  access: Access;
  summary: string;
  tag: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Multipart form bodies are parsed by the route itself; the fields are described here. */
  multipart?: { fields: readonly string[]; files: readonly string[] };
  /** `null` answers 204 with no body. */
  response: z.ZodType | null;
};

export const endpoint = <E extends Endpoint>(definition: E): E => definition;

type Infer<T> = T extends z.ZodType ? z.input<T> : undefined;
type Output<T> = T extends z.ZodType ? z.output<T> : undefined;

/** What a caller sends: params, query and body as the schemas accept them. */
export type EndpointInput<E extends Endpoint> = (E['params'] extends z.ZodType
  ? { params: Infer<E['params']> }
  : { params?: undefined }) &
  (E['query'] extends z.ZodType ? { query?: Infer<E['query']> } : { query?: undefined }) &
  (E['body'] extends z.ZodType ? { body: Infer<E['body']> } : { body?: undefined });

/** What the endpoint answers. */
export type EndpointResult<E extends Endpoint> = E['response'] extends z.ZodType
  ? z.output<E['response']>
  : void;

/** What a route handler receives after parsing. */
export type EndpointParsed<E extends Endpoint> = {
  params: Output<E['params']>;
  query: Output<E['query']>;
  body: Output<E['body']>;
};

/** Fills `:name` segments of a path from params. */
export const buildPath = (path: string, params?: Record<string, unknown>): string =>
  path.replace(/:([A-Za-z]+)/g, (_, key: string) => {
    const value = params?.[key];
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${key}`);
    return encodeURIComponent(String(value));
  });
