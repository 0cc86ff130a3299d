import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import { describe, expect, it } from 'vitest';
import { LICENCE_TOKEN_TYPE } from './claims';
import { deviceThumbprint, verifyLicence } from './verify';

// The package's own check, with no server: each verdict a kiosk can reach.

const keyPair = async () => {
  const { publicKey, privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
  return { publicKey, privateKey, publicJwk: await exportJWK(publicKey) };
};

const NOW = new Date('2026-06-01T12:00:00Z');
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

async function setup() {
  const platform = await keyPair();
  const device = await keyPair();
  const sign = async (overrides: Record<string, unknown> = {}, key = platform.privateKey) =>
    new SignJWT({
      iss: 'dh-platform',
      lic: 'licence-1',
      dev: 'device-1',
      sid: 'session-1',
      pkg: '3',
      cnf: { jkt: await deviceThumbprint(device.publicJwk) },
      iat: seconds(NOW) - 60,
      exp: seconds(NOW) + 86_400,
      ...overrides,
    })
      .setProtectedHeader({ alg: 'EdDSA', typ: LICENCE_TOKEN_TYPE })
      .sign(key);
  return { platform, device, sign };
}

const check = (token: string, platform: JWK, device: JWK, now = NOW, session = 'session-1') =>
  verifyLicence(token, platform, device, now, session);

describe('offline licence verification', () => {
  it('accepts the platform’s token on its own device and session before expiry', async () => {
    const { platform, device, sign } = await setup();
    const result = await check(await sign(), platform.publicJwk, device.publicJwk);
    expect(result.verdict).toBe('ok');
    expect(result.claims).toMatchObject({ lic: 'licence-1', sid: 'session-1', pkg: '3' });
  });

  it('says expired once the licence’s expiry has passed, and not a second before', async () => {
    const { platform, device, sign } = await setup();
    const token = await sign({ exp: seconds(NOW) + 10 });
    expect(
      (await check(token, platform.publicJwk, device.publicJwk, new Date(NOW.getTime() + 9_000))).verdict,
    ).toBe('ok');
    expect(
      (await check(token, platform.publicJwk, device.publicJwk, new Date(NOW.getTime() + 10_000))).verdict,
    ).toBe('expired');
  });

  it('says wrongDevice for a token copied to another device', async () => {
    const { platform, sign } = await setup();
    const other = await keyPair();
    expect((await check(await sign(), platform.publicJwk, other.publicJwk)).verdict).toBe('wrongDevice');
  });

  it('says wrongSession for another session’s package', async () => {
    const { platform, device, sign } = await setup();
    const result = await check(await sign(), platform.publicJwk, device.publicJwk, NOW, 'session-2');
    expect(result.verdict).toBe('wrongSession');
  });

  it('says tampered for a changed payload, a foreign signer, an unsigned token or garbage', async () => {
    const { platform, device, sign } = await setup();
    const token = await sign();
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const longer = Buffer.from(JSON.stringify({ ...claims, exp: seconds(NOW) + 10 * 86_400 })).toString(
      'base64url',
    );
    expect(
      (await check(`${header}.${longer}.${signature}`, platform.publicJwk, device.publicJwk)).verdict,
    ).toBe('tampered');
    const forger = await keyPair();
    expect(
      (await check(await sign({}, forger.privateKey), platform.publicJwk, device.publicJwk)).verdict,
    ).toBe('tampered');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: LICENCE_TOKEN_TYPE })).toString('base64url')}.${payload}.`;
    expect((await check(none, platform.publicJwk, device.publicJwk)).verdict).toBe('tampered');
    expect((await check('not a token', platform.publicJwk, device.publicJwk)).verdict).toBe('tampered');
    // Signed by the platform but not a licence (claims missing): tampered, never ok.
    expect((await check(await sign({ cnf: undefined }), platform.publicJwk, device.publicJwk)).verdict).toBe(
      'tampered',
    );
  });
});
