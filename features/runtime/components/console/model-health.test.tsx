import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { modelHealthPath, type ModelHealthDto } from '@/features/runtime/contract';
import { webGet } from '@/lib/api-client/web-client';
import { renderWithProviders } from '@/tests/support/render';
import { ModelHealth } from './ModelHealth';

vi.mock('@/lib/api-client/web-client', async () =>
  (await import('@/tests/support/web-client-mock')).webClientMock(),
);

const health: ModelHealthDto = {
  options: [
    { option: 'A', configured: false, failures24h: 0, failures7d: 0, byKind7d: {}, lastFailure: null },
    {
      option: 'B',
      configured: true,
      failures24h: 3,
      failures7d: 5,
      byKind7d: { timeout: 4, badStatus: 1 },
      lastFailure: { at: '2026-11-27T02:05:00Z', kind: 'badStatus', status: 502, sessionId: 's1' },
    },
    { option: 'third', configured: true, failures24h: 0, failures7d: 0, byKind7d: {}, lastFailure: null },
  ],
};
vi.mocked(webGet).mockImplementation(async (path) => {
  if (path === modelHealthPath) return health;
  throw new Error(`unexpected ${path}`);
});

describe('the model health badges of the debug console', () => {
  it('show A unconfigured, and B failing with its last failure and its kinds', async () => {
    renderWithProviders(<ModelHealth />, { locale: 'en' });
    const card = await screen.findByRole('region', { name: 'Model health' });
    const [a, b] = ['A', 'B'].map((option) => card.querySelector(`[data-model="${option}"]`) as HTMLElement);
    expect(within(a!).getByText('not configured by the platform operator')).toBeInTheDocument();
    expect(within(b!).getByText('3 failures in 24 h · 5 in 7 days')).toBeInTheDocument();
    expect(within(b!).getByText(/^Last failure: an error status \(HTTP 502\), /)).toBeInTheDocument();
    expect(
      within(b!).getByText('Last 7 days: no answer in time × 4; an error status × 1'),
    ).toBeInTheDocument();
    // A third-party model that never failed is not shown.
    expect(card.querySelector('[data-model="third"]')).toBeNull();
  });

  it('say the same in Chinese', async () => {
    renderWithProviders(<ModelHealth />, { locale: 'zh' });
    const card = await screen.findByRole('region', { name: '大模型健康状况' });
    expect(within(card).getByText('运营方未配置')).toBeInTheDocument();
    expect(within(card).getByText('24 小时内故障 3 次 · 7 天内 5 次')).toBeInTheDocument();
  });
});
