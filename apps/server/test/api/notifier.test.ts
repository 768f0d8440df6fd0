import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api } from '@darsak/shared';
import { outboxMessages } from '../../src/db/schema.js';
import { DeliveryError } from '../../src/infra/notifier/index.js';
import { createSmtpTransport } from '../../src/infra/notifier/smtp.js';
import { createWhatsAppTransport } from '../../src/infra/notifier/whatsapp.js';
import { startHarness } from '../harness.js';
import { expectError } from '../support.js';

type Mail = { from: string; to: string[]; data: string };
type Auth = { username: string; password: string };

/** A real SMTP server on a free port: plain connection, authentication optional. */
let smtp: SMTPServer;
let smtpPort: number;
const mails: Mail[] = [];
const logins: Auth[] = [];

/** A stand-in for the WhatsApp Cloud API that records each request. */
type GraphBody = {
  to?: string;
  type?: string;
  text?: { body: string };
  template?: { language: { code: string } };
};
type GraphRequest = {
  method: string;
  url: string;
  authorization: string;
  type: string;
  body: GraphBody;
};
let graph: Server;
let graphUrl: string;
const graphRequests: GraphRequest[] = [];

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      logins.push({ username: auth.username ?? '', password: auth.password ?? '' });
      callback(null, { user: auth.username });
    },
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('refused')) {
        const error = Object.assign(new Error('No such mailbox'), { responseCode: 550 });
        return callback(error);
      }
      return callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  smtpPort = (smtp.server.address() as AddressInfo).port;

  graph = createServer((request, response) => {
    void readBody(request).then((raw) => {
      const body = JSON.parse(raw || '{}') as GraphBody;
      graphRequests.push({
        method: request.method ?? '',
        url: request.url ?? '',
        authorization: request.headers.authorization ?? '',
        type: request.headers['content-type'] ?? '',
        body,
      });
      const reply = (status: number, payload: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(payload));
      };
      // Numbers the fake API treats specially, as the real one would.
      if (body.to === '201000000026') {
        return reply(400, {
          error: { message: 'Message undeliverable', type: 'OAuthException', code: 131026 },
        });
      }
      if (body.to === '201000000500') {
        return reply(500, { error: { message: 'Service temporarily unavailable', code: 2 } });
      }
      if (body.to === '201000000999') {
        response.writeHead(502, { 'content-type': 'text/html' });
        return response.end('<html>Bad gateway</html>');
      }
      return reply(200, {
        messaging_product: 'whatsapp',
        contacts: [{ input: body.to, wa_id: body.to }],
        messages: [{ id: 'wamid.test' }],
      });
    });
  });
  await new Promise<void>((resolve) => graph.listen(0, '127.0.0.1', resolve));
  graphUrl = `http://127.0.0.1:${(graph.address() as AddressInfo).port}/v21.0`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await new Promise((resolve) => graph.close(resolve));
});

beforeEach(() => {
  mails.length = 0;
  logins.length = 0;
  graphRequests.length = 0;
});

const smtpConfig = (overrides: Partial<Parameters<typeof createSmtpTransport>[0]> = {}) => ({
  host: '127.0.0.1',
  port: smtpPort,
  secure: false,
  from: 'Darsak <no-reply@darsak.test>',
  ...overrides,
});

/** The decoded text of a simple (single-part) message. */
const decodedBody = (data: string): string => {
  const [head = '', ...rest] = data.split('\r\n\r\n');
  const body = rest.join('\r\n\r\n');
  if (/content-transfer-encoding:\s*base64/i.test(head)) {
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  }
  if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
};

