import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { catalogues } from '@/messages/catalogues';
import { renderWithProviders } from '@/tests/support/render';
import type { Turn } from './conversation-state';
import { HistoryPanel } from './HistoryPanel';

const F = catalogues.en.Runtime.feedback;
const turn = (key: number, part: Partial<Turn>): Turn => ({
  key,
  turnId: `t${key}`,
  question: '',
  answer: '',
  interrupted: false,
  sentAt: 0,
  firstAudioAt: null,
  unanswered: false,
  sources: [],
  suggestions: [],
  ...part,
});

describe('thumbs on the answers of the history', () => {
  it('rate answers to questions, show the rating given, and leave the greeting alone', () => {
    const onRate = vi.fn();
    renderWithProviders(
      <HistoryPanel
        turns={[
          turn(1, { answer: 'Hello!' }),
          turn(2, { question: 'Hours?', answer: 'Nine to six.' }),
          turn(3, { question: 'Parking?', answer: 'Behind the shop.' }),
          turn(4, { turnId: null, question: 'Still answering?', answer: 'Let me' }),
        ]}
        ratings={{ t2: 'up' }}
        onRate={onRate}
        onClose={() => undefined}
      />,
      { locale: 'en' },
    );
    const groups = screen.getAllByRole('group', { name: F.label });
    expect(groups).toHaveLength(2);
    const [rated, unrated] = groups as [HTMLElement, HTMLElement];
    expect(within(rated).getByRole('button', { name: F.up })).toHaveAttribute('aria-pressed', 'true');
    expect(within(rated).getByText(F.thanks)).toBeVisible();
    expect(within(unrated).getByRole('button', { name: F.down })).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(within(rated).getByRole('button', { name: F.down }));
    fireEvent.click(within(unrated).getByRole('button', { name: F.up }));
    expect(onRate.mock.calls).toEqual([
      ['t2', 'down'],
      ['t3', 'up'],
    ]);
  });
});
