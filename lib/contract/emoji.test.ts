import { describe, expect, it } from 'vitest';
import { containsEmoji, stripEmoji } from './emoji';

describe('stripEmoji (texts a voice reads aloud)', () => {
  it('drops pictographs, sequences, flags, skin tones and keycaps, keeping the words', () => {
    expect(stripEmoji('欢迎光临😀！')).toBe('欢迎光临！');
    expect(stripEmoji('Hello 👋🏽 and welcome 🇨🇳 !')).toBe('Hello and welcome!');
    expect(stripEmoji('Press 1️⃣ then ❤️')).toBe('Press 1 then');
    expect(stripEmoji('Dev 👩‍💻 team')).toBe('Dev team');
    for (const text of ['😀', 'Dev 👩‍💻 team', '🏴󠁧󠁢󠁳󠁣󠁴󠁿 Scotland'])
      expect(containsEmoji(stripEmoji(text)), text).toBe(false);
  });

  it('leaves a text without emoji exactly as written', () => {
    for (const text of ['会话 1', 'Shop #2*  twice', '©2026 Brand™', ' padded '])
      expect(stripEmoji(text)).toBe(text);
  });

  it('leaves nothing of a text that is only emoji', () => {
    expect(stripEmoji('😀 🎉')).toBe('');
  });
});
