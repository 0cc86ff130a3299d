import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { accountWithSample, openEditor } from './session-editor.kit';
import { EN, UA } from './support/hosts';

// The session picture drawn on the server (GET conversation-api/robot/image) against the browser's own drawing of
// it, the share link's Open Graph image, and the phone list's picture. The two pictures and their difference go to
// test-results/robot-image/ for a person to look at.

const OUT = path.join('test-results', 'robot-image');

/**
 * Mean absolute difference of two pictures per channel (0–255), both drawn onto a 192×108 canvas in the browser:
 * downscaling evens out anti-aliasing and the half-pixel rounding of a CSS layout.
 */
async function meanDifference(page: Page, a: Buffer, b: Buffer): Promise<number> {
  return page.evaluate(
    async ([first, second]) => {
      const pixels = async (data: string) => {
        const image = new Image();
        image.src = `data:image/png;base64,${data}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = 192;
        canvas.height = 108;
        const context = canvas.getContext('2d')!;
        context.drawImage(image, 0, 0, 192, 108);
        return context.getImageData(0, 0, 192, 108).data;
      };
      const [p, q] = await Promise.all([pixels(first), pixels(second)]);
      let sum = 0;
      let count = 0;
      for (let i = 0; i < p.length; i += 4)
        for (let c = 0; c < 3; c++) {
          sum += Math.abs(p[i + c]! - q[i + c]!);
          count += 1;
        }
      return sum / count;
    },
    [a.toString('base64'), b.toString('base64')] as const,
  );
}

test('the server draws the picture the browser shows, and share links and the phone list use it', async ({
  page,
}) => {
  const id = await accountWithSample(page, 'robot-image');
  const origin = new URL(page.url()).origin;
  const detail = (await (
    await page.request.get(`/api/management/conversation/getConversationById?conversationId=${id}`, {
      headers: { origin },
    })
  ).json()) as {
    data: { shareCode: string; status: string; detailDto: { samplePictureUrl: string; proportion: string } };
  };
  const { samplePictureUrl } = detail.data.detailDto;
  expect(samplePictureUrl).toContain('/api/conversation-api/robot/image?conversationId=');

  // The browser's picture: the editor's preview, at 1280 px wide.
  await page.setViewportSize({ width: 1280, height: 900 });
  await openEditor(page, id);
  const preview = page.locator('[data-session-picture]').first();
  await expect(preview.locator('[data-character]')).toBeVisible();
  const browserShot = await preview.screenshot({ animations: 'disabled' });

  const answer = await page.request.get(samplePictureUrl);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('image/png');
  const serverPicture = await answer.body();

  const difference = await meanDifference(page, browserShot, serverPicture);
  mkdirSync(OUT, { recursive: true });
  writeFileSync(path.join(OUT, 'browser-preview.png'), browserShot);
  writeFileSync(path.join(OUT, 'server-picture.png'), serverPicture);
  writeFileSync(
    path.join(OUT, 'difference.txt'),
    `mean absolute difference (0-255): ${difference.toFixed(2)}\n`,
  );
  console.log(`robot image vs browser preview: mean absolute difference ${difference.toFixed(2)} / 255`);
  // Recognisably the same picture: unrelated pictures of this cast differ by 40 and more.
  expect(difference).toBeLessThan(12);

  // The share link's card image, on both sites: the session's picture, reachable without a sign-in.
  expect(detail.data.status).toBe('published');
  for (const host of ['', EN]) {
    await page.goto(`${host}/p/${detail.data.shareCode}`);
    const ogImage = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(ogImage).toContain('/api/conversation-api/robot/image?conversationId=');
    const anonymous = await page.context().browser()!.newContext();
    // Node does not resolve en.localhost: the same path on the Chinese site's host.
    const { pathname, search } = new URL(ogImage!);
    const card = await anonymous.request.get(`${origin}${pathname}${search}`);
    expect(card.status()).toBe(200);
    expect(card.headers()['content-type']).toBe('image/png');
    await anonymous.close();
  }

  // The phone's list shows the server's picture as an image that loads.
  const phone = await page
    .context()
    .browser()!
    .newContext({
      userAgent: UA.iPhone,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      storageState: await page.context().storageState(),
    });
  const phonePage = await phone.newPage();
  await phonePage.goto(`${origin}/mobile/personas`);
  const picture = phonePage.locator('img[data-session-picture-image]').first();
  await expect(picture).toBeVisible();
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(480);
  await expect(picture).toHaveAttribute('alt', /\S/);
  await phonePage.screenshot({ path: path.join(OUT, 'mobile-list-390.png') });
  await phone.close();
});
