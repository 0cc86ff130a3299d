import { expect, type Page } from '@playwright/test';
import { call, publishedSession } from './runtime.kit';

// Shared steps of e2e/embed-sdk.spec.ts: an application serving a published session (scripted answers, no model),
// and the hosted experience that allows an embed domain.

export async function appWithAllowedOrigin(page: Page, tag: string, allowedOrigin: string) {
  // No waiting phrase: a busy test machine's slow synthesis would have it said into the answers the tests read.
  const { id } = await publishedSession(page, tag, (session) => ({
    scriptDtoList: (session.scriptDtoList as { scriptType: string }[]).filter(
      (script) => script.scriptType !== 'waitingPhrase',
    ),
  }));
  const app = await call<{ appId: string }>(page, '/management/application/createApplication', {
    name: `官网导购 ${tag}`,
    concurrency: 1,
    conversationId: id,
  });
  await call(page, '/management/hostedExperience/save', {
    endUrl: 'https://shop.example.com/thanks',
    title: '示例商城导购',
    content: '有问题随时问我',
    buttonText: '开始咨询',
    errorText: '暂时无法服务',
    allowedOrigins: [allowedOrigin],
  });
  return app.appId;
}

/** The host page's event list (e2e/support/embed-host.ts). */
export const events = (page: Page, type: string) => page.locator(`#log li[data-event="${type}"]`);

/** The host page heard an event of this type whose payload (as JSON) holds `fragment`. */
export async function expectEvent(page: Page, type: string, fragment: string, timeout = 30_000) {
  await expect(events(page, type).filter({ hasText: fragment }).first()).toBeAttached({ timeout });
}
