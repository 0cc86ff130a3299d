import { describe, expect, it } from 'vitest';
import { POST as updateRoute } from '@/app/api/management/conversation/updateConversation/route';
import { runtimePageData } from '@/app/_pages/runtime-session';
import { sessionPaths, type SessionDto } from '@/features/sessions/contract';
import { defaultSessionValues } from '@/features/sessions/server/defaults/default-config';
import { loggedInAccount } from '@/tests/integration/support/accounts';
import { call } from '@/tests/integration/support/api';
import { englishSession } from '@/tests/integration/runtime/conversation-support';
import { EN_VOICE, ZH_CHARACTER } from '@/tests/integration/sessions/sessions-support';
import { application } from './application-rows';
import { EXPERIENCE, saveExperience } from './experience-support';

/** The hosted experience as a Chinese-speaking owner saves it. */
const CHINESE = {
  title: '欢迎来到示例银行',
  content: '点击开始，向数字人提问。',
  buttonText: '开始聊天',
  errorText: '抱歉，服务暂时不可用。',
};

/** The start texts the editor's runtime-page tab saves for an English session. */
async function editStartTexts(token: string, session: SessionDto) {
  const values = defaultSessionValues({ language: 'en', characterCode: ZH_CHARACTER, ttsId: EN_VOICE });
  const saved = await call<SessionDto>(updateRoute, sessionPaths.update, {
    token,
    body: {
      ...values,
      conversationId: session.conversationId,
      conversationName: session.conversationName,
      pageDto: {
        ...session.pageDto,
        promptTitle: 'Meet Lin, our lobby guide',
        promptContent: 'Ask Lin about opening hours and the documents to bring.',
        errorText: 'Lin cannot talk right now.',
      },
    },
  });
  if (saved.body.code !== 0) throw new Error(`update: ${JSON.stringify(saved.body)}`);
  return saved.body.data.pageDto;
}

describe('the start screen texts', () => {
  it("an English session's share link keeps its own English texts after a Chinese experience is saved", async () => {
    const { token } = await loggedInAccount();
    const session = await englishSession(token);
    await saveExperience(token, CHINESE);

    const shared = await runtimePageData('share', session.shareCode);
    expect(shared?.session.page).toMatchObject({
      promptTitle: session.pageDto.promptTitle,
      promptContent: session.pageDto.promptContent,
      errorText: session.pageDto.errorText,
    });
    expect(shared?.session.page.promptTitle).toBe('Welcome to our digital assistant');
    expect(shared?.session.page.startText).toBeUndefined();
    expect(shared?.session.endUrl).toBeUndefined();
  });

  it("the editor's start texts appear on the share link and the previews, next to a saved experience", async () => {
    const { token } = await loggedInAccount();
    const session = await englishSession(token);
    await saveExperience(token);
    const edited = await editStartTexts(token, session);

    for (const [entry, key] of [
      ['share', session.shareCode],
      ['userPreview', session.conversationId],
    ] as const) {
      const page = await runtimePageData(entry, key);
      expect(page?.session.page, entry).toMatchObject({
        promptTitle: 'Meet Lin, our lobby guide',
        promptContent: 'Ask Lin about opening hours and the documents to bring.',
        errorText: 'Lin cannot talk right now.',
        reSessionText: edited.reSessionText,
      });
      expect(page?.session.page.startText, entry).toBeUndefined();
    }
  });

  it("an application's page shows the experience's texts in the session's language, else the session's own", async () => {
    const { token, email } = await loggedInAccount();
    const session = await englishSession(token);
    const appId = await application(email, session.conversationId);
    const before = await runtimePageData('app', appId);
    expect(before?.session.page.promptTitle).toBe(session.pageDto.promptTitle);

    await saveExperience(token);
    const app = await runtimePageData('app', appId);
    expect(app?.session.page).toEqual({
      ...before!.session.page,
      promptTitle: EXPERIENCE.title,
      promptContent: EXPERIENCE.content,
      errorText: EXPERIENCE.errorText,
      startText: EXPERIENCE.buttonText,
    });
    expect(app?.session.endUrl).toBe(EXPERIENCE.endUrl);

    // Written in Chinese, the experience does not greet this English session's visitors; its end URL still holds.
    await saveExperience(token, CHINESE);
    const chinese = await runtimePageData('app', appId);
    expect(chinese?.session.page).toEqual(before!.session.page);
    expect(chinese?.session.endUrl).toBe(EXPERIENCE.endUrl);
  });

  it("never shows one corporation's experience on another's pages", async () => {
    const one = await loggedInAccount();
    const other = await loggedInAccount();
    const session = await englishSession(other.token);
    await saveExperience(one.token);
    const page = await runtimePageData('app', await application(other.email, session.conversationId));
    expect(page?.session.page.promptTitle).toBe(session.pageDto.promptTitle);
    expect(page?.session.endUrl).toBeUndefined();
  });
});
