import { describe, expect, it } from 'vitest';
import { commandMessage, EMBED_PROTOCOL, eventMessage, readCommand, readEvent } from './embed-messages';

describe('the embed messages', () => {
  it('reads every well-formed command and event', () => {
    for (const command of [
      { type: 'start' },
      { type: 'speak', text: 'Welcome!' },
      { type: 'send', text: 'Opening hours?' },
      { type: 'interrupt' },
      { type: 'mute', muted: true },
      { type: 'end' },
      { type: 'rate', turnId: 't-1', rating: 'down' },
    ] as const)
      expect(readCommand(commandMessage(command))).toEqual(command);
    for (const event of [
      { type: 'ready' },
      { type: 'state', state: 'speaking' },
      { type: 'subtitle', text: 'Hello' },
      { type: 'suggestions', questions: ['How do I report a lost card?', 'How do I replace a card?'] },
      { type: 'turn', turnId: 't-1', question: 'Hi', answer: 'Hello', sources: ['hours.pdf'] },
      { type: 'turn', turnId: null, question: '', answer: 'Bye', sources: [] },
      { type: 'end', reason: 'user' },
      { type: 'rated', turnId: 't-1', rating: 'up' },
      { type: 'error', code: 'sessionTimedOut', message: 'Timed out' },
    ] as const)
      expect(readEvent(eventMessage(event))).toEqual(event);
  });

  it("refuses another protocol's messages, unknown types and wrong fields", () => {
    const refused = [
      null,
      'start',
      { command: { type: 'start' } },
      { protocol: 'dh-embed/0', command: { type: 'start' } },
      { protocol: EMBED_PROTOCOL, command: null },
      { protocol: EMBED_PROTOCOL, command: { type: 'eval', code: 'alert(1)' } },
      { protocol: EMBED_PROTOCOL, command: { type: 'toString' } },
      { protocol: EMBED_PROTOCOL, command: { type: 'speak' } },
      { protocol: EMBED_PROTOCOL, command: { type: 'send', text: 42 } },
      { protocol: EMBED_PROTOCOL, command: { type: 'mute', muted: 'yes' } },
      { protocol: EMBED_PROTOCOL, command: { type: 'rate', turnId: 't-1', rating: 'meh' } },
      { protocol: EMBED_PROTOCOL, command: { type: 'rate', turnId: 7, rating: 'up' } },
      // A command is no event, and an event no command.
      { protocol: EMBED_PROTOCOL, event: { type: 'start' } },
    ];
    for (const data of refused) expect(readCommand(data)).toBeNull();
    for (const data of [
      ...refused,
      { protocol: EMBED_PROTOCOL, command: { type: 'ready' } },
      { protocol: EMBED_PROTOCOL, event: { type: 'state', state: 'dancing' } },
      { protocol: EMBED_PROTOCOL, event: { type: 'turn', turnId: 1, question: '', answer: '', sources: [] } },
      {
        protocol: EMBED_PROTOCOL,
        event: { type: 'turn', turnId: 't', question: '', answer: '', sources: 'a.pdf' },
      },
      { protocol: EMBED_PROTOCOL, event: { type: 'error', code: 'x' } },
      { protocol: EMBED_PROTOCOL, event: { type: 'suggestions', questions: 'Lost card?' } },
      { protocol: EMBED_PROTOCOL, event: { type: 'suggestions', questions: [{ question: 'Lost card?' }] } },
      { protocol: EMBED_PROTOCOL, event: { type: '__proto__' } },
    ])
      expect(readEvent(data)).toBeNull();
  });
});
