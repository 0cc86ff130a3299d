import { MantineProvider } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '@/components/site/theme';
import { knowledgePaths } from '@/features/knowledge/contract';
import { webGet } from '@/lib/api-client/web-client';
import { renderWithProviders } from '@/tests/support/render';
import { knowledgeKeys } from '../../api/keys';
import { NlpUpdateNotice } from './NlpUpdateNotice';

vi.mock('@/lib/api-client/web-client', () => import('@/tests/support/web-client-mock'));

const get = vi.mocked(webGet);

function renderNotice(failed: boolean, locale: 'zh' | 'en') {
  get.mockReset();
  get.mockImplementation(async (path) =>
    path === knowledgePaths.faqIndexStatus
      ? { failed, failedAt: failed ? '2026-11-28T02:00:00.000Z' : null }
      : null,
  );
  return renderWithProviders(
    <MantineProvider env="test" theme={theme}>
      <NlpUpdateNotice />
    </MantineProvider>,
    { locale },
  );
}

describe('NLP update failed (spec §8)', () => {
  it('tells the customer when the last FAQ change could not be indexed, in zh and en', async () => {
    const zh = renderNotice(true, 'zh');
    expect(await screen.findByRole('alert')).toHaveTextContent('NLP 更新失败');
    zh.unmount();
    renderNotice(true, 'en');
    expect(await screen.findByRole('alert')).toHaveTextContent('NLP update failed');
  });

  it('says nothing while the index is up to date', async () => {
    const { queryClient } = renderNotice(false, 'en');
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(knowledgeKeys.faqIndexStatus)).toMatchObject({ failed: false }),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
