// CPU per request of a running server (docs/capacity.md): for each path, 300 requests to warm up,
// then N at 10 connections (autocannon, loopback only), dividing the server process's CPU time
// (/proc/<pid>/stat, all its threads) by the requests. It does not depend on how busy the rest of
// the machine is, which throughput does. With --postgres=<database>, also the CPU time the
// PostgreSQL backends serving that database on this machine used over the same requests, each
// backend's own difference (one that ends before the second reading is missed; a server's pooled
// backends outlive the run).
//   node scripts/cpu-per-request.mjs [--postgres=<database>] <pid> <base url> [requests] <path>[@token] ...
import { readdirSync, readFileSync } from 'node:fs';
import autocannon from 'autocannon';

const args = process.argv.slice(2);
const database = args[0]?.startsWith('--postgres=')
  ? args.shift().slice('--postgres='.length)
  : null;
const [pid, base, ...rest] = args;
const count = /^\d+$/.test(rest[0] ?? '') ? Number(rest.shift()) : 3000;
if (!pid || !base || rest.length === 0) {
  console.error(
    'usage: node scripts/cpu-per-request.mjs [--postgres=<database>] <pid> <base url> [requests] <path>[@token] ...',
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

/** The CPU used so far by each backend now serving the database, by process id. */
const backends = () => {
  const used = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const title = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ');
      // A backend's title: "postgres: <cluster>: <user> <database> <client> <state>".
      if (title.startsWith('postgres:') && title.split(' ').includes(database))
        used.set(entry, cpuMsOf(entry));
    } catch {
      // ended meanwhile
    }
  }
  return used;
};

/** What the database's backends used between two readings: each one's own difference. */
const usedSince = (before) => {
  let total = 0;
  for (const [id, now] of backends()) total += now - (before.get(id) ?? 0);
  return total;
};

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
  const before = { server: cpuMsOf(pid), postgres: database ? backends() : null };
  const result = await run(`${base}${path}`, token, count);
  const used = cpuMsOf(pid) - before.server;
  const requests = result.requests.total;
  rows.push({
    path: token ? `${path} (signed in)` : path,
    requests,
    'not 2xx': result.non2xx,
    'CPU ms per request': Number((used / requests).toFixed(3)),
    'requests per core-second': Math.round((requests / used) * 1000),
    ...(before.postgres
      ? {
          'PostgreSQL CPU ms per request': Number(
            (usedSince(before.postgres) / requests).toFixed(3),
          ),
        }
      : {}),
  });
}
console.table(rows);
