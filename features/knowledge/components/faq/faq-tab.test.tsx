import { MantineProvider } from '@mantine/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '@/components/site/theme';
import { knowledgePaths } from '@/features/knowledge/contract';
import { webGet, webPost } from '@/lib/api-client/web-client';
import { renderWithProviders } from '@/tests/support/render';
import { category, faqItem, page } from '../test-data';
import { FaqTab } from './FaqTab';

vi.mock('@/lib/api-client/web-client', () => import('@/tests/support/web-client-mock'));

const get = vi.mocked(webGet);
const post = vi.mocked(webPost);

beforeEach(() => {
  get.mockReset();
  post.mockReset();
  get.mockImplementation(async (path) => {
    if (path === knowledgePaths.categoryList) return [category('c1', 'billing', 3)];
    return page([
      faqItem(1),
      faqItem(2, { status: 'invalid', similarQuestions: ['Q2b', 'Q2c'] }),
      faqItem(3),
    ]);
  });
});

describe('the FAQ list', { timeout: 30_000 }, () => {
  it('shows each item with its category, status and created day in the console’s format', async () => {
    renderWithProviders(
      <MantineProvider env="test" theme={theme}>
        <FaqTab />
      </MantineProvider>,
      { locale: 'zh' },
    );
    const row = await screen.findByRole('row', { name: /Question 2\?/ });
    expect(within(row).getByText('无效')).toBeInTheDocument();
    expect(within(row).getByText('billing')).toBeInTheDocument();
    expect(within(row).getByText('2 个相似问题')).toBeInTheDocument();
    expect(within(row).getByText('2026年5月4日')).toBeInTheDocument();
    expect(screen.getByText('共 3 条问答')).toBeInTheDocument();
  });

  it('disables the selected items at once, and deletes them only after a confirmation', async () => {
    post.mockResolvedValue({ affected: 2 });
    renderWithProviders(
      <MantineProvider env="test" theme={theme}>
        <FaqTab />
      </MantineProvider>,
      { locale: 'en' },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Select “Question 1?”' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select “Question 3?”' }));
    const bar = screen.getByRole('region', { name: 'Selected questions' });
    expect(within(bar).getByText('2 selected')).toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'Disable' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(knowledgePaths.faqBulk, { faqIds: ['q1', 'q3'], action: 'disable' }),
    );
    // A finished action clears the selection.
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Selected questions' })).not.toBeInTheDocument(),
    );

    await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(post).toHaveBeenCalledTimes(1);
    const dialog = await screen.findByRole('dialog', { name: 'Delete the selected questions?' });
    expect(
      within(dialog).getByText('3 questions will be deleted. This cannot be undone.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(post).toHaveBeenLastCalledWith(knowledgePaths.faqBulk, {
        faqIds: ['q1', 'q2', 'q3'],
        action: 'delete',
      }),
    );
  });
});
