import { describe, expect, it } from 'vitest';
import { synthesisText } from './settings';

describe('synthesisText', () => {
  it('strips emoji before synthesis so a voice never reads them aloud', () => {
    expect(synthesisText('欢迎光临😀，请问需要什么帮助？🎉')).toBe('欢迎光临，请问需要什么帮助？');
  });

  it('refuses a text that is only emoji, as it refuses an empty one', () => {
    expect(() => synthesisText('👋🏽')).toThrow('nothing to synthesize');
  });
});
