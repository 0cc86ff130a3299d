import { describe, expect, it } from 'vitest';
import { GET as checkRoute } from '@/app/api/management/userConfig/checkUserConfig/route';
import { GET as queryRoute } from '@/app/api/management/userConfig/query/route';
import {
  userConfigPaths,
  type UserConfigCheckDto,
  type UserConfigDto,
} from '@/features/deploy/contract/user-config';
import { ApiCode } from '@/lib/contract/codes';
import { loggedInAccount } from '@/tests/integration/support/accounts';
import { call } from '@/tests/integration/support/api';
import { saveExperience } from '@/tests/integration/deploy/experience-support';
import { tenantSecret } from '@/tests/integration/deploy/tenant-support';
import { saveCallback } from '@/tests/integration/deploy/webhooks-support';
import { addSession } from '@/tests/integration/sessions/sessions-support';

// Spec §7 userConfig/query and checkUserConfig: the account-wide configuration in one answer and, per deployment
// path, what is still missing — each corporation its own.

const query = (token?: string) => call<UserConfigDto>(queryRoute, userConfigPaths.query, { token });
const check = (token?: string, q: Record<string, string> = {}) =>
  call<UserConfigCheckDto>(checkRoute, userConfigPaths.check, { token, query: q });

const missingOf = (dto: UserConfigCheckDto) => Object.fromEntries(dto.paths.map((p) => [p.path, p.missing]));

describe('the account-wide configuration', () => {
  it('starts empty and says what every deployment path lacks', async () => {
    const { token } = await loggedInAccount();
    const { body } = await query(token);
    expect(body.code).toBe(0);
    expect(body.data).toEqual({
      callbackUrl: null,
      signingSecret: { set: false, hint: null },
      tenantSecret: { set: false, hint: null, rotatedAt: null },
      hostedExperience: { saved: false, endUrl: '', allowedOrigins: [] },
      applications: { total: 0, serving: 0 },
      publishedSessions: 0,
    });
    const checked = (await check(token)).body.data;
    expect(checked.ready).toBe(false);
    expect(missingOf(checked)).toEqual({
      shareLink: ['publishedSession'],
      sdk: ['publishedSession', 'application', 'allowedOrigin'],
      buildYourOwn: ['publishedSession', 'application', 'tenantSecret'],
      webhooks: ['callbackUrl', 'signingSecret'],
    });
  });

  it('follows what the account sets up, never another corporation', async () => {
    const { token } = await loggedInAccount();
    const other = await loggedInAccount();
    expect((await addSession(token)).body.code).toBe(0);
    await tenantSecret(token);
    expect((await saveCallback(token, 'https://hooks.example.com/dh')).body.code).toBe(0);
    await saveExperience(token, { allowedOrigins: ['https://shop.example.com'] });

    const config = (await query(token)).body.data;
    expect(config).toMatchObject({
      callbackUrl: 'https://hooks.example.com/dh',
      signingSecret: { set: true },
      tenantSecret: { set: true },
      hostedExperience: { saved: true, allowedOrigins: ['https://shop.example.com'] },
      publishedSessions: 1,
    });
    // Hints only: the whole secrets are shown once, where they are made.
    expect(JSON.stringify(config)).not.toMatch(/whsec_[A-Za-z0-9_-]{20}|tjs_[A-Za-z0-9_-]{20}/);
    expect(missingOf((await check(token)).body.data)).toEqual({
      shareLink: [],
      sdk: ['application'],
      buildYourOwn: ['application'],
      webhooks: [],
    });
    const one = (await check(token, { path: 'webhooks' })).body.data;
    expect(one).toEqual({ ready: true, paths: [{ path: 'webhooks', ready: true, missing: [] }] });

    expect((await query(other.token)).body.data).toMatchObject({ callbackUrl: null, publishedSessions: 0 });
    expect((await check(other.token, { path: 'shareLink' })).body.data.ready).toBe(false);
  });

  it('refuses callers without a login and a path it does not know, in their language', async () => {
    expect((await query()).body.code).toBe(ApiCode.unauthenticated);
    expect((await check()).body.code).toBe(ApiCode.unauthenticated);
    const { token } = await loggedInAccount();
    const bad = await call(checkRoute, userConfigPaths.check, { token, query: { path: 'fax', lang: 'en' } });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe(ApiCode.validation);
    expect(bad.body.data).toEqual({ fields: [{ field: 'path', message: 'invalid' }] });
    expect(bad.body.message).toMatch(/[a-z]/i);
    expect(bad.body.message).not.toMatch(/^ApiServer\./);
  });
});
