// Bare Fastify for npm run bench's reads: no logging, no hooks, answering on every path the bytes it
// was given (the same JSON the product answered), from memory.
//   node scripts/bench-bare-fastify.mjs <file with a JSON object of path -> body>
// It listens on a free port of the loopback and tells its parent which ({ port }).
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const [file] = process.argv.slice(2);
const bodies = new Map(Object.entries(JSON.parse(readFileSync(file, 'utf8'))));
const app = Fastify({ logger: false });
app.get('/*', async (request, reply) => {
  const body = bodies.get(request.url) ?? '{}';
  reply.type('application/json; charset=utf-8');
  return body;
});
await app.listen({ port: 0, host: '127.0.0.1' });
process.send?.({ port: app.server.address().port });
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
