import { test } from '@playwright/test';
import { portraitSessionJourney } from './portrait-session.kit';
import { EN, ZH } from './support/hosts';

// Issue 24 §1 on the desktop: a customer's portrait, approved by the operator, becomes the character of a session
// made in the wizard; its share link's visitor sees the portrait speak, at 1280 px in Chinese and 390 px in English.
for (const [locale, origin, width] of [
  ['zh', ZH, 1280],
  ['en', EN, 390],
] as const)
  test(`${locale}: an approved portrait is a session's character and speaks on its share link`, async ({
    browser,
    page,
    request,
  }) => {
    test.setTimeout(300_000);
    await portraitSessionJourney(browser, page, request, origin, locale, width);
  });
