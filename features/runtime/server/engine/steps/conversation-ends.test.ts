import { describe, expect, it } from 'vitest';
import { closingWords, isLastTurn, opening } from './conversation-ends';
import { sessionScripts } from './scripts';

const scripts = sessionScripts([
  { scriptType: 'prologue', scriptContent: '您好，我是小爱。' },
  { scriptType: 'farewell', scriptContent: '再见，欢迎再来！' },
]);

describe('how a conversation opens and ends', () => {
  it('opens with the prologue as written, or as the cue of the model’s own greeting', () => {
    expect(opening(scripts, 'fixed')).toEqual({ kind: 'fixed', text: '您好，我是小爱。' });
    expect(opening(scripts, 'model')).toEqual({ kind: 'model', cue: '您好，我是小爱。' });
    expect(opening(sessionScripts([]), 'fixed')).toBeNull();
  });

  it('ends after the maximum number of questions, with the farewell unless the session ends silently', () => {
    expect(isLastTurn(19, 20)).toBe(false);
    expect(isLastTurn(20, 20)).toBe(true);
    expect(closingWords(scripts, 'farewell')).toBe('再见，欢迎再来！');
    expect(closingWords(scripts, 'silent')).toBeNull();
  });
});
