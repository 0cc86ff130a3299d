import { expect, test } from '@playwright/test';
import { catalogues } from '@/messages/catalogues';
import { logInViaApi, registerViaApi, uniqueEmail, zh } from './accounts.kit';
import { SAMPLE_NAME, fitsWidth, shareLoginWithEnglishSite } from './session-list.kit';
import { EN, ZH } from './support/hosts';

// Runs in the phone project: the user's digital humans on a phone, at 390 px.
const { en } = catalogues;
const t = zh.SessionsList;
const m = zh.SessionsMobile;

test('a phone lists its digital humans, opens one, shares it, and a wrong pair is the 404 page', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const email = uniqueEmail('personas');
  await registerViaApi(page.request, email, `E2E Personas ${Date.now()}`);
  await logInViaApi(page, email, ZH, '/mobile/dashboard');
  await expect(page).toHaveURL(/\/mobile\/dashboard$/);

  // The phone's console home names the latest digital humans and leads to all of them.
  const latest = page.getByRole('region', { name: m.myPersonas });
  await expect(latest.getByRole('link', { name: SAMPLE_NAME })).toBeVisible();
  await latest.getByRole('link', { name: t.allSessions }).click();
  await expect(page).toHaveURL(/\/mobile\/personas$/);

  await expect(page.getByRole('heading', { level: 1, name: m.title })).toBeVisible();
  await expect(page.getByRole('link', { name: m.howToCreate })).toHaveAttribute(
    'href',
    '/mobile/personas/create',
  );
  const sample = page.getByRole('article', { name: SAMPLE_NAME });
  await expect(sample.getByText(t.status.published)).toBeVisible();
  await expect(sample.getByText(t.languages.zh)).toBeVisible();
  // The phone's list shows the server's picture of the session (GET robot image), not the live drawing.
  await expect(sample.locator('img[data-session-picture-image]')).toBeVisible();
  await expect(sample.getByRole('link', { name: t.preview })).toHaveAttribute(
    'href',
    /^\/mobile\/preview\/[\w-]+$/,
  );
  expect(await fitsWidth(sample)).toBe(true);
  await page.screenshot({ path: 'test-results/personas-390.png', fullPage: true });

  // Share from the list.
  await sample.getByRole('button', { name: t.share }).click();
  const share = page.getByRole('dialog', { name: t.shareTitle.replace('{name}', SAMPLE_NAME) });
  const link = share.getByRole('textbox', { name: t.shareLink });
  await expect(link).toHaveValue(/\/p\/[\w-]{6,}$/);
  await expect(share.getByRole('img', { name: t.qrAlt })).toHaveAttribute(
    'data-share-qr',
    await link.inputValue(),
  );
  await expect(share.getByRole('button', { name: t.copyLink })).toBeVisible();
  await page.screenshot({ path: 'test-results/personas-share-390.png' });
  await share.getByRole('button', { name: t.close }).click();
  await expect(share).toBeHidden();

  // One digital human: its page under its session id and character code.
  await sample.getByRole('link', { name: SAMPLE_NAME, exact: true }).click();
  await expect(page).toHaveURL(/\/mobile\/personas\/[\w-]+\/[\w-]+$/);
  const [, , , id, robotCode] = new URL(page.url()).pathname.split('/');
  await expect(page.getByRole('heading', { level: 1, name: SAMPLE_NAME })).toBeVisible();
  await expect(page.getByRole('img', { name: t.pictureOf.replace('{name}', SAMPLE_NAME) })).toBeVisible();
  const details = page.getByRole('region', { name: m.details });
  await expect(details.getByRole('rowheader', { name: m.language })).toBeVisible();
  await expect(details.getByRole('cell', { name: t.languages.zh })).toBeVisible();
  await expect(details.getByRole('cell', { name: '16:9' })).toBeVisible();
  await expect(page.getByRole('link', { name: t.preview })).toHaveAttribute('href', `/mobile/preview/${id}`);
  await page.getByRole('button', { name: t.share }).click();
  await expect(page.getByRole('dialog').getByRole('img', { name: t.qrAlt })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.screenshot({ path: 'test-results/persona-detail-390.png', fullPage: true });

  // A pair that does not belong together, or an id of nobody's, answers the mobile 404 page.
  for (const wrong of [
    `/mobile/personas/${id}/not-${robotCode}`,
    `/mobile/personas/no-such-id/${robotCode}`,
  ]) {
    const response = await page.goto(wrong);
    expect(response?.status(), wrong).toBe(404);
    await expect(page.getByTestId('not-found')).toBeVisible();
  }

  // The create notice says what a phone can do and links the list.
  await page.goto('/mobile/personas/create');
  await expect(page.getByRole('link', { name: zh.PersonasCreate.phone.mine })).toHaveAttribute(
    'href',
    '/mobile/personas',
  );

  // The same pages in English.
  await shareLoginWithEnglishSite(context);
  await page.goto(`${EN}/mobile/personas/${id}/${robotCode}`);
  const e = en.SessionsMobile;
  await expect(page.getByRole('link', { name: `← ${e.back}` })).toBeVisible();
  await expect(
    page.getByRole('region', { name: e.details }).getByRole('cell', { name: en.SessionsList.languages.zh }),
  ).toBeVisible();
  await page.goto(`${EN}/mobile/personas`);
  await expect(page.getByRole('heading', { level: 1, name: e.title })).toBeVisible();
  await expect(
    page.getByRole('article', { name: SAMPLE_NAME }).getByText(en.SessionsList.status.published),
  ).toBeVisible();
  await page.screenshot({ path: 'test-results/personas-en-390.png', fullPage: true });
});
