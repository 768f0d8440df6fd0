/**
 * Problem reports (docs/product/back-office.md#problem-reports): anyone signed in reports with an
 * attachment; admins read and resolve.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, Role } from '@darsak/shared';
import { startHarness, type Harness } from '../harness.js';
import { expectError, images, multipart, type Part } from '../support.js';

let h: Harness;
let admin: string;
beforeAll(async () => {
  h = await startHarness();
  admin = (await h.account({ role: Role.RegularAdmin, gender: 2 })).token.value;
});
afterAll(() => h.close());

const send = (token: string | undefined, parts: Part[]) => {
  const body = multipart(parts);
  return h.inject({
    method: 'POST',
    url: '/api/v1/report/with/asset',
    payload: body.payload,
    headers: { ...body.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
};
const log = 'User agent: test\nURL: /app/lessons-schedule\n2026-11-23T10:00:00Z [error] boom';
const logParts = (text = 'الصفحة لا تفتح بعد الحجز') => [
  { name: 'kind', data: 'log' },
  { name: 'text', data: text },
  { name: 'page', data: '/app/lessons-schedule' },
  { name: 'asset', data: log, filename: 'darsak-log.txt', contentType: 'text/plain' },
];

describe('problem reports', () => {
  it('takes a report with the log from anyone signed in; admins read, download and resolve it', async () => {
    const student = await h.account({ role: Role.Student });
    const res = await send(student.token.value, logParts());
    expect(res.statusCode).toBe(200);
    const made = res.json();
    expect(made).toMatchObject({
      kind: 'log',
      assetType: 'txt',
      resolved: false,
      reporter: { id: student.user.id },
    });

    const open = await h.call(api.listReports, { query: { state: 'open' }, token: admin });
    expect(open.body.list.map((r) => r.id)).toContain(made.id);
    const asset = await h.inject({
      method: 'GET',
      url: `/api/v1/report/${made.id}/asset`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe(log);
    const other = await h.inject({
      method: 'GET',
      url: `/api/v1/report/${made.id}/asset`,
      headers: { authorization: `Bearer ${student.token.value}` },
    });
    expect(other.json()).toMatchObject({ code: 'forbidden' });

    const resolved = await h.call(api.resolveReport, {
      body: { id: made.id, resolved: true },
      token: admin,
    });
    expect(resolved.body).toMatchObject({
      resolved: true,
      // With her gender, for the words beside her name («حلّته»).
      resolvedBy: { name: expect.any(String), gender: 2 },
    });
    const stillOpen = await h.call(api.listReports, { query: { state: 'open' }, token: admin });
    expect(stillOpen.body.list.map((r) => r.id)).not.toContain(made.id);
    expectError(
      await h.call(api.resolveReport, { body: { id: 999_999, resolved: true }, token: admin }),
      'report-not-found',
    );
    expectError(await h.call(api.listReports, { token: student.token.value }), 'forbidden');
  });

  it('checks the text, the kind and the attachment', async () => {
    const tutor = (await h.account({ role: Role.Tutor })).token.value;
    const code = async (parts: Part[]) => (await send(tutor, parts)).json().code;
    expect(await code(logParts('قصير'))).toBe('report-text-too-short');
    expect(await code(logParts('x'.repeat(2001)))).toBe('report-text-too-long');
    expect(await code([{ name: 'kind', data: 'video' }, ...logParts().slice(1)])).toBe(
      'invalid-value',
    );
    expect(await code(logParts().slice(0, 3))).toBe('required');
    expect(
      await code([
        { name: 'kind', data: 'screenshot' },
        { name: 'text', data: 'الزر لا يعمل في الصفحة' },
        { name: 'asset', data: log, filename: 'x.png', contentType: 'image/png' },
      ]),
    ).toBe('invalid-file-type');
    const shot = await send(tutor, [
      { name: 'kind', data: 'screenshot' },
      { name: 'text', data: 'الزر لا يعمل في الصفحة' },
      { name: 'asset', data: images.png(), filename: 'x.png', contentType: 'image/png' },
    ]);
    expect(shot.json()).toMatchObject({ kind: 'screenshot', assetType: 'png' });
    expect((await send(undefined, logParts())).statusCode).toBe(401);
  });
});
