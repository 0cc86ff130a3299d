import { expect, test, type Page } from '@playwright/test';
import { mobileTwin } from '@/lib/routing/device-redirect';
import type { Device } from '@/lib/routing/device';
import { catalogues } from '@/messages/catalogues';
import {
  consolePaths,
  expectClean,
  runtimePaths,
  signedInContexts,
  sweepPage,
  type SweepContexts,
} from './console-sweep';
import { scansAxeIn } from './page-checks';

type Lang = 'zh' | 'en';

/** Opens a tab of the session editor by its name in `lang`. */
async function openEditorTab(page: Page, lang: Lang, tab: 'picture' | 'page') {
  const name = catalogues[lang].SessionsEditor.tabs[tab];
  const button = page.getByRole('tab', { name: new RegExp(`^${name}`) });
  await button.click();
  await expect(button).toHaveAttribute('aria-selected', 'true');
}

/** The hint under the editor's image uploads, as the catalogue writes it before its `{max}` is filled in. */
const uploadHint = (lang: Lang) => catalogues[lang].SessionsUpload.hint.split('{')[0]!.trim();

/** Opens each path in turn and judges it: its status, then what `expectClean` checks. */
async function sweepPaths(page: Page, lang: Lang, paths: string[]) {
  for (const [index, path] of paths.entries()) {
    const report = await sweepPage(
      page,
      async () => {
        const answer = await page.goto(path);
        expect.soft(answer?.status(), `${lang} ${path} status`).toBe(200);
      },
      { axe: scansAxeIn(lang, index) },
    );
    expectClean(report, `${lang} ${path}`);
  }
}

/** Declares the console and runtime sweep for one kind of device (issue 19 §1.1). */
export function declareConsoleSweep(device: Device) {
  let sweep: SweepContexts;
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(120_000);
    sweep = await signedInContexts(browser, device);
  });
  test.afterAll(async () => sweep?.close());

  for (const lang of ['zh', 'en'] as const) {
    test(`every console page in ${lang}`, async () => {
      test.setTimeout(480_000);
      await sweepPaths(sweep[lang], lang, consolePaths(device, sweep.fixture.session));
    });

    test(`the editor's picture and runtime-page tabs in ${lang}`, async () => {
      test.skip(mobileTwin('/session/edit') !== null && device === 'phone', 'phones have no editor');
      const page = sweep[lang];
      await page.goto(`/session/edit?conversationId=${sweep.fixture.session.conversationId}`);
      await expect(page.locator('fieldset[data-hydrated="true"]')).toBeAttached();
      for (const [index, tab] of (['picture', 'page'] as const).entries()) {
        const report = await sweepPage(page, () => openEditorTab(page, lang, tab), {
          axe: scansAxeIn(lang, index),
        });
        // The other tabs stay in the page, hidden: the hint must be on screen in the open one.
        await expect(page.getByText(uploadHint(lang)).locator('visible=true').first()).toBeVisible();
        expectClean(report, `${lang} editor tab ${tab}`);
      }
    });

    test(`every runtime page in ${lang}`, async () => {
      test.setTimeout(240_000);
      await sweepPaths(sweep[lang], lang, runtimePaths(device, sweep.fixture));
    });
  }
}
