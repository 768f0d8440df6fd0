// A few reads of npm run bench beside bare Fastify answering the same bytes from memory (scripts/
// bench-bare-fastify.mjs): the two in turn, three rounds of 2 s at 50 connections, medians. A
// printed figure of what the product's own work costs over the framework's, not a target.
import { fork } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { measure, median } from './bench-server.mjs';
import { root, say } from './lib.mjs';

const ROUNDS = 3;

/** Bare Fastify answering each path with the bytes the product answered. */
const startBare = async (base, paths, file) => {
  const bodies = {};
  for (const p of paths) {
    const res = await fetch(`${base}${p}`);
    if (!res.ok) throw new Error(`${p} answered ${res.status}`);
    bodies[p] = await res.text();
  }
  writeFileSync(file, JSON.stringify(bodies));
  const child = fork(path.join(root, 'scripts/bench-bare-fastify.mjs'), [file], {
    stdio: 'inherit',
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const { port } = await new Promise((resolve) => child.once('message', resolve));
  return {
    base: `http://127.0.0.1:${port}`,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
};

export const readsBesideBare = async ({ base, people, dataDir }) => {
  const reads = [
    ['health', '/api/v1/health'],
    ['tutors list', '/api/v1/user/tutor/list/onboarded?page=1&size=10'],
    ["a tutor's page", `/api/v1/user/tutor/info/${people.busyTutor.id}`],
  ];
  const bare = await startBare(
    base,
    reads.map(([, p]) => p),
    path.join(dataDir, 'bare-bodies.json'),
  );
  const rows = [];
  try {
    for (const [title, p] of reads) {
      // Both warmed first: a fresh process compiles its hot code during its first second.
      await measure({ url: `${bare.base}${p}`, duration: 1 });
      await measure({ url: `${base}${p}`, duration: 1 });
      const rounds = [];
      for (let round = 0; round < ROUNDS; round += 1)
        rounds.push({
          bare: await measure({ url: `${bare.base}${p}` }),
          product: await measure({ url: `${base}${p}` }),
        });
      rows.push({
        read: title,
        'req/s': Math.round(median(rounds.map((r) => r.product.rps))),
        'bare req/s': Math.round(median(rounds.map((r) => r.bare.rps))),
        'of bare': `${Math.round(median(rounds.map((r) => r.product.rps / r.bare.rps)) * 100)} %`,
        'p99 ms': median(rounds.map((r) => r.product.p99)),
        'bare p99 ms': median(rounds.map((r) => r.bare.p99)),
        errors: rounds.reduce((n, r) => n + r.product.errors, 0),
      });
    }
  } finally {
    await bare.stop();
  }
  say(
    'Reads beside bare Fastify answering the same bytes (50 connections, 3 rounds of 2 s in turn)',
  );
  console.table(rows);
};
