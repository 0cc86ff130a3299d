import { expect, test } from '@playwright/test';
import { catalogues } from '@/messages/catalogues';
import { registerViaApi, logInViaApi, uniqueEmail } from './accounts.kit';
import { conversationJourney } from './collection-conversation.kit';
import { ZH } from './support/hosts';
import { publishedSession } from './runtime.kit';

// Issue 24 §2 on the desktop: a customer's approved portrait, made a session in the wizard, talks on
// /collection/conversation; another corporation's session there is "not found". The desktop goes the way in Chinese,
// the phone (collection.phone.spec.ts) in English: each language and each device once, for CI's time.
for (const [locale, origin] of [['zh', ZH]] as const)
  test(`${locale}: the customer talks to their own portrait digital human on the collection page`, async ({
    browser,
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    await conversationJourney(browser, page, request, origin, locale, { phone: false });
  });

test("another corporation's session is not found on the page, and nothing of it is shown", async ({
  browser,
  page,
}) => {
  const { id } = await publishedSession(page, 'conv-theirs');
  const other = await (await browser.newContext({ baseURL: ZH })).newPage();
  const email = uniqueEmail('conv-other');
  await registerViaApi(other.request, email, `Conv other ${Date.now()}`);
  await logInViaApi(other, email, ZH, '/collection/conversation');
  const t = catalogues.zh.CollectionConversation;
  await expect(other.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  await expect(other.getByTestId('conversation-none')).toHaveAttribute('data-next', 'capture');
  await other.goto(`/collection/conversation?conversationId=${id}`);
  await expect(other.getByTestId('conversation-not-found')).toContainText(t.notFound);
  await expect(other.locator('[data-inline]')).toHaveCount(0);
  await other.context().close();
});
