import { describe, expect, it } from 'vitest';
import { sessionFields } from '@/features/sessions/contract';
import { copyName } from './create';

const nameField = sessionFields.shape.conversationName;

describe('copyName', () => {
  it('adds the suffix of the caller’s language', () => {
    expect(copyName('迎宾', 'zh')).toBe('迎宾（副本）');
    expect(copyName('Front desk', 'en')).toBe('Front desk (copy)');
  });

  it('shortens a long name so the copy still fits the 40-character name', () => {
    expect(copyName('x'.repeat(40), 'en')).toBe(`${'x'.repeat(33)} (copy)`);
    expect(copyName('名'.repeat(40), 'zh')).toHaveLength(40);
    expect(nameField.safeParse(copyName('名'.repeat(40), 'zh')).success).toBe(true);
  });

  it('never cuts a character in half', () => {
    // 𠀀 (U+20000, a CJK ideograph outside the BMP) is two UTF-16 units, like an emoji, which names refuse.
    const copy = copyName('𠀀'.repeat(20), 'en');
    expect(copy).toBe(`${'𠀀'.repeat(16)} (copy)`);
    expect(nameField.safeParse(copy).success).toBe(true);
  });
});
