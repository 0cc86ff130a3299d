import { expect, test } from '@playwright/test';
import { catalogues } from '@/messages/catalogues';
import { EN, ZH } from './support/hosts';
import { customerInReview, decideInBackOffice } from './notifications.kit';

// Issue 23: a reviewer's decision on the company's certification rings the console's bell. The customer sees the
// unread count, opens the bell, reads the line in their language, clicks it, lands on the account page, and the
// count is gone. The menu has the developer area's entries (docs, forum, SDK guide).

for (const [locale, origin, reason] of [
  ['zh', ZH, undefined],
  ['en', EN, 'The licence photo is blurred.'],
] as const) {
  const c = catalogues[locale];
  const n = c.Notifications;

  test(`${locale}: a certification decision shows on the bell and opens the account page`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000);
    const company = await customerInReview(page, origin, locale);
    await page.goto(`${origin}/dashboard`);
    const bell = page.getByTestId('notification-bell');
    await expect(bell).toHaveAccessibleName(n.bell);
    const menu = page.getByRole('navigation', { name: c.Console.menuLabel });
    for (const [label, href] of [
      [c.Console.docs, '/doc'],
      [c.Console.forum, '/community'],
      [c.SdkGuide.menu, '/dashboard/h5sdk'],
    ] as const)
      await expect(menu.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);

    const operator = await browser.newPage();
    await decideInBackOffice(operator, origin, locale, company, reason);
    await operator.close();

    // The bell asks again when the console comes back into view (and every minute).
    await page.reload();
    await expect(bell).toHaveAccessibleName(n.bellUnread.replace('{count}', '1'));
    await bell.click();
    const line = page.getByTestId('notification-popover').getByTestId('notification');
    await expect(line).toContainText(n.kinds.certification.decided);
    await expect(line).toContainText(reason ? n.outcomes.failed : n.outcomes.verified);
    if (reason) await expect(line).toContainText(reason);
    await line.click();
    await page.waitForURL('**/dashboard/account');
    await expect(bell).toHaveAccessibleName(n.bell);

    // The full list keeps it, read, with the mail switch.
    await page.goto(`${origin}/dashboard/notifications`);
    await expect(page.getByRole('heading', { level: 1, name: n.title })).toBeVisible();
    await expect(page.getByTestId('notification')).toContainText(n.kinds.certification.decided);
    await expect(page.getByRole('switch', { name: n.mailSwitch })).toBeChecked();
  });
}
