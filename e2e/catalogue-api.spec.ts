import { expect, test, type APIRequestContext } from '@playwright/test';
import { cataloguePaths, type CharacterDto } from '@/features/catalogue/contract/catalogue';
import { speechPaths } from '@/features/speech/contract';
import type { Page as Paged } from '@/lib/contract/paging';
import { PASSWORD, registerViaApi, uniqueEmail } from './accounts.kit';
import { ZH } from './support/hosts';

// The catalogue as the production server serves it: seeded at start-up, and the audition's WAV bytes passing
// through Next as they are, playable by the browser.

const api = (path: string) => `${ZH}/api${path}`;

/** Logs in through the API as the web app does (CAPTCHA=off on the e2e server): the session is in the cookie. */
async function webLogin(request: APIRequestContext) {
  const email = uniqueEmail('catalogue');
  await registerViaApi(request, email, 'Catalogue Test Ltd');
  const { captchaId } = (await (await request.get(api('/sys-api/captcha'))).json()).data;
  const login = await request.post(api('/sys-api/login'), {
    headers: { 'x-dh-client': 'web', origin: ZH },
    data: { username: email, password: PASSWORD, captchaId, captchaCode: 'abcd' },
  });
  expect((await login.json()).code).toBe(0);
}

test('the started server offers the seeded cast, and the browser plays an audition clip', async ({
  page,
}) => {
  await webLogin(page.request);
  const list = await page.request.get(api(cataloguePaths.characterList), {
    headers: { 'x-dh-client': 'web' },
    params: { pageIndex: 1, pageSize: 100000 },
  });
  const characters = (await list.json()).data as Paged<CharacterDto>;
  expect(characters.total).toBeGreaterThanOrEqual(40);

  await page.goto(`${ZH}/dashboard`);
  const played = await page.evaluate(async (path) => {
    const response = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-dh-client': 'web' },
      body: JSON.stringify({ ttsId: 'espeak:cmn-f3', language: 'zh' }),
    });
    const bytes = await response.arrayBuffer();
    const audio = await new AudioContext().decodeAudioData(bytes);
    return { type: response.headers.get('content-type'), seconds: audio.duration };
  }, `/api${speechPaths.ttsSynthesis}`);
  expect(played.type).toBe('audio/wav');
  expect(played.seconds).toBeGreaterThan(1);
});
