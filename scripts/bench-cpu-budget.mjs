// Server processes held to a share of a core each, as a container's `cpus:` setting holds a replica
// (issue 15, decision 052). On this 2-core machine the servers, PostgreSQL, Redis and the load
// generator share the same two cores: one process already takes one of them, so a second one can
// only take what the others leave, and "two processes ÷ one" measures the machine, not the product.
// Held to the same budget each, with cores to spare beside them, two processes show what adding one
// adds.
//
// Linux control groups do it: a group per server process with a CPU quota (`cpu.max` on cgroup v2,
// `cpu.cfs_quota_us` on v1), every thread of the process moved into it and back to its own group
// afterwards. This needs write access to the CPU controller (root in the sandbox, or a delegated
// group); without it the figures are skipped with the reason said.
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmdirSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

const PERIOD_US = 100_000;
const V1 = '/sys/fs/cgroup/cpu';
const V2 = '/sys/fs/cgroup';
const PREFIX = 'darsak-bench-';

/** Which kind of CPU controller this machine has, or why none can be used. */
const controller = () => {
  if (existsSync(path.join(V1, 'cpu.cfs_quota_us'))) return { kind: 'v1', root: V1 };
  const controllers = path.join(V2, 'cgroup.controllers');
  if (existsSync(controllers) && readFileSync(controllers, 'utf8').split(/\s+/).includes('cpu'))
    return { kind: 'v2', root: V2 };
  return { error: 'this machine has no CPU controller of Linux control groups' };
};

const quotaFile = (kind) => (kind === 'v1' ? 'cpu.cfs_quota_us' : 'cpu.max');
const quotaOf = (kind, cores) =>
  kind === 'v1'
    ? String(Math.round(cores * PERIOD_US))
    : `${Math.round(cores * PERIOD_US)} ${PERIOD_US}`;

/** The folder of the group a process is in now, for this controller (to put it back there). */
const groupOf = ({ kind, root }, pid) => {
  const lines = readFileSync(`/proc/${pid}/cgroup`, 'utf8').trim().split('\n');
  const line =
    kind === 'v1'
      ? lines.find((l) => l.split(':')[1]?.split(',').includes('cpu'))
      : lines.find((l) => l.startsWith('0::'));
  const relative = line ? line.slice(line.indexOf(':', line.indexOf(':') + 1) + 1) : '/';
  return path.join(root, relative);
};

/** Moves a process (all its threads) into a group; false when it has ended. */
const move = (dir, pid) => {
  try {
    writeFileSync(path.join(dir, 'cgroup.procs'), String(pid));
    return true;
  } catch (error) {
    if (error.code === 'ESRCH') return false;
    throw error;
  }
};

const pidAlive = (pid) => existsSync(`/proc/${pid}`);

/**
 * Removes groups an earlier bench left behind (stopped by Ctrl-C, say): those named after a bench
 * process that has ended, their processes moved back to the root group first.
 */
const removeLeftovers = (found) => {
  for (const name of readdirSync(found.root)) {
    const owner = Number(name.slice(PREFIX.length).split('-')[0]);
    if (!name.startsWith(PREFIX) || !owner || pidAlive(owner)) continue;
    const dir = path.join(found.root, name);
    try {
      for (const pid of readFileSync(path.join(dir, 'cgroup.procs'), 'utf8').split(/\s+/))
        if (pid) move(found.root, Number(pid));
      rmdirSync(dir);
    } catch {
      // Left as it is: removing a leftover is a courtesy, not the bench's work.
    }
  }
};

/**
 * Whether budgets can be set here: answers null when they can, or the reason they cannot. It makes
 * and removes an empty group, and this process's own leftovers of earlier runs, to find out.
 */
export const budgetUnavailable = () => {
  const found = controller();
  if (found.error) return found.error;
  removeLeftovers(found);
  const probe = path.join(found.root, `${PREFIX}${process.pid}-probe`);
  try {
    mkdirSync(probe);
    writeFileSync(path.join(probe, quotaFile(found.kind)), quotaOf(found.kind, 0.5));
    // Moving a process is the other half of the work: try it with this one, and put it back.
    const home = groupOf(found, process.pid);
    move(probe, process.pid);
    move(home, process.pid);
    return null;
  } catch (error) {
    return `control groups cannot be written here (${error.code ?? error.message})`;
  } finally {
    try {
      rmdirSync(probe);
    } catch {
      // never made
    }
  }
};

/**
 * Holds each group of processes to `cores` of CPU time (0.4: four tenths of a core), a control
 * group each: `groups` is a list of lists of process ids (a server and what runs with it). Answers
 * a release that puts each process back in the group it came from and removes the groups; the
 * release never throws, and says on stderr what it could not undo.
 */
export const holdToBudget = (groups, cores) => {
  const found = controller();
  if (found.error) throw new Error(found.error);
  const made = [];
  const release = () => {
    for (const { dir, homes } of made.splice(0)) {
      for (const [pid, home] of homes) {
        try {
          move(home, pid);
        } catch (error) {
          process.stderr.write(`Could not move process ${pid} back to ${home}: ${error.message}\n`);
        }
      }
      // A process started into the group since (a cluster's replacement server) goes to the root.
      try {
        for (const pid of readFileSync(path.join(dir, 'cgroup.procs'), 'utf8').split(/\s+/))
          if (pid) move(found.root, Number(pid));
        rmdirSync(dir);
      } catch (error) {
        process.stderr.write(`Could not remove the control group ${dir}: ${error.message}\n`);
      }
    }
  };
  try {
    groups.forEach((pids, i) => {
      const dir = path.join(found.root, `${PREFIX}${process.pid}-${i}`);
      mkdirSync(dir);
      const homes = new Map(pids.map((pid) => [pid, groupOf(found, pid)]));
      made.push({ dir, homes });
      writeFileSync(path.join(dir, quotaFile(found.kind)), quotaOf(found.kind, cores));
      for (const pid of pids) move(dir, pid);
    });
  } catch (error) {
    release();
    throw error;
  }
  return release;
};
