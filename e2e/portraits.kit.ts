import { readFileSync } from 'node:fs';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { catalogues } from '@/messages/catalogues';
import { PASSWORD, passwordForm, registerViaApi, sessionToken, uniqueEmail } from './accounts.kit';
import { buyPortraitPackage } from './collection.kit';

// The capture on /collection/my, shared by the desktop and the phone journeys: log in through the page's own
// redirect, see that a portrait needs a package (and where to order one), buy two through the sandbox, make a portrait from an accepted photo with the person's consent and see it in review, then send a group
// photo and read why it is refused. The photos: a single face of face-api's MIT demo photos (cropped by
// scripts/bench-portrait-rigs.mjs), and one of the demo's group photos as it is.

const ACCEPTED = readFileSync('tests/data/portraits/sample3.jpg');
const GROUP = readFileSync('node_modules/@vladmandic/face-api/demo/sample1.jpg');

export async function captureJourney(
  page: Page,
  request: APIRequestContext,
  origin: string,
  locale: 'zh' | 'en',
): Promise<{ email: string }> {
  const c = catalogues[locale];
  const t = c.Portraits;
  const email = uniqueEmail(`portrait-${locale}`);
  await registerViaApi(request, email, `Portrait Co ${locale} ${Date.now()}`);

  // The page needs a login: the login page sends the customer back to it.
  await page.goto(`${origin}/collection/my`);
  await expect(page).toHaveURL(/login\?redirect=/);
  const form = passwordForm(page, locale);
  await expect(form.getByRole('img', { name: c.Auth.captchaAlt })).toBeVisible();
  await form.locator('input[name="username"]').fill(email);
  await form.locator('input[name="password"]').fill(PASSWORD);
  await form.locator('input[name="captchaCode"]').fill('abcd');
  await form.getByRole('button', { name: c.Auth.submitLogin, exact: true }).click();
  await expect(page).toHaveURL(/\/collection\/my$/);
  await expect(page.getByRole('heading', { level: 1, name: t.heading })).toBeVisible();
  await expect(page.getByText(t.empty)).toBeVisible();

  // No package yet: the page says why there is no form and links to the packages.
  const allowance = page.getByTestId('portrait-allowance');
  await expect(allowance).toContainText(t.allowanceNone);
  await expect(allowance.getByRole('link', { name: t.allowanceLink })).toHaveAttribute(
    'href',
    '/collection/subscribe',
  );
  await expect(page.getByRole('form', { name: t.captureTitle })).toHaveCount(0);
  const token = await sessionToken(page.context());
  await buyPortraitPackage(request, token!, 2);
  await page.reload();
  await expect(allowance).toHaveText(t.allowanceUsed.replace('{used}', '0').replace('{allowed}', '2'));

  const capture = page.getByRole('form', { name: t.captureTitle });
  const person = locale === 'zh' ? '李娜' : 'Lina Park';
  await capture
    .locator('input[type=file]')
    .setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: ACCEPTED });
  await capture.getByLabel(t.name).fill(`${person} studio`);
  await capture.getByLabel(t.personName).fill(person);
  await capture.getByLabel(t.typedName).fill(person);
  await capture.getByRole('checkbox').check();
  await capture.getByRole('button', { name: t.submit }).click();
  await expect(capture.getByRole('status')).toHaveText(t.created);
  const card = page.getByTestId('portrait-card').filter({ hasText: `${person} studio` });
  await expect(card.getByText(t.status.review, { exact: true })).toBeVisible();
  await expect(
    card.getByRole('img', { name: t.photoAlt.replace('{name}', `${person} studio`) }),
  ).toBeVisible();

  // A group photo is refused with its reason, in the page's language, on the photo field.
  await capture
    .locator('input[type=file]')
    .setInputFiles({ name: 'group.jpg', mimeType: 'image/jpeg', buffer: GROUP });
  await capture.getByLabel(t.name).fill('Group');
  await capture.getByLabel(t.personName).fill(person);
  await capture.getByLabel(t.typedName).fill(person);
  await capture.getByRole('checkbox').check();
  await capture.getByRole('button', { name: t.submit }).click();
  await expect(capture.getByText(c.Validation.photo_severalFaces)).toBeVisible();
  await expect(page.getByTestId('portrait-card')).toHaveCount(1);
  await expect(allowance).toHaveText(t.allowanceUsed.replace('{used}', '1').replace('{allowed}', '2'));

  // Retake with the group photo: the card says why the new photo was refused; the portrait stays in review.
  const chooser = page.waitForEvent('filechooser');
  await card.getByRole('button', { name: t.retake }).click();
  await (await chooser).setFiles({ name: 'group.jpg', mimeType: 'image/jpeg', buffer: GROUP });
  await expect(card.getByRole('alert')).toContainText(c.Validation.photo_severalFaces);
  await expect(card.getByText(t.status.review, { exact: true })).toBeVisible();
  return { email };
}
