import { describe, expect, it } from 'vitest';
import { ASLEEP, stayAwake, wakeGate } from './wake-word';

const wake = { isFreedom: false, wakeWord: '小爱同学', quietMs: 30_000 };

describe('the wake-word gate', () => {
  it('passes everything in free interaction', () => {
    expect(wakeGate(ASLEEP, { utterance: '几点了', now: 0, isFreedom: true, wakeWord: '小爱同学' })).toEqual({
      decision: 'pass',
      state: ASLEEP,
    });
  });

  it('ignores utterances without the wake word while asleep', () => {
    expect(wakeGate(ASLEEP, { ...wake, utterance: '今天天气怎么样', now: 0 })).toEqual({
      decision: 'ignore',
      state: ASLEEP,
    });
  });

  it('wakes on the wake word in any width, case or punctuation, and answers a question said with it', () => {
    const alone = wakeGate(ASLEEP, { ...wake, utterance: '小爱同学！', now: 1000 });
    expect(alone).toEqual({ decision: 'woke', state: { awakeUntil: 31_000 } });
    const withQuestion = wakeGate(ASLEEP, { ...wake, utterance: '嗨 小 爱 同 学，今天天气怎么样？', now: 0 });
    expect(withQuestion.decision).toBe('pass');
    const english = { isFreedom: false, wakeWord: 'Hey Ava', quietMs: 30_000 };
    expect(
      wakeGate(ASLEEP, { ...english, utterance: 'ＨＥＹ, ava. What time is it?', now: 0 }).decision,
    ).toBe('pass');
  });

  it('stays awake while the visitor keeps talking, and falls asleep after the quiet time', () => {
    let state = wakeGate(ASLEEP, { ...wake, utterance: '小爱同学', now: 0 }).state;
    const next = wakeGate(state, { ...wake, utterance: '几点了', now: 20_000 });
    expect(next).toEqual({ decision: 'pass', state: { awakeUntil: 50_000 } });
    state = next.state;
    expect(wakeGate(state, { ...wake, utterance: '再见', now: 50_000 })).toEqual({
      decision: 'ignore',
      state: ASLEEP,
    });
  });

  it('counts the quiet time from the end of its own answer', () => {
    const state = stayAwake({ awakeUntil: 30_000 }, 25_000);
    expect(state).toEqual({ awakeUntil: 55_000 });
    expect(stayAwake(ASLEEP, 25_000)).toEqual(ASLEEP);
    expect(wakeGate(state, { ...wake, utterance: '几点了', now: 40_000 }).decision).toBe('pass');
  });
});
