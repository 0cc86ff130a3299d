import { mkdirSync } from 'node:fs';
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { catalogues } from '@/messages/catalogues';
import { approve, sessionWithPortrait } from './portrait-session.kit';
import { captureJourney } from './portraits.kit';
import { call } from './runtime.kit';

// Issue 24 §2, /collection/conversation: the customer meets their own digital human on the collection area's page.
// Shared by the desktop journey (the session made in the wizard) and the phone's (390 px: the wizard is desktop only,
// so the session is made by the API, as the console's editor would save it).

export const SHOTS = '/work/shots/conv';

type Locale = 'zh' | 'en';
type Session = Record<string, unknown> & { conversationId: string; detailDto: Record<string, unknown> };

const ASK = { zh: '请问营业时间是几点？', en: 'What are your opening hours?' };
const KEYWORD = { zh: '营业时间', en: 'opening hours' };
const REPLY = { zh: '我们每天上午九点营业。', en: 'We open at nine every morning.' };
const VOICE = { zh: 'espeak:cmn-f3', en: 'espeak:en-us-f3' };

const width = (page: Page) => page.viewportSize()?.width ?? 0;

/** The session answers from one scene (no model server), in the page's language. */
async function answerFromScene(page: Page, conversationId: string, locale: Locale, changes = {}) {
  const session = await call<Session>(
    page,
    '/management/conversation/getConversationById',
    { conversationId },
    'GET',
  );
  await call(page, '/management/conversation/updateConversation', {
    ...session,
    language: locale,
    dataModelIsUsed: false,
    modelDtoList: [],
    sceneIsUsed: true,
    scene: [{ keywords: [KEYWORD[locale]], reply: REPLY[locale] }],
    ...changes,
    detailDto: {
      ...session.detailDto,
      ttsId: VOICE[locale],
      ...(changes as { detailDto?: object }).detailDto,
    },
  });
  return session;
}

/** The corporation's sessions (listing them gives a new corporation its sample, a drawn presenter). */
const sessionIds = async (page: Page) =>
  (await call<{ list: { conversationId: string }[] }>(page, '/management/conversation/query', {})).list.map(
    (s) => s.conversationId,
  );

/** Talks to the session running on the page: the start button, a typed question, the scene's answer. */
async function talk(page: Page, locale: Locale) {
  const R = catalogues[locale].Runtime;
  const stage = page.locator('[data-inline]');
  await expect(stage).toBeVisible();
  // The runtime stays in the page's flow, as wide as the page's column (on a phone: the phone's width).
  const box = (await stage.boundingBox())!;
  if (width(page) < 500) expect(Math.round(box.width)).toBe(width(page));
  await page.screenshot({ path: `${SHOTS}/start-${locale}-${width(page)}.png`, fullPage: true });
  await stage.getByRole('button', { name: R.startConversation }).click();
  const live = stage.locator('[data-live-character]');
  await expect(live).toHaveAttribute('data-renderer', /webgl|canvas/);
  await expect(stage.locator('[data-ai-mark]')).toHaveText('AI');
  const input = stage.getByRole('textbox', { name: R.textPlaceholder });
  await expect(input).toBeEnabled();
  await input.fill(ASK[locale]);
  await stage.getByRole('button', { name: R.send, exact: true }).click();
  await expect(stage.locator('[data-subtitle]')).toContainText(REPLY[locale].slice(0, 6), {
    timeout: 30_000,
  });
  await page.screenshot({ path: `${SHOTS}/talking-${locale}-${width(page)}.png`, fullPage: true });
}

/**
 * The whole way: (on a phone, the collection's home and packages first) the capture on /collection/my with a refused
 * photo and the review state; the conversation page while the portrait waits for review; approval in the back
 * office; the way to a session; the session made; "talk to it" from /collection/my; talking on the page; and
 * "not found" for a session that is not a portrait's or not the customer's.
 */
