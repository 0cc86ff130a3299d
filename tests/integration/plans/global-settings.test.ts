import { describe, expect, it } from 'vitest';
import { GET as globalSet } from '@/app/api/management/globalSet/queryGlobalSet/route';
import { MAX_DIGITAL_HUMANS, MAX_TRIAL_SESSIONS } from '@/features/plans/contract';
import { sessionPaths, type GlobalSettings } from '@/features/sessions/contract';
import { loggedInAccount } from '@/tests/integration/support/accounts';
import { call } from '@/tests/integration/support/api';
import { signedInOperator } from '@/tests/integration/support/operators';
import { setPlan } from '@/tests/integration/sessions/sessions-support';
import { setLimit } from './plans-support';

// The console's global settings answer the caller's corporation's effective caps, not the plans' defaults.

const settingsOf = async (token: string) =>
  (await call<GlobalSettings>(globalSet, sessionPaths.globalSet, { token })).body.data;

describe('the global settings’ limits', () => {
  it('show an operator’s override to that corporation only', async () => {
    const changed = await loggedInAccount();
    const other = await loggedInAccount();
    const admin = await signedInOperator('admin');
    expect(await settingsOf(changed.token)).toMatchObject({
      maxTrialSessions: MAX_TRIAL_SESSIONS,
      maxDigitalHumans: MAX_DIGITAL_HUMANS,
    });

    expect((await setLimit(admin.cookie, changed.user.corpId, 'sessions', 7)).body.code).toBe(0);
    expect((await setLimit(admin.cookie, changed.user.corpId, 'digitalHumans', 25)).body.code).toBe(0);

    expect(await settingsOf(changed.token)).toMatchObject({ maxTrialSessions: 7, maxDigitalHumans: 25 });
    expect(await settingsOf(other.token)).toMatchObject({
      maxTrialSessions: MAX_TRIAL_SESSIONS,
      maxDigitalHumans: MAX_DIGITAL_HUMANS,
    });
  });

  it('show no session cap for a standard plan', async () => {
    const customer = await loggedInAccount();
    await setPlan(customer.user.corpId, 'standard');
    expect(await settingsOf(customer.token)).toMatchObject({
      maxTrialSessions: null,
      maxDigitalHumans: MAX_DIGITAL_HUMANS,
    });
  });
});
