import { describe, expect, it } from 'vitest';
import { writtenIn, writtenLanguage } from './written-language';

describe('the language a text is written in', () => {
  it('tells Chinese, Japanese and English apart by their script', () => {
    expect(writtenLanguage('欢迎光临，有问题请问我')).toBe('zh');
    expect(writtenLanguage('欢迎 to Acme')).toBe('zh');
    expect(writtenLanguage('ようこそ、案内係です')).toBe('ja');
    expect(writtenLanguage('デジタル案内係へようこそ')).toBe('ja');
    expect(writtenLanguage('Talk to Acme')).toBe('en');
    expect(writtenLanguage('2026 · 🙂')).toBeNull();
    expect(writtenLanguage('')).toBeNull();
  });

  it('lets texts without letters through for any language', () => {
    expect(writtenIn(['Talk to Acme', 'Start'], 'en')).toBe(true);
    expect(writtenIn(['欢迎光临', 'Start'], 'en')).toBe(false);
    expect(writtenIn(['欢迎光临', '开始'], 'zh')).toBe(true);
    expect(writtenIn(['👋', '▶'], 'ja')).toBe(true);
  });
});