describe('SMTP transport', () => {
  it('sends the email from the configured sender', async () => {
    const transport = createSmtpTransport(smtpConfig());
    try {
      await transport.send({
        to: 'student@example.com',
        subject: 'Your Darsak code',
        text: 'أهلاً سارة، رمزك هو 12345',
      });
    } finally {
      transport.close();
    }
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.from).toBe('no-reply@darsak.test');
    expect(mail!.to).toEqual(['student@example.com']);
    expect(mail!.data).toMatch(/^From: Darsak <no-reply@darsak\.test>$/m);
    expect(mail!.data).toMatch(/^To: student@example\.com$/m);
    expect(mail!.data).toMatch(/^Subject: Your Darsak code$/m);
    expect(decodedBody(mail!.data).trim()).toBe('أهلاً سارة، رمزك هو 12345');
    expect(logins).toEqual([]);
  });

  it('signs in with the configured user and password', async () => {
    const transport = createSmtpTransport(smtpConfig({ user: 'mailer', password: 'p4ss' }));
    try {
      await transport.send({ to: 'a@example.com', subject: 'Hi', text: 'Hello' });
    } finally {
      transport.close();
    }
    expect(logins).toEqual([{ username: 'mailer', password: 'p4ss' }]);
    expect(mails).toHaveLength(1);
  });

  it('raises a recipient DeliveryError when the server refuses the address', async () => {
    const transport = createSmtpTransport(smtpConfig());
    try {
      const error = await transport
        .send({ to: 'refused@example.com', subject: 'Hi', text: 'Hello' })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DeliveryError);
      expect((error as DeliveryError).reason).toBe('recipient');
    } finally {
      transport.close();
    }
    expect(mails).toEqual([]);
  });

  it('raises a transport DeliveryError when the server cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const transport = createSmtpTransport(smtpConfig({ port }));
    try {
      const error = await transport
        .send({ to: 'a@example.com', subject: 'Hi', text: 'Hello' })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DeliveryError);
      expect((error as DeliveryError).reason).toBe('transport');
    } finally {
      transport.close();
    }
  });
});

