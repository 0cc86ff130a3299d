import { describe, expect, it } from 'vitest';
import { conversationHref, conversationView, type PortraitConversation } from './conversation-choice';

const conversation = (conversationId: string): PortraitConversation => ({
  conversationId,
  name: `Desk ${conversationId}`,
  published: true,
  portrait: { id: 'p1', name: 'Lin', status: 'ready', photoSrc: '/api/management/portrait/photo?id=p1' },
});

describe('the conversation page’s choice', () => {
  it('runs the session the address names, else the most recently changed', () => {
    const choices = {
      conversations: [conversation('a'), conversation('b')],
      portraitStates: ['ready' as const],
    };
    expect(conversationView(choices, 'b')).toEqual({ kind: 'chosen', conversation: conversation('b') });
    expect(conversationView(choices, undefined)).toEqual({ kind: 'chosen', conversation: conversation('a') });
  });

  it('answers any other id "not found", with or without sessions of its own', () => {
    expect(conversationView({ conversations: [conversation('a')], portraitStates: [] }, 'x')).toEqual({
      kind: 'notFound',
    });
    expect(conversationView({ conversations: [], portraitStates: ['ready'] }, 'a')).toEqual({
      kind: 'notFound',
    });
  });

  it.each([
    [['ready', 'rejected'], 'createSession'],
    [['review'], 'awaitReview'],
    [['processing', 'rejected'], 'awaitReview'],
    [['rejected'], 'capture'],
    [[], 'capture'],
  ] as const)('with no portrait session and portraits %j, leads to %s', (states, next) => {
    expect(conversationView({ conversations: [], portraitStates: [...states] }, undefined)).toEqual({
      kind: 'none',
      next,
    });
  });

  it('names the session in a linkable, reloadable address', () => {
    expect(conversationHref('a b&c')).toBe('/collection/conversation?conversationId=a+b%26c');
  });
});
