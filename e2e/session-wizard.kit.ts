import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { catalogues } from '@/messages/catalogues';
import { logInViaApi, registerViaApi, sessionToken, uniqueEmail } from './accounts.kit';

// Shared steps of e2e/session-wizard.spec.ts: a fresh trial account signed in on one of the two sites, and calls
// to the sessions API with its token (as an SDK caller would make them).

export { catalogues };
export const CHARACTER = 'c01-lin-business';

/**
 * Registers a new trial account through the API and logs it in on `origin` (through the API, as the login form does;
 * the login page itself is e2e/accounts.spec.ts's). The console opens in the site's language, `locale`.
 */
export async function signedInTrialUser(
  page: Page,
  request: APIRequestContext,
  origin: string,
  locale: 'zh' | 'en',
) {
  const email = uniqueEmail('wizard');
  await registerViaApi(request, email, `Wizard Co ${Date.now()}`);
  await logInViaApi(page, email, origin);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${locale}`));
  const token = await sessionToken(page.context());
  expect(token).toBeTruthy();
  return { email, token: token as string };
}

/** A call to the platform API with the user's token; answers the envelope. */
export async function api(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST',
  path: string,
  payload: Record<string, unknown> = {},
) {
  const headers = { authorization: `Bearer ${token}` };
  const response =
    method === 'GET'
      ? await request.get(`/api${path}`, {
          headers,
          params: Object.fromEntries(Object.entries(payload).map(([k, v]) => [k, String(v)])),
        })
      : await request.post(`/api${path}`, { headers, data: payload });
  return (await response.json()) as { code: number; message: string; data: Record<string, unknown> | null };
}

/** The wizard's draft as the page keeps it in session storage. */
export const readDraft = (page: Page) =>
  page.evaluate(
    () => JSON.parse(sessionStorage.getItem('session') ?? 'null') as Record<string, unknown> | null,
  );

export interface DraftDetail {
  modelId: string;
  humanX: number;
  humanY: number;
  humanWidth: number;
  humanHeight: number;
  backgroundDto: { type: string; backgroundId: string };
  ttsVolume: number;
}

/** The picture and voice the draft holds so far. */
export const readDetail = async (page: Page) => (await readDraft(page))?.detailDto as DraftDetail;
