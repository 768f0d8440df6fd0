// The network lab of the call's network bench (docs/performance.md#the-call-on-poor-networks): the
// student's and the tutor's browsers each in a network namespace of its own, joined to each other
// and to the server (in this namespace) by the user-space router of link.c on TUN devices, on a
// private /24 made up for the run. The student's link is the one impaired: loss, delay and jitter,
// a rate, a cut, a change of address. Everything the lab makes goes when it closes.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import path from 'node:path';
import { untilDone } from '../bench-server.mjs';
import { chromiumPath, commandExists, root } from '../lib.mjs';

const SOURCE = path.join(root, 'scripts/network/link.c');
const BUILT = path.join(root, 'node_modules/.cache/darsak-network');

const ip = (...args) => execFileSync('ip', args, { stdio: ['ignore', 'ignore', 'pipe'] });

/** Why the lab cannot run on this machine, or null when it can. */
export const labUnavailable = () => {
  if (process.platform !== 'linux') return 'network namespaces exist only on Linux';
  if (process.getuid?.() !== 0) return 'making network namespaces and TUN devices needs root';
  if (!commandExists('ip')) return 'the ip command (iproute2) is missing';
  if (!commandExists('gcc')) return 'gcc, which builds the emulated link, is missing';
  if (!existsSync('/dev/net/tun')) return '/dev/net/tun is missing';
  if (!existsSync(chromiumPath)) return `Chromium is missing at ${chromiumPath}`;
  const probe = `darsak-probe-${randomBytes(3).toString('hex')}`;
  try {
    ip('netns', 'add', probe);
    ip('netns', 'del', probe);
  } catch (error) {
    return `ip netns add failed: ${String(error.stderr ?? error.message).trim()}`;
  }
  return null;
};

/** Builds link.c into node_modules/.cache when the source is newer than the program. */
const linkProgram = () => {
  const program = path.join(BUILT, 'link');
  if (!existsSync(program) || statSync(program).mtimeMs < statSync(SOURCE).mtimeMs) {
    mkdirSync(BUILT, { recursive: true });
    execFileSync('gcc', ['-O2', '-o', program, SOURCE], { stdio: 'inherit' });
  }
  return program;
};

/** A link's impairment, one way or both: loss 0..1, delay and jitter in ms, rate in kbit/s. */
export const clean = { loss: 0, delay: 0, jitter: 0, rate: 0, queue: 0 };

/**
 * Opens the lab: answers the server's address (on this namespace's TUN device), the two sides
 * (namespace, address, the Chromium to launch there) and what changes the student's link.
 */
export const openLab = async () => {
  const id = randomBytes(2).toString('hex');
  const net = `10.239.${parseInt(id.slice(0, 2), 16)}`;
  const serverDevice = `dsk${id}`;
  const student = { ns: `darsak-${id}-student`, address: `${net}.2`, port: 1 };
  const tutor = { ns: `darsak-${id}-tutor`, address: `${net}.3`, port: 2 };
  const program = linkProgram();
  const made = [];
  let link = null;
  const close = untilDone(async () => {
    if (link) {
      link.stdin.end();
      await new Promise((resolve) =>
        link.exitCode !== null ? resolve() : link.once('exit', resolve),
      );
    }
    for (const ns of made) {
      rmSync(path.join(BUILT, `chromium-${ns}`), { force: true });
      ip('netns', 'del', ns);
    }
  });
  try {
    for (const side of [student, tutor]) {
      ip('netns', 'add', side.ns);
      made.push(side.ns);
      ip('-n', side.ns, 'link', 'set', 'lo', 'up');
    }
    link = spawn(program, [serverDevice, '-', 'link0', student.ns, 'link0', tutor.ns], {
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    const lines = createInterface({ input: link.stdout });
    const replies = [];
    lines.on('line', (line) => replies.shift()?.(line));
    const reply = () => new Promise((resolve) => replies.push(resolve));
    const ready = await Promise.race([
      reply(),
      new Promise((resolve) => link.once('exit', () => resolve('ended'))),
    ]);
    if (ready !== 'ready') throw new Error('The emulated link did not start');
    const send = (line) => link.stdin.write(`${line}\n`);
    ip('addr', 'add', `${net}.1/24`, 'dev', serverDevice);
    ip('link', 'set', serverDevice, 'up');
    send(`route ${net}.1 0`);
    for (const side of [student, tutor]) {
      ip('-n', side.ns, 'addr', 'add', `${side.address}/24`, 'dev', 'link0');
      ip('-n', side.ns, 'link', 'set', 'link0', 'up');
      send(`route ${side.address} ${side.port}`);
      // Playwright starts this program as the browser: Chromium in the side's namespace.
      side.chromium = path.join(BUILT, `chromium-${side.ns}`);
      writeFileSync(
        side.chromium,
        `#!/bin/sh\nexec ip netns exec ${side.ns} ${chromiumPath} "$@"\n`,
      );
      chmodSync(side.chromium, 0o755);
    }
    return {
      serverAddress: `${net}.1`,
      student,
      tutor,
      /** The student's link, each way: loss, delay, jitter, rate and queue (see `clean`). */
      impair: (profile) => {
        const p = { ...clean, ...profile };
        send(`set ${student.port} both ${p.loss} ${p.delay} ${p.jitter} ${p.rate} ${p.queue}`);
      },
      cut: (on) => send(`cut ${student.port} ${on ? 1 : 0}`),
      /**
       * The student's network changes as on a phone: a new address, the old one gone with its
       * packets and its connections, which the phone's system closes (`ss -K`, as Android does).
       */
      switchStudent: () => {
        const next = student.address === `${net}.2` ? `${net}.12` : `${net}.2`;
        send(`unroute ${student.address}`);
        ip('-n', student.ns, 'addr', 'del', `${student.address}/24`, 'dev', 'link0');
        execFileSync('ip', ['netns', 'exec', student.ns, 'ss', '-K', 'src', student.address], {
          stdio: 'ignore',
        });
        ip('-n', student.ns, 'addr', 'add', `${next}/24`, 'dev', 'link0');
        send(`route ${next} ${student.port}`);
        student.address = next;
      },
      /**
       * Drops what goes from one side (`student`, `tutor` or `server`) to another, of one protocol
       * (`tcp`, `udp` or any) to one port (any when 0); `unblock` lifts every block.
       */
      block: (from, to, protocol = 'any', port = 0) => {
        const ports = { server: 0, student: student.port, tutor: tutor.port };
        const number = { any: 0, tcp: 6, udp: 17 }[protocol];
        send(`block ${ports[from]} ${ports[to]} ${number} ${port}`);
      },
      unblock: () => send('unblock'),
      /**
       * The IP bytes one side (`student` or `tutor`) has sent and received so far, all of them and
       * those of UDP (the media), as its data plan would count them.
       */
      bytes: async (side) => {
        const answer = reply();
        send(`bytes ${{ student: student.port, tutor: tutor.port }[side]}`);
        const [, sent, received, udpSent, udpReceived] = (await answer).split(' ').map(Number);
        return { sent, received, udpSent, udpReceived };
      },
      /** Packets passed and dropped so far. */
      stats: async () => {
        const answer = reply();
        send('stats');
        const [, passed, dropped] = (await answer).split(' ').map(Number);
        return { passed, dropped };
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
};
