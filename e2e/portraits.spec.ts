import { test } from '@playwright/test';
import { captureJourney } from './portraits.kit';
import { EN, ZH } from './support/hosts';

// Issue 24 §1 on the desktop: a portrait made on /collection/my with consent is in review; a refused photo shows
// its reason (zh and en).
for (const [locale, origin] of [
  ['zh', ZH],
  ['en', EN],
] as const)
  test(`${locale}: a photo with consent becomes a portrait in review; a group photo is refused with its reason`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    await captureJourney(page, request, origin, locale);
  });
