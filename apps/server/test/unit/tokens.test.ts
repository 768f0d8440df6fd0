import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_LIFETIME_SECONDS } from '@darsak/shared';
import { createTokens } from '../../src/http/tokens.js';

const secret = 'a-test-secret-of-enough-length-for-hs256';

describe('bearer tokens', () => {
  afterEach(() => vi.useRealTimers());

  it('answers the claims of a signed token, the second time from memory', async () => {
    const tokens = createTokens(secret);
    const { value } = await tokens.sign(42, 3, 1_700_000_000);
    const claims = { userId: 42, version: 3, sessionStart: 1_700_000_000 };
    expect(await tokens.verify(value)).toEqual(claims);
    expect(await tokens.verify(value)).toEqual(claims);
  });

  it('refuses a token signed with another secret or changed on the way', async () => {
    const { value } = await createTokens('another-secret-of-enough-length-too').sign(42, 0);
    const tokens = createTokens(secret);
    expect(await tokens.verify(value)).toBeNull();
    const own = (await tokens.sign(42, 0)).value;
    const [header, payload, signature] = own.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), id: 1 }),
    ).toString('base64url');
    expect(await tokens.verify(`${header}.${forged}.${signature}`)).toBeNull();
  });

  it('refuses another algorithm, a signature written another way and a malformed token', async () => {
    const tokens = createTokens(secret);
    const own = (await tokens.sign(42, 0)).value;
    const [header, payload, signature] = own.split('.') as [string, string, string];
    const unsigned = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expect(await tokens.verify(`${unsigned}.${payload}.`)).toBeNull();
    expect(await tokens.verify(`${unsigned}.${payload}.${signature}`)).toBeNull();
    // The same bytes in standard base64 with padding: a different token, refused.
    const padded = Buffer.from(signature, 'base64url').toString('base64');
    expect(await tokens.verify(`${header}.${payload}.${padded}`)).toBeNull();
    expect(await tokens.verify(`${header}.${payload}`)).toBeNull();
    expect(await tokens.verify('not-a-token')).toBeNull();
    expect(await tokens.verify(own)).not.toBeNull();
  });

  it('refuses a token once it has expired, even one it found valid before', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-01T10:00:00Z'));
    const tokens = createTokens(secret);
    const { value } = await tokens.sign(7, 0);
    expect(await tokens.verify(value)).not.toBeNull();
    vi.setSystemTime(new Date(Date.now() + TOKEN_LIFETIME_SECONDS * 1000 + 1000));
    expect(await tokens.verify(value)).toBeNull();
    expect(await tokens.verify(value)).toBeNull();
  });
});
