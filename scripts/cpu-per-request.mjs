// CPU per request of a running server (docs/capacity.md): for each path, 300 requests to warm up,
// then N at 10 connections (autocannon, loopback only), dividing the server process's CPU time
// (/proc/<pid>/stat, all its threads) by the requests. It does not depend on how busy the rest of
// the machine is, which throughput does.
//   node scripts/cpu-per-request.mjs <pid> <base url> [requests] <path>[@token] ...
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

const [pid, base, ...rest] = process.argv.slice(2);
const count = /^\d+$/.test(rest[0] ?? '') ? Number(rest.shift()) : 3000;
if (!pid || !base || rest.length === 0) {
  console.error(
    'usage: node scripts/cpu-per-request.mjs <pid> <base url> [requests] <path>[@token] ...',
  );
  process.exit(2);
}

/** User and system CPU of the process, in milliseconds (clock ticks of 10 ms). */
const cpuMs = () => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
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
  const before = cpuMs();
  const result = await run(`${base}${path}`, token, count);
  const used = cpuMs() - before;
  rows.push({
    path: token ? `${path} (signed in)` : path,
    requests: result.requests.total,
    'not 2xx': result.non2xx,
    'CPU ms per request': Number((used / result.requests.total).toFixed(3)),
    'requests per core-second': Math.round((result.requests.total / used) * 1000),
  });
}
console.table(rows);
