import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { analyticsPaths, type AnalyticsReport } from '@/features/analytics/contract';
import type { AnyEndpoint } from '@/lib/contract/endpoint';
import { webCall } from '@/lib/api-client/web-client';
import { catalogues } from '@/messages/catalogues';
import { renderWithProviders } from '@/tests/support/render';
import { AnalyticsView } from './AnalyticsView';

vi.mock('@/lib/api-client/web-client', () => ({ webCall: vi.fn(), webGet: vi.fn(), webPost: vi.fn() }));
// The chart draws with recharts in a real browser (the console sweep); here its place is enough.
vi.mock('next/dynamic', () => ({ default: () => () => <div data-testid="daily-chart" /> }));

// The hooks call endpoints by their declaration: the path tells which one.
const get = vi.mocked(webCall as (endpoint: AnyEndpoint, input?: object) => Promise<unknown>);
const { en, zh } = catalogues;

const figures = (over: Partial<AnalyticsReport['current']> = {}): AnalyticsReport['current'] => ({
  conversations: 0,
  turns: 0,
  unanswered: 0,
  unansweredRate: null,
  firstAudioP50: null,
  firstAudioP95: null,
  latencySamples: 0,
  refused: 0,
  ...over,
});

const report = (over: Partial<AnalyticsReport> = {}): AnalyticsReport => ({
  range: { from: '2026-05-04', to: '2026-05-05', days: 2, timeZone: 'UTC' },
  previousRange: { from: '2026-05-02', to: '2026-05-03' },
  current: figures({
    conversations: 3,
    turns: 9,
    unanswered: 3,
    unansweredRate: 1 / 3,
    firstAudioP50: 400,
    firstAudioP95: 840,
    latencySamples: 7,
    refused: 3,
  }),
  previous: figures({
    conversations: 1,
    turns: 2,
    unanswered: 1,
    unansweredRate: 0.5,
    firstAudioP50: 1100,
    firstAudioP95: 1190,
    latencySamples: 2,
    refused: 1,
  }),
  daily: [
    { date: '2026-05-04', conversations: 1, turns: 3, unanswered: 1, refused: 1 },
    { date: '2026-05-05', conversations: 2, turns: 6, unanswered: 2, refused: 2 },
  ],
  sources: [
    { source: 'faq', current: 2, previous: 1 },
    { source: 'document', current: 1, previous: 0 },
    { source: 'suggestion', current: 1, previous: 0 },
    { source: 'none', current: 2, previous: 1 },
  ],
  refusals: [
    { reason: 'busy', current: 2, previous: 0 },
    { reason: 'noResource', current: 0, previous: 1 },
    { reason: 'unavailable', current: 1, previous: 0 },
  ],
  sessions: [
    {
      id: 's1',
      name: 'Front desk',
      conversations: 2,
      turns: 7,
      unanswered: 2,
      unansweredRate: 2 / 7,
      firstAudioP50: 500,
      refused: 1,
    },
  ],
  applications: [
    {
      id: null,
      name: null,
      conversations: 2,
      turns: 7,
      unanswered: 2,
      unansweredRate: 2 / 7,
      firstAudioP50: 500,
      refused: 1,
    },
  ],
  satisfaction: null,
  ...over,
});

let answer: AnalyticsReport;
beforeEach(() => {
  answer = report();
  get.mockReset();
  get.mockImplementation(async ({ path }) => {
    if (path === analyticsPaths.choices)
      return { sessions: [{ id: 's1', name: 'Front desk' }], applications: [{ id: 'app_1', name: 'Kiosk' }] };
    return answer;
  });
});

const lastQuery = () =>
  get.mock.calls.filter(([{ path }]) => path === analyticsPaths.overview).at(-1)?.[1] as {
    from: string;
    to: string;
    timeZone: string;
  };