describe('WhatsApp transport', () => {
  const config = (codeTemplate?: string) => ({
    token: 'graph-token-abc',
    phoneNumberId: '109876543210',
    apiUrl: graphUrl,
    codeTemplate,
    templateLanguage: 'ar_EG',
  });

  it('posts a text message to /{phoneNumberId}/messages with the bearer token', async () => {
    await createWhatsAppTransport(config()).send({
      to: '+201012345678',
      text: 'رمزك 12345',
      code: '12345',
      language: 'ar',
    });
    expect(graphRequests).toEqual([
      {
        method: 'POST',
        url: '/v21.0/109876543210/messages',
        authorization: 'Bearer graph-token-abc',
        type: 'application/json',
        body: {
          messaging_product: 'whatsapp',
          to: '201012345678',
          type: 'text',
          text: { body: 'رمزك 12345' },
        },
      },
    ]);
  });

  it('uses the approved authentication template for codes when one is configured', async () => {
    const transport = createWhatsAppTransport(config('darsak_code'));
    await transport.send({ to: '+201012345678', text: 'ignored', code: '54321', language: 'ar' });
    await transport.send({ to: '+201012345678', text: 'ignored', code: '54321', language: 'en' });
    const parameters = [{ type: 'text', text: '54321' }];
    expect(graphRequests[0]!.url).toBe('/v21.0/109876543210/messages');
    expect(graphRequests[0]!.body).toEqual({
      messaging_product: 'whatsapp',
      to: '201012345678',
      type: 'template',
      template: {
        name: 'darsak_code',
        language: { code: 'ar_EG' },
        components: [
          { type: 'body', parameters },
          { type: 'button', sub_type: 'url', index: '0', parameters },
        ],
      },
    });
    expect(graphRequests[1]!.body.template?.language).toEqual({ code: 'en' });
    // A message without a code is plain text even when a template exists.
    await transport.send({ to: '+201012345678', text: 'تذكير بالدرس', language: 'ar' });
    expect(graphRequests[2]!.body).toMatchObject({ type: 'text', text: { body: 'تذكير بالدرس' } });
  });

  it.each([
    ['a number that cannot receive WhatsApp (131026)', '+201000000026', 'recipient'],
    ['a server error', '+201000000500', 'transport'],
    ['an answer that is not JSON', '+201000000999', 'transport'],
  ] as const)('raises a DeliveryError for %s', async (_label, to, reason) => {
    const error = await createWhatsAppTransport(config())
      .send({ to, text: 'x', language: 'ar' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DeliveryError);
    expect((error as DeliveryError).reason).toBe(reason);
  });

  it('raises a transport DeliveryError when the API cannot be reached', async () => {
    const error = await createWhatsAppTransport({ ...config(), apiUrl: 'http://127.0.0.1:1/v21.0' })
      .send({ to: '+201012345678', text: 'x', language: 'ar' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DeliveryError);
    expect((error as DeliveryError).reason).toBe('transport');
  });
});

describe('the notifier in the server', () => {
  const transports = () => ({
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtpPort),
    WHATSAPP_TOKEN: 'graph-token-abc',
    WHATSAPP_PHONE_NUMBER_ID: '109876543210',
    WHATSAPP_API_URL: graphUrl,
  });

  it('in staging, delivers codes through SMTP and WhatsApp and keeps no outbox', async () => {
    const h = await startHarness({ ENVIRONMENT: 'staging', ...transports() });
    try {
      const me = await h.account({ phone: '+201012345678' });
      expect((await h.call(api.sendPasswordCode, { body: { email: me.user.email } })).status).toBe(
        200,
      );
      expect(mails.map((m) => m.to)).toEqual([[me.user.email]]);
      const code = decodedBody(mails[0]!.data).match(/\b\d{5}\b/)?.[0];
      const reset = await h.call(api.resetPassword, {
        body: { email: me.user.email, code: code!, password: 'fromsmtp1' },
      });
      expect(reset.status).toBe(200);
      // The reset ended the earlier sessions; the one it began goes on.
      const token = reset.body.token.value;

      expect((await h.call(api.sendPhoneCode, { body: {}, token: token })).status).toBe(200);
      expect(graphRequests).toHaveLength(1);
      const text = graphRequests[0]!.body.text?.body ?? '';
      const phoneCode = text.match(/\b\d{5}\b/)![0];
      const verified = await h.call(api.verifyPhone, {
        body: { code: phoneCode },
        token: token,
      });
      expect(verified.body.verifiedPhone).toBe(true);
      expect(await h.ctx.db.select().from(outboxMessages)).toEqual([]);
    } finally {
      await h.close();
    }
  });

  it('answers unresolved-phone when WhatsApp refuses the number, service-unavailable when it fails', async () => {
    const h = await startHarness({ ENVIRONMENT: 'staging', ...transports() });
    try {
      const refused = await h.account({ phone: '+201000000026' });
      expectError(
        await h.call(api.sendPhoneCode, { body: {}, token: refused.token.value }),
        'unresolved-phone',
      );
      // The undelivered code does not hold the user back: another number may be tried at once.
      const fixed = await h.call(api.sendPhoneCode, {
        body: { phone: '01012345678' },
        token: refused.token.value,
      });
      expect(fixed.status).toBe(200);
      expect(graphRequests.map((r) => r.body.to)).toEqual(['201000000026', '201012345678']);
      const failing = await h.account({ phone: '+201000000500' });
      expectError(
        await h.call(api.sendPhoneCode, { body: {}, token: failing.token.value }),
        'service-unavailable',
      );
      expectError(
        await h.call(api.sendPhoneCode, { body: {}, token: failing.token.value }),
        'service-unavailable',
      );
    } finally {
      await h.close();
    }
  });

  it('answers service-unavailable outside local when no transport is configured', async () => {
    const h = await startHarness({ ENVIRONMENT: 'staging' });
    try {
      const me = await h.account({ verifiedEmail: false, phone: '+201012345678' });
      expectError(
        await h.call(api.sendEmailCode, { token: me.token.value }),
        'service-unavailable',
      );
      expectError(
        await h.call(api.sendPhoneCode, { body: {}, token: me.token.value }),
        'service-unavailable',
      );
    } finally {
      await h.close();
    }
  });

  it('in local, keeps the message in the outbox and sends it too when SMTP is configured', async () => {
    const h = await startHarness({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtpPort) });
    try {
      const me = await h.account({ verifiedEmail: false });
      expect((await h.call(api.sendEmailCode, { token: me.token.value })).status).toBe(200);
      expect(mails.map((m) => m.to)).toEqual([[me.user.email]]);
      const [kept] = (await h.call(api.outbox, { query: { to: me.user.email } })).body;
      expect(decodedBody(mails[0]!.data)).toContain(kept!.text.match(/\b\d{5}\b/)![0]);
    } finally {
      await h.close();
    }
  });
});
