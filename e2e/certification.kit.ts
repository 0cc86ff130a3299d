import { expect, type Page } from '@playwright/test';
import { catalogues } from '@/messages/catalogues';
import { signInOperator } from './operator.kit';

// Certification as the billing journeys need it (bank transfer and invoices require a certified company): submitted
// through the customer's own API call, approved in the back office's queue. Its own journey is certification.spec.ts.

/** A 1×1 png: a real image, so the server's checks by content let it through. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export async function certifyCompany(
  customer: Page,
  operator: Page,
  origin: string,
  company: string,
  lang: 'zh' | 'en',
) {
  // The web app's own call, from its page as its API client makes it (the cookie, the header, the origin).
  const code = await customer.evaluate(
    async ({ company, licence }) => {
      const form = new FormData();
      form.set('companyName', company);
      form.set('creditCode', '91110108551385082Q');
      form.set('authenticatorName', 'Wang Lin');
      form.set('contactPhone', '13800138000');
      const bytes = Uint8Array.from(atob(licence), (c) => c.charCodeAt(0));
      form.set('file', new File([bytes], 'licence.png', { type: 'image/png' }));
      const answer = await fetch('/api/management/certification/submit', {
        method: 'POST',
        headers: { 'x-dh-client': 'web' },
        body: form,
      });
      return ((await answer.json()) as { code: number }).code;
    },
    { company, licence: PNG.toString('base64') },
  );
  expect(code).toBe(0);
  const t = catalogues[lang].Operator;
  await operator.goto(`${origin}/operator/certifications`);
  await operator.waitForURL('**/operator/login?redirect=*');
  await signInOperator(operator, lang);
  await operator.waitForURL('**/operator/certifications');
  await operator
    .getByTestId('certification-row')
    .filter({ hasText: company })
    .getByRole('button', { name: t.review })
    .click();
  await operator.getByRole('dialog').getByRole('button', { name: t.approve }).click();
  await expect(operator.getByTestId('certification-done')).toHaveText(t.certificationApproved);
}
