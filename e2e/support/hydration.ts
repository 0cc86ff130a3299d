import type { Page } from '@playwright/test';

/**
 * Waits until React has taken over the page: client behaviours (rotation, chunk watch) attach their listeners in
 * effects, so acting before then would go unnoticed. The banner's dismiss button is a client component that every
 * page renders; React marks a hydrated node with its fiber.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const button = document.querySelector('[data-testid="site-banner"] button');
    return !!button && Object.keys(button).some((key) => key.startsWith('__reactFiber'));
  });
  // Effects run after the commit that hydrated the page, and the Suspense boundary of the client behaviours
  // commits right after the root: a frame and a tick later both are done.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 100))));
}
