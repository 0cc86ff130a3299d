import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as voiceSwitch } from '@/app/api/management/ttsModelSwitch/billing/route';
import type { VoiceSwitchDto } from '@/features/billing/contract/voice-switch';
import { ApiCode } from '@/lib/contract/codes';
import { loggedInAccount } from '@/tests/integration/support/accounts';
import { call } from '@/tests/integration/support/api';
import { addSession, setPlan, ZH_VOICE } from '@/tests/integration/sessions/sessions-support';

// POST /management/ttsModelSwitch/billing: what switching a session's voice between the embedded voices and a
// provider's costs per minute, by the prices in force (BILLING_MINUTE_PRICE_FEN, BILLING_PREMIUM_VOICE_MINUTE_FEN).

const PATH = '/management/ttsModelSwitch/billing';
const PREMIUM = 'openai:nova';
const store = globalThis as { __dhTts?: unknown };

beforeAll(() => {
  // A provider's voice is offered; its service is never called by a quote.
  process.env.TTS_OPENAI_BASE_URL = 'http://127.0.0.1:9';
  process.env.TTS_OPENAI_VOICES = 'nova:zh|en:female';
  process.env.BILLING_MINUTE_PRICE_FEN = '12';
  process.env.BILLING_PREMIUM_VOICE_MINUTE_FEN = '8';
  store.__dhTts = undefined;
});

afterAll(() => {
  for (const name of [
    'TTS_OPENAI_BASE_URL',
    'TTS_OPENAI_VOICES',
    'BILLING_MINUTE_PRICE_FEN',
    'BILLING_PREMIUM_VOICE_MINUTE_FEN',
  ])
    delete process.env[name];
  store.__dhTts = undefined;
});

async function standardSession() {
  const account = await loggedInAccount();
  await setPlan(account.user.corpId, 'standard');
  const added = await addSession(account.token);
  expect(added.body.code).toBe(ApiCode.ok);
  return { ...account, conversationId: added.body.data.conversationId };
}

const quote = (token: string | undefined, body: object, lang = 'zh') =>
  call<VoiceSwitchDto>(voiceSwitch, PATH, { token, body, query: { lang } });

describe('the voice switch quote', () => {
  it('tells a standard corporation what a premium voice adds per minute, and what going back saves', async () => {
    const { token, conversationId } = await standardSession();
    const up = await quote(token, { conversationId, ttsId: PREMIUM });
    expect(up.body.code).toBe(ApiCode.ok);
    expect(up.body.data).toEqual({
      from: { ttsId: ZH_VOICE, premium: false, minutePriceFen: 12 },
      to: { ttsId: PREMIUM, premium: true, minutePriceFen: 20 },
      changeFen: 8,
      premiumVoiceMinuteFen: 8,
      charged: true,
    });
    const same = await quote(token, { conversationId, ttsId: 'browser:zh' });
    expect(same.body.data.changeFen).toBe(0);
    expect(same.body.data.to.premium).toBe(false);
  });

  it('prices a voice alone without a session, and says a trial is not charged', async () => {
    const { token } = await loggedInAccount();
    const alone = await quote(token, { ttsId: PREMIUM });
    expect(alone.body.data).toMatchObject({ from: null, changeFen: 0, charged: false });
    expect(alone.body.data.to.minutePriceFen).toBe(20);
  });

  it("refuses another corporation's session, an unknown voice and a stranger", async () => {
    const owner = await standardSession();
    const other = await loggedInAccount();
    const foreign = await quote(other.token, { conversationId: owner.conversationId, ttsId: PREMIUM });
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe(ApiCode.notFound);

    const unknown = await quote(owner.token, { conversationId: owner.conversationId, ttsId: 'nope:x' }, 'en');
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe(ApiCode.validation);
    expect(JSON.stringify(unknown.body.data)).toContain('ttsId');

    const empty = await quote(owner.token, { ttsId: '' }, 'en');
    expect(empty.body.code).toBe(ApiCode.validation);

    expect((await quote(undefined, { ttsId: PREMIUM })).body.code).toBe(ApiCode.unauthenticated);
  });
});
