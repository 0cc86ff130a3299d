import { expect, test } from '@playwright/test';
import { EN, ZH } from './support/hosts';
import {
  askDemo,
  expectCast,
  expectDemoPoster,
  frameUrls,
  recordRequests,
  runtimeRequests,
  settle,
  talkToDemo,
} from './site-demo.kit';

// The public site shows the product: the cast drawn into the marketing pages as SVG, and on the real-time page a
// live demo that loads the runtime only when the visitor asks for it.

for (const [locale, origin] of [
  ['zh', ZH],
  ['en', EN],
] as const) {
  test(`the real-time page shows the cast and talks when asked, not before (${locale})`, async ({ page }) => {
    const requests = recordRequests(page);
    await page.goto(`${origin}/real-time-interaction`);
    await settle(page);
    await expectDemoPoster(page, locale);
    await expectCast(page, '[data-cast-gallery]', 4, locale === 'zh' ? '刘欣' : 'Liu Xin');
    // Nothing of the runtime before the click: no frame, no page, no API call, no voice files.
    expect(runtimeRequests(requests)).toEqual([]);
    expect(frameUrls(page)).toEqual([]);

    const frame = await talkToDemo(page, locale);
    expect(runtimeRequests(requests)[0]).toMatch(new RegExp(`/p/demo-${locale}\\?autostart=1$`));
    await askDemo(frame, locale);
  });
}

test('the other pages buyers read show the cast in both languages', async ({ page }) => {
  for (const [origin, names] of [
    [ZH, ['林悦', '张磊', '陈静']],
    [EN, ['Lin Yue', 'Zhang Lei', 'Chen Jing']],
  ] as const) {
    const requests = recordRequests(page);
    await page.goto(`${origin}/digitalHuman/what-is-digital-human`);
    await expectCast(page, '[data-cast-group]', 3, names[0]);
    await expectCast(page, '[data-cast-gallery]', 4, '');
    await page.goto(`${origin}/How-to-deploy-digital-human`);
    await expectCast(page, '[data-cast-group]', 3, '');
    await page.goto(`${origin}/industry`);
    await expectCast(page, '[data-cast-group]', 3, names[1]);
    // A portrait on each industry's card.
    await expectCast(page, 'main li', 3, names[2]);
    expect(runtimeRequests(requests)).toEqual([]);
  }
});
