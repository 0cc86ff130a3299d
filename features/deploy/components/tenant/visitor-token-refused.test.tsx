import { render, screen } from '@testing-library/react';
import { createTranslator } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import { catalogues } from '@/messages/catalogues';
import { VisitorTokenRefused } from './VisitorTokenRefused';

// A server component: render what it returns, with the catalogue's texts in the language asked for.
vi.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: 'zh' | 'en'; namespace: 'VisitorToken' }) =>
    createTranslator({ locale, messages: catalogues[locale], namespace }),
}));

describe('the hosted page opened with a used visitor token (issue 19 §1.12)', () => {
  it.each([
    ['zh', '此链接已被使用', /签名/],
    ['en', 'This link has already been used', /signature/i],
  ] as const)(
    'says the link was already used, not that a signature failed (%s)',
    async (language, used, signature) => {
      render(await VisitorTokenRefused({ reason: 'replayed', language }));
      const page = screen.getByRole('heading', { level: 1 }).parentElement!;
      expect(page).toHaveTextContent(used);
      expect(page.textContent).not.toMatch(signature);
    },
  );

  it('still says a forged link failed its check', async () => {
    render(await VisitorTokenRefused({ reason: 'signature', language: 'en' }));
    expect(screen.getByText(catalogues.en.VisitorToken.invalid)).toBeInTheDocument();
  });
});
