// Measures the offline package's app in Chromium with no platform: builds `.offline-app/`, adds a session.json (the
// test session), serves it on a free port, answers the activation call with a token signed by a throwaway platform
// key, then times the start, activates, asks a question and checks the character's mouth moves to eSpeak's voice;
// finally reopens the page with the network cut (the service worker's cache). `npx tsx scripts/bench-offline-app.ts`
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { chromium } from 'playwright';
import { testSession } from '@/features/offline/package-app/fixture';
import { LICENCE_TOKEN_TYPE } from '@/features/offline/licence/claims';
import { deviceThumbprint } from '@/features/offline/licence/verify';
import { buildOfflineApp, OFFLINE_APP_DIR } from './build-offline-app.mjs';
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';
import { serveFolder } from './serve-folder';

async function main() {
  const built = buildOfflineApp();
  console.log(`build: ${built.ms} ms`);
  const { publicKey, privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
  const publicJwk = (await exportJWK(publicKey)) as { kty: 'OKP'; crv: 'Ed25519'; x: string };
  const session = testSession({ platform: { origin: 'https://platform.invalid', publicJwk } });
  writeFileSync(path.join(OFFLINE_APP_DIR, 'session.json'), JSON.stringify(session));
  const { url, server } = await serveFolder(OFFLINE_APP_DIR);
  const browser = await chromium.launch({
    executablePath: findChromium() ?? undefined,
    args: [...CHROMIUM_ARGS, '--autoplay-policy=no-user-gesture-required'],
  });
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  await context.route('https://platform.invalid/**', async (route) => {
    const body = JSON.parse(route.request().postData() ?? '{}');
    if (!route.request().url().endsWith('/activate'))
      return route.fulfill({ json: { code: 1, message: 'offline', data: null }, status: 503 });
    const token = await new SignJWT({
      iss: 'dh-platform',
      lic: 'l1',
      dev: 'd1',
      sid: session.sessionId,
      pkg: String(session.version),
      cnf: { jkt: await deviceThumbprint(body.devicePublicKey) },
      iat: Math.floor(Date.now() / 1000),
      exp: Math.floor(Date.now() / 1000) + 86_400,
    })
      .setProtectedHeader({ alg: 'EdDSA', typ: LICENCE_TOKEN_TYPE })
      .sign(privateKey);
    return route.fulfill({ json: { code: 0, message: 'ok', data: { token } } });
  });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.log('page error:', error.message));
  let t0 = Date.now();
  await page.goto(url);
  await page.getByRole('heading', { name: '激活此设备' }).waitFor();
  console.log(`first start to the activation screen: ${Date.now() - t0} ms`);
  await page.getByLabel('激活码').fill('ABCDEFGHJKMN');
  await page.getByRole('button', { name: '激活' }).click();
  await page.getByRole('button', { name: '开始对话' }).waitFor();
  t0 = Date.now();
  await page.getByRole('button', { name: '开始对话' }).click();
  await page.locator('[data-state="speaking"]').waitFor({ timeout: 60_000 });
  console.log(`start → prologue heard (eSpeak compiled and first utterance): ${Date.now() - t0} ms`);
  let open = 0;
  for (let i = 0; i < 40 && open === 0; i++) {
    open = Number(await page.locator('[data-live-character]').getAttribute('data-mouth-open'));
    await page.waitForTimeout(50);
  }
  console.log(`mouth open while speaking: ${open}`);
  await page.locator('[data-state="idle"]').waitFor({ timeout: 30_000 });
  await page.getByLabel('输入您的问题').fill('营业时间是几点');
  t0 = Date.now();
  await page.getByRole('button', { name: '发送' }).click();
  await page.getByText('每天上午九点到晚上九点。').waitFor();
  await page.locator('[data-state="speaking"]').waitFor({ timeout: 30_000 });
  console.log(`question → answer spoken: ${Date.now() - t0} ms`);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: path.join(OFFLINE_APP_DIR, '..', '.offline-app-phone.png') });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > innerWidth);
  console.log(`390 px wide: ${overflow ? 'scrolls sideways' : 'fits'}`);
  await page.getByRole('button', { name: '结束对话' }).click();
  await page.getByRole('button', { name: '重新开始' }).waitFor();
  const kept = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('dh-offline');
        open.onsuccess = () => {
          const count = open.result.transaction('transcripts').objectStore('transcripts').count();
          count.onsuccess = () => resolve(count.result);
        };
      }),
  );
  console.log(`conversations kept on the device: ${kept}`);
  await page.evaluate(() => navigator.serviceWorker.ready);
  server.close();
  await context.setOffline(true);
  t0 = Date.now();
  await page.reload();
  await page.getByRole('button', { name: '开始对话' }).waitFor();
  const started = await page.evaluate(() => document.documentElement.dataset.startedMs);
  console.log(
    `reopened with no network (service worker): ${Date.now() - t0} ms; app started in ${started} ms`,
  );
  await browser.close();
}

void main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
