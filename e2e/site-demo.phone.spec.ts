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

for (const [locale, origin] of [
  ['zh', ZH],
  ['en', EN],
] as const) {
  test(`the mobile home shows the cast and talks when asked, not before (${locale})`, async ({ page }) => {
    const requests = recordRequests(page);
    await page.goto(`${origin}/mobile/index`);
    await settle(page);
    await expectDemoPoster(page, locale);
    await expectCast(page, '[data-cast-gallery]', 4, locale === 'zh' ? '林悦' : 'Lin Yue');
    expect(runtimeRequests(requests)).toEqual([]);
    expect(frameUrls(page)).toEqual([]);

    const frame = await talkToDemo(page, locale);
    // The phone's twin of the runtime page, in the frame.
    expect(runtimeRequests(requests)[0]).toMatch(new RegExp(`/mobile/p/demo-${locale}\\?autostart=1$`));
    await askDemo(frame, locale);
  });
}

test('the mobile real-time page has the demo too, and the mobile industry page its cast', async ({
  page,
}) => {
  const requests = recordRequests(page);
  await page.goto(`${ZH}/mobile/real-time-interaction`);
  await settle(page);
  await expectDemoPoster(page, 'zh');
  await page.goto(`${EN}/mobile/industry`);
  await expectCast(page, '[data-cast-group]', 3, 'Zhang Lei');
  expect(runtimeRequests(requests)).toEqual([]);
  await page.goto(`${ZH}/mobile/real-time-interaction`);
  await talkToDemo(page, 'zh');
});
