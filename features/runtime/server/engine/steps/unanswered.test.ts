import { describe, expect, it } from 'vitest';
import { answered, NONE_UNANSWERED, unanswered } from './unanswered';

const scripts = { unknownQuestion: '这个问题我还不会。', guidingLanguage: '您可以问我价格或营业时间。' };
const extend = { unReplyCount: 3, unReplayUsed: 1 as const, unReplyHangUp: 1 as const };

describe('unanswered questions', () => {
  it('says the unknown-question phrase until the count is reached, then the guiding language and hangs up', () => {
    let state = NONE_UNANSWERED;
    const outcomes = [1, 2, 3].map(() => {
      const outcome = unanswered(state, extend, scripts);
      state = outcome.state;
      return [outcome.script, outcome.hangUp];
    });
    expect(outcomes).toEqual([
      ['unknownQuestion', false],
      ['unknownQuestion', false],
      ['guidingLanguage', true],
    ]);
  });

  it('starts counting again after the guiding language when it does not hang up, and after an answer', () => {
    const keepGoing = { ...extend, unReplyCount: 2, unReplyHangUp: 0 as const };
    const second = unanswered({ inARow: 1 }, keepGoing, scripts);
    expect(second).toEqual({
      state: { inARow: 0 },
      script: 'guidingLanguage',
      text: scripts.guidingLanguage,
      hangUp: false,
    });
    expect(unanswered(answered(), keepGoing, scripts).script).toBe('unknownQuestion');
  });

  it('never guides nor hangs up when the handling is off, and falls back without a guiding language', () => {
    const off = { ...extend, unReplayUsed: 0 as const, unReplyCount: 1 };
    expect(unanswered({ inARow: 5 }, off, scripts)).toMatchObject({
      script: 'unknownQuestion',
      hangUp: false,
    });
    const noGuide = unanswered({ inARow: 2 }, extend, { ...scripts, guidingLanguage: null });
    expect(noGuide).toMatchObject({ script: 'unknownQuestion', text: scripts.unknownQuestion, hangUp: true });
    expect(
      unanswered(NONE_UNANSWERED, extend, { unknownQuestion: null, guidingLanguage: null }),
    ).toMatchObject({
      script: null,
      text: null,
    });
  });
});
