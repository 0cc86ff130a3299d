import { expect, type Page } from '@playwright/test';
import type { UnansweredGroupDto } from '@/features/runtime/contract';
import { call, en, english, publishedSession, say, startConversation, subtitle, zh } from './runtime.kit';
import { EN, ZH } from './support/hosts';

// The unanswered-questions loop of issue 21 §4, in a browser: a visitor's question goes unanswered, the owner adds
// it as a similar question of an FAQ item on /dashboard/knowledge/unanswered, the next visitor gets the answer.

const CASES = {
  zh: {
    host: ZH,
    texts: zh,
    faq: { question: '如何重置登录密码？', answer: '在设置页点击重置密码即可。' },
    search: '密码',
    asked: '我的账号被锁住了怎么办',
  },
  en: {
    host: EN,
    texts: en,
    faq: { question: 'How do I reset my password?', answer: 'Open the settings and choose reset password.' },
    search: 'password',
    asked: 'My account is locked, what now?',
  },
} as const;

/** A published session answering from one FAQ item (no model, no matching scene): its share code. */
async function sessionWithFaq(page: Page, locale: 'zh' | 'en') {
  const { faq } = CASES[locale];
  const { id, shareCode } = await publishedSession(
    page,
    `unanswered-${locale}`,
    locale === 'en' ? english : {},
  );
  const category = await call<{ categoryId: string }>(page, '/management/knowledge/category/add', {
    name: `help_${Date.now()}`,
  });
  await call(page, '/management/knowledge/faq/add', { ...faq, categoryId: category.categoryId });
  const session = await call<Record<string, unknown>>(
    page,
    '/management/conversation/getConversationById',
    { conversationId: id },
    'GET',
  );
  await call(page, '/management/conversation/updateConversation', {
    ...session,
    knowledgeIsUsed: true,
    knowledgeDtoList: [{ knowledgeId: category.categoryId }],
  });
  return shareCode;
}

async function visitorAsks(page: Page, locale: 'zh' | 'en', shareCode: string, device: 'desktop' | 'phone') {
  const { host, texts, asked } = CASES[locale];
  await page.goto(`${host}${device === 'phone' ? '/mobile' : ''}/p/${shareCode}`);
  await startConversation(page, texts.Runtime);
  await say(page, asked, texts.Runtime);
}

export async function unansweredLoop(page: Page, locale: 'zh' | 'en', device: 'desktop' | 'phone') {
  const { host, texts, faq, search, asked } = CASES[locale];
  const U = texts.Unanswered;
  const shareCode = await sessionWithFaq(page, locale);

  // A visitor asks what the FAQ does not say: the unknown-question script answers, and the turn is stored once its
  // sentences are synthesized (the waiting phrase and the script: seconds on a busy machine).
  await visitorAsks(page, locale, shareCode, device);
  await expect
    .poll(
      async () => {
        const found = await call<{ list: UnansweredGroupDto[] }>(
          page,
          '/management/chat/unanswered',
          {},
          'GET',
        );
        return found.list.map((group) => group.question);
      },
      { timeout: 45_000 },
    )
    .toContain(asked);

  // The owner sees it on the unanswered page and adds it as a similar question of the FAQ item.
  await page.goto(`${host}/dashboard/knowledge/unanswered`);
  await expect(page.getByRole('heading', { level: 1, name: U.title })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: asked });
  await expect(row.getByText(U.reason.unknown)).toBeVisible();
  await row.getByRole('button', { name: U.addSimilar }).click();
  const dialog = page.getByRole('dialog', { name: U.similarTitle });
  await expect(dialog.getByRole('textbox', { name: U.question })).toHaveValue(asked);
  const picker = dialog.getByRole('combobox', { name: U.faqItem });
  await picker.fill(search);
  await page.getByRole('option', { name: faq.question }).click();
  await dialog.getByRole('button', { name: U.save }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(U.empty)).toBeVisible();

  // The next visitor asking it gets the FAQ's answer at once.
  await visitorAsks(page, locale, shareCode, device);
  await expect(subtitle(page)).toHaveText(faq.answer);
}
