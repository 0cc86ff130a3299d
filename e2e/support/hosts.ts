import { sealData } from 'iron-session';
import { baseURL } from '@/playwright.config';

const port = new URL(baseURL).port;

/** The Chinese and English sites of the server under test; Chromium resolves *.localhost by itself. */
export const ZH = `http://localhost:${port}`;
export const EN = `http://en.localhost:${port}`;

export const UA = {
  iPhone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  desktop:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
};

// The secret scripts/e2e-server.mjs starts the server with.
const E2E_SESSION_SECRET = 'e2e-session-secret-0123456789abcdef0123456789';

/** A session cookie the proxy accepts as logged in (its optimistic check only unseals the cookie). */
export async function sealedSessionCookie(): Promise<string> {
  return sealData({ token: 'e2e-token' }, { password: E2E_SESSION_SECRET, ttl: 3600 });
}
