import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/tests/support/render';
import { turn } from './test-data';
import { TracePanel } from './TracePanel';

/** The definition of a term of the panel's list. */
const row = (panel: HTMLElement, label: string) =>
  within(panel).getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe('the trace of a turn', () => {
  it('shows a document answer: the FAQ held against its thresholds, the passages, the model and its latency', () => {
    renderWithProviders(
      <TracePanel
        turn={turn(2, {
          source: 'document',
          timings: { firstEventMs: 40, firstAudioMs: 310, modelFirstTokenMs: 220 },
          trace: {
            interruption: null,
            scene: null,
            knowledge: {
              ms: 7,
              faq: { decision: 'context', faqId: 'f1', question: 'Holidays?', score: 0.6 },
              faqMatches: [
                { faqId: 'f1', question: 'Holidays?', score: 0.6 },
                { faqId: 'f2', question: 'Weekends?', score: 0.41 },
              ],
              thresholds: { answer: 0.8, context: 0.5 },
              passages: [{ fileId: 'd1', fileName: 'hours.pdf', ordinal: 3, score: 2.5 }],
            },
            model: { option: 'A', configured: true, requestAtMs: 15, firstTokenMs: 180, totalMs: 900 },
            scripts: [],
            sentences: [
              { index: 0, text: 'We open at nine.', ms: 85, cached: false },
              { index: 1, text: 'Closed on holidays.', ms: 0, cached: true },
            ],
          },
        })}
      />,
      { locale: 'en' },
    );
    const panel = screen.getByRole('region', { name: 'Trace of turn 2' });
    expect(within(row(panel, 'Answered by')).getByText('document')).toBeInTheDocument();
    expect(within(row(panel, 'Wake-word gate')).getByText('typed text: no gate')).toBeInTheDocument();
    expect(within(row(panel, 'Scene')).getByText('none')).toBeInTheDocument();
    const faq = row(panel, 'FAQ');
    expect(within(faq).getByText('sent to the model (score ≥ 0.5, below 0.8)')).toBeInTheDocument();
    expect(within(faq).getByText('“Holidays?” – score 0.60')).toBeInTheDocument();
    expect(within(faq).getByText('“Weekends?” – score 0.41')).toBeInTheDocument();
    expect(within(row(panel, 'Passages used')).getByText('hours.pdf #4 – score 2.50')).toBeInTheDocument();
    expect(
      within(row(panel, 'Model')).getByText('A: request at 15 ms, first token 180 ms, total 900 ms'),
    ).toBeInTheDocument();
    const sentences = row(panel, 'Sentences');
    expect(within(sentences).getByText(/We open at nine\./)).toHaveTextContent('85 ms');
    expect(within(sentences).getByText(/Closed on holidays\./)).toHaveTextContent('cached');
    expect(
      within(row(panel, 'Timings')).getByText(
        'first event 40 ms · first audio 310 ms · model first token 220 ms',
      ),
    ).toBeInTheDocument();
  });

  it('shows a scene answer in Chinese, with the steps after it as not reached', () => {
    renderWithProviders(
      <TracePanel
        turn={turn(1, {
          source: 'scene',
          trace: { interruption: { word: '等一下' }, scene: { index: 0, keyword: '营业时间' }, scripts: [] },
        })}
      />,
      { locale: 'zh' },
    );
    const panel = screen.getByRole('region', { name: '第 1 轮的追踪' });
    expect(within(row(panel, '作答步骤')).getByText('场景')).toBeInTheDocument();
    expect(within(row(panel, '打断词')).getByText('等一下')).toBeInTheDocument();
    expect(within(row(panel, '场景')).getByText('“营业时间”（场景 1）')).toBeInTheDocument();
    expect(within(row(panel, '问答库')).getByText('未到达')).toBeInTheDocument();
    expect(within(row(panel, '大模型')).getByText('未到达')).toBeInTheDocument();
  });

  it('says when the operator has not configured the model, and which scripts were said instead', () => {
    renderWithProviders(
      <TracePanel
        turn={turn(3, {
          source: 'script',
          trace: {
            wakeWord: 'pass',
            scene: null,
            knowledge: {
              ms: 2,
              faq: null,
              faqMatches: [],
              thresholds: { answer: 0.8, context: 0.5 },
              passages: [],
            },
            model: { option: 'B', configured: false },
            scripts: ['unknownQuestion', 'guidingLanguage'],
          },
        })}
      />,
      { locale: 'en' },
    );
    const panel = screen.getByRole('region', { name: 'Trace of turn 3' });
    expect(within(row(panel, 'Wake-word gate')).getByText('passed')).toBeInTheDocument();
    expect(within(row(panel, 'Model')).getByText('B: not configured by the operator')).toBeInTheDocument();
    expect(
      within(row(panel, 'Scripts used')).getByText('unknown question, guiding language'),
    ).toBeInTheDocument();
  });

  it('shows what was said without a model: the document read from, or the questions offered', () => {
    const { unmount } = renderWithProviders(
      <TracePanel
        turn={turn(2, {
          source: 'document',
          sources: [{ fileId: 'd1', fileName: 'warranty.pdf' }],
          trace: {
            scripts: [],
            withoutModel: {
              extract: { fileId: 'd1', ordinal: 0, score: 1, coverage: 1, answered: 1, sentences: [1] },
            },
          },
        })}
      />,
      { locale: 'en' },
    );
    expect(
      within(row(screen.getByRole('region'), 'Without a model')).getByText(
        'read 1 sentence of warranty.pdf #1 (holding 1.00 of the question)',
      ),
    ).toBeInTheDocument();
    unmount();
    renderWithProviders(
      <TracePanel
        turn={turn(3, {
          source: 'suggestion',
          trace: {
            scripts: [],
            withoutModel: { suggestions: { faqIds: ['f1', 'f2'], questions: ['挂失？', '补卡？'] } },
          },
        })}
      />,
      { locale: 'zh' },
    );
    const panel = screen.getByRole('region');
    expect(within(row(panel, '无模型时')).getByText('推荐：“挂失？”')).toBeInTheDocument();
    expect(within(row(panel, '作答步骤')).getByText('推荐问题')).toBeInTheDocument();
  });

  it('shows the prologue as a script that passed no gate', () => {
    renderWithProviders(
      <TracePanel turn={turn(1, { question: '', source: 'script', trace: { scripts: ['prologue'] } })} />,
      { locale: 'en' },
    );
    const panel = screen.getByRole('region', { name: 'Trace of turn 1' });
    expect(within(row(panel, 'Wake-word gate')).getByText('not reached')).toBeInTheDocument();
    expect(within(row(panel, 'Scripts used')).getByText('prologue')).toBeInTheDocument();
  });

  it('names every script by its editor name in Chinese, never by its identifier', () => {
    renderWithProviders(
      <TracePanel
        turn={turn(4, {
          source: 'script',
          trace: { scripts: ['prologue', 'unknownQuestion', 'interruptingSentence', 'say', 'someNewScript'] },
        })}
      />,
      { locale: 'zh' },
    );
    const panel = screen.getByRole('region', { name: '第 4 轮的追踪' });
    const scripts = row(panel, '使用的话术');
    expect(scripts).toHaveTextContent('开场白、未知问题、打断语、SDK 代播文本、其他话术');
    expect(scripts.textContent).not.toMatch(/[A-Za-z]{4,}/);
    expect(within(row(panel, '作答步骤')).getByText('话术')).toBeInTheDocument();
  });

  it.each([
    [
      'en',
      'failed: an error status (HTTP 500). The visitor heard the model-error message.',
      'model-error message',
    ],
    ['zh', '失败：返回错误状态（HTTP 500）。 访客听到了“大模型出错”的提示。', '大模型出错提示'],
  ] as const)('names a model failure and what answered instead (%s)', (locale, failure, script) => {
    renderWithProviders(
      <TracePanel
        turn={turn(3, {
          source: 'script',
          trace: {
            model: {
              option: 'A',
              configured: true,
              requestAtMs: 12,
              firstTokenMs: null,
              totalMs: null,
              error: 'badStatus',
              status: 500,
              fallback: 'modelError',
            },
            scripts: ['modelError'],
          },
        })}
      />,
      { locale },
    );
    const panel = screen.getByRole('region');
    expect(within(panel).getByText(failure)).toBeInTheDocument();
    expect(within(panel).getByText(script)).toBeInTheDocument();
  });
});
