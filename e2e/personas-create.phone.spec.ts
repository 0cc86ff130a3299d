import { expect, test } from '@playwright/test';
import { logInViaApi, registerViaApi, uniqueEmail, zh } from './accounts.kit';
import { EN, ZH } from './support/hosts';
import { catalogues } from '@/messages/catalogues';

const { en } = catalogues;

// routes.md: a phone asking for the create flow gets /mobile/personas/create (login), which sends it to desktop
// Chrome and says what the phone can do instead (spec §1).
const SITES = [
  [ZH, zh],
  [EN, en],
] as const;

test('without a session the create notice leads to the mobile login and back', async ({ page }) => {
  for (const [site] of SITES) {
    await page.goto(`${site}/mobile/personas/create`);
    await expect(page).toHaveURL(`${site}/mobile/login?redirect=%2Fmobile%2Fpersonas%2Fcreate`);
    await page.goto(`${site}/session/create/step1`);
    await expect(page).toHaveURL(`${site}/mobile/login?redirect=%2Fmobile%2Fpersonas%2Fcreate`);
  }
});

test('a logged-in phone is told to use desktop Chrome and what it can do instead, in both languages', async ({
  page,
  context,
  request,
}) => {
  const email = uniqueEmail('create');
  await registerViaApi(request, email, `E2E Create ${Date.now()}`);
  await logInViaApi(page, email, ZH, '/mobile/dashboard');
  await expect(page).toHaveURL(/\/mobile\/dashboard$/);
  // The session cookie belongs to the host that set it; the English site gets the same sealed session.
  const session = (await context.cookies(ZH)).find((cookie) => cookie.name === 'dh_session');
  expect(session).toBeDefined();
  await context.addCookies([{ ...session!, domain: new URL(EN).hostname }]);

  for (const [site, messages] of SITES) {
    const t = messages.PersonasCreate;
    await page.goto(`${site}/fastCreate/create`);
    await expect(page).toHaveURL(`${site}/mobile/personas/create`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title);
    await expect(page.getByText(t.lead)).toBeVisible();
    await expect(page.getByRole('region', { name: t.stepsTitle }).getByRole('listitem').first()).toHaveText(
      t.steps.open,
    );
    expect(`${t.lead} ${t.steps.open}`).toContain('Chrome');

    const phone = page.getByRole('region', { name: t.phoneTitle });
    await expect(phone.getByRole('listitem')).toHaveText([
      t.phone.mine,
      t.phone.preview,
      t.phone.pricing,
      t.phone.contact,
    ]);
    await expect(phone.getByRole('link', { name: t.phone.pricing })).toHaveAttribute(
      'href',
      '/mobile/pricing',
    );
    await expect(phone.getByRole('link', { name: t.phone.contact })).toHaveAttribute(
      'href',
      '/mobile/contactUs',
    );
  }
});
