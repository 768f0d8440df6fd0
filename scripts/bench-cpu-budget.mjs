// Server processes held to a share of a core each, as a container's `cpus:` setting holds a replica
// (issue 15). On this 2-core machine the servers, PostgreSQL, Redis and the load generator share the
// same two cores: one process already takes one of them, so a second one can only take what the
// others leave, and "two processes ÷ one" measures the machine, not the product. Held to the same
// budget each, with cores to spare beside them, two processes show what adding one adds.
//
// Linux control groups do it: a group per server process with a CPU quota (`cpu.max` on cgroup v2,
// `cpu.cfs_quota_us` on v1), every thread of the process moved into it. This needs write access to
// the CPU controller (root in the sandbox, or a delegated group); without it the figures are skipped
// with the reason said.
import { existsSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const PERIOD_US = 100_000;
const V1 = '/sys/fs/cgroup/cpu';
const V2 = '/sys/fs/cgroup';

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

/**
 * Whether budgets can be set here: answers null when they can, or the reason they cannot. It makes
 * and removes an empty group to find out.
 */
export const budgetUnavailable = () => {
  const found = controller();
  if (found.error) return found.error;
  const probe = path.join(found.root, `darsak-bench-probe-${process.pid}`);
  try {
    mkdirSync(probe);
    writeFileSync(path.join(probe, quotaFile(found.kind)), quotaOf(found.kind, 0.5));
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
 * Holds each group of processes to `cores` of CPU time (0.5: half a core), a control group each:
 * `groups` is a list of lists of process ids (a server and what runs with it). Answers a release
 * that moves them back to the root group and removes the groups.
 */
export const holdToBudget = (groups, cores) => {
  const found = controller();
  if (found.error) throw new Error(found.error);
  const made = [];
  const moveAll = (pids, dir) => {
    for (const pid of pids) {
      try {
        // cgroup.procs moves every thread of the process, and the threads it starts later follow.
        writeFileSync(path.join(dir, 'cgroup.procs'), String(pid));
      } catch (error) {
        // A process that has ended since is nothing to hold.
        if (error.code !== 'ESRCH') throw error;
      }
    }
  };
  try {
    groups.forEach((pids, i) => {
      const dir = path.join(found.root, `darsak-bench-${process.pid}-${i}`);
      mkdirSync(dir);
      made.push({ dir, pids });
      writeFileSync(path.join(dir, quotaFile(found.kind)), quotaOf(found.kind, cores));
      moveAll(pids, dir);
    });
  } catch (error) {
    release();
    throw error;
  }
  function release() {
    for (const { dir, pids } of made) {
      moveAll(pids, found.root);
      try {
        rmdirSync(dir);
      } catch (error) {
        process.stderr.write(`Could not remove the control group ${dir}: ${error.message}\n`);
      }
    }
    made.length = 0;
  }
  return release;
};