export async function conversationJourney(
  browser: Browser,
  page: Page,
  request: APIRequestContext,
  origin: string,
  locale: Locale,
  { phone }: { phone: boolean },
) {
  mkdirSync(SHOTS, { recursive: true });
  const c = catalogues[locale];
  const t = c.CollectionConversation;
  if (phone) {
    await page.goto(`${origin}/collection/home`);
    await expect(page.getByRole('heading', { level: 1, name: c.CollectionHome.title })).toBeVisible();
    await page
      .getByRole('navigation', { name: c.CollectionNav.nav })
      .getByRole('link', { name: c.CollectionNav.subscribe })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: c.CollectionSubscribe.title })).toBeVisible();
  }
  const { email } = await captureJourney(page, request, origin, locale);
  const portraitName = `${locale === 'zh' ? '李娜' : 'Lina Park'} studio`;

  // The header leads here; the portrait is in review: the page says it must be approved first.
  await page
    .getByRole('navigation', { name: c.CollectionNav.nav })
    .getByRole('link', { name: c.CollectionNav.conversation })
    .click();
  await expect(page).toHaveURL(/\/collection\/conversation$/);
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  const none = page.getByTestId('conversation-none');
  await expect(none).toHaveAttribute('data-next', 'awaitReview');
  await expect(none).toContainText(t.none.awaitReview);
  await expect(none.getByRole('link', { name: t.toMy })).toHaveAttribute('href', '/collection/my');
  await page.screenshot({ path: `${SHOTS}/review-${locale}-${width(page)}.png`, fullPage: true });

  await approve(browser, origin, locale, portraitName, email);
  await page.reload();
  await expect(none).toHaveAttribute('data-next', 'createSession');
  const create = none.getByRole('button', { name: c.SessionsWizard.create });
  await expect(create).toBeVisible();

  let conversationId: string;
  if (phone) {
    // The wizard is a desktop page; the portrait becomes the character of the corporation's sample session.
    const [sample] = await sessionIds(page);
    const { id } = (
      await call<{ list: { id: string; status: string }[] }>(
        page,
        '/management/portrait/query',
        { pageIndex: 1, pageSize: 10 },
        'GET',
      )
    ).list.find((p) => p.status === 'ready')!;
    const session = await answerFromScene(page, sample!, locale, {
      detailDto: { modelId: `portrait:${id}` },
    });
    conversationId = session.conversationId;
  } else {
    // The button opens the wizard with a fresh draft.
    await create.click();
    await expect(page).toHaveURL(/\/session\/create\/step1$/);
    conversationId = await sessionWithPortrait(page, origin, locale, portraitName);
    await answerFromScene(page, conversationId, locale);
  }

  // /collection/my links the approved portrait to its session.
  await page.goto(`${origin}/collection/my`);
  const card = page.getByTestId('portrait-card').filter({ hasText: portraitName });
  await card.getByRole('link', { name: c.Portraits.talkTo }).click();
  await expect(page).toHaveURL(`${origin}/collection/conversation?conversationId=${conversationId}`);
  const picks = page.getByTestId('portrait-conversation');
  await expect(picks).toHaveCount(1);
  await expect(picks.first()).toHaveAttribute('aria-current', 'page');
  await expect
    .poll(() =>
      picks
        .first()
        .locator('img')
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBeGreaterThan(0);
  await talk(page, locale);

  // Reloaded, the address still names it.
  await page.reload();
  await expect(page.locator('[data-inline]')).toBeVisible();
  await expect(picks.first()).toHaveAttribute('aria-current', 'page');

  // A session that is not a portrait's, and one that is not there: "not found", nothing of it shown.
  const drawn = (await sessionIds(page)).find((id) => id !== conversationId);
  for (const other of [drawn, 'no-such-session'].filter(Boolean)) {
    await page.goto(`${origin}/collection/conversation?conversationId=${other}`);
    await expect(page.getByTestId('conversation-not-found')).toContainText(t.notFoundTitle);
    await expect(page.locator('[data-inline]')).toHaveCount(0);
    await expect(picks).toHaveCount(1);
  }
  await page.screenshot({ path: `${SHOTS}/not-found-${locale}-${width(page)}.png`, fullPage: true });
}
