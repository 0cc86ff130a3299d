import { expect, test } from '@playwright/test';
import { customerServer, en, secretFromPage, storeSecret, zh } from './build-your-own.kit';
import {
  R,
  call,
  character,
  publishedSession,
  say,
  startConversation,
  subtitle,
  SHORT_REPLY,
} from './runtime.kit';
import { accountWithSample } from './session-editor.kit';
import { EN } from './support/hosts';

const B = zh.BuildYourOwn;

test('build your own: the secret shown once, rotation asked first, the connection URL and the examples', async ({
  page,
}) => {
  await accountWithSample(page, 'byo-page');
  await page.goto('/dashboard/build-your-own');
  await expect(page.getByRole('heading', { name: B.title, level: 1 })).toBeVisible();
  await expect(
    page.getByRole('navigation').getByRole('link', { name: zh.BuildYourOwn.menu }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText(B.secret.none)).toBeVisible();
  // No application yet: the examples keep the appId blank and say where applications are made.
  await expect(page.getByText(B.connection.noApps)).toBeVisible();

  const first = await secretFromPage(page);
  await page.screenshot({ path: test.info().outputPath('build-your-own-secret-1280.png'), fullPage: true });
  await storeSecret(page, first);
  // A reload shows the hint only: the secret was sent once.
  await page.reload();
  await expect(page.getByTestId('tenant-secret-hint')).toHaveText(`tjs_…${first.slice(-4)}`);

  // Rotation asks first; cancelling keeps the secret.
  await page.getByRole('button', { name: B.secret.rotate }).click();
  const dialog = page.getByRole('dialog', { name: B.secret.rotateTitle });
  await dialog.getByRole('button', { name: B.secret.cancel }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('tenant-secret-hint')).toHaveText(`tjs_…${first.slice(-4)}`);
  const second = await secretFromPage(page, zh, { rotate: true });
  expect(second).not.toBe(first);
  await storeSecret(page, second);

  const origin = new URL(page.url()).origin;
  await expect(page.getByTestId('connection-url')).toHaveValue(
    `${origin}/collection/preview/<appId>?token={token}`,
  );
  await expect(page.getByTestId('node-example')).toContainText("import { SignJWT } from 'jose';");
  await expect(page.getByTestId('node-example')).toContainText(`const PLATFORM = '${origin}';`);
  await page.getByRole('tab', { name: B.examples.curl }).click();
  await expect(page.getByTestId('curl-example')).toContainText('openssl dgst -sha256 -hmac');
  await expect(page.getByText(B.examples.other)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('build-your-own-zh-1280.png'), fullPage: true });

  // The token check names what is wrong with a token, without using it up.
  await page.getByRole('textbox', { name: B.check.label }).fill('not-a-token');
  await page.getByRole('button', { name: B.check.submit }).click();
  await expect(page.getByRole('status')).toHaveText(B.check.reasons.missingClaim);

  // The English site says it all in English.
  await page.goto(`${EN}/dashboard/build-your-own`);
  await expect(page.getByRole('heading', { name: en.BuildYourOwn.title, level: 1 })).toBeVisible();
  await expect(page.getByText(en.BuildYourOwn.token.intro)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('build-your-own-en-1280.png'), fullPage: true });
});

