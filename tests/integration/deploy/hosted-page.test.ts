import { describe, expect, it } from 'vitest';
import { runtimePageData } from '@/app/_pages/runtime-session';
import { loggedInAccount } from '@/tests/integration/support/accounts';
import { englishSession } from '@/tests/integration/runtime/conversation-support';
import { application } from './application-rows';
import { EXPERIENCE, saveExperience } from './experience-support';

describe('the hosted page', () => {
  it("shows the corporation's hosted experience on its share links, and the session's texts on previews", async () => {
    const { token, email } = await loggedInAccount();
    const session = await englishSession(token);
    const before = await runtimePageData('share', session.shareCode);
    expect(before?.session.page).toMatchObject({ promptTitle: session.pageDto.promptTitle });
    expect(before?.session.page.startText).toBeUndefined();
    expect(before?.session.endUrl).toBeUndefined();

    await saveExperience(token);
    const shared = await runtimePageData('share', session.shareCode);
    expect(shared?.session.page).toEqual({
      ...before!.session.page,
      promptTitle: EXPERIENCE.title,
      promptContent: EXPERIENCE.content,
      errorText: EXPERIENCE.errorText,
      startText: EXPERIENCE.buttonText,
    });
    expect(shared?.session.endUrl).toBe(EXPERIENCE.endUrl);
    const app = await runtimePageData('app', await application(email, session.conversationId));
    expect(app?.session.page).toEqual(shared?.session.page);
    expect(app?.session.endUrl).toBe(EXPERIENCE.endUrl);

    const preview = await runtimePageData('userPreview', session.conversationId);
    expect(preview?.session.page).toEqual(before!.session.page);
    expect(preview?.session.endUrl).toBeUndefined();
  });

  it("never shows one corporation's experience on another's pages", async () => {
    const one = await loggedInAccount();
    const other = await loggedInAccount();
    const session = await englishSession(other.token);
    await saveExperience(one.token);
    const page = await runtimePageData('share', session.shareCode);
    expect(page?.session.page.promptTitle).toBe(session.pageDto.promptTitle);
    expect(page?.session.endUrl).toBeUndefined();
  });
});
