import { describe, expect, it } from 'vitest';
import { containsPhrase, normalizeForMatch, withoutPhrase } from './match-text';

describe('matching text', () => {
  it('folds width and case and drops punctuation and the spaces between Chinese words', () => {
    expect(normalizeForMatch('ＨＥＬＬＯ，  Ａｖａ！')).toBe('hello ava');
    expect(normalizeForMatch('小 爱 同学，你好。')).toBe('小爱同学你好');
  });

  it('finds a Chinese phrase anywhere and an English one as whole words', () => {
    expect(containsPhrase('嗨，小爱同学！今天天气？', '小爱同学')).toBe(true);
    expect(containsPhrase('Hey, AVA - are you there?', 'hey ava')).toBe(true);
    expect(containsPhrase('this is it', 'hi')).toBe(false);
    expect(containsPhrase('anything', '')).toBe(false);
  });

  it('takes the phrase out of the utterance', () => {
    expect(withoutPhrase('小爱同学，几点了？', '小爱同学')).toBe('几点了');
    expect(withoutPhrase('Hey Ava!', 'hey ava')).toBe('');
    expect(withoutPhrase('hello', 'hey ava')).toBeNull();
  });
});
