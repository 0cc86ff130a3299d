import { compactVerify, exportJWK, generateKeyPair, SignJWT } from 'jose';
import { describe, expect, it, vi } from 'vitest';
import { LICENCE_TOKEN_TYPE } from '@/features/offline/licence/claims';
import { deviceThumbprint } from '@/features/offline/licence/verify';
import { activate, checkStatus, licenceState, transcriptSender } from './device';
import { testSession } from './fixture';
import type { KeyValue } from './idb';

const memoryKv = (): KeyValue => {
  const map = new Map<string, unknown>();
  return {
    get: async <T>(key: string) => map.get(key) as T | undefined,
    set: async (key, value) => void map.set(key, value),
    remove: async (key) => void map.delete(key),
  };
};

async function platform() {
  const { publicKey, privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
  const publicJwk = (await exportJWK(publicKey)) as { kty: 'OKP'; crv: 'Ed25519'; x: string };
  const session = testSession({ platform: { origin: 'https://dh.example.com', publicJwk } });
  const token = async (deviceJwk: object, exp = Math.floor(Date.now() / 1000) + 3600, sid = 's1') =>
    new SignJWT({
      iss: 'dh-platform',
      lic: 'l1',
      dev: 'd1',
      sid,
      pkg: '3',
      cnf: { jkt: await deviceThumbprint(deviceJwk) },
      iat: Math.floor(Date.now() / 1000),
      exp,
    })
      .setProtectedHeader({ alg: 'EdDSA', typ: LICENCE_TOKEN_TYPE })
      .sign(privateKey);
  return { session, token };
}

const answer = (data: unknown, code = 0) =>
  Promise.resolve(new Response(JSON.stringify({ code, message: code ? 'Invalid code' : 'ok', data })));

describe('the licence on the device', () => {
  it('asks for activation first, then runs on the token the platform signed for its key', async () => {
    const { session, token } = await platform();
    const kv = memoryKv();
    const first = await licenceState(session, kv);
    expect(first.kind).toBe('needsActivation');
    if (first.kind !== 'needsActivation') return;
    const fetcher = vi.fn(async (_url: URL | RequestInfo, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body));
      expect(body).toMatchObject({ code: 'ABCD-EFGH-JKMN', devicePublicKey: { kty: 'OKP', crv: 'Ed25519' } });
      return answer({ token: await token(body.devicePublicKey) });
    });
    await activate(session, kv, first.keys, 'ABCD-EFGH-JKMN', 'Lobby', fetcher as typeof fetch);
    expect(String(fetcher.mock.calls[0]![0])).toBe('https://dh.example.com/api/offline/activate');
    expect((await licenceState(session, kv)).kind).toBe('ok');
  });

  it('refuses an expired, tampered or other device’s token, and a refused code', async () => {
    const { session, token } = await platform();
    const kv = memoryKv();
    const state = await licenceState(session, kv);
    if (state.kind !== 'needsActivation') throw new Error(state.kind);
    await kv.set('licenceToken', await token(state.keys.publicJwk, Math.floor(Date.now() / 1000) - 10));
    expect((await licenceState(session, kv)).kind).toBe('expired');
    await kv.set('licenceToken', (await token(state.keys.publicJwk)).slice(0, -4) + 'AAAA');
    expect((await licenceState(session, kv)).kind).toBe('tampered');
    await kv.set('licenceToken', await token({ kty: 'OKP', crv: 'Ed25519', x: 'B'.repeat(43) }));
    expect((await licenceState(session, kv)).kind).toBe('wrongDevice');
    await expect(
      activate(session, kv, state.keys, 'bad', '', (() => answer(null, 40000)) as typeof fetch),
    ).rejects.toThrow('Invalid code');
  });

  it('signs its status call with its own key, keeps a fresh token and stops once revoked', async () => {
    const { session, token } = await platform();
    const kv = memoryKv();
    const state = await licenceState(session, kv);
    if (state.kind !== 'needsActivation') throw new Error(state.kind);
    const current = await token(state.keys.publicJwk);
    const fresh = await token(state.keys.publicJwk, Math.floor(Date.now() / 1000) + 7200);
    const status = vi.fn(async (_url: URL | RequestInfo, init?: RequestInit) => {
      const { request } = JSON.parse(String(init?.body));
      const { payload } = await compactVerify(request, state.keys.publicJwk as never);
      expect(JSON.parse(new TextDecoder().decode(payload))).toMatchObject({ licence: current });
      return answer({ state: 'active', token: fresh, packageVersion: '4', revokedAt: null });
    });
    expect(await checkStatus(session, kv, state.keys, current, status as typeof fetch)).toEqual({
      state: 'active',
      newerPackage: true,
    });
    expect(await kv.get('licenceToken')).toBe(fresh);
    const revoked = () => answer({ state: 'revoked', token: null, packageVersion: null, revokedAt: 'x' });
    await checkStatus(session, kv, state.keys, fresh, revoked as typeof fetch);
    expect((await licenceState(session, kv)).kind).toBe('revoked');
  });

  it('calls the platform under its base path (BASE_PATH, spec §2) when it is served under one', async () => {
    const { session: atRoot, token } = await platform();
    const session = { ...atRoot, platform: { ...atRoot.platform, basePath: '/dh' } };
    const kv = memoryKv();
    const state = await licenceState(session, kv);
    if (state.kind !== 'needsActivation') throw new Error(state.kind);
    const urls: string[] = [];
    const fetcher = (async (url: URL | RequestInfo) => {
      urls.push(String(url));
      if (String(url).endsWith('/activate')) return answer({ token: await token(state.keys.publicJwk) });
      if (String(url).endsWith('/status'))
        return answer({ state: 'active', token: null, packageVersion: null, revokedAt: null });
      return answer({ accepted: [], duplicates: [], refused: [] });
    }) as typeof fetch;
    const granted = await activate(session, kv, state.keys, 'ABCD-EFGH-JKMN', 'Lobby', fetcher);
    await checkStatus(session, kv, state.keys, granted, fetcher);
    await transcriptSender(session, state.keys, granted, fetcher)([]);
    expect(urls).toEqual([
      'https://dh.example.com/dh/api/offline/activate',
      'https://dh.example.com/dh/api/offline/status',
      'https://dh.example.com/dh/api/offline/transcripts',
    ]);
  });
});
