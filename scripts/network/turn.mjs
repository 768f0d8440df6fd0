// coturn for the lab (scripts/network/lab.mjs): Debian's turnserver on the lab's server address,
// configured as compose.yaml runs it in production (time-limited credentials signed with a shared
// secret, coturn's REST API scheme), listening for TURN over UDP and TCP on 3478 and over TLS on
// 443 with a certificate made for the run. The lab's addresses are private, which production refuses
// as peers; here they are the peers.
import { execFileSync, spawn } from 'node:child_process';
import { X509Certificate, createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { untilDone, wait } from '../bench-server.mjs';
import { commandExists } from '../lib.mjs';

export const TURNSERVER = '/usr/bin/turnserver';

/** The base64 SHA-256 of a certificate's public key, as Chromium pins keys. */
const spki = (file) =>
  createHash('sha256')
    .update(
      new X509Certificate(readFileSync(file)).publicKey.export({ type: 'spki', format: 'der' }),
    )
    .digest('base64');

/** Why coturn cannot run here, or null. */
export const turnUnavailable = () =>
  commandExists(TURNSERVER)
    ? commandExists('openssl')
      ? null
      : 'openssl, which makes the TLS certificate, is missing'
    : `coturn is missing at ${TURNSERVER} (Debian package coturn)`;

/**
 * Starts coturn on `address`; answers the app's TURN_URLS and TURN_SECRET, the Chromium flag that
 * trusts the run's certificate (by its key, nothing else) and `stop`.
 */
export const startTurn = async (address) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'darsak-turn-'));
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  execFileSync('openssl', [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '1',
    '-subj',
    `/CN=${address}`,
    '-addext',
    `subjectAltName=IP:${address}`,
    '-keyout',
    key,
    '-out',
    cert,
  ]);
  const secret = randomBytes(24).toString('hex');
  const child = spawn(
    TURNSERVER,
    [
      '-n',
      '--use-auth-secret',
      `--static-auth-secret=${secret}`,
      '--realm=darsak',
      `--listening-ip=${address}`,
      `--relay-ip=${address}`,
      '--listening-port=3478',
      '--tls-listening-port=443',
      `--cert=${cert}`,
      `--pkey=${key}`,
      '--min-port=49160',
      '--max-port=49300',
      '--fingerprint',
      '--no-cli',
      '--no-multicast-peers',
      '--no-dtls',
      `--pidfile=${path.join(dir, 'turnserver.pid')}`,
      `--userdb=${path.join(dir, 'turndb')}`,
      '--no-stdout-log',
      `--log-file=${path.join(dir, 'turn.log')}`,
      '--simple-log',
    ],
    { stdio: 'ignore' },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = untilDone(async () => {
    child.kill('SIGTERM');
    await Promise.race([exited, wait(5_000)]);
    rmSync(dir, { recursive: true, force: true });
  });
  // coturn answers on its ports within a second; a start that fails ends the process.
  await wait(1_000);
  if (child.exitCode !== null) {
    await stop();
    throw new Error(`coturn ended on start (exit code ${child.exitCode})`);
  }
  return {
    urls: [
      `turn:${address}:3478?transport=udp`,
      `turn:${address}:3478?transport=tcp`,
      `turns:${address}:443?transport=tcp`,
    ].join(','),
    secret,
    chromiumArgs: [`--ignore-certificate-errors-spki-list=${spki(cert)}`],
    log: path.join(dir, 'turn.log'),
    stop,
  };
};
