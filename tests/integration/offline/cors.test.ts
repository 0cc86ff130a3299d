import { describe, expect, it } from 'vitest';
import { OPTIONS as activatePreflight } from '@/app/api/offline/activate/route';
import { GET as platformKeyRoute, OPTIONS as keyPreflight } from '@/app/api/offline/platformKey/route';
import { OPTIONS as statusPreflight } from '@/app/api/offline/status/route';
import { OPTIONS as transcriptsPreflight } from '@/app/api/offline/transcripts/route';
import type { LicenceGrant } from '@/features/offline/contract';
import { ApiCode } from '@/lib/contract/codes';
import { POST as activateRoute } from '@/app/api/offline/activate/route';
import { call, ORIGIN } from '@/tests/integration/support/api';
import { POST as statusRoute } from '@/app/api/offline/status/route';
import { POST as transcriptsRoute } from '@/app/api/offline/transcripts/route';
import { conversation, licenceWithCode, newDevice, owner, signed } from './offline-support';

// An offline package is served from any origin (a kiosk's localhost, an intranet server): its browser must be let
// to read the device calls' answers, and to send their JSON (a preflight), without any credential of the browser's.

const PACKAGE_ORIGIN = 'http://localhost:8080';

function preflight(handler: (request: Request) => Response | Promise<Response>, path: string) {
  return handler(
    new Request(new URL(`/api${path}`, ORIGIN), {
      method: 'OPTIONS',
      headers: {
        host: 'localhost:3000',
        origin: PACKAGE_ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    }),
  );
}

const openToAny = (headers: Headers) => {
  expect(headers.get('access-control-allow-origin')).toBe('*');
  expect(headers.get('access-control-allow-credentials')).toBeNull();
};

describe('device calls from a package on another origin', () => {
  it('answer the preflight of each call for any origin', async () => {
    for (const [handler, path] of [
      [activatePreflight, '/offline/activate'],
      [statusPreflight, '/offline/status'],
      [transcriptsPreflight, '/offline/transcripts'],
      [keyPreflight, '/offline/platformKey'],
    ] as const) {
      const answer = await preflight(handler, path);
      expect(answer.status, path).toBe(204);
      openToAny(answer.headers);
      expect(answer.headers.get('access-control-allow-methods')).toContain('POST');
      expect(answer.headers.get('access-control-allow-headers')).toContain('content-type');
    }
  });

  it('activate, check status, send transcripts and read the key from that origin, failures readable too', async () => {
    const who = await owner();
    const { code } = await licenceWithCode(who);
    const fromPackage = { origin: PACKAGE_ORIGIN };

    const wrong = await call(activateRoute, '/offline/activate', {
      headers: fromPackage,
      body: { code: 'ZZZZ-ZZZZ-ZZZZ', devicePublicKey: (await newDevice()).publicJwk },
    });
    expect(wrong.body.code).toBe(ApiCode.codeInvalid);
    openToAny(wrong.headers);

    const device = await newDevice();
    const granted = await call<LicenceGrant>(activateRoute, '/offline/activate', {
      headers: fromPackage,
      body: { code, devicePublicKey: device.publicJwk },
    });
    expect(granted.body.code).toBe(0);
    openToAny(granted.headers);

    const key = await call(platformKeyRoute, '/offline/platformKey', { headers: fromPackage });
    expect(key.body.code).toBe(0);
    openToAny(key.headers);

    const ready = { ...device, grant: granted.body.data };
    const state = await call<{ state: string }>(statusRoute, '/offline/status', {
      headers: fromPackage,
      body: { request: await signed(ready) },
    });
    expect(state.body.data.state).toBe('active');
    openToAny(state.headers);
    const sent = await call<{ accepted: string[] }>(transcriptsRoute, '/offline/transcripts', {
      headers: fromPackage,
      body: { request: await signed(ready, { body: { conversations: [conversation(5)] } }) },
    });
    expect(sent.body.data.accepted).toHaveLength(1);
    openToAny(sent.headers);
  });
});
