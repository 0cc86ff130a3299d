import { test } from '@playwright/test';
import { conversationJourney } from './collection-conversation.kit';
import { EN } from './support/hosts';

// Issue 24 §2 on a 390 px phone: the collection pages home → packages → my (a photo uploaded, one refused with its
// reason, the review state) → conversation (the runtime across the phone's width). In English here, in Chinese on the
// desktop (collection-conversation.spec.ts).
test.use({ viewport: { width: 390, height: 844 } });

for (const [locale, origin] of [['en', EN]] as const)
  test(`${locale}: on a phone, from the collection's home to talking with one's own digital human`, async ({
    browser,
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    await conversationJourney(browser, page, request, origin, locale, { phone: true });
  });
