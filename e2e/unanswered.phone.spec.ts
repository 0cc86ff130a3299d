import { test } from '@playwright/test';
import { unansweredLoop } from './unanswered.kit';

// Issue 21 §4 on a phone: the visitor on the /mobile runtime, the owner on the console page drawn to fit. In English
// here, in Chinese on the desktop (unanswered.spec.ts).
for (const locale of ['en'] as const)
  test(`${locale}: on a phone the owner adds an unanswered question as a similar question, the next visitor gets the FAQ answer`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await unansweredLoop(page, locale, 'phone');
  });
