import { test } from '@playwright/test';
import { unansweredLoop } from './unanswered.kit';

// Issue 21 §4 on a desktop: an unanswered question becomes a similar question, and the next visitor gets the answer.
// In Chinese here, in English on a phone (unanswered.phone.spec.ts): each language and each device once.
for (const locale of ['zh'] as const)
  test(`${locale}: the owner adds an unanswered question as a similar question, the next visitor gets the FAQ answer`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await unansweredLoop(page, locale, 'desktop');
  });
