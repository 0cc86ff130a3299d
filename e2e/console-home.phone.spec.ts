import { expect, test, type Locator } from '@playwright/test';
import { catalogues } from '@/messages/catalogues';
import { PASSWORD, registerViaApi, uniqueEmail } from './accounts.kit';
import { EN, ZH } from './support/hosts';

// Runs in the phone project. The phone console home has no header: its logout button sits beside the title.

/** Whether the element and everything inside it show their whole content, inside the viewport. */
async function fullyShown(locator: Locator) {
  return locator.evaluate((element) => {
    const clipped = [element, ...element.querySelectorAll('*')].filter(
      (node) => node.scrollWidth > node.clientWidth,
    );
    const box = element.getBoundingClientRect();
    return {
      clipped: clipped.map((node) => node.outerHTML.slice(0, 80)),
      inViewport: box.left >= 0 && box.right <= window.innerWidth,
    };
  });
}

for (const [host, locale] of [
  [ZH, 'zh'],
  [EN, 'en'],
] as const) {
  test(`the phone console home shows the whole logout button at 360–390 px on ${host}`, async ({
    page,
    request,
  }) => {
    const texts = catalogues[locale];
    const email = uniqueEmail(`logout-${locale}`);
    // A long name that the title must wrap rather than squeeze the button for.
    const company = `Shanghai Long Company Name Digital Services ${Date.now()}`;
    await registerViaApi(request, email, company);

    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(`${host}/mobile/login`);
    const form = page.getByRole('form', { name: texts.Auth.tabPassword });
    // The captcha image is fetched after hydration: typing before it would be lost when React takes over.
    await expect(form.getByRole('img', { name: texts.Auth.captchaAlt })).toBeVisible();
    await form.locator('input[name="username"]').fill(email);
    await form.locator('input[name="password"]').fill(PASSWORD);
    await form.locator('input[name="captchaCode"]').fill('abcd');
    await form.getByRole('button', { name: texts.Auth.submitLogin, exact: true }).click();
    await expect(page).toHaveURL(/\/mobile\/dashboard$/);

    const logout = page.getByRole('button', { name: texts.Account.logout });
    for (const width of [390, 375, 360]) {
      await page.setViewportSize({ width, height: 800 });
      await expect(logout).toHaveText(texts.Account.logout);
      expect(await fullyShown(logout), `at ${width} px`).toEqual({ clipped: [], inViewport: true });
    }
  });
}
