import { describe, expect, it } from 'vitest';
import { appName } from '@/features/deploy/contract/applications';
import { categoryName } from '@/features/knowledge/contract';
import {
  conversationInfoDto,
  createConversationRequest,
  renameSessionRequest,
  sessionFields,
} from '@/features/sessions/contract';
import { containsEmoji } from './emoji';
import { nameField } from './fields';

const issues = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((i) => i.message);

describe('containsEmoji', () => {
  it('finds pictographs, flags, keycaps and emoji sequences', () => {
    for (const text of ['门店😀', '🇨🇳', '1️⃣', '❤️', '👩‍💻', 'star ⭐'])
      expect(containsEmoji(text), text).toBe(true);
  });
  it('leaves letters, digits, Chinese, # and * alone', () => {
    for (const text of ['会话 1', 'Shop #2*', '导购_A', '©2026', 'Brand™'])
      expect(containsEmoji(text), text).toBe(false);
  });
});

describe('the one rule for names (issue 19 §1.7)', () => {
  it('refuses a name longer than its maximum instead of cutting it', () => {
    expect(issues(nameField(40).safeParse('a'.repeat(41)))).toEqual(['tooLong']);
    expect(nameField(40).safeParse('a'.repeat(40)).success).toBe(true);
  });

  it('refuses emoji in session, application and category names alike', () => {
    const session = renameSessionRequest.safeParse({ conversationId: 's1', conversationName: '导购😀' });
    expect(issues(session)).toEqual(['emojiNotAllowed']);
    expect(issues(appName.safeParse('Shop 🛒'))).toEqual(['emojiNotAllowed']);
    expect(issues(categoryName.safeParse('售后😀'))).toContain('emojiNotAllowed');
    expect(
      issues(createConversationRequest.safeParse({ characterCode: 'c01', conversationName: '🙂' })),
    ).toEqual(['emojiNotAllowed']);
    expect(sessionFields.shape.conversationName.safeParse('导购🙂').success).toBe(false);
    expect(issues(conversationInfoDto.shape.name.safeParse('小美💄'))).toEqual(['emojiNotAllowed']);
  });

  it('refuses a 41-character session name and a 51-character application name', () => {
    expect(issues(sessionFields.shape.conversationName.safeParse('名'.repeat(41)))).toEqual(['tooLong']);
    expect(issues(appName.safeParse('a'.repeat(51)))).toEqual(['tooLong']);
    expect(appName.safeParse('a'.repeat(50)).success).toBe(true);
  });

  it('still lets quick create leave the name empty', () => {
    expect(createConversationRequest.safeParse({ characterCode: 'c01', conversationName: '' }).success).toBe(
      true,
    );
  });
});