describe('the analytics page', () => {
  it('says whether the digital human got better, with the figures, their change, sources and breakdowns', async () => {
    renderWithProviders(<AnalyticsView />, { locale: 'en' });
    const verdict = await screen.findByTestId('analytics-verdict');
    expect(verdict).toHaveTextContent(`↑ ${en.Analytics.verdict.better}`);
    expect(verdict).toHaveTextContent(
      'Unanswered 33.3% (before: 50%) · first audio p50 400 ms (before: 1,100 ms)',
    );
    // The last 7 days up to today, in the viewer's time zone.
    const query = lastQuery();
    expect(query.timeZone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(Date.parse(query.to) - Date.parse(query.from)).toBe(6 * 86400e3);

    const conversations = screen.getByTestId('figure-conversations');
    expect(conversations).toHaveTextContent('3');
    expect(conversations).toHaveTextContent('before: 1↑ 2');
    const unanswered = screen.getByTestId('figure-unanswered');
    expect(unanswered).toHaveTextContent('33.3%');
    expect(unanswered).toHaveTextContent('3 questions');
    expect(unanswered).toHaveTextContent('before: 50%↓ 16.7% (better)');
    expect(screen.getByTestId('figure-first-audio')).toHaveTextContent('400 / 840 ms');
    expect(screen.getByTestId('figure-first-audio')).toHaveTextContent('↓ 700 ms (better)');
    expect(screen.getByTestId('figure-refused')).toHaveTextContent('↑ 2 (worse)');

    expect(screen.getByTestId('source-faq')).toHaveTextContent('FAQ2 (33.3%)before: 1');
    // A source the runtime's contract may add (another change's suggestions) is listed with its name.
    expect(screen.getByTestId('source-suggestion')).toHaveTextContent('Suggestions1 (16.7%)');
    expect(screen.getByTestId('refusal-busy')).toHaveTextContent('Every slot busy2before: 0');
    const sessions = screen.getByRole('table', { name: en.Analytics.groups.sessions });
    expect(within(sessions).getByRole('row', { name: /Front desk/ })).toHaveTextContent(
      'Front desk2728.6%500 ms1',
    );
    const apps = screen.getByRole('table', { name: en.Analytics.groups.applications });
    expect(within(apps).getByText(en.Analytics.groups.noApp)).toBeInTheDocument();
    expect(screen.getByTestId('daily-chart')).toBeInTheDocument();
    // Satisfaction waits for visitors' feedback.
    expect(screen.queryByTestId('satisfaction')).toBeNull();
  });

  it('shows satisfaction once the report carries feedback', async () => {
    answer = report({ satisfaction: { up: 8, down: 2, previousUp: 3, previousDown: 3 } });
    renderWithProviders(<AnalyticsView />, { locale: 'en' });
    expect(await screen.findByTestId('satisfaction')).toHaveTextContent('8 up · 2 down');
  });

  it('says so when the period is empty, in Chinese too', async () => {
    answer = report({ current: figures(), previous: figures(), sessions: [], applications: [] });
    renderWithProviders(<AnalyticsView />, { locale: 'zh' });
    expect(await screen.findByText(zh.Analytics.empty)).toBeInTheDocument();
    expect(screen.getByTestId('analytics-verdict')).toHaveTextContent(zh.Analytics.verdict.notEnough);
    expect(screen.queryByTestId('daily-chart')).toBeNull();
  });

  it('asks for another range, session or application, and refuses a backwards custom range', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AnalyticsView />, { locale: 'en' });
    await screen.findByTestId('analytics-verdict');
    await user.click(screen.getByText('30 days'));
    await vi.waitFor(() => {
      const query = lastQuery();
      expect(Date.parse(query.to) - Date.parse(query.from)).toBe(29 * 86400e3);
    });
    await user.click(screen.getByRole('combobox', { name: en.Analytics.filters.session }));
    // jsdom runs no transitions: the opened list is still marked hidden to the accessibility tree.
    await user.click(await screen.findByRole('option', { name: 'Front desk', hidden: true }));
    await vi.waitFor(() => expect(lastQuery()).toMatchObject({ sessionId: 's1' }));

    await user.click(screen.getByText(en.Analytics.filters.custom));
    const from = screen.getByLabelText(en.Analytics.filters.from);
    const calls = get.mock.calls.length;
    await user.clear(from);
    await user.type(from, '2099-01-01');
    expect(await screen.findByText(en.Validation.rangeOrder)).toBeInTheDocument();
    expect(get.mock.calls.length).toBe(calls);
  });
});
