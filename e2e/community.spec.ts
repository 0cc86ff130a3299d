import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { catalogues } from '@/messages/catalogues';
import { logInViaApi, registerViaApi, uniqueEmail } from './accounts.kit';
import { writePost } from './community.kit';
import { signInOperator } from './operator.kit';
import { EN, ZH } from './support/hosts';

// The community forum (issue 23 §2): developer A asks a question and sees it pending; a moderator approves it in the
// back office; developer B answers; the answer is approved; A accepts it. A rejected post shows its reason to its
// author only. The question runs on the Chinese site, the rejection on the English one.

async function developer(
  page: Page,
  request: Parameters<typeof registerViaApi>[0],
  origin: string,
  locale: 'zh' | 'en',
  tag: string,
) {
  const email = uniqueEmail(`forum-${tag}-${locale}`);
  await registerViaApi(request, email, `Forum ${tag} ${Date.now()}`);
  await logInViaApi(page, email, origin);
  await page.waitForURL('**/dashboard');
  await page.goto(`${origin}/community`);
}

async function moderate(page: Page, origin: string, locale: 'zh' | 'en', signIn: boolean) {
  await page.goto(`${origin}/operator/community`);
  if (signIn) {
    await page.waitForURL('**/operator/login?redirect=*');
    await signInOperator(page, locale);
    await page.waitForURL('**/operator/community');
  }
  await expect(
    page.getByRole('heading', { level: 1, name: catalogues[locale].CommunityModeration.title }),
  ).toBeVisible();
}

test('zh: a question is reviewed, answered and its answer accepted', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const c = catalogues.zh.Community;
  const m = catalogues.zh.CommunityModeration;
  const title = `如何接入数字人 SDK ${Date.now()}`;

  // axe needs a page of a context the test made.
  const a = await (await browser.newContext()).newPage();
  await developer(a, request, ZH, 'zh', 'a');
  const axe = await new AxeBuilder({ page: a }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  const detail = await writePost(a, 'zh', title, '请问 **embed** 怎么配置？\n\n```js\nconst x = 1;\n```');
  await expect(a.getByRole('listitem').filter({ hasText: title }).getByText(c.pending)).toBeVisible();

  const operator = await browser.newPage();
  await moderate(operator, ZH, 'zh', true);
  await operator.getByRole('button', { name: `${m.approve}: ${title}` }).click();
  await expect(operator.getByRole('button', { name: `${m.approve}: ${title}` })).toHaveCount(0);

  const b = await browser.newPage();
  await developer(b, request, ZH, 'zh', 'b');
  await b.getByRole('link', { name: title }).click();
  await expect(b.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await b.getByLabel(c.comment.label).fill('在控制台的部署页复制嵌入代码即可。');
  await b.getByRole('button', { name: c.comment.submit, exact: true }).click();
  await expect(b.getByText(c.comment.submitted)).toBeVisible();
  await expect(b.getByText(c.pending)).toBeVisible();

  await operator.getByText(m.kind.match(/comments \{([^}]*)\}/)![1]!, { exact: true }).click();
  await operator.getByRole('button', { name: `${m.approve}: ${title}` }).click();
  await expect(operator.getByRole('button', { name: `${m.approve}: ${title}` })).toHaveCount(0);

  await a.goto(ZH + detail);
  await a.getByRole('button', { name: c.comment.accept }).click();
  await expect(a.getByText(c.accepted)).toBeVisible();
  await expect(a.locator('article').getByText(c.answered)).toBeVisible();
  await a.setViewportSize({ width: 1280, height: 900 });
  await a.screenshot({ path: 'test-results/community-detail-1280.png', fullPage: true });
});

test('en: a rejected post shows its reason to its author only', async ({ browser, request }) => {
  test.setTimeout(150_000);
  const c = catalogues.en.Community;
  const m = catalogues.en.CommunityModeration;
  const title = `Buy cheap followers ${Date.now()}`;

  const a = await browser.newPage();
  await developer(a, request, EN, 'en', 'spam');
  const detail = await writePost(a, 'en', title, 'Visit my shop.');

  const operator = await browser.newPage();
  await moderate(operator, EN, 'en', true);
  await operator.getByRole('button', { name: `${m.reject}: ${title}` }).click();
  const dialog = operator.getByRole('dialog');
  await dialog.getByLabel(m.reason).fill('Advertising is not allowed.');
  await dialog.getByRole('button', { name: m.confirmReject }).click();
  await expect(dialog).toBeHidden();

  await a.goto(EN + detail);
  await expect(a.getByText(c.rejected.replace('{reason}', 'Advertising is not allowed.'))).toBeVisible();

  const other = await browser.newPage();
  await developer(other, request, EN, 'en', 'other');
  await expect(other.getByRole('link', { name: title })).toHaveCount(0);
  const response = await other.goto(EN + detail);
  expect(response?.status()).toBe(404);
});
