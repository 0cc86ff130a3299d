import { devices, expect, test } from '@playwright/test';
import { catalogues } from '@/messages/catalogues';
import { ZH } from './support/hosts';
import { customerInReview, decideInBackOffice } from './notifications.kit';

// Issue 23 on a phone: the /mobile console's bar has the developer area's links and the bell; a decision shows on
// it, and the list page opens from it.

test('zh phone: the bar links the developer area, and the bell leads to the notifications page', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const c = catalogues.zh;
  const n = c.Notifications;
  const company = await customerInReview(page, ZH, 'phone');
  // The back office is desktop-only: the reviewer works at a desk.
  const desk = await browser.newContext({ ...devices['Desktop Chrome'] });
  await decideInBackOffice(await desk.newPage(), ZH, 'zh', company);
  await desk.close();

  await page.goto(`${ZH}/mobile/dashboard`);
  const bar = page.getByRole('navigation', { name: c.Console.phoneMenu });
  for (const [label, href] of [
    [c.Console.sdkGuide, '/mobile/dashboard/h5sdk'],
    [c.Console.docs, '/doc'],
    [c.Console.forum, '/community'],
  ] as const)
    await expect(bar.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
  const bell = page.getByTestId('notification-bell');
  await expect(bell).toHaveAccessibleName(n.bellUnread.replace('{count}', '1'));
  await bell.click();
  await page.getByTestId('notification-popover').getByRole('link', { name: n.viewAll }).click();
  await page.waitForURL('**/mobile/dashboard/notifications');
  await expect(page.getByRole('heading', { level: 1, name: n.title })).toBeVisible();
  await page.getByTestId('notification').filter({ hasText: n.kinds.certification.decided }).click();
  await page.waitForURL('**/dashboard/account');
  await expect(bell).toHaveAccessibleName(n.bell);
});
