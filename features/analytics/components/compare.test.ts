import { describe, expect, it } from 'vitest';
import type { AnalyticsFigures } from '@/features/analytics/contract';
import { change, verdict } from './compare';

const figures = (unansweredRate: number | null, firstAudioP50: number | null): AnalyticsFigures => ({
  conversations: 1,
  turns: unansweredRate === null ? 0 : 10,
  unanswered: 0,
  unansweredRate,
  firstAudioP50,
  firstAudioP95: null,
  latencySamples: 0,
  refused: 0,
});

describe('is it getting better', () => {
  it('judges by the unanswered share first, then by how soon visitors hear the answer', () => {
    expect(verdict(figures(0.2, 900), figures(0.4, 500))).toBe('better');
    expect(verdict(figures(0.4, 300), figures(0.2, 900))).toBe('worse');
    expect(verdict(figures(0.3, 400), figures(0.305, 600))).toBe('better');
    expect(verdict(figures(0.3, 700), figures(0.305, 600))).toBe('worse');
    expect(verdict(figures(0.3, 610), figures(0.3, 600))).toBe('same');
    expect(verdict(figures(0.3, null), figures(0.3, 600))).toBe('same');
    expect(verdict(figures(null, null), figures(0.3, 600))).toBe('notEnough');
  });

  it('colours a change by which way is better for the figure', () => {
    expect(change(3, 1, 'down')).toEqual({ direction: 'up', tone: 'bad' });
    expect(change(1, 3, 'down')).toEqual({ direction: 'down', tone: 'good' });
    expect(change(3, 1, 'neither')).toEqual({ direction: 'up', tone: 'neutral' });
    expect(change(2, 2, 'up')).toEqual({ direction: 'same', tone: 'neutral' });
    expect(change(null, 2, 'up')).toEqual({ direction: 'none', tone: 'neutral' });
  });
});
