import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { streamEvent } from '@/features/runtime/api/event-stream';
import type { ReceiveEventRequest, RuntimeEvent } from '@/features/runtime/contract';
import { renderWithProviders } from '@/tests/support/render';
import { DebugChat } from './DebugChat';

vi.mock('@/features/runtime/api/event-stream', async (original) => ({
  ...(await original<typeof import('@/features/runtime/api/event-stream')>()),
  streamEvent: vi.fn(),
}));
vi.mock('@/features/runtime/api/heartbeat', () => ({ sendHeartbeat: vi.fn(async () => undefined) }));
vi.mock('@/features/runtime/api/records', async (original) => ({
  ...(await original<typeof import('@/features/runtime/api/records')>()),
  fetchTurn: vi.fn(async () => null),
}));

const stream = vi.mocked(streamEvent);
const chat: RuntimeEvent = {
  type: 'chat',
  chatId: 'c1',
  chatSecret: 's1',
  idleTimeoutS: 60,
  heartbeatMs: 15_000,
  maxDurationS: 600,
};

/** The session's answers: the opening, a doubt with two offers, an FAQ answer, and a document's cited answer. */
function answer(event: ReceiveEventRequest): RuntimeEvent[] {
  if (event.type === 'start')
    return [
      chat,
      { type: 'text', delta: 'Hello.' },
      { type: 'end', turnId: null, source: 'script', sources: [] },
    ];
  if (event.type !== 'text') return [];
  if (event.text === 'card?')
    return [
      {
        type: 'suggestions',
        questions: [
          { faqId: 'f1', question: 'How do I report a lost card?' },
          { faqId: 'f2', question: 'How do I get a new card?' },
        ],
      },
      { type: 'text', delta: 'Did you mean one of these?' },
      { type: 'end', turnId: null, source: 'suggestion', sources: [] },
    ];
  if (event.text === 'How do I report a lost card?')
    return [
      { type: 'text', delta: 'Call 95555 at once.' },
      { type: 'end', turnId: null, source: 'faq', sources: [] },
    ];
  return [
    { type: 'text', delta: 'Nine to six.' },
    { type: 'end', turnId: null, source: 'document', sources: [{ fileId: 'd1', fileName: 'hours.pdf' }] },
  ];
}

beforeEach(() => {
  stream.mockReset();
  stream.mockImplementation(async (event, options) => {
    for (const item of answer(event)) options.onEvent(item);
  });
});

describe('the debug chat', () => {
  it('offers the suggested questions as buttons, and a tap asks one as a visitor would', async () => {
    renderWithProviders(<DebugChat conversationId="s1" />, { locale: 'en' });
    await screen.findByText('Hello.');
    await userEvent.type(screen.getByRole('textbox', { name: 'Your question' }), 'card?');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const offers = await screen.findByRole('navigation', { name: 'Did you mean' });
    await userEvent.click(within(offers).getByRole('button', { name: 'How do I report a lost card?' }));
    await screen.findByText('Call 95555 at once.');
    expect(stream).toHaveBeenLastCalledWith(
      expect.objectContaining({ type: 'text', text: 'How do I report a lost card?', chatId: 'c1' }),
      expect.anything(),
    );
  });

  it("names the documents a document's answer came from", async () => {
    renderWithProviders(<DebugChat conversationId="s1" />, { locale: 'zh' });
    await screen.findByText('Hello.');
    await userEvent.type(screen.getByRole('textbox', { name: '你的问题' }), '几点开门');
    await userEvent.click(screen.getByRole('button', { name: '发送' }));
    await waitFor(() => expect(screen.getByText('来源：hours.pdf')).toBeInTheDocument());
  });
});
