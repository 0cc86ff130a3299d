import { expect, test, type Page } from '@playwright/test';
import { catalogues } from '@/messages/catalogues';
import { EXE_BYTES, IMAGES } from '@/tests/integration/storage/images';
import { PASSWORD, registerViaApi, uniqueEmail } from './accounts.kit';
import { EN, ZH } from './support/hosts';

// Uploads through the production server in a real browser: the multipart body through Next's request pipeline,
// the session cookie and Origin as the browser sends them, and the stored image shown under the console's CSP.

interface Answer {
  status: number;
  body: { code: number; message: string; data: { id: string; url: string; width: number } | null };
  progressEvents: number;
}

/** Uploads bytes from inside the page as the console does: XMLHttpRequest, multipart, the web client's header. */
function uploadInPage(page: Page, lang: string, bytes: Uint8Array, name: string, type: string) {
  return page.evaluate(
    ({ lang, data, name, type }) =>
      new Promise<Answer>((resolve, reject) => {
        const form = new FormData();
        form.append('file', new File([new Uint8Array(data)], name, { type }));
        const xhr = new XMLHttpRequest();
        let progressEvents = 0;
        xhr.upload.onprogress = () => progressEvents++;
        xhr.open('POST', `/api/management/background/upload?lang=${lang}`);
        xhr.setRequestHeader('x-dh-client', 'web');
        xhr.onload = () =>
          resolve({ status: xhr.status, body: JSON.parse(xhr.responseText), progressEvents });
        xhr.onerror = () => reject(new Error('network'));
        xhr.send(form);
      }),
    { lang, data: [...bytes], name, type },
  );
}

/** Logs in through the login page of the site in `locale` (the session cookie belongs to that host). */
async function logIn(page: Page, host: string, locale: 'zh' | 'en', email: string) {
  const auth = catalogues[locale].Auth;
  await page.goto(`${host}/login`);
  const form = page.getByRole('form', { name: auth.tabPassword });
  // The captcha image is fetched after hydration: typing before it would be lost when React takes over.
  await expect(form.getByRole('img', { name: auth.captchaAlt })).toBeVisible();
  await form.locator('input[name="username"]').fill(email);
  await form.locator('input[name="password"]').fill(PASSWORD);
  await form.locator('input[name="captchaCode"]').fill('abcd');
  await form.getByRole('button', { name: auth.submitLogin, exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard/);
}

/** Shows the image in the page and answers its natural width (0 when the page may not or cannot load it). */
function showImage(page: Page, url: string) {
  return page.evaluate(
    (src) =>
      new Promise<number>((resolve) => {
        const img = document.createElement('img');
        img.onload = () => resolve(img.naturalWidth);
        img.onerror = () => resolve(0);
        img.src = src;
        document.body.append(img);
      }),
    url,
  );
}

for (const [host, locale] of [
  [ZH, 'zh'],
  [EN, 'en'],
] as const) {
  test(`a logged-in browser uploads a background, sees it, and deletes it on ${host}`, async ({
    page,
    request,
  }) => {
    const email = uniqueEmail(`upload-${locale}`);
    await registerViaApi(request, email, `Upload Test ${locale} ${Date.now()}`);
    await logIn(page, host, locale, email);

    const stored = await uploadInPage(page, locale, IMAGES.png.bytes, 'hall.png', 'image/png');
    expect(stored.status).toBe(200);
    expect(stored.body.code).toBe(0);
    expect(stored.body.data!.width).toBe(1);
    expect(stored.progressEvents).toBeGreaterThan(0);
    const url = stored.body.data!.url;
    // The console's Content-Security-Policy lets its own /api/files images in.
    expect(await showImage(page, url)).toBe(1);

    const served = await page.evaluate(async (src) => {
      const response = await fetch(src);
      return {
        headers: Object.fromEntries(response.headers),
        bytes: [...new Uint8Array(await response.arrayBuffer())],
      };
    }, url);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(new Uint8Array(served.bytes)).toEqual(IMAGES.png.bytes);
    // The development store's configured base (spec §9: `/files/`) names the same bytes.
    const devStoreUrl = url.replace(/^\/api\/files\//, '/files/');
    expect(devStoreUrl).not.toBe(url);
    const viaDevStore = await page.request.get(devStoreUrl);
    expect(viaDevStore.status()).toBe(200);
    expect(new Uint8Array(await viaDevStore.body())).toEqual(IMAGES.png.bytes);

    const refused = await uploadInPage(page, locale, EXE_BYTES, 'scene.png', 'image/png');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(catalogues[locale].ApiServer.imageTypeInvalid);

    const deleted = await page.evaluate(
      (id) =>
        fetch('/api/management/background/delete', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-dh-client': 'web' },
          body: JSON.stringify({ id }),
        }).then((response) => response.json() as Promise<{ code: number }>),
      stored.body.data!.id,
    );
    expect(deleted.code).toBe(0);
    // A query string of its own, so the browser asks again rather than reading the copy it keeps for a year.
    expect(await page.evaluate((src) => fetch(`${src}?deleted`).then((r) => r.status), url)).toBe(404);
  });
}
