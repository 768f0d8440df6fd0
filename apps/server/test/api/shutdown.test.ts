/**
 * Shutting down without dropping work: readiness fails once draining begins while the
 * process still lives, and a request in flight when the server closes is answered.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '@darsak/shared';
import { buildApp, type App } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { createTestDatabase } from '../test-database.js';

let built: App;
let dataDir: string;
let base: string;
let release: () => void = () => undefined;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'darsak-drain-'));
  const database = await createTestDatabase();
  built = await buildApp(
    loadConfig({
      ENVIRONMENT: 'local',
      DATA_DIR: dataDir,
      JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    }),
    {
      database,
      logger: false,
      beforeRoutes: async (scope) => {
        // A request that stays in flight until the test lets it finish.
        scope.get('/test/slow', async () => {
          await new Promise<void>((resolve) => (release = resolve));
          return { finished: true };
        });
      },
    },
  );
  built.app.addHook('onClose', () => database.close());
  await built.app.listen({ port: 0, host: '127.0.0.1' });
  const address = built.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('draining and closing', () => {
  it('fails readiness while live, then answers the request in flight before closing', async () => {
    expect((await fetch(`${base}${api.readiness.path}`)).status).toBe(200);
    built.drain();
    const readiness = await fetch(`${base}${api.readiness.path}`);
    expect(readiness.status).toBe(503);
    expect(((await readiness.json()) as { code: string }).code).toBe('service-unavailable');
    expect((await fetch(`${base}${api.liveness.path}`)).status).toBe(200);

    const inFlight = fetch(`${base}/test/slow`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closing = built.app.close();
    release();
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ finished: true });
    await closing;
    await expect(fetch(`${base}${api.liveness.path}`)).rejects.toThrow();
  });
});
