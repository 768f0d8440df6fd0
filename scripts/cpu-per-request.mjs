// CPU per request of a running server (docs/capacity.md): for each path, 300 requests to warm up,
// then N at 10 connections (autocannon, loopback only), dividing the server process's CPU time
// (/proc/<pid>/stat, all its threads) by the requests. It does not depend on how busy the rest of
// the machine is, which throughput does. With --postgres, also the CPU time of this machine's
// PostgreSQL processes over the same requests (its server on this machine, busy with nothing else).
//   node scripts/cpu-per-request.mjs [--postgres] <pid> <base url> [requests] <path>[@token] ...
import { readdirSync, readFileSync } from 'node:fs';
import autocannon from 'autocannon';

const args = process.argv.slice(2);
const withPostgres = args[0] === '--postgres';
if (withPostgres) args.shift();
const [pid, base, ...rest] = args;
const count = /^\d+$/.test(rest[0] ?? '') ? Number(rest.shift()) : 3000;
if (!pid || !base || rest.length === 0) {
  console.error(
    'usage: node scripts/cpu-per-request.mjs [--postgres] <pid> <base url> [requests] <path>[@token] ...',
  );
  process.exit(2);
}

/** User and system CPU of a process, in milliseconds (clock ticks of 10 ms); 0 once it is gone. */
const cpuMsOf = (id) => {
  try {
    const fields = readFileSync(`/proc/${id}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
};

/** The CPU of every PostgreSQL process now running (its backends, the postmaster, its helpers). */
const postgresCpuMs = () =>
  readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        return readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres';
      } catch {
        return false;
      }
    })
    .reduce((sum, entry) => sum + cpuMsOf(entry), 0);

const run = (url, token, amount) =>
  new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections: 10,
        amount,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });

const rows = [];
for (const spec of rest) {
  const [path, token] = spec.split('@');
  await run(`${base}${path}`, token, 300);
  const before = { server: cpuMsOf(pid), postgres: withPostgres ? postgresCpuMs() : 0 };
  const result = await run(`${base}${path}`, token, count);
  const used = cpuMsOf(pid) - before.server;
  const requests = result.requests.total;
  rows.push({
    path: token ? `${path} (signed in)` : path,
    requests,
    'not 2xx': result.non2xx,
    'CPU ms per request': Number((used / requests).toFixed(3)),
    'requests per core-second': Math.round((requests / used) * 1000),
    ...(withPostgres
      ? {
          'PostgreSQL CPU ms per request': Number(
            ((postgresCpuMs() - before.postgres) / requests).toFixed(3),
          ),
        }
      : {}),
  });
}
console.table(rows);
