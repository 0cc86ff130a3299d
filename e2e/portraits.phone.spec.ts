import { test } from '@playwright/test';
import { captureJourney } from './portraits.kit';
import { EN, ZH } from './support/hosts';

// Issue 24 §1 on a 390 px phone: /collection/my has no /mobile twin, its page stacks (zh and en).
test.use({ viewport: { width: 390, height: 844 } });

for (const [locale, origin] of [
  ['zh', ZH],
  ['en', EN],
] as const)
  test(`${locale}: on a phone, a photo with consent becomes a portrait in review; a group photo is refused`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    await captureJourney(page, request, origin, locale);
  });
