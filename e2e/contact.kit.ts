import { outboxFiles } from './support/outbox';
import { expect, type Page } from '@playwright/test';
import { catalogues as allMessages } from '@/messages/catalogues';

const { en, zh } = allMessages;

// Shared steps of e2e/contact.spec.ts (desktop) and e2e/contact.phone.spec.ts (phone).

export const catalogues = { zh, en } as const;

export function partner(tag: string) {
  return {
    firstName: 'Lin',
    lastName: 'Wang',
    company: `E2E Partner ${tag} ${Date.now()}`,
    email: 'lin.wang@example.com',
    phone: '+86 138 0013 8000',
    location: 'Shanghai',
    position: 'Product manager',
    message: 'We would like a digital human for our branch lobbies.',
  };
}

const input = (page: Page, name: string) => page.locator(`form[data-testid="contact-form"] [name="${name}"]`);

export async function fillContact(page: Page, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) await input(page, name).fill(value);
}

export async function submitContact(page: Page, locale: 'zh' | 'en') {
  await page.getByRole('button', { name: catalogues[locale].ContactForm.submit }).click();
}

/** The error Mantine shows for one input, found through its aria-describedby. */
export async function expectFieldError(page: Page, name: string, text: string) {
  const field = input(page, name);
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  const describedBy = (await field.getAttribute('aria-describedby')) ?? '';
  const ids = describedBy.split(' ').filter(Boolean);
  const errors = await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).innerText()));
  expect(errors).toContain(text);
}

export const REQUIRED = [
  'firstName',
  'lastName',
  'company',
  'email',
  'phone',
  'location',
  'position',
  'message',
];

/** Collects console errors and uncaught exceptions of a page. */
export function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/** Whether a mail in the e2e server's outbox mentions `text` (the partner notification). */
export const outboxMentions = (text: string) => outboxFiles().some((f) => f.text.includes(text));