test('a build-your-own token minted by a test server starts a conversation', async ({ page, browser }) => {
  const { id } = await publishedSession(page, 'byo-token');
  const app = await call<{ appId: string }>(page, '/management/application/createApplication', {
    name: 'Build your own',
    // The restart ends its conversation without waiting: two slots, so the new start never races the end.
    concurrency: 2,
    conversationId: id,
  });
  await page.goto('/dashboard/build-your-own');
  const secret = await secretFromPage(page);
  const platform = new URL(page.url()).origin;
  // The page's URL and examples name the application.
  await expect(page.getByTestId('connection-url')).toHaveValue(
    `${platform}/collection/preview/${app.appId}?token={token}`,
  );
  await expect(page.getByTestId('node-example')).toContainText(`const APP_ID = '${app.appId}';`);
  const customer = await customerServer(platform, app.appId, secret);
  try {
    // A visitor of the customer's site: no login on the platform, no platform key in the browser.
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await visitor.goto(customer.url);
    await expect(visitor).toHaveURL(new RegExp(`/collection/preview/${app.appId}\\?ticket=`));
    expect(visitor.url()).not.toContain('token=');
    await expect(visitor.getByRole('heading', { name: '欢迎体验数字人平台' })).toBeVisible();
    await startConversation(visitor);
    await expect(subtitle(visitor)).toContainText('您好，我是数字人平台的向导小数');
    await expect(character(visitor)).toHaveAttribute('data-state', /speaking|listening/);
    await say(visitor, '地址在哪里？');
    await expect(subtitle(visitor)).toHaveText(SHORT_REPLY);

    // The page restarts on its ticket: the token itself is used up.
    await visitor.getByRole('button', { name: '重新开始' }).click();
    await expect(subtitle(visitor)).toContainText('您好，我是数字人平台的向导小数');

    // The same token URL a second time: refused, and no conversation can start.
    expect(customer.redirects).toHaveLength(1);
    await visitor.goto(customer.redirects[0]!);
    await expect(visitor.getByRole('heading', { name: zh.VisitorToken.title })).toBeVisible();
    await expect(visitor.getByText(zh.VisitorToken.replayed)).toBeVisible();
    await expect(visitor.getByRole('button', { name: R.startConversation })).toHaveCount(0);
    await visitor.screenshot({ path: test.info().outputPath('build-your-own-refused-1280.png') });

    // A fresh visit through the customer's server opens a fresh page.
    await visitor.goto(customer.url);
    await expect(visitor.getByRole('button', { name: R.startConversation })).toBeVisible();
    await visitorContext.close();
  } finally {
    await customer.close();
  }
});

test('webhooks: the callback address checked on its field, its signing secret shown once, a test event logged', async ({
  page,
}) => {
  const W = zh.Webhooks;
  await accountWithSample(page, 'byo-hooks');
  await page.goto('/dashboard/build-your-own');
  const panel = page.getByRole('region', { name: W.title, exact: true });
  await expect(panel.getByText(W.secret.none)).toBeVisible();
  const address = panel.getByRole('textbox', { name: W.address.label });
  await address.fill('http://hooks.example.com/digital-human');
  await panel.getByRole('button', { name: W.address.save }).click();
  await expect(panel.getByText(zh.Validation.httpsRequired)).toBeVisible();

  // `.invalid` never resolves (RFC 6761): the test event fails, and says why in the owner's language.
  await address.fill('https://hooks.invalid/digital-human');
  await panel.getByRole('button', { name: W.address.save }).click();
  // Shown once in a window that only "I have stored it" closes (not Escape).
  const once = page.getByRole('dialog', { name: W.secret.shownTitle });
  const secret = once.getByTestId('webhook-secret');
  await expect(secret).toHaveText(/^whsec_/);
  const shown = (await secret.textContent())!;
  await page.keyboard.press('Escape');
  await expect(secret).toBeVisible();
  await once.getByRole('button', { name: W.secret.hide }).click();
  await expect(once).toBeHidden();
  await expect(
    panel.getByText(W.secret.masked.replace('{hint}', `whsec_${shown.slice(6, 10)}…${shown.slice(-4)}`)),
  ).toBeVisible();

  await panel.getByRole('button', { name: W.test.send }).click();
  await expect(panel.getByText(W.test.failed.replace('{reason}', W.errors.unreachable))).toBeVisible();
  const log = panel.getByRole('table', { name: W.log.legend });
  await expect(log.getByRole('row').filter({ hasText: 'test' })).toContainText(W.status.failed);
  await page.screenshot({ path: test.info().outputPath('build-your-own-webhooks-1280.png'), fullPage: true });
});
