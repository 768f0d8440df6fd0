/**
 * A server module's face, as app.ts assembles it: its HTTP routes, its durable jobs, and what it
 * starts (event subscriptions, socket handlers, room access). Other modules reach a module only
 * through its index.ts; a lint rule enforces it and a test keeps modules free of import cycles.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from './context.js';
import type { JobDefinition } from './jobs.js';

export type ServerModule = {
  name: string;
  routes?: (app: FastifyInstance, ctx: AppContext) => void;
  jobs?: readonly JobDefinition[];
  /** Subscribes to domain events, registers socket handlers and room access; runs once at build. */
  start?: (ctx: AppContext) => void;
  /** Runs once the server is ready, before jobs start: e.g. scheduling a recurring job's next run. */
  ready?: (ctx: AppContext) => Promise<void>;
};
