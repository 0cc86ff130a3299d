import { render, screen, within } from '@testing-library/react';
import { createTranslator } from 'next-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogues } from '@/messages/catalogues';
import { CompanionContent } from './CompanionContent';

// The page is a server component: render what it returns, with the catalogue's texts and a chosen app link.
const state = vi.hoisted(() => ({ locale: 'en' as 'zh' | 'en', href: null as string | null }));

vi.mock('next-intl/server', () => ({
  getLocale: async () => state.locale,
  getTranslations: async (namespace: 'Companion') =>
    createTranslator({ locale: state.locale, messages: catalogues[state.locale], namespace }),
}));
vi.mock('./android-app', () => ({
  androidAppHref: () => state.href,
  qrCodeSvg: async () => '<svg viewBox="0 0 21 21"></svg>',
}));

async function renderPage(phone = false) {
  render(await CompanionContent({ device: phone ? 'phone' : 'desktop' }));
}

describe.each(['zh', 'en'] as const)('the companion page (%s)', (locale) => {
  const t = catalogues[locale].Companion;
  beforeEach(() => {
    state.locale = locale;
    state.href = null;
  });

  it('says plainly that the app cannot be downloaded yet when no package is configured', async () => {
    await renderPage();
    expect(screen.getByTestId('companion-unavailable')).toHaveTextContent(t.unavailable);
    expect(screen.getByRole('link', { name: t.contactLink })).toHaveAttribute('href', '/contactUs');
    expect(screen.queryByRole('link', { name: t.download })).toBeNull();
    expect(screen.queryByTestId('companion-qr')).toBeNull();
    // Nothing on the page promises the button or the QR code it does not show.
    const features = within(document.getElementById('features')!);
    expect(features.queryByText(t.features.simple.body)).toBeNull();
    expect(features.getByText(t.features.simple.bodyLater)).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(t.qrHint);
  });

  it('sends phones to the mobile contact page', async () => {
    await renderPage(true);
    expect(screen.getByRole('link', { name: t.contactLink })).toHaveAttribute('href', '/mobile/contactUs');
  });

  it('offers the download button and the QR code when a package is configured', async () => {
    state.href = 'https://downloads.example.com/companion.apk';
    await renderPage();
    expect(screen.getByRole('link', { name: t.download })).toHaveAttribute('href', state.href);
    expect(screen.getByTestId('companion-qr')).toBeInTheDocument();
    expect(screen.getByText(t.features.simple.body)).toBeInTheDocument();
    expect(screen.queryByTestId('companion-unavailable')).toBeNull();
  });
});
