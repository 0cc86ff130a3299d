import { expect, type Page } from '@playwright/test';
import { R, en, english, publishedSession, zh } from './runtime.kit';

// Shared steps of e2e/runtime-start.spec.ts and runtime-start.phone.spec.ts: the start screen before a
// conversation, in Chinese and English, and what a dead link answers.

export const EN_TEXTS = {
  promptTitle: 'Talk to our guide',
  promptContent: 'Press start and ask your question.',
};

/** A published sample session speaking `language`, with start texts in that language: its share code and id. */
export async function sessionIn(page: Page, language: 'zh' | 'en', tag: string) {
  return language === 'zh'
    ? publishedSession(page, tag)
    : publishedSession(page, tag, (session) => ({
        ...english(session),
        pageDto: { ...(session.pageDto as object), ...EN_TEXTS },
      }));
}

/**
 * The start screen shows the digital human standing in its scene, on screen and above the start card, one start
 * button in the session's language, and none of the built-in placeholder illustration.
 */
export async function expectStartScreen(page: Page, language: 'zh' | 'en') {
  const texts = language === 'zh' ? R : en.Runtime;
  await expect(
    page.getByRole('heading', { name: language === 'zh' ? '欢迎体验数字人平台' : EN_TEXTS.promptTitle }),
  ).toBeVisible();
  const human = page.locator('[data-start-picture] svg[data-character]');
  await expect(human).toBeVisible();
  await expect(human).toBeInViewport({ ratio: 0.9 });
  await expect(page.getByRole('button')).toHaveCount(1);
  await expect(page.getByRole('button', { name: texts.startConversation })).toBeVisible();
  // The built-in start image (a speech bubble and a play pill) is not drawn.
  await expect(page.locator('#start-default-sky')).toHaveCount(0);
  // The face is above the card that holds the button.
  const face = (await human.boundingBox())!;
  const card = (await page.locator('section[aria-labelledby="runtime-title"]').boundingBox())!;
  expect(face.y).toBeLessThan(card.y);
}

/**
 * The runtime page's HTML as the server sends it: no site banner (nor, on a phone, the site's header) in the
 * markup a screen reader reads. (Next's page payload, in scripts, still names what the layout would show elsewhere.)
 */
export async function expectNoSiteChrome(page: Page, path: string, status: number) {
  const answer = await page.request.get(path);
  expect(answer.status(), path).toBe(status);
  const markup = (await answer.text()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
  expect(markup, path).not.toContain('data-testid="site-banner"');
  expect(markup, path).not.toContain(zh.Banner.text);
  expect(markup, path).not.toContain('<header');
  expect(markup, path).not.toContain('<footer');
}
