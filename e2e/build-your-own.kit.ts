import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page } from '@playwright/test';
import { SignJWT } from 'jose';
import { catalogues } from '@/messages/catalogues';

// Shared steps of e2e/build-your-own.spec.ts and its phone twin: the console page's secret, and a customer's server.

export const { zh, en } = catalogues;
type Texts = typeof zh;

/** Generates the tenant secret on the console page (or rotates it, confirming): the secret as shown this once. */
export async function secretFromPage(page: Page, texts: Texts = zh, { rotate = false } = {}) {
  const t = texts.BuildYourOwn.secret;
  if (rotate) {
    await page.getByRole('button', { name: t.rotate }).click();
    const dialog = page.getByRole('dialog', { name: t.rotateTitle });
    await expect(dialog).toContainText(t.rotateBody);
    await dialog.getByRole('button', { name: t.rotateConfirm }).click();
    await expect(dialog).toBeHidden();
  } else {
    await page.getByRole('button', { name: t.generate }).click();
  }
  const shown = page.getByRole('dialog', { name: t.shownTitle });
  await expect(shown.getByText(t.shownOnce)).toBeVisible();
  const secret = ((await shown.getByTestId('tenant-secret').textContent()) ?? '').trim();
  expect(secret).toMatch(/^tjs_[A-Za-z0-9_-]{43}$/);
  return secret;
}

/** After "I have stored it": the secret is gone from the page, its hint stays. */
export async function storeSecret(page: Page, secret: string, texts: Texts = zh) {
  await page.getByRole('button', { name: texts.BuildYourOwn.secret.done }).click();
  await expect(page.getByTestId('tenant-secret')).toHaveCount(0);
  await expect(page.getByTestId('tenant-secret-hint')).toHaveText(`tjs_…${secret.slice(-4)}`);
  expect(await page.content()).not.toContain(secret);
}

export interface CustomerServer {
  url: string;
  /** The connection URLs it redirected to, newest last. */
  redirects: string[];
  close: () => Promise<void>;
}

/**
 * A customer's web server: it holds the tenant secret and answers every visit with a redirect to the connection
 * URL, carrying a token it has just minted with jose (5 minutes, one page).
 */
export async function customerServer(
  platform: string,
  appId: string,
  secret: string,
): Promise<CustomerServer> {
  const redirects: string[] = [];
  const key = new TextEncoder().encode(secret);
  const server: Server = createServer((request, response) => {
    void new SignJWT({ app: appId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('visitor-e2e')
      .setIssuedAt()
      .setExpirationTime('5m')
      .setJti(crypto.randomUUID())
      .sign(key)
      .then((token) => {
        const location = `${platform}/collection/preview/${appId}?token=${token}`;
        redirects.push(location);
        response.writeHead(302, { location }).end();
      });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/talk`,
    redirects,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
