import { MantineProvider } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '@/components/site/theme';
import { ApiError } from '@/lib/api-client/api-error';
import { webPost } from '@/lib/api-client/web-client';
import { renderWithProviders } from '@/tests/support/render';
import { category, faqItem } from '../test-data';
import { FaqEditModal } from './FaqEditModal';

vi.mock('@/lib/api-client/web-client', () => import('@/tests/support/web-client-mock'));

if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });

// Issue 22 §2: at the FAQ cap the form offers the billing center's upgrade, like the sessions' limit notice.
describe('the FAQ cap', { timeout: 30_000 }, () => {
  it('links to the billing center with the plan chosen', async () => {
    vi.mocked(webPost).mockRejectedValue(
      new ApiError(
        'code',
        'Maximum FAQ questions exceeded: a company may keep at most 100.',
        42206,
        { max: 100 },
        200,
      ),
    );
    renderWithProviders(
      <MantineProvider env="test" theme={theme}>
        <FaqEditModal
          item={faqItem(2)}
          categories={[category('c1', 'billing')]}
          defaultCategoryId={null}
          onClose={() => {}}
          onManageCategories={() => {}}
        />
      </MantineProvider>,
      { locale: 'en' },
    );
    expect(screen.queryByRole('link', { name: 'Upgrade in the billing center' })).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Maximum FAQ questions exceeded');
    expect(screen.getByRole('link', { name: 'Upgrade in the billing center' })).toHaveAttribute(
      'href',
      '/dashboard/order/list?buy=plan',
    );
  });
});
