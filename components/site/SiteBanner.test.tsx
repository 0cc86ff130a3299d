import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { BANNER_STORAGE_KEY, SiteBanner } from '@/components/site/SiteBanner';
import { renderWithProviders } from '@/tests/support/render';

afterEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset.bannerDismissed;
});

const banner = () => renderWithProviders(<SiteBanner text="平台域名已变更" dismissLabel="关闭提示" />);

describe('SiteBanner', () => {
  it('shows the notice with a labelled dismiss button', () => {
    banner();
    expect(screen.getByRole('region', { name: '平台域名已变更' })).toHaveTextContent('平台域名已变更');
    expect(screen.getByRole('button', { name: '关闭提示' })).toBeInTheDocument();
    expect(document.documentElement.dataset.bannerDismissed).toBeUndefined();
  });

  it('hides on dismiss and remembers the dismissal in localStorage', async () => {
    banner();
    await userEvent.click(screen.getByRole('button', { name: '关闭提示' }));
    // The stylesheet hides `.banner` under html[data-banner-dismissed]; e2e checks the visible result.
    expect(document.documentElement.dataset.bannerDismissed).toBe('1');
    expect(localStorage.getItem(BANNER_STORAGE_KEY)).toMatch(/^\d+$/);
  });

  it('hides before paint on the next page when the dismissal is stored', () => {
    localStorage.setItem(BANNER_STORAGE_KEY, '1');
    const { container } = banner();
    const script = container.querySelector('script');
    expect(script).not.toBeNull();
    // The inline script runs before React hydrates; run it the way the browser would.
    new Function(script!.innerHTML)();
    expect(document.documentElement.dataset.bannerDismissed).toBe('1');
  });

  it('keeps showing on the next page when nothing was stored', () => {
    const { container } = banner();
    new Function(container.querySelector('script')!.innerHTML)();
    expect(document.documentElement.dataset.bannerDismissed).toBeUndefined();
  });
});
