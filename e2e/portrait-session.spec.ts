import { test } from '@playwright/test';
import { portraitSessionJourney } from './portrait-session.kit';
import { EN, ZH } from './support/hosts';

// Issue 24 §1 on the desktop: a customer's portrait, approved by the operator, becomes the character of a session
// made in the wizard; its share link's visitor sees the portrait speak (zh and en), at 1280 and 390 px.
for (const [locale, origin] of [
  ['zh', ZH],
  ['en', EN],
] as const)
  test(`${locale}: an approved portrait is a session's character and speaks on its share link`, async ({
    browser,
    page,
    request,
  }) => {
    test.setTimeout(300_000);
    await portraitSessionJourney(browser, page, request, origin, locale);
  });
