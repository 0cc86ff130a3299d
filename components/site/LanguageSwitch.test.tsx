import { fireEvent, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LanguageSwitch } from '@/components/site/LanguageSwitch';
import { preferLanguage } from '@/lib/routing/language-preference';
import { renderWithProviders } from '@/tests/support/render';

vi.mock('next/navigation', () => ({ usePathname: () => window.location.pathname }));
vi.mock('@/lib/routing/language-preference', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/routing/language-preference')>()),
  preferLanguage: vi.fn(),
}));

const hosts = { enHost: 'en.localhost', zhHost: 'localhost', otherOrigin: 'http://other.test' };

const renderZh = () =>
  renderWithProviders(<LanguageSwitch locale="zh" {...hosts} label="English" ariaLabel="切换到英文站" />);

/** jsdom's location is fixed at localhost:3000 (see vitest config); only path, query and hash can change. */
function visit(pathAndQuery: string) {
  window.history.replaceState(null, '', pathAndQuery);
}

afterEach(() => {
  visit('/');
  vi.mocked(preferLanguage).mockClear();
});

describe('LanguageSwitch', () => {
  it('on the Chinese site links to the same path and query on the English host, keeping the port', () => {
    visit('/pricing?plan=team');
    renderZh();
    const link = screen.getByRole('link', { name: '切换到英文站' });
    const expected = new URL(window.location.href);
    expected.hostname = 'en.localhost';
    expect(link).toHaveAttribute('href', expected.href);
    expect(link.getAttribute('href')).toContain('/pricing?plan=team');
    expect(link).toHaveAttribute('lang', 'en');
  });

  it('on the English site links back to the Chinese host', () => {
    visit('/news/launch');
    renderWithProviders(
      <LanguageSwitch locale="en" {...hosts} label="中文" ariaLabel="Switch to the Chinese site" />,
      {
        locale: 'en',
      },
    );
    const link = screen.getByRole('link', { name: 'Switch to the Chinese site' });
    const href = new URL(link.getAttribute('href')!);
    expect(href.hostname).toBe('localhost');
    expect(href.port).toBe(window.location.port);
    expect(href.pathname).toBe('/news/launch');
    expect(link).toHaveTextContent('中文');
  });

  it('reads the address again at click time, so a query set later is kept', () => {
    visit('/pricing');
    renderZh();
    visit('/pricing?plan=enterprise');
    const link = screen.getByRole('link', { name: '切换到英文站' });
    link.addEventListener('click', (e) => e.preventDefault());
    fireEvent.click(link);
    expect(new URL(link.getAttribute('href')!).search).toBe('?plan=enterprise');
  });

  it('on the auth and console pages sets the language preference of this host instead of leaving it', () => {
    for (const path of ['/login?redirect=%2Fdashboard', '/mobile/dashboard']) {
      visit(path);
      const { unmount } = renderZh();
      const link = screen.getByRole('link', { name: '切换到英文站' });
      const followed = fireEvent.click(link);
      expect(followed, path).toBe(false);
      expect(preferLanguage).toHaveBeenLastCalledWith('en');
      unmount();
    }
    expect(preferLanguage).toHaveBeenCalledTimes(2);
  });

  it('on a public page leaves the preference alone', () => {
    visit('/pricing');
    renderZh();
    const link = screen.getByRole('link', { name: '切换到英文站' });
    link.addEventListener('click', (e) => e.preventDefault());
    fireEvent.click(link);
    expect(preferLanguage).not.toHaveBeenCalled();
  });

  it('before hydration links to the same page on the other site’s configured origin', () => {
    visit('/pricing');
    const html = renderToString(
      <LanguageSwitch
        locale="zh"
        {...hosts}
        otherOrigin="http://en.example.com"
        label="English"
        ariaLabel="x"
      />,
    );
    expect(html).toContain('href="http://en.example.com/pricing"');
  });
});
