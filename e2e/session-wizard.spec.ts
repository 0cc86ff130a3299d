import { expect, test } from '@playwright/test';
import { api, catalogues, CHARACTER, readDetail, readDraft, signedInTrialUser } from './session-wizard.kit';
import { EN, ZH } from './support/hosts';

// Desktop: the session creation wizard (spec §2) from step 1 to the success page, its guards (spec §4) and the
// trial limit (spec §6), on a fresh trial account each.

const { zh, en } = catalogues;
const w = zh.SessionsWizard;
const f = zh.SessionsForm;

test.describe('session creation wizard', () => {
  test('steps 1–4 without a draft and the success page without a publish go to the console home', async ({
    page,
    request,
  }) => {
    await signedInTrialUser(page, request, ZH, 'zh');
    await page.goto(`${ZH}/session/create/step2`);
    await expect(page).toHaveURL(`${ZH}/dashboard`);
    await page.goto(`${ZH}/session/create/step4`);
    await expect(page).toHaveURL(`${ZH}/dashboard`);
    await page.goto(`${ZH}/session/create/success`);
    await expect(page).toHaveURL(`${ZH}/dashboard`);
  });

  test('a user picks, places, hears, configures and publishes a session', async ({ page, request }) => {
    test.setTimeout(120_000);
    const { token } = await signedInTrialUser(page, request, ZH, 'zh');
    // The entry point: a fresh draft, then step 1.
    await page.evaluate(() => sessionStorage.setItem('session', JSON.stringify({ step: 1 })));
    await page.goto(`${ZH}/session/create/step1`);

    // Step 1: filter, pick a character, see it in the preview.
    await expect(page.getByRole('heading', { level: 1, name: w.character.heading })).toBeVisible();
    const next = page.getByRole('button', { name: w.next, exact: true });
    await expect(next).toBeDisabled();
    await page
      .getByRole('radiogroup', { name: w.character.gender })
      .getByText(zh.SessionsCast.gender.female)
      .click();
    const lin = page.locator(`[data-character-code="${CHARACTER}"]`);
    await lin.click();
    await expect(lin).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('preview-name')).not.toBeEmpty();
    await page.screenshot({ path: 'test-results/wizard-step1.png', fullPage: true });
    expect((await readDetail(page)).modelId).toBe(CHARACTER);
    await next.click();

    // Step 2: a scene, the ratio, and the character dragged to a new place.
    await expect(page).toHaveURL(`${ZH}/session/create/step2`);
    await expect(page.getByRole('heading', { level: 1, name: w.background.heading })).toBeVisible();
    await page.locator('button[data-background="b02-bank-hall"]').click();
    const human = page.getByTestId('placement-handle');
    await expect(human).toBeVisible();
    const before = await readDetail(page);
    const box = (await human.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - 120, box.y + box.height / 2 - 30, { steps: 8 });
    await page.mouse.up();
    await expect.poll(async () => (await readDetail(page)).humanX).toBeLessThan(before.humanX - 100);
    const dragged = await readDetail(page);
    expect(dragged.humanY).toBeLessThan(before.humanY);
    expect(dragged.backgroundDto).toEqual({ type: 'builtin', backgroundId: 'b02-bank-hall' });
    // The keyboard resizes too.
    await human.focus();
    await page.keyboard.press('+');
    await expect.poll(async () => (await readDetail(page)).humanWidth).toBeGreaterThan(dragged.humanWidth);
    await page.screenshot({ path: 'test-results/wizard-step2.png', fullPage: true });
    // A tablet or a narrow desktop window: the picture and the lists fit without sideways scrolling.
    await page.setViewportSize({ width: 800, height: 1000 });
    await expect(human).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(800);
    await page.screenshot({ path: 'test-results/wizard-step2-800.png', fullPage: true });
    await page.setViewportSize({ width: 1280, height: 720 });
    // The placement survives a reload.
    const placed = await readDetail(page);
    await page.reload();
    await expect(page.getByTestId('placement-values')).toContainText(`${placed.humanX}, ${placed.humanY}`);
    await page.getByRole('button', { name: w.next, exact: true }).click();

    // Step 3: an audition of the chosen voice, then the sliders.
    await expect(page).toHaveURL(`${ZH}/session/create/step3`);
    const chosen = page.locator('[data-selected="true"]');
    await expect(chosen).toHaveCount(1);
    const audition = page.waitForResponse((r) => r.url().includes('/ttsModel/ttsSynthesis'));
    await chosen.getByRole('button', { name: new RegExp(w.voice.audition) }).click();
    const clip = await audition;
    expect(clip.status()).toBe(200);
    expect(clip.headers()['content-type']).toContain('audio/wav');
    await expect(page.getByRole('status').filter({ hasText: w.voice.playing })).toBeVisible();
    // The browser decoded a real clip of some length.
    await expect
      .poll(() => page.getByTestId('audition-audio').evaluate((audio: HTMLAudioElement) => audio.duration))
      .toBeGreaterThan(0.3);
    const volume = page.getByRole('slider', { name: w.voice.volume });
    await volume.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => (await readDetail(page)).ttsVolume).toBe(51);
    await page.screenshot({ path: 'test-results/wizard-step3.png', fullPage: true });
    await page.getByRole('button', { name: w.next, exact: true }).click();

    // Step 4: a name, wake-word mode (its wake word required), then publish.
    await expect(page).toHaveURL(`${ZH}/session/create/step4`);
    const name = `前台接待 ${Date.now() % 100000}`;
    await page.getByRole('textbox', { name: w.configure.name }).fill(name);
    await page
      .getByRole('radiogroup', { name: f.dialogueMode })
      .getByText(f.wakeWordMode, { exact: true })
      .click();
    const wakeWord = page.getByRole('textbox', { name: f.scripts.wakeWord });
    await wakeWord.fill('');
    await page.getByRole('button', { name: w.configure.publish }).click();
    await expect(wakeWord).toHaveAttribute('aria-invalid', 'true');
    await wakeWord.fill('你好小林');
    await page.screenshot({ path: 'test-results/wizard-step4.png', fullPage: true });
    await page.getByRole('button', { name: w.configure.publish }).click();

    // Success: the picture, the share link with its QR code, and the next steps.
    await expect(page).toHaveURL(`${ZH}/session/create/success`);
    await expect(page.getByRole('heading', { level: 1, name: w.success.heading })).toBeVisible();
    const share = page.getByRole('textbox', { name: w.success.share });
    await expect(share).toHaveValue(new RegExp(`^${ZH}/p/[A-Za-z0-9_-]+$`));
    await expect(page.getByRole('img', { name: w.success.qr })).toBeVisible();
    await expect(page.getByRole('link', { name: w.success.preview })).toHaveAttribute('href', /^\/preview\//);
    const edit = page.getByRole('link', { name: w.success.edit });
    const id = new URL(`${ZH}${await edit.getAttribute('href')}`).searchParams.get('conversationId');
    await page.screenshot({ path: 'test-results/wizard-success.png', fullPage: true });
    expect(await readDraft(page)).toBeNull();

    // The session exists, with what the wizard chose.
    const saved = await api(request, token, 'GET', '/management/conversation/getConversationById', {
      conversationId: id!,
    });
    expect(saved.code).toBe(0);
    const session = saved.data as {
      conversationName: string;
      isFreedom: boolean;
      detailDto: Record<string, unknown>;
    };
    expect(session.conversationName).toBe(name);
    expect(session.isFreedom).toBe(false);
    expect(session.detailDto).toMatchObject({
      modelId: CHARACTER,
      humanX: placed.humanX,
      humanY: placed.humanY,
      humanWidth: placed.humanWidth,
      ttsVolume: 51,
    });

    // The hand-over is used once: a reload goes to the console home.
    await page.reload();
    await expect(page).toHaveURL(`${ZH}/dashboard`);
  });

  test('quick create makes a session from a character and a language, then shows the success page', async ({
    page,
    request,
  }) => {
    const { token } = await signedInTrialUser(page, request, ZH, 'zh');
    await page.goto(`${ZH}/fastCreate/create`);
    await expect(page.getByRole('heading', { level: 1, name: w.fast.heading })).toBeVisible();
    const create = page.getByRole('button', { name: w.fast.create });
    await expect(create).toBeDisabled();
    await page.getByRole('radiogroup', { name: w.fast.language }).getByText(w.languages.en).click();
    await page.locator(`[data-character-code="${CHARACTER}"]`).click();
    // The newer flow's background step (spec §2): another scene than the default one.
    const scenes = page.getByRole('radiogroup', { name: w.fast.background });
    await expect(scenes.getByRole('radio').first()).toHaveAttribute('aria-checked', 'true');
    await scenes.getByRole('radio').nth(1).click();
    await expect(scenes.getByRole('radio').nth(1)).toHaveAttribute('aria-checked', 'true');
    await create.click();
    await expect(page).toHaveURL(`${ZH}/session/create/success`);
    await expect(page.getByRole('img', { name: w.success.qr })).toBeVisible();
    const list = await api(request, token, 'POST', '/management/conversation/query', {});
    type Listed = {
      language: string;
      characterCode: string;
      sample: boolean;
      background: { backgroundId: string };
    };
    const sessions = (list.data as { list: Listed[] }).list;
    expect(sessions.filter((s) => !s.sample)).toEqual([
      expect.objectContaining({ language: 'en', characterCode: CHARACTER }),
    ]);
    // The same list the page offered, in its order: the session has the second scene, the one clicked.
    const offered = await api(request, token, 'GET', '/conversation-api/background/list', {
      characterCode: CHARACTER,
    });
    const second = (offered.data as unknown as { backgroundId: string }[])[1]!.backgroundId;
    expect(sessions.find((s) => !s.sample)?.background.backgroundId).toBe(second);
  });

  test('a trial account with two sessions is told so before the wizard, and the API refuses a third', async ({
    page,
    request,
  }) => {
    const { token } = await signedInTrialUser(page, request, ZH, 'zh');
    for (let i = 0; i < 2; i++) {
      const made = await api(request, token, 'POST', '/management/conversation/createConversation', {
        characterCode: CHARACTER,
        language: 'zh',
      });
      expect(made.code).toBe(0);
    }
    await page.evaluate(() => sessionStorage.setItem('session', JSON.stringify({ step: 1 })));
    await page.goto(`${ZH}/session/create/step1`);
    const notice = page.getByRole('alert').filter({ hasText: w.limit.title });
    await expect(notice).toContainText(w.limit.trialSessions.replace('{max}', '2').replace('{count}', '2'));
    await expect(notice.getByRole('link', { name: w.limit.toList })).toHaveAttribute(
      'href',
      '/dashboard/session',
    );
    await expect(page.locator('[data-character-code]')).toHaveCount(0);
    const third = await api(request, token, 'POST', '/management/conversation/createConversation', {
      characterCode: CHARACTER,
      language: 'zh',
    });
    expect(third.code).toBe(42206);
  });

  test('the English site shows the wizard in English and refuses a Chinese-only voice for an English session', async ({
    page,
    request,
  }) => {
    const e = en.SessionsWizard;
    await signedInTrialUser(page, request, EN, 'en');
    await page.evaluate(() => sessionStorage.setItem('session', JSON.stringify({ step: 1 })));
    await page.goto(`${EN}/session/create/step1`);
    await expect(page.getByRole('heading', { level: 1, name: e.character.heading })).toBeVisible();
    await expect(page.getByRole('navigation', { name: e.steps.label })).toContainText(e.steps.background);
    await page.locator(`[data-character-code="${CHARACTER}"]`).click();
    await page.getByRole('button', { name: e.next, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: e.background.heading })).toBeVisible();
    await page.getByRole('button', { name: e.next, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: e.voice.heading })).toBeVisible();
    // An English session: a voice that does not speak English cannot be chosen.
    await page.getByRole('radiogroup', { name: e.voice.language }).getByText(e.languages.en).click();
    const notEnglish = page.locator('[data-disabled="true"]').first();
    await expect(notEnglish).toContainText(e.voice.englishOnly);
    await expect(notEnglish.getByRole('radio')).toBeDisabled();
  });
});
